// What became of an offer once its hold left the slot (the slot trigger calls `settleRemovedHold` for every hold id
// gone from a slot's public document, then offers the seats left free: `afterSlotChange`). The hold became the
// customer's order (confirmBooking): taken, the entry booked. It ran out (the cleanup, or any slot writer, deleted
// it): expired, the entry waits again (never offered that slot again) and the customer's ignored offers in a row
// grow; at WAITLIST_SETTINGS.ignoredOffersLimit their open entries leave the line and they are told so. It was
// released (another hold of theirs, releaseHold): declined, the entry waits again. An offer left with leaveWaitlist
// is settled there.
import type { Transaction } from 'firebase-admin/firestore';
import { SLOT_CAPACITY } from '../../../../src/domain/capacity';
import {
  OPEN_WAITLIST_STATUSES,
  WAITLIST_SETTINGS,
  isLateDecline,
  type OfferOutcome,
} from '../../../../src/domain/waitlist';
import { APPOINTMENT_TYPES, type AppointmentType, type SlotKey } from '../../../../src/domain/types';
import { holdsCol, readHold } from '../booking-docs';
import { readBookingUser, readSlot, runBookingTransaction } from '../slots';
import { isHoldLive } from '../../../../src/domain/holds';
import { offerFreedSeats } from './offer-seats';
import { tellRemoved } from './offer-notice';
import {
  entriesCol,
  offersCol,
  peopleCol,
  readEntry,
  readOffer,
  readPerson,
  type Person,
  type StoredOffer,
} from './waitlist-docs';

/**
 * Taken: the customer has an order in the slot. Otherwise their booking state tells who removed the hold: the
 * customer's own release (releaseHold, or a hold of theirs elsewhere replacing it) points it away (declined); a sweep
 * of the expired hold (the cleanup, or any slot writer) leaves it pointing at the offer's hold (expired).
 */
function outcomeOf(offer: StoredOffer, taken: boolean, pointedHoldId: string | null): OfferOutcome {
  if (taken) return 'taken';
  return pointedHoldId === offer.holdId ? 'expired' : 'declined';
}

/** The person and entry writes of a settled offer (all reads done). */
async function writeSettlement(
  tx: Transaction,
  settled: { offer: StoredOffer; outcome: OfferOutcome; person: Person; email: string },
  now: Date,
): Promise<void> {
  const { offer, outcome, person } = settled;
  const entryRef = entriesCol().doc(offer.entryId);
  // Ignored: left to run out, or given back only in its last minutes (sat on, then released).
  const ignored = outcome === 'expired' || (outcome === 'declined' && isLateDecline(offer.expiresAt, now));
  const ignoredInRow = outcome === 'taken' ? 0 : person.ignoredInRow + (ignored ? 1 : 0);
  const removeAll = ignoredInRow >= WAITLIST_SETTINGS.ignoredOffersLimit;
  const open = removeAll
    ? (await Promise.all(person.openEntryIds.map((id) => tx.get(entriesCol().doc(id)))))
        .map(readEntry)
        .filter((e) => OPEN_WAITLIST_STATUSES.includes(e.status))
    : [];
  tx.update(offersCol().doc(offer.holdId), { outcome, settledAt: now });
  if (outcome === 'taken') tx.update(entryRef, { status: 'booked', offer: null, notice: null });
  else if (!removeAll) tx.update(entryRef, { status: 'waiting', offer: null, notice: null });
  const stillOpen =
    outcome === 'taken' ? person.openEntryIds.filter((id) => id !== offer.entryId) : person.openEntryIds;
  if (removeAll) {
    for (const entry of open) tx.update(entriesCol().doc(entry.id), { status: 'removed', offer: null });
    tellRemoved(tx, {
      userId: offer.userId,
      to: settled.email,
      entryIds: open.map((e) => e.id),
      at: now,
    });
  }
  tx.set(peopleCol().doc(offer.userId), {
    openEntryIds: removeAll ? [] : stillOpen,
    openOffer: person.openOffer === offer.holdId ? null : person.openOffer,
    ignoredInRow: removeAll ? 0 : ignoredInRow,
    removedUntil: removeAll
      ? now.getTime() + WAITLIST_SETTINGS.rejoinAfterRemovalHours * 3_600_000
      : person.removedUntil,
    updatedAt: now,
  });
}

/** Settles the open offer named by a hold gone from slot `key` (nothing when it is no offer, or settled already). */
export function settleRemovedHold(holdId: string, key: SlotKey, now: Date): Promise<OfferOutcome | null> {
  return runBookingTransaction(async (tx) => {
    const [offerSnap, holdSnap] = await Promise.all([
      tx.get(offersCol().doc(holdId)),
      tx.get(holdsCol().doc(holdId)),
    ]);
    if (!offerSnap.exists) return null;
    const offer = readOffer(offerSnap);
    if (offer.outcome !== 'open') return null;
    if (holdSnap.exists && isHoldLive(readHold(holdSnap), now)) return null;
    const [slot, personSnap, user] = await Promise.all([
      readSlot(tx, key, now),
      tx.get(peopleCol().doc(offer.userId)),
      readBookingUser(tx, offer.userId),
    ]);
    const taken = [...slot.orders.values()].some((order) => order.userId === offer.userId);
    const outcome = outcomeOf(offer, taken, user.state.holdId);
    const email = user.profile?.email ?? '';
    await writeSettlement(tx, { offer, outcome, person: readPerson(personSnap), email }, now);
    return outcome;
  });
}

/** The public slot document's fields the trigger reads. */
export interface SlotDocData {
  date?: unknown;
  time?: unknown;
  location?: unknown;
  appointmentType?: unknown;
  orders?: unknown;
  holds?: unknown;
  reserved?: unknown;
}

const holdIdsOf = (doc: SlotDocData | undefined): string[] =>
  doc?.holds && typeof doc.holds === 'object' ? Object.keys(doc.holds) : [];

function keyOf(doc: SlotDocData): SlotKey | null {
  const type = doc.appointmentType as AppointmentType;
  if (typeof doc.date !== 'string' || typeof doc.time !== 'string' || typeof doc.location !== 'string')
    return null;
  return APPOINTMENT_TYPES.includes(type)
    ? { date: doc.date, time: doc.time, location: doc.location, type }
    : null;
}

function freeSeats(doc: SlotDocData | undefined, type: AppointmentType): number {
  if (!doc) return SLOT_CAPACITY[type];
  if (doc.reserved === true) return 0;
  const orders = typeof doc.orders === 'number' ? doc.orders : 0;
  return SLOT_CAPACITY[type] - orders - holdIdsOf(doc).length;
}

/**
 * The slot trigger's work: settle the offers whose holds left the slot, then, when a seat was freed (fewer orders or
 * holds than before) and one is free, offer the free seats to the line. Answers the holds offered.
 */
export async function afterSlotChange(
  before: SlotDocData | undefined,
  after: SlotDocData | undefined,
  now: Date,
): Promise<string[]> {
  const key = after ? keyOf(after) : null;
  if (!key) return [];
  const kept = new Set(holdIdsOf(after));
  const removed = holdIdsOf(before).filter((id) => !kept.has(id));
  for (const holdId of removed) {
    // Most holds are no offer: one plain read tells, before any transaction.
    const offer = await offersCol().doc(holdId).get();
    if (offer.exists && offer.get('outcome') === 'open') await settleRemovedHold(holdId, key, now);
  }
  const freed = removed.length > 0 || freeSeats(after, key.type) > freeSeats(before, key.type);
  if (!freed || freeSeats(after, key.type) <= 0) return [];
  return offerFreedSeats(key, now);
}
