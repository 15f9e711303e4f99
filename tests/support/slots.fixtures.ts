// Slots for the callable suites: dates and times chosen relative to the real now in business time, the request a
// booking page sends for one, and the check that a slot document matches the authoritative orders and holds.
import '../../scripts/support/admin-emulator-env';
import { expect } from 'vitest';
import {
  addDaysToDate,
  bookableDates,
  businessDate,
  businessMinutesOfDay,
  formatTime12,
  isSunday,
} from '../../src/domain/calendar';
import { DEFAULT_LOCATION } from '../../src/domain/catalogue';
import { isHoldLive } from '../../src/domain/holds';
import { slotTimes } from '../../src/domain/slots';
import type { AppointmentType, SlotKey } from '../../src/domain/types';
import { slotDocId, TRADING_RESERVATION } from '../../src/contracts/slot-documents';
import { db } from '../../functions/src/data/admin-sdk';
import { readHold, readOrder } from '../../functions/src/data/booking-docs';

export const LOCATION = DEFAULT_LOCATION;

/** Bookable dates after today (business time): always at least two, whatever the day and hour. */
export function upcomingDates(now = new Date()): string[] {
  const today = businessDate(now);
  return bookableDates(now).filter((d) => d !== today);
}

/** A bookable slot on the `dayIndex`-th upcoming date, the `timeIndex`-th time of the type's grid. */
export function upcomingSlot(type: AppointmentType, timeIndex = 0, dayIndex = 0): SlotKey {
  const times = slotTimes(type);
  return {
    date: upcomingDates()[dayIndex]!,
    time: times[timeIndex % times.length]!,
    type,
    location: LOCATION,
  };
}

/** The next Sunday after today (never bookable). */
export function nextSunday(now = new Date()): string {
  let date = addDaysToDate(businessDate(now), 1);
  while (!isSunday(date)) date = addDaysToDate(date, 1);
  return date;
}

/** A (date, time) `minutesAhead` from now in business time, off the grid if need be (for lead-time rules). */
export function slotIn(minutesAhead: number, type: AppointmentType = 'free'): SlotKey {
  const at = new Date(Date.now() + minutesAhead * 60_000);
  return {
    date: businessDate(at),
    time: formatTime12(businessMinutesOfDay(at)),
    type,
    location: LOCATION,
  };
}

let requestCounter = 0;
/** A fresh idempotency key, as the app makes one per booking attempt. */
export const newRequestId = (): string => `req-${Date.now()}-${(requestCounter += 1)}`;

export function holdRequest(slot: SlotKey) {
  return {
    appointmentDate: slot.date,
    appointmentTime: slot.time,
    appointmentType: slot.type,
    location: slot.location,
    pageLoadId: 'TAB-test',
  };
}

export async function slotDoc(slot: SlotKey): Promise<Record<string, unknown> | undefined> {
  return (await db.doc(`slots/${slotDocId(slot)}`).get()).data();
}

/** Orders (confirmed/trading) and live holds/reservations of a slot, read from the authoritative collections. */
export async function actualSlot(slot: SlotKey, now = new Date()) {
  const where = (name: string) =>
    db
      .collection(name)
      .where('appointmentDate', '==', slot.date)
      .where('location', '==', slot.location)
      .where('appointmentType', '==', slot.type)
      .where('appointmentTime', '==', slot.time)
      .get();
  const [orders, holds] = await Promise.all([where('orders'), where('activeBookings')]);
  const open = orders.docs.map(readOrder).filter((o) => o.status === 'confirmed' || o.status === 'trading');
  const live = holds.docs.map(readHold).filter((h) => isHoldLive(h, now));
  return {
    orders: open,
    holds: Object.fromEntries(
      live.filter((h) => h.type !== TRADING_RESERVATION).map((h) => [h.id, h.expiresAt.getTime()]),
    ),
    reservations: live.filter((h) => h.type === TRADING_RESERVATION),
  };
}

/** The slot's private members document (slotMembers/{slotId}), or undefined. */
export async function slotMembersDoc(slot: SlotKey): Promise<Record<string, unknown> | undefined> {
  return (await db.doc(`slotMembers/${slotDocId(slot)}`).get()).data();
}

/**
 * The slot document's counts equal the real orders and live holds, and so do the slot's members (when it has a
 * members document): the same orders with their owners and statuses, the same live holds and reservations.
 */
export async function expectSlotConsistent(slot: SlotKey): Promise<void> {
  const [doc, actual, members] = await Promise.all([slotDoc(slot), actualSlot(slot), slotMembersDoc(slot)]);
  if (members) {
    const now = Date.now();
    const liveMembers = Object.entries(members.holds as Record<string, { expiresAt: number }>)
      .filter(([, hold]) => hold.expiresAt > now)
      .map(([id]) => id);
    expect(members.orders).toEqual(
      Object.fromEntries(actual.orders.map((o) => [o.id, { userId: o.userId, status: o.status }])),
    );
    expect(liveMembers.sort()).toEqual(
      [...Object.keys(actual.holds), ...actual.reservations.map((r) => r.id)].sort(),
    );
  }
  expect(doc, `slot document ${slotDocId(slot)}`).toBeDefined();
  expect(doc!.orders).toBe(actual.orders.length);
  const now = Date.now();
  const liveInDoc = Object.fromEntries(
    Object.entries(doc!.holds as Record<string, number>).filter(([, expiresAt]) => expiresAt > now),
  );
  expect(liveInDoc).toEqual(actual.holds);
  expect(doc!.reserved).toBe(actual.reservations.length > 0);
}
