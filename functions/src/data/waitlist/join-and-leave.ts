// Joining and leaving the line (callables joinWaitlist and leaveWaitlist). Joining is judged as a booking would be
// (the seat gate of data/slots: profile, blocks, the free cadence, 3 open appointments), with the customer's open
// entries counted as the bookings they would become; at most WAITLIST_SETTINGS.maxEntries open entries a customer.
// The entry's place is its `joinedAt`, the server's commit time: no client writes an entry (firestore.rules).
// Leaving an entry that has an open offer gives the held seat back (the slot trigger offers it to the next).
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  OPEN_WAITLIST_STATUSES,
  WAITLIST_SETTINGS,
  entriesAsAppointments,
  isLateDecline,
  isWindowValid,
  bookableWindowTimes,
} from '../../../../src/domain/waitlist';
import type { SlotKey } from '../../../../src/domain/types';
import type {
  JoinWaitlistRequest,
  JoinWaitlistResponse,
  LeaveWaitlistResponse,
} from '../../../../src/contracts/waitlist-api';
import {
  readBookingUser,
  readSeatContext,
  readSlot,
  removeHold,
  requireMayTakeSeat,
  runBookingTransaction,
  writeBookingState,
  writeSlot,
} from '../slots';
import { hashKey } from '../../keys/hash-key';
import { commitRateLimit, readRateLimit } from '../rate-limit';
import { tellRemoved } from './offer-notice';
import { entriesCol, offersCol, peopleCol, readEntry, readPerson, type StoredEntry } from './waitlist-docs';

const refuseJoin = (
  code: 'failed-precondition' | 'resource-exhausted',
  reason: string,
  message: string,
): never => {
  throw new HttpsError(code, message, { reason });
};

export const JOIN_TEXT = {
  limit: `You can wait for at most ${WAITLIST_SETTINGS.maxEntries} times at once. Leave one on your account page first.`,
  badWindow: 'Choose a time, or a first and a last time, from the times of this appointment type.',
  gone: 'None of these times can still be booked.',
  joins: `You can join the waitlist at most ${WAITLIST_SETTINGS.joinsPerHour} times an hour. Please try again later.`,
  removed: `You let ${WAITLIST_SETTINGS.ignoredOffersLimit} offers in a row run out, so you can join the waitlist again ${WAITLIST_SETTINGS.rejoinAfterRemovalHours} hours after your entries were closed.`,
} as const;

/** The window's times that can still be booked at `now` (date offered, lead time), or a refusal. */
function requireBookableWindow(input: JoinWaitlistRequest, now: Date): SlotKey {
  const window = { from: input.from, to: input.to };
  if (!isWindowValid(window, input.appointmentType))
    refuseJoin('failed-precondition', 'waitlist-window', JOIN_TEXT.badWindow);
  const open = bookableWindowTimes(window, input.date, input.appointmentType, now);
  if (open.length === 0) refuseJoin('failed-precondition', 'waitlist-window', JOIN_TEXT.gone);
  return { date: input.date, time: open[0]!, type: input.appointmentType, location: input.location };
}

/** The customer's open entries, read in the transaction from their person document's list. */
async function readOpenEntries(tx: Transaction, ids: readonly string[]): Promise<StoredEntry[]> {
  const snaps = await Promise.all(ids.map((id) => tx.get(entriesCol().doc(id))));
  return snaps.map(readEntry).filter((entry) => OPEN_WAITLIST_STATUSES.includes(entry.status));
}

