// Temporary holds: createHold (2 minutes by the server's clock, one live hold per user, never extended, at most
// CONFIG.holdsPerHour created per customer and its 2 minutes charged to the customer's hourly held-seat time, only
// for a customer confirmBooking would accept) and releaseHold. Both go through the slot transaction
// (slot-transaction.ts).
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { holdExpiresAt } from '../../../../src/domain/holds';
import { userSessionConflict } from '../../../../src/domain/sessions';
import { toDateValue } from '../../../../src/contracts/normalize';
import type { SlotKey } from '../../../../src/domain/types';
import type {
  CreateHoldRequest,
  CreateHoldResponse,
  ReleaseHoldResponse,
} from '../../../../src/contracts/booking-api';
import { slotDocId, TRADING_RESERVATION, slotKeyOfItem } from '../../../../src/contracts/slot-documents';
import { COLLECTIONS, type ActiveBookingDoc } from '../../../../src/contracts/documents';
import { col, holdsCol, readHold } from '../booking-docs';
import { denied, refuse } from '../../refusals/booking-errors';
import { readBlock, requireMayTakeSeat } from './seat-gate';
import { readBookingUser, readUserAppointments, writeBookingState, type BookingUser } from './booking-user';
import {
  commitSeatTime,
  countSeat,
  readSeatTime,
  requireHoldCeiling,
  requireSeatTime,
} from './seat-throttles';
import { runBookingTransaction } from './booking-transaction';
import { readMembersVersion, readSlot, readSlotFrom, type SlotState } from './slot-transaction';
import { removeHold, writeSlot, requireSeat } from './slot-writes';
import type { RateLimitCheck } from '../rate-limit';

/**
 * A new hold's id: its slot's id, then Firestore's random part. The slot is no secret (the hold's id is a key of
 * that slot's public document), and a call that names the hold names its slot too, so confirmBooking reads the
 * slot in its first round of reads, beside the hold (`slotIdOfHold`).
 */
export function newHoldId(slotId: string): string {
  return `${slotId}_${holdsCol().doc().id}`;
}

/** The slot id a hold's id starts with (`newHoldId`), or null for an id of another form (an older hold). */
export function slotIdOfHold(holdId: string): string | null {
  return /^(.+)_[A-Za-z0-9]{20}$/.exec(holdId)?.[1] ?? null;
}

/** The stored form of a hold. */
export function holdData(hold: Omit<ActiveBookingDoc, 'id'>) {
  return {
    userId: hold.userId,
    appointmentDate: hold.appointmentDate,
    appointmentTime: hold.appointmentTime,
    appointmentType: hold.appointmentType,
    location: hold.location,
    createdAt: Timestamp.fromDate(hold.createdAt),
    expiresAt: Timestamp.fromDate(hold.expiresAt),
    pageLoadId: hold.pageLoadId,
    slotId: hold.slotId ?? null,
    ...(hold.type ? { type: hold.type, orderId: hold.orderId ?? null } : {}),
  };
}

/** What a new hold or trade reservation is written against: all read earlier in the same slot transaction. */
export interface HoldPlacement {
  user: BookingUser;
  /** The slot the seat is taken in. */
  target: SlotState;
  /** Every slot the transaction read (a previous hold's slot included): all are rewritten. */
  slots: Map<string, SlotState>;
  /** A trade reservation's hourly counter to count it on; null for a hold (counted in the seat-time document). */
  throttle: RateLimitCheck | null;
  now: Date;
}

/**
 * Takes a seat on `at.target` for the caller: the hold document (a trade reservation with `kind`), one more on the
 * hourly ceiling, the caller's booking state pointing at it, and every slot read rewritten. Answers the new hold.
 */
export function placeHold(
  tx: Transaction,
  at: HoldPlacement,
  hold: Pick<ActiveBookingDoc, 'expiresAt' | 'pageLoadId'> &
    Partial<Pick<ActiveBookingDoc, 'type' | 'orderId'>>,
): { holdId: string; expiresAt: number } {
  const ref = holdsCol().doc(newHoldId(at.target.id));
  const doc: ActiveBookingDoc = {
    id: ref.id,
    userId: at.user.uid,
    appointmentDate: at.target.key.date,
    appointmentTime: at.target.key.time,
    appointmentType: at.target.key.type,
    location: at.target.key.location,
    createdAt: at.now,
    slotId: at.target.id,
    ...hold,
  };
  at.target.holds.set(ref.id, doc);
  tx.set(ref, holdData(doc));
  if (at.throttle) countSeat(tx, at.throttle);
  writeBookingState(tx, at.user, doc.type ? { reservationId: ref.id } : { holdId: ref.id }, at.now);
  for (const state of at.slots.values()) writeSlot(tx, state, at.now);
  return { holdId: ref.id, expiresAt: doc.expiresAt.getTime() };
}

/**
 * One booking page per customer across devices: while userSessions/{uid} names another live session (domain
 * userSessionConflict, judged by the server's clock), a hold from this page is refused. No record: no conflict.
 */
