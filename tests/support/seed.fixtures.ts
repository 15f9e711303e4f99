// Seeding for the callable suites: orders, holds and blocks written with the Admin SDK through the same builders the
// write path uses, so a seeded slot looks exactly like a booked one.
import '../../scripts/support/admin-emulator-env';
import { Timestamp } from 'firebase-admin/firestore';
import { findPackageById } from '../../src/domain/catalogue';
import { APPOINTMENT_FEES } from '../../src/domain/pricing';
import type { AppointmentType, OrderStatus, SlotKey } from '../../src/domain/types';
import type { TRADING_RESERVATION } from '../../src/contracts/slot-documents';
import { slotDocId } from '../../src/contracts/slot-documents';
import { db } from '../../functions/src/data/admin-sdk';
import { buildOrder, signedOrderData, type NewOrder } from '../../functions/src/data/orders/new-order';
import { recomputeSlots } from '../../functions/src/data/slots/slot-writes';
import { membersData, slotMembersCol } from '../../functions/src/data/slots/slot-members';
import { holdData } from '../../functions/src/data/slots/slot-holds';
import { noteOrderChange } from '../../functions/src/data/slots/booking-user';
import { upcomingSlot } from './slots.fixtures';

export interface SeedOrderInput {
  userId: string;
  slot: SlotKey;
  status?: OrderStatus;
  numberPlate?: string | null;
  email?: string;
  contact?: string;
  createdAt?: Date;
  serviceId?: string;
  /** Record the special fee as paid (`specialFeePaid`), as the verified payment at booking will write it. */
  feePaid?: boolean;
  extra?: Record<string, unknown>;
}

/** The `specialFeePaid` a verified payment of the special fee leaves on an order (a test reference). */
export const paidSpecialFee = (orderId: string) => ({
  cents: APPOINTMENT_FEES.special * 100,
  paymentReference: `test_fee_${orderId}`,
});

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
  const fee = input.feePaid ? { specialFeePaid: paidSpecialFee(order.orderId) } : {};
  const stored = await signedOrderData(order, { ...fee, ...input.extra }, input.createdAt ?? new Date());
  // As the functions write an order: with the owner's appointment map kept true (open-appointments-rules.ts).
  const batch = db.batch();
  batch.set(db.doc(`orders/${order.orderId}`), stored);
  noteOrderChange(batch, order.userId, order.orderId, order);
  await batch.commit();
  await recomputeSlots([input.slot]);
  return { ...order, id: order.orderId, qrData: stored.qrData, passVersion: stored.passVersion };
}

/** An order of `userId` offered for trade: special, on the first upcoming date, the `timeIndex`-th special time. */
export const seedTradingOrder = (userId: string, timeIndex = 0) =>
  seedOrder({ userId, slot: upcomingSlot('special', timeIndex), status: 'trading' });

/**
 * Writes a hold directly (e.g. one already expired) as createHold left it: listed among the slot's members (when the
 * slot has a members document; without one the booking path finds the hold by querying), but NOT in the public slot
 * document unless `listInSlotDoc`.
 */
export async function seedHold(input: {
  userId: string;
  slot: SlotKey;
  expiresAt: Date;
  type?: typeof TRADING_RESERVATION;
  orderId?: string;
  listInSlotDoc?: boolean;
}): Promise<string> {
  const ref = db.collection('activeBookings').doc();
  const hold = {
    id: ref.id,
    userId: input.userId,
    appointmentDate: input.slot.date,
    appointmentTime: input.slot.time,
    appointmentType: input.slot.type,
    location: input.slot.location,
    createdAt: new Date(input.expiresAt.getTime() - 120_000),
    expiresAt: input.expiresAt,
    pageLoadId: 'seeded',
    slotId: slotDocId(input.slot),
    ...(input.type ? { type: input.type, orderId: input.orderId } : {}),
  };
  await ref.set(holdData(hold));
  const members = slotMembersCol().doc(slotDocId(input.slot));
  if ((await members.get()).exists) {
    const { holds } = membersData({ orders: [], holds: [hold] });
    await members.set({ holds }, { merge: true });
  }
  if (input.listInSlotDoc) {
    // Simulate a slot document written while the hold was live (cleanup has not run yet).
    await db
      .doc(`slots/${slotDocId(input.slot)}`)
      .set({ holds: { [ref.id]: input.expiresAt.getTime() } }, { merge: true });
  }
  return ref.id;
}

/** Lets a hold run out now (as time passing would): its document and its entry among the slot's members. */
export async function expireHold(holdId: string): Promise<void> {
  const ref = db.collection('activeBookings').doc(holdId);
  const expiresAt = Date.now() - 1_000;
  await ref.update({ expiresAt: Timestamp.fromMillis(expiresAt) });
  const slotId = (await ref.get()).get('slotId') as string;
  const members = slotMembersCol().doc(slotId);
  if ((await members.get()).exists) await members.update({ [`holds.${holdId}.expiresAt`]: expiresAt });
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
