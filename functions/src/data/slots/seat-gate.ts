// The one gate of every path that takes a seat: createHold, confirmBooking, reserveTradingOrder,
// transferTradingOrder and rebookOrder all call it, inside their transaction and after reading bookingStates/{uid}
// (the user lock every booking mutation takes), so what a hold, reservation or rebook is granted on cannot drift
// from what the booking itself would accept, and no concurrent call of the same user can slip between the check and
// the write.
import type { Transaction } from 'firebase-admin/firestore';
import { checkNewAppointment } from '../../../../src/domain/booking-preconditions';
import type { BlockLike } from '../../../../src/domain/eligibility';
import type { AppointmentType, OrderLike, SlotKey } from '../../../../src/domain/types';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { col, toDate } from '../booking-docs';
import { refuse } from '../../refusals/booking-errors';
import { readUserAppointments, requireBookableProfile, type BookingUser } from './booking-user';

/** What the gate decides on besides the profile: the caller's appointment orders and their block of the type. */
export interface SeatContext {
  orders: OrderLike[];
  block: BlockLike | null;
}

/** Block record of a type for a user (null when none). */
export async function readBlock(
  tx: Transaction,
  uid: string,
  type: AppointmentType,
): Promise<BlockLike | null> {
  const name = type === 'free' ? COLLECTIONS.freeAppointmentBlocks : COLLECTIONS.specialAppointmentBlocks;
  const snap = await tx.get(col(name).doc(uid));
  const blockUntil = toDate(snap.get('blockUntil'));
  return snap.exists && blockUntil ? { blockUntil, type, reason: snap.get('reason') ?? null } : null;
}

/** Reads the gate's inputs. Call after `readBookingUser` in the same transaction, before any write. */
export async function readSeatContext(
  tx: Transaction,
  user: BookingUser,
  type: AppointmentType,
): Promise<SeatContext> {
  const [orders, block] = await Promise.all([readUserAppointments(user), readBlock(tx, user.uid, type)]);
  return { orders, block };
}

/**
 * Refuses, with the spec's message, a caller who may not take a seat in `slot`: no profile, phone not verified,
 * no contact number, 3 open appointments already (resource-exhausted), blocked or inside the free cadence around
 * the slot's date, or already booked at that time. A rebook passes the order it moves as `movingOrderId`: that
 * order is judged as leaving its old date and time (domain/booking-preconditions.ts).
 */
export function requireMayTakeSeat(
  user: BookingUser,
  context: SeatContext,
  slot: SlotKey,
  now: Date,
  movingOrderId?: string,
): asserts user is BookingUser & { profile: NonNullable<BookingUser['profile']> } {
  requireBookableProfile(user, true);
  const check = checkNewAppointment({ ...context, userId: user.uid, slot, now, movingOrderId });
  if (check.ok) return;
  if (check.reason === 'max-open-appointments') refuse('resource-exhausted', check.reason, check.message);
  if (check.reason === 'not-eligible')
    refuse('failed-precondition', check.reason, check.message, check.message);
  refuse('failed-precondition', check.reason, check.message);
}
