// The writing half of the slot transaction (slot-transaction.ts reads a slot and says how the mechanism holds):
// the seat decision (`requireSeat`), the caller's changes of the slot as read (`removeHold`, `dropReservations`,
// `setOrderStatus`), `writeSlot`, which rewrites both slot documents on condition of the version read, the seat a
// hold hands to its order (`giveHoldSeatTo`) and the repair that recounts slots from their orders (`recomputeSlots`).
import { FieldPath, FieldValue, type Transaction } from 'firebase-admin/firestore';
import { isHoldLive } from '../../../../src/domain/holds';
import { OPEN_STATUSES, type OrderLike, type OrderStatus, type SlotKey } from '../../../../src/domain/types';
import { slotDocId, TRADING_RESERVATION } from '../../../../src/contracts/slot-documents';
import type { ActiveBookingDoc } from '../../../../src/contracts/documents';
import { runBookingTransaction } from './booking-transaction';
import { refuseSeat } from '../../refusals/booking-errors';
import { holdsCol } from '../booking-docs';
import { membersData } from './slot-members';
import {
  type SeatOrder,
  type SlotState,
  publicSlotFields,
  readSlot,
  toSeat,
  seatCheck,
} from './slot-transaction';

/**
 * Refuses with the booking's own reason (slot-full, or slot-not-bookable and why) unless `userId` may take a new
 * seat in the slot now: the domain's slot rules (type grid, bookable date, lead time) and seats (orders + other
 * users' live holds; another user's live reservation blocks). Before it is answered, the refusal is checked against
 * the slot as it is then (`refusalStands`).
 */
export function requireSeat(state: SlotState, userId: string, now: Date): void {
  const check = seatCheck(state, userId, now);
  if (check.ok) return;
  state.refusedSeatTo = userId;
  refuseSeat(check.reason);
}

/** Removes a hold from the slot; `writeSlot` deletes its document. */
export function removeHold(state: SlotState, holdId: string): void {
  state.holds.delete(holdId);
  state.removedHoldIds.add(holdId);
}

/** Removes the live trading-order reservations of an order (the order stopped trading or is gone). */
export function dropReservations(state: SlotState, orderId: string): void {
  for (const hold of [...state.holds.values()]) {
    if (hold.type === TRADING_RESERVATION && hold.orderId === orderId) removeHold(state, hold.id);
  }
}

/** Updates the in-memory seat of an order after a status change (occupying or not). */
export function setOrderStatus(
  state: SlotState,
  order: OrderLike & { id: string },
  status: OrderStatus,
): void {
  if (OPEN_STATUSES.includes(status)) state.orders.set(order.id, toSeat({ ...order, status }));
  else state.orders.delete(order.id);
}

/** The public document's fields, recomputed from the state. */
export function slotDocData(state: SlotState, now: Date) {
  const holds: Record<string, number> = {};
  let reservedUntil: number | null = null;
  for (const hold of state.holds.values()) {
    if (!isHoldLive(hold, now)) continue;
    const expiresAt = hold.expiresAt.getTime();
    if (hold.type === TRADING_RESERVATION) reservedUntil = Math.max(reservedUntil ?? 0, expiresAt);
    else holds[hold.id] = expiresAt;
  }
  return {
    ...publicSlotFields(state.key),
    orders: state.orders.size,
    holds,
    reserved: reservedUntil !== null,
    reservedUntil,
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/**
 * Rewrites the slot documents from the state, the members on condition that they are still the version `readSlot`
 * saw, and deletes the removed and the expired holds (each once). Call once per slot, after every decision and read
 * of the transaction.
 */
export function writeSlot(tx: Transaction, state: SlotState, now: Date): void {
  if (state.assumed) throw new Error(`slot ${state.id} was not read: it cannot be rewritten`);
  tx.set(state.ref, slotDocData(state, now));
  const members = membersData({ orders: state.orders.values(), holds: state.holds.values() });
  if (state.readAt) tx.update(state.membersRef, members, { lastUpdateTime: state.readAt });
  else tx.create(state.membersRef, members);
  for (const holdId of new Set([...state.expiredHoldIds, ...state.removedHoldIds])) {
    if (!state.holds.has(holdId)) tx.delete(holdsCol().doc(holdId));
  }
}

/**
 * Gives the seat of the caller's live `hold` to its new `order`, for `confirmBooking`. The seat changes hands and the
 * slot's count of taken seats does not, so no other writer's decision can be undone by it: both slot documents get
 * field updates (the hold's entry out, the order's in), not the recount on condition of the version read that
 * `writeSlot` makes, and a writer that committed since the read is kept instead of making this commit fail (a
 * booking's confirmation no longer collides with a hold placed on its slot meanwhile). Safe because the hold's own
 * document was read in this transaction (locked): a writer that finds the hold expired deletes that document
 * (`writeSlot`), so it cannot commit in between, and one that commits after sees the order. A hold not live at
 * `now`, not among the slot's members, or a slot without a members document goes through `writeSlot`. A slot not
 * read (`assumedSlotOf`: the caller's live hold, listed by the invariant above) gets the field updates.
 */
export function giveHoldSeatTo(
  tx: Transaction,
  state: SlotState,
  hold: ActiveBookingDoc,
  order: SeatOrder,
  now: Date,
): void {
  const listed =
    (state.assumed || state.readAt !== null) && isHoldLive(hold, now) && state.holds.has(hold.id);
  removeHold(state, hold.id);
  state.orders.set(order.id, order);
  if (!listed) {
    writeSlot(tx, state, now); // (refuses a slot that was not read)
    return;
  }
  const updatedAt = FieldValue.serverTimestamp();
  tx.update(
    state.membersRef,
    new FieldPath('holds', hold.id),
    FieldValue.delete(),
    new FieldPath('orders', order.id),
    { userId: order.userId, status: order.status },
    'updatedAt',
    updatedAt,
  );
  tx.set(
    state.ref,
    {
      ...publicSlotFields(state.key),
      orders: FieldValue.increment(1),
      holds: { [hold.id]: FieldValue.delete() },
      updatedAt,
    },
    { merge: true },
  );
  tx.delete(holdsCol().doc(hold.id));
}

/** Recomputes the public documents of the given slots from the authoritative data (repair, seeding, cleanup). */
export async function recomputeSlots(keys: readonly SlotKey[], now: Date = new Date()): Promise<number> {
  let written = 0;
  const distinct = new Map<string, SlotKey>(keys.map((k) => [slotDocId(k), k]));
  for (const key of distinct.values()) {
    await runBookingTransaction(async (tx) => {
      const state = await readSlot(tx, key, now, { fromOrders: true });
      writeSlot(tx, state, now);
    });
    written += 1;
  }
  return written;
}