function requireLiveSession(snap: DocumentSnapshot, sessionId: string, now: Date): void {
  if (!snap.exists) return;
  const message = userSessionConflict({
    record: {
      page: String(snap.get('page') ?? ''),
      sessionId: String(snap.get('sessionId') ?? ''),
      lastActivity: toDateValue(snap.get('lastActivity')) ?? new Date(0),
    },
    sessionId,
    now,
  });
  if (message) refuse('failed-precondition', 'session-conflict', message);
}

/** Reads the hold a booking state points at (if it still exists). */
export async function readPointedHold(
  tx: Transaction,
  holdId: string | null,
): Promise<ActiveBookingDoc | null> {
  if (!holdId) return null;
  const snap = await tx.get(holdsCol().doc(holdId));
  return snap.exists ? readHold(snap) : null;
}

/**
 * Creates a 2-minute hold on a slot for `uid`, replacing the caller's previous hold in the same transaction.
 * Refuses, writing nothing: a caller confirmBooking would refuse (booking-preconditions.ts), a caller at the hourly
 * ceiling of holds or whose 2 more minutes would pass the hourly held-seat time (resource-exhausted), and a slot
 * that is not bookable for the type at `now` or has no seat left.
 */
export async function createHold(
  uid: string,
  input: CreateHoldRequest,
  now: Date,
): Promise<CreateHoldResponse> {
  const key: SlotKey = {
    date: input.appointmentDate,
    time: input.appointmentTime,
    type: input.appointmentType,
    location: input.location,
  };
  return runBookingTransaction(async (tx) => {
    // Every read in one parallel round: the caller (profile and booking state, their lock), session, held-seat
    // time with the hourly count of holds (one document), block and the target slot's members (a plain versioned
    // read: slot-transaction.ts). Only a previous hold (its document and, in another slot, that slot) or a map to
    // repair adds a round. The refusals keep their order: session, eligibility, hourly ceiling, held-seat time, a
    // full slot.
    const [user, sessionSnap, seatTime, block, target] = await Promise.all([
      readBookingUser(tx, uid),
      tx.get(col(COLLECTIONS.userSessions).doc(uid)),
      readSeatTime(tx, uid),
      readBlock(tx, uid, key.type),
      readSlot(tx, key, now),
    ]);
    requireLiveSession(sessionSnap, input.pageLoadId, now);
    const [orders, slots] = await Promise.all([
      readUserAppointments(user),
      withoutPreviousHold(tx, user.state.holdId, target, now),
    ]);
    requireMayTakeSeat(user, { orders, block }, key, now);
    const counted = requireHoldCeiling(seatTime, now);
    const expiresAt = holdExpiresAt(now);
    const charged = requireSeatTime(counted, expiresAt.getTime() - now.getTime(), now);
    requireSeat(target, uid, now);
    commitSeatTime(tx, charged);
    return placeHold(
      tx,
      { user, target, slots, throttle: null, now },
      { expiresAt, pageLoadId: input.pageLoadId },
    );
  });
}

/**
 * The slots a new hold rewrites: the target, and the slot of the caller's previous hold (`holdId`, from their
 * booking state) with that hold removed. The previous hold's document and its slot (named by the hold's id:
 * `slotIdOfHold`) are read side by side; a hold id of the older form reads its slot after the hold.
 */
async function withoutPreviousHold(
  tx: Transaction,
  holdId: string | null,
  target: SlotState,
  now: Date,
): Promise<Map<string, SlotState>> {
  const slots = new Map([[target.id, target]]);
  if (!holdId) return slots;
  const slotId = slotIdOfHold(holdId);
  const [previous, early] = await Promise.all([
    readPointedHold(tx, holdId),
    slotId && slotId !== target.id ? readMembersVersion(slotId) : null,
  ]);
  if (!previous) return slots;
  const from = slotKeyOfItem(previous);
  const state = slots.get(slotDocId(from)) ?? (await readSlotFrom(tx, early, from, now));
  slots.set(state.id, state);
  removeHold(state, previous.id);
  return slots;
}

/**
 * Releases a hold or a trading-order reservation of the caller. Idempotent: a hold that is already gone answers
 * `{released: false}`; someone else's hold is refused (permission-denied).
 */
export async function releaseHold(uid: string, holdId: string, now: Date): Promise<ReleaseHoldResponse> {
  const slotId = slotIdOfHold(holdId);
  return runBookingTransaction(async (tx) => {
    // One round: the caller, the hold and the slot its id names (`newHoldId`; an older id reads its slot after).
    const [user, hold, early] = await Promise.all([
      readBookingUser(tx, uid),
      readPointedHold(tx, holdId),
      slotId ? readMembersVersion(slotId) : null,
    ]);
    if (!hold) return { released: false };
    if (hold.userId !== uid) denied('This hold belongs to someone else.');
    const state = await readSlotFrom(tx, early, slotKeyOfItem(hold), now);
    removeHold(state, hold.id);

    const isReservation = hold.type === TRADING_RESERVATION;
    writeBookingState(
      tx,
      user,
      isReservation
        ? { reservationId: user.state.reservationId === hold.id ? null : user.state.reservationId }
        : { holdId: user.state.holdId === hold.id ? null : user.state.holdId },
      now,
    );
    writeSlot(tx, state, now);
    return { released: true };
  });
}
