// Offering a freed seat (issue 44). When a slot has a seat free, the first customer in its line (the day's waiting
// entries of the type, by `joinedAt`, the server's time of joining) whose window holds the slot's time, who has no
// other open offer, was never offered this slot and may take the seat as a booking would (the seat gate), gets a
// hold on it: the SAME activeBookings hold a customer's own Select Time places, listed in the slot documents, so
// others see the seat taken, lasting WAITLIST_SETTINGS.offerMinutes. The customer confirms it through the normal
// confirmBooking (and a special's checkout). One slot transaction per seat: the slot is written on condition of the
// version read (capacity), and the entry, the person and the booking state are read and written in it, so two
// slots racing for one customer cannot both offer them a seat. A slot past its lead time (30 minutes) offers nothing:
// the seat check is the booking's own.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { SLOT_CAPACITY } from '../../../../src/domain/capacity';
import { offerExpiresAt, windowIncludes } from '../../../../src/domain/waitlist';
import type { SlotKey } from '../../../../src/domain/types';
import type { ActiveBookingDoc } from '../../../../src/contracts/documents';
import { slotDocId } from '../../../../src/contracts/slot-documents';
import { holdsCol } from '../booking-docs';
import { shapedQuery } from '../shaped-query';
import {
  holdData,
  newHoldId,
  readBookingUser,
  readSeatContext,
  readSlot,
  requireMayTakeSeat,
  runBookingTransaction,
  seatCheck,
  writeBookingState,
  writeSlot,
  type BookingUser,
  type SlotState,
} from '../slots';
import { tellOffer } from './offer-notice';
import {
  entriesCol,
  offersCol,
  peopleCol,
  readEntry,
  readPerson,
  ts,
  type Person,
  type StoredEntry,
} from './waitlist-docs';

/** No user: every live hold counts against the seat check (the customer's own hold elsewhere in the slot too). */
const NOBODY = '';

interface Chosen {
  entry: StoredEntry;
  person: Person;
  user: BookingUser;
}

/** The waiting entries of the slot's line whose window holds its time and that were never offered it, in order. */
async function lineOf(key: SlotKey): Promise<StoredEntry[]> {
  const { date, location, type, time } = key;
  const slotId = slotDocId(key);
  const snap = await shapedQuery(entriesCol(), 'waitlistLine', {
    date,
    location,
    type,
    status: 'waiting',
  }).get();
  return snap.docs
    .map(readEntry)
    .filter((entry) => windowIncludes(entry, time) && !entry.offeredSlots.includes(slotId));
}

/** Reads (locks) one candidate and answers them if they may be offered the seat now, else null. */
async function judgeCandidate(
  tx: Transaction,
  slot: SlotState,
  candidate: StoredEntry,
  now: Date,
): Promise<Chosen | null> {
  const [entrySnap, personSnap, user] = await Promise.all([
    tx.get(entriesCol().doc(candidate.id)),
    tx.get(peopleCol().doc(candidate.userId)),
    readBookingUser(tx, candidate.userId),
  ]);
  const entry = readEntry(entrySnap);
  const person = readPerson(personSnap);
  if (entry.status !== 'waiting' || entry.offeredSlots.includes(slot.id) || person.openOffer) return null;
  const context = await readSeatContext(tx, user, slot.key.type);
  try {
    requireMayTakeSeat(user, context, slot.key, now);
  } catch {
    return null; // Not eligible now (blocked, cadence, 3 open appointments, profile): the next in line.
  }
  return { entry, person, user };
}

/** Places the offer's hold and records the offer: hold, slot, booking state, entry, person, offer, notice. */
function placeOffer(tx: Transaction, slot: SlotState, chosen: Chosen, now: Date): string {
  const { entry, person, user } = chosen;
  const ref = holdsCol().doc(newHoldId(slot.id));
  const expiresAt = offerExpiresAt(now);
  const hold: ActiveBookingDoc = {
    id: ref.id,
    userId: entry.userId,
    appointmentDate: slot.key.date,
    appointmentTime: slot.key.time,
    appointmentType: slot.key.type,
    location: slot.key.location,
    createdAt: now,
    expiresAt,
    pageLoadId: 'waitlist',
    slotId: slot.id,
  };
  slot.holds.set(ref.id, hold);
  tx.set(ref, holdData(hold));
  writeSlot(tx, slot, now);
  writeBookingState(tx, user, { holdId: ref.id }, now);
  tx.update(entriesCol().doc(entry.id), {
    status: 'offered',
    offer: { holdId: ref.id, time: slot.key.time, expiresAt: ts(expiresAt) },
    offeredSlots: FieldValue.arrayUnion(slot.id),
  });
  tx.set(peopleCol().doc(entry.userId), { ...person, openOffer: ref.id, updatedAt: now });
  tx.create(offersCol().doc(ref.id), {
    entryId: entry.id,
    userId: entry.userId,
    slotId: slot.id,
    date: slot.key.date,
    time: slot.key.time,
    location: slot.key.location,
    type: slot.key.type,
    outcome: 'open',
    offeredAt: ts(now),
    expiresAt: ts(expiresAt),
  });
  const to = user.profile?.email ?? '';
  tellOffer(
    tx,
    { holdId: ref.id, entryId: entry.id, userId: entry.userId, to, slot: slot.key, expiresAt },
    now,
  );
  return ref.id;
}

/** Offers one free seat of the slot to the first eligible customer in line; answers the hold, or null (none). */
export function offerOneSeat(key: SlotKey, now: Date): Promise<string | null> {
  return runBookingTransaction(async (tx) => {
    const [slot, line] = await Promise.all([readSlot(tx, key, now), lineOf(key)]);
    if (!seatCheck(slot, NOBODY, now).ok) return null;
    for (const candidate of line) {
      const chosen = await judgeCandidate(tx, slot, candidate, now);
      if (chosen) return placeOffer(tx, slot, chosen, now);
    }
    return null;
  });
}

/** Offers every free seat of the slot, one transaction each, until none is left or nobody may take one. */
export async function offerFreedSeats(key: SlotKey, now: Date): Promise<string[]> {
  const offered: string[] = [];
  for (let seat = 0; seat < SLOT_CAPACITY[key.type]; seat++) {
    const holdId = await offerOneSeat(key, now);
    if (!holdId) break;
    offered.push(holdId);
  }
  return offered;
}
