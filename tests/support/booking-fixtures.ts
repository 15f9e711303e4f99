// Data helpers of the booking suites: slots chosen relative to the real now in business time, orders and holds
// written with the Admin SDK (the same builders the write path uses), and checks that a slot document matches
// the authoritative orders and holds.
import '../../scripts/support/admin-emulator-env';
import { expect } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  addDaysToDate,
  bookableDates,
  businessDate,
  businessMinutesOfDay,
  formatTime12,
  isSunday,
} from '../../src/domain/calendar';
import { findPackageById, DEFAULT_LOCATION } from '../../src/domain/catalogue';
import { isHoldLive } from '../../src/domain/holds';
import { slotTimes } from '../../src/domain/slots';
import type { AppointmentType, OrderStatus, SlotKey } from '../../src/domain/types';
import { bookingErrorReason, type BookingErrorReason } from '../../src/contracts/booking-api';
import { slotDocId, TRADING_RESERVATION } from '../../src/contracts/slots';
import { db } from '../../functions/src/data/admin';
import { readHold, readOrder } from '../../functions/src/data/booking-docs';
import { buildOrder, orderData, type NewOrder } from '../../functions/src/data/order-fields';
import { recomputeSlots } from '../../functions/src/data/slot-transaction';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/support/emulator-config';

export const LOCATION = DEFAULT_LOCATION;

/** Deletes every Firestore document of the demo project (Auth users stay). */
export async function clearFirestore(): Promise<void> {
  const url = `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  // 409 while a transaction of an interrupted call still holds locks: wait for the emulator to time it out.
  for (let attempt = 1; ; attempt += 1) {
    const r = await fetch(url, { method: 'DELETE' });
    if (r.ok) return;
    if (r.status !== 409 || attempt >= 30)
      throw new Error(`clearing Firestore failed: HTTP ${r.status} ${await r.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

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

export interface SeedOrderInput {
  userId: string;
  slot: SlotKey;
  status?: OrderStatus;
  numberPlate?: string | null;
  email?: string;
  contact?: string;
  createdAt?: Date;
  serviceId?: string;
  extra?: Record<string, unknown>;
}

/** Writes an order like confirmBooking would, then recounts its slot document. */
export async function seedOrder(input: SeedOrderInput): Promise<NewOrder & { id: string }> {
  const order = buildOrder({
    userId: input.userId,
    userEmail: input.email ?? `${input.userId}@example.test`,
    contact: input.contact ?? '+18680000000',
    servicePackage: findPackageById(input.serviceId ?? 'basic-wash')!,
    appointmentType: input.slot.type,
    location: input.slot.location,
    appointmentDate: input.slot.date,
    appointmentTime: input.slot.time,
    numberPlate: input.numberPlate ?? null,
    status: input.status,
    now: new Date(),
  });
  await db
    .doc(`orders/${order.orderId}`)
    .set(orderData(order, input.extra ?? {}, input.createdAt ?? new Date()));
  await recomputeSlots([input.slot]);
  return { ...order, id: order.orderId };
}

/** Writes a hold directly (e.g. one already expired) WITHOUT touching the slot document unless `recount`. */
export async function seedHold(input: {
  userId: string;
  slot: SlotKey;
  expiresAt: Date;
  type?: typeof TRADING_RESERVATION;
  orderId?: string;
  listInSlotDoc?: boolean;
}): Promise<string> {
  const ref = db.collection('activeBookings').doc();
  await ref.set({
    userId: input.userId,
    appointmentDate: input.slot.date,
    appointmentTime: input.slot.time,
    appointmentType: input.slot.type,
    location: input.slot.location,
    createdAt: Timestamp.fromDate(new Date(input.expiresAt.getTime() - 120_000)),
    expiresAt: Timestamp.fromDate(input.expiresAt),
    pageLoadId: 'seeded',
    slotId: slotDocId(input.slot),
    ...(input.type ? { type: input.type, orderId: input.orderId ?? null } : {}),
  });
  if (input.listInSlotDoc) {
    // Simulate a slot document written while the hold was live (cleanup has not run yet).
    await db
      .doc(`slots/${slotDocId(input.slot)}`)
      .set({ holds: { [ref.id]: input.expiresAt.getTime() } }, { merge: true });
  }
  return ref.id;
}

/** Writes a block record as staff would (blockUntil in the past: a block that has passed). */
export async function blockCustomer(uid: string, type: AppointmentType, until: Date): Promise<void> {
  await db.doc(`${type}AppointmentBlocks/${uid}`).set({
    userId: uid,
    blockUntil: Timestamp.fromDate(until),
    type,
    reason: 'missed appointment',
    updatedAt: Timestamp.now(),
  });
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

/** The slot document's counts equal the real orders and live holds. */
export async function expectSlotConsistent(slot: SlotKey): Promise<void> {
  const [doc, actual] = await Promise.all([slotDoc(slot), actualSlot(slot)]);
  expect(doc, `slot document ${slotDocId(slot)}`).toBeDefined();
  expect(doc!.orders).toBe(actual.orders.length);
  const now = Date.now();
  const liveInDoc = Object.fromEntries(
    Object.entries(doc!.holds as Record<string, number>).filter(([, expiresAt]) => expiresAt > now),
  );
  expect(liveInDoc).toEqual(actual.holds);
  expect(doc!.reserved).toBe(actual.reservations.length > 0);
}

/** Awaits a callable expected to fail with `code` (and `reason` when given); returns the error (server message). */
export async function expectRefusal(
  call: Promise<unknown>,
  code: string,
  reason?: BookingErrorReason,
): Promise<{ code: string; message: string; details?: unknown }> {
  const error = (await call.then(
    () => {
      throw new Error(`expected functions/${code}, but the call succeeded`);
    },
    (e: unknown) => e,
  )) as { code: string; message: string; details?: unknown };
  expect(error.code).toBe(`functions/${code}`);
  if (reason) expect(bookingErrorReason(error)).toBe(reason);
  // The client SDK appends the HTTP status to the server's message ('… [400]').
  return { code: error.code, details: error.details, message: error.message.replace(/ \[\d{3}\]$/, '') };
}
