// Opening a bookable date: every slot of its grid gets its private members document (slot-members.ts) before the
// first hold, so that hold reads ONE document in its first round instead of querying the slot's orders and holds
// in a second (slot-transaction.ts). A members document is only ever built from those queries, in a slot
// transaction that creates it on condition that it still does not exist, so an opening never hides an order: a
// slot that already has orders or holds gets them (and its public document) written, like any `writeSlot`.
// A date is opened once: slotOpenings/{date} (server-only, like every collection the rules do not name) marks it.
// The cleanup job runs `openBookableDates` every 5 minutes (3 marker reads when nothing is new); the seed runs it
// for the demo's dates.
import { Timestamp } from 'firebase-admin/firestore';
import { bookableDates } from '../../../../src/domain/calendar';
import { DEFAULT_LOCATION } from '../../../../src/domain/catalogue';
import { slotTimes } from '../../../../src/domain/slots';
import type { AppointmentType, SlotKey } from '../../../../src/domain/types';
import { db } from '../admin-sdk';
import { col } from '../booking-docs';
import { runBookingTransaction } from './booking-transaction';
import { membersData } from './slot-members';
import { readSlot } from './slot-transaction';
import { writeSlot } from './slot-writes';

export const SLOT_OPENINGS = 'slotOpenings';
const openingsCol = () => col(SLOT_OPENINGS);
/** Slots opened side by side (each is its own small transaction). */
const IN_FLIGHT = 8;
const TYPES: AppointmentType[] = ['free', 'special'];

/** Every slot of `date`'s grid, both types, at the default location. */
export function slotKeysOfDate(date: string): SlotKey[] {
  return TYPES.flatMap((type) =>
    slotTimes(type).map((time) => ({ date, time, type, location: DEFAULT_LOCATION })),
  );
}

/**
 * Gives slot `key` its members document if it has none, built from the slot's orders and holds; answers whether it
 * wrote one. An empty slot gets the members document only (its public document appears with its first hold).
 */
export function ensureSlotMembers(key: SlotKey, now: Date): Promise<boolean> {
  return runBookingTransaction(async (tx) => {
    const state = await readSlot(tx, key, now);
    if (state.readAt) return false;
    const empty = state.orders.size === 0 && state.holds.size === 0 && state.expiredHoldIds.length === 0;
    if (!empty) writeSlot(tx, state, now);
    else tx.create(state.membersRef, membersData({ orders: [], holds: [] }));
    return true;
  });
}

/** Opens one date: every slot's members document, then the marker. */
async function openDate(date: string, now: Date): Promise<void> {
  const keys = slotKeysOfDate(date);
  for (let i = 0; i < keys.length; i += IN_FLIGHT) {
    await Promise.all(keys.slice(i, i + IN_FLIGHT).map((key) => ensureSlotMembers(key, now)));
  }
  await openingsCol()
    .doc(date)
    .set({ openedAt: Timestamp.fromDate(now), slots: keys.length });
}

/** Opens the bookable dates at `now` that are not open yet; answers the dates opened. */
export async function openBookableDates(now: Date): Promise<string[]> {
  const dates = bookableDates(now);
  const markers = await db.getAll(...dates.map((date) => openingsCol().doc(date)));
  const closed = markers.filter((snap) => !snap.exists).map((snap) => snap.id);
  for (const date of closed) await openDate(date, now);
  return closed;
}