export async function joinWaitlist(
  uid: string,
  input: JoinWaitlistRequest,
  now: Date,
): Promise<JoinWaitlistResponse> {
  const slot = requireBookableWindow(input, now);
  return runBookingTransaction(async (tx) => {
    const personRef = peopleCol().doc(uid);
    const [user, personSnap, joins] = await Promise.all([
      readBookingUser(tx, uid),
      tx.get(personRef),
      readRateLimit(
        tx,
        `waitlist-join-${hashKey('waitlist-join', uid)}`,
        WAITLIST_SETTINGS.joinsPerHour,
        3_600_000,
        now,
      ),
    ]);
    // Every join leaves a document (left or not) that the account page and the day view read: churn is bounded.
    if (!joins.allowed) refuseJoin('resource-exhausted', 'waitlist-joins', JOIN_TEXT.joins);
    const person = readPerson(personSnap);
    const [open, context] = await Promise.all([
      readOpenEntries(tx, person.openEntryIds),
      readSeatContext(tx, user, input.appointmentType),
    ]);
    // Closed out for ignored offers: not at once again (the 3-ignored bound would reset with every rejoin).
    if (person.removedUntil !== null && person.removedUntil > now.getTime())
      refuseJoin('failed-precondition', 'waitlist-removed', JOIN_TEXT.removed);
    if (open.length >= WAITLIST_SETTINGS.maxEntries)
      refuseJoin('resource-exhausted', 'waitlist-limit', JOIN_TEXT.limit);
    // The gate of a booking, with every open entry counted as the booking it would become.
    requireMayTakeSeat(
      user,
      { ...context, orders: [...context.orders, ...entriesAsAppointments(open)] },
      slot,
      now,
    );
    const ref = entriesCol().doc();
    tx.create(ref, {
      userId: uid,
      date: input.date,
      location: input.location,
      type: input.appointmentType,
      from: input.from,
      to: input.to,
      status: 'waiting',
      joinedAt: FieldValue.serverTimestamp(),
      offer: null,
      offeredSlots: [],
    });
    tx.set(personRef, { ...person, openEntryIds: [...open.map((e) => e.id), ref.id], updatedAt: now });
    commitRateLimit(tx, joins);
    // The booking state is the customer's lock: a booking and a join of theirs run one after the other.
    writeBookingState(tx, user, {}, now);
    return { entryId: ref.id };
  });
}

/** Until when a customer closed out for ignored offers may not join (WAITLIST_SETTINGS.rejoinAfterRemovalHours). */
export const removedUntil = (now: Date): number =>
  now.getTime() + WAITLIST_SETTINGS.rejoinAfterRemovalHours * 3_600_000;

/** Closes a customer's open entries for ignored offers and tells them (all reads done). */
function closeOut(
  tx: Transaction,
  who: { uid: string; email: string; entries: readonly StoredEntry[] },
  now: Date,
): void {
  for (const entry of who.entries) tx.update(entriesCol().doc(entry.id), { status: 'removed', offer: null });
  tellRemoved(tx, { userId: who.uid, to: who.email, entryIds: who.entries.map((e) => e.id), at: now });
}

/** Leaves an entry of the caller's (idempotent); an open offer's seat is given back and the offer recorded declined. */
export async function leaveWaitlist(uid: string, entryId: string, now: Date): Promise<LeaveWaitlistResponse> {
  return runBookingTransaction(async (tx) => {
    const entryRef = entriesCol().doc(entryId);
    const personRef = peopleCol().doc(uid);
    const [entrySnap, personSnap, user] = await Promise.all([
      tx.get(entryRef),
      tx.get(personRef),
      readBookingUser(tx, uid),
    ]);
    if (!entrySnap.exists) return { left: false };
    const entry = readEntry(entrySnap);
    if (entry.userId !== uid)
      throw new HttpsError('permission-denied', 'This waitlist entry belongs to someone else.');
    if (!OPEN_WAITLIST_STATUSES.includes(entry.status)) return { left: false };
    const person = readPerson(personSnap);
    const holdId = entry.offer?.holdId ?? null;
    // An offer sat on and left in its last minutes counts as ignored, as if released (settle-offers.ts); at the
    // limit the customer's other open entries close too, as when an offer runs out.
    const late = holdId !== null && isLateDecline(entry.offer!.expiresAt, now);
    const ignoredInRow = person.ignoredInRow + (late ? 1 : 0);
    const closing =
      ignoredInRow >= WAITLIST_SETTINGS.ignoredOffersLimit
        ? await readOpenEntries(
            tx,
            person.openEntryIds.filter((id) => id !== entryId),
          )
        : null;
    if (holdId) {
      const slot = await readSlot(
        tx,
        { date: entry.date, time: entry.offer!.time, type: entry.type, location: entry.location },
        now,
      );
      removeHold(slot, holdId);
      writeSlot(tx, slot, now);
      tx.update(offersCol().doc(holdId), { outcome: 'declined', settledAt: now });
    }
    tx.update(entryRef, { status: 'left', offer: null, leftAt: now });
    if (closing) closeOut(tx, { uid, email: user.profile?.email ?? '', entries: closing }, now);
    tx.set(personRef, {
      ...person,
      openEntryIds: closing ? [] : person.openEntryIds.filter((id) => id !== entryId),
      openOffer: holdId && person.openOffer === holdId ? null : person.openOffer,
      ignoredInRow: closing ? 0 : ignoredInRow,
      removedUntil: closing ? removedUntil(now) : person.removedUntil,
      updatedAt: now,
    });
    writeBookingState(tx, user, { holdId: user.state.holdId === holdId ? null : user.state.holdId }, now);
    return { left: true };
  });
}
