// The orders of an inclusive range of business dates, reduced to the fields the domain's aggregations read
// (`select`: the rest of each document never leaves Firestore). Shared by adminAnalytics and adminDashboard.
import type { AnalyticsOrder } from '../../../../src/domain/analytics';
import type { IsoDate } from '../../../../src/domain/types';
import { toBoolValue, toPriceValue } from '../../../../src/contracts/normalize';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { db } from '../admin-sdk';
import { shapedQuery } from '../shaped-query';

export async function readAnalyticsOrders(start: IsoDate, end: IsoDate): Promise<AnalyticsOrder[]> {
  const snap = await shapedQuery(db.collection(COLLECTIONS.orders), 'analyticsOrders', {
    appointmentDate: { '>=': start, '<=': end },
  })
    .select(
      'userId',
      'status',
      'appointmentDate',
      'appointmentTime',
      'serviceName',
      'location',
      'price',
      'serviceType',
      'noShow',
      'planId',
    )
    .get();
  return snap.docs.map((d) => {
    const o = d.data();
    return {
      userId: String(o.userId ?? ''),
      status: o.status,
      appointmentDate: String(o.appointmentDate),
      appointmentTime: String(o.appointmentTime ?? ''),
      serviceName: String(o.serviceName ?? ''),
      location: String(o.location ?? ''),
      price: toPriceValue(o.price) ?? 0,
      serviceType: o.serviceType === 'drive-in' ? ('drive-in' as const) : ('appointment' as const),
      noShow: toBoolValue(o.noShow) === true,
      planId: typeof o.planId === 'string' ? o.planId : null,
    };
  });
}

/** The areas of the users who placed the orders, read one field each. */
export async function readUserAreas(userIds: string[]): Promise<{ id: string; area: string | null }[]> {
  const refs = [...new Set(userIds.filter(Boolean))].map((id) => db.collection(COLLECTIONS.users).doc(id));
  const snaps = refs.length ? await db.getAll(...refs, { fieldMask: ['area'] }) : [];
  return snaps.map((s) => ({ id: s.id, area: (s.get('area') as string | undefined) ?? null }));
}
