// Reads what the eligibility rules need (the user's free orders, their block record) and asks the domain.
// Usable inside a booking transaction (pass tx) or on its own.
import type { DocumentSnapshot, Query, Transaction } from 'firebase-admin/firestore';
import {
  freeEligibilityForDates,
  specialEligibility,
  type BlockLike,
  type EligibilityResult,
} from '../../../../src/domain/eligibility';
import { bookableDates } from '../../../../src/domain/calendar';
import type { OrderLike } from '../../../../src/domain/types';
import { COLLECTIONS, ORDER_STATUSES, type AppointmentType } from '../../../../src/contracts/documents';
import { toDateValue } from '../../../../src/contracts/normalize';
import { db } from '../admin-sdk';
import { shapedQuery } from '../shaped-query';

export const blockCollection = (type: AppointmentType): string =>
  type === 'free' ? COLLECTIONS.freeAppointmentBlocks : COLLECTIONS.specialAppointmentBlocks;

export const blockRef = (type: AppointmentType, userId: string) =>
  db.collection(blockCollection(type)).doc(userId);

function toBlock(snap: DocumentSnapshot): BlockLike | null {
  const data = snap.data();
  const blockUntil = toDateValue(data?.blockUntil);
  if (!data || !blockUntil) return null;
  return {
    blockUntil,
    type: data.type === 'free' || data.type === 'special' ? data.type : undefined,
    reason: typeof data.reason === 'string' ? data.reason : null,
  };
}

function toOrderLike(snap: DocumentSnapshot): OrderLike | null {
  const d = snap.data();
  if (!d || !(ORDER_STATUSES as readonly unknown[]).includes(d.status)) return null;
  if (
    typeof d.appointmentDate !== 'string' ||
    (d.appointmentType !== 'free' && d.appointmentType !== 'special')
  )
    return null;
  return {
    id: snap.id,
    userId: String(d.userId),
    status: d.status,
    appointmentDate: d.appointmentDate,
    appointmentTime: String(d.appointmentTime ?? ''),
    appointmentType: d.appointmentType,
    location: String(d.location ?? ''),
    serviceType: d.serviceType === 'drive-in' ? 'drive-in' : 'appointment',
  };
}

const getDoc = (ref: ReturnType<typeof blockRef>, tx?: Transaction) => (tx ? tx.get(ref) : ref.get());
const runQuery = (query: Query, tx?: Transaction) => (tx ? tx.get(query) : query.get());

/**
 * Can `userId` book an appointment of `type` at `now`? Free: one every 3 days from the last free appointment date,
 * and no live free block. Special: no live special block.
 */
export async function evaluateEligibility(
  type: AppointmentType,
  userId: string,
  now: Date,
  tx?: Transaction,
): Promise<EligibilityResult> {
  if (type === 'special') {
    const block = toBlock(await getDoc(blockRef('special', userId), tx));
    return specialEligibility({ block, now });
  }
  const [blockSnap, ordersSnap] = await Promise.all([
    getDoc(blockRef('free', userId), tx),
    runQuery(
      shapedQuery(db.collection(COLLECTIONS.orders), 'freeOrdersOfUser', { userId, appointmentType: 'free' }),
      tx,
    ),
  ]);
  const orders = ordersSnap.docs.map(toOrderLike).filter((o): o is OrderLike => o !== null);
  // The type check of the booking page: judged from the dates it offers, not from today.
  return freeEligibilityForDates({
    orders,
    userId,
    block: toBlock(blockSnap),
    now,
    dates: bookableDates(now),
  });
}
