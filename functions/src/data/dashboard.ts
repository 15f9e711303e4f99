// The Dashboard's figures from Firestore aggregation queries (count and sum on the server), never a download of
// the orders: this business month's revenue, today's order count and revenue, and today's top wash (one count per
// catalogue package; a name outside the catalogue is not ranked). Cancelled orders are left out of every figure,
// as in the domain's dashboardSummary. `reads` is what Firestore bills: one read per 1,000 index entries an
// aggregation matches, at least one per query.
import { AggregateField, type AggregateSpec, type Query } from 'firebase-admin/firestore';
import {
  businessMonthRange,
  cents,
  COUNTED_STATUSES,
  topWash,
  type DashboardTiles,
} from '../../../src/domain/analytics';
import { businessDate } from '../../../src/domain/calendar';
import { WASH_PACKAGES } from '../../../src/domain/catalogue';
import { COLLECTIONS } from '../../../src/lib/model/types';
import { db } from './admin';
import { shapedQuery } from './shaped-query';

export interface DashboardFigures {
  tiles: DashboardTiles;
  reads: number;
}

const readsOf = (matched: number) => Math.max(1, Math.ceil(matched / 1000));

async function aggregate<T extends AggregateSpec>(query: Query, spec: T) {
  const data = (await query.aggregate({ ...spec, matched: AggregateField.count() }).get()).data();
  return data as { [K in keyof T]: number | null } & { matched: number };
}

export async function dashboardFigures(now: Date): Promise<DashboardFigures> {
  const orders = db.collection(COLLECTIONS.orders);
  const today = businessDate(now);
  const { start, end } = businessMonthRange(now);
  const status = COUNTED_STATUSES;
  const [month, day, ...washes] = await Promise.all([
    aggregate(
      shapedQuery(orders, 'dashboardMonth', { status, appointmentDate: { '>=': start, '<=': end } }),
      {
        revenue: AggregateField.sum('price'),
      },
    ),
    aggregate(shapedQuery(orders, 'dashboardDay', { status, appointmentDate: today }), {
      revenue: AggregateField.sum('price'),
    }),
    ...WASH_PACKAGES.map((p) =>
      aggregate(
        shapedQuery(orders, 'dashboardDayWash', { status, appointmentDate: today, serviceName: p.name }),
        {},
      ),
    ),
  ]);
  // sum() adds numbers only; the few orders older clients priced as text ('105.00') are read and added here.
  const textPriced = await shapedQuery(orders, 'textPricedOrders', { status, price: { '>=': '' } }).get();
  let monthText = 0;
  let dayText = 0;
  for (const doc of textPriced.docs) {
    const price = Number(String(doc.get('price')).replace(/[$,\s]/g, ''));
    const date = doc.get('appointmentDate');
    if (!Number.isFinite(price) || typeof date !== 'string') continue;
    if (date >= start && date <= end) monthText += price;
    if (date === today) dayText += price;
  }
  const counts = new Map(WASH_PACKAGES.map((p, i) => [p.name, washes[i]!.matched]));
  return {
    tiles: {
      monthlyRevenue: cents((month.revenue ?? 0) + monthText),
      todaysOrders: day.matched,
      todaysTopWash: topWash(counts),
      todaysRevenue: cents((day.revenue ?? 0) + dayText),
    },
    reads:
      [month, day, ...washes].reduce((sum, a) => sum + readsOf(a.matched), 0) + Math.max(1, textPriced.size),
  };
}
