// purchaseDriveIn through the client SDK: the paid drive-in order it writes (catalogue price, spec section 3 fields),
// idempotency, every refusal, and that a drive-in order is no appointment (no slot seat, no free cadence, no
// open-appointment limit, no trade, rebook or give-up).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  businessDate,
  businessMinutesOfDay,
  formatDisplayDate,
  formatTime12,
  slotInstant,
} from '../../src/domain/calendar';
import { findPackageById } from '../../src/domain/catalogue';
import { isOrderCode, isOrderId } from '../../src/domain/identifiers';
import { parseQrPayload } from '../../src/domain/qr-payload';
import type { SlotKey } from '../../src/domain/types';
import type {
  ConfirmBookingResponse,
  CreateHoldResponse,
  PurchaseDriveInResponse,
} from '../../src/contracts/booking-api';
import type { EligibilityResponse } from '../../src/contracts/account-api';
import { slotDocId } from '../../src/contracts/slots';
import { db } from '../../functions/src/data/admin';
import { buildDriveInOrder } from '../../functions/src/data/drive-in-order';
import { orderData } from '../../functions/src/data/order-fields';
import { recomputeSlots } from '../../functions/src/data/slot-transaction';
import {
  bookingClient,
  createCustomer,
  disposeBookingClients,
  type Customer,
} from '../support/booking-clients';
import {
  clearFirestore,
  expectRefusal,
  holdRequest,
  newRequestId,
  seedOrder,
  slotDoc,
  upcomingSlot,
} from '../support/booking-fixtures';

beforeEach(clearFirestore);
afterEach(disposeBookingClients);
afterAll(clearFirestore);

/** A reference like the browser's TestCardGateway hands out. */
const testReference = () => `test_${randomUUID()}`;

function buy(c: Customer, data: Record<string, unknown> = {}) {
  return c.client.call<PurchaseDriveInResponse>('purchaseDriveIn', {
    requestId: newRequestId(),
    serviceId: 'basic-wash',
    paymentReference: testReference(),
    cardholderName: 'Alice Payer',
    ...data,
  });
}

const ordersOf = async (uid: string) => (await db.collection('orders').where('userId', '==', uid).get()).docs;

async function book(c: Customer, slot: SlotKey): Promise<string> {
  const { holdId } = await c.client.call<CreateHoldResponse>('createHold', holdRequest(slot));
  const { orderId } = await c.client.call<ConfirmBookingResponse>('confirmBooking', {
    holdId,
    requestId: newRequestId(),
    serviceId: 'basic-wash',
    appointmentType: slot.type,
  });
  return orderId;
}

/** A drive-in order written as purchaseDriveIn writes it, purchased at the instant a slot starts. */
async function seedDriveInAt(userId: string, slot: SlotKey): Promise<string> {
  const order = buildDriveInOrder({
    userId,
    userEmail: `${userId}@example.test`,
    contact: '+18680000000',
    servicePackage: findPackageById('basic-wash')!,
    cardholderName: 'Seeded Payer',
    now: slotInstant(slot.date, slot.time),
  });
  await db.doc(`orders/${order.orderId}`).set(orderData(order, {}, new Date()));
  return order.orderId;
}

describe('purchaseDriveIn', () => {
  it('writes a confirmed drive-in order at the catalogue price, purchased now in business time', async () => {
    const alice = await createCustomer();
    const before = new Date();
    const { orderId } = await buy(alice, { serviceId: 'comfort-wash', cardholderName: '  Alice Payer ' });
    const after = new Date();

    expect(isOrderId(orderId)).toBe(true);
    const order = (await db.doc(`orders/${orderId}`).get()).data()!;
    expect(order).toMatchObject({
      orderId,
      userId: alice.uid,
      userEmail: alice.email,
      contact: alice.contact,
      status: 'confirmed',
      serviceName: 'COMFORT WASH',
      serviceDescription: 'EXTRA PROTECTION',
      description: 'EXTRA PROTECTION',
      price: 60,
      paymentMethod: 'credit_card',
      cardholderName: 'Alice Payer',
      serviceType: 'drive-in',
      location: 'Chaguanas Branch',
      appointmentType: 'free',
      numberPlate: null,
    });
    expect(order.slotId).toBeUndefined();
    expect(isOrderCode(order.orderCode)).toBe(true);
    expect([businessDate(before), businessDate(after)]).toContain(order.appointmentDate);
    expect([formatTime12(businessMinutesOfDay(before)), formatTime12(businessMinutesOfDay(after))]).toContain(
      order.appointmentTime,
    );
    expect((order.appointmentDateTime as Timestamp).toDate()).toEqual(
      slotInstant(order.appointmentDate, order.appointmentTime),
    );
    expect(order.createdAt).toBeInstanceOf(Timestamp);
    expect(parseQrPayload(order.qrData).orderData).toEqual({
      orderId,
      userId: alice.uid,
      appointmentDate: order.appointmentDate,
      appointmentTime: order.appointmentTime,
      location: 'Chaguanas Branch',
      status: 'confirmed',
      appointmentType: 'free',
      serviceName: 'COMFORT WASH',
      serviceDescription: 'EXTRA PROTECTION',
      description: 'EXTRA PROTECTION',
      price: 60,
      numberPlate: null,
    });
  });

  it('queues a confirmation email and keeps a payment record without card data', async () => {
    const alice = await createCustomer();
    const paymentReference = testReference();
    const { orderId } = await buy(alice, { serviceId: 'premium-wash', paymentReference });
    const order = (await db.doc(`orders/${orderId}`).get()).data()!;
    const mail = await db.collection('mail').where('to', '==', alice.email).get();
    expect(mail.size).toBe(1);
    const { message } = mail.docs[0]!.data() as { message: { subject: string; text: string; html: string } };
    expect(message.subject).toContain('PREMIUM WASH');
    for (const part of ['PREMIUM WASH', 'Drive-In', '$75', order.orderCode as string, orderId]) {
      expect(message.text).toContain(part);
      expect(message.html).toContain(part);
    }
    expect(message.text).toContain(formatDisplayDate(order.appointmentDate));
    expect(message.text).toMatch(/wait in line/i);
    const record = (await db.doc(`paymentRecords/${paymentReference}`).get()).data()!;
    expect(record).toMatchObject({
      userId: alice.uid,
      orderId,
      purpose: 'drive-in',
      amount: 75,
      currency: 'TTD',
    });
    expect(Object.keys(record).sort()).toEqual([
      'amount',
      'createdAt',
      'currency',
      'orderId',
      'processor',
      'purpose',
      'userId',
    ]);
  });

  it('charges the catalogue price: a client price is refused, never stored', async () => {
    const alice = await createCustomer();
    await expectRefusal(buy(alice, { price: 1 }), 'invalid-argument');
    await expectRefusal(buy(alice, { amount: 1 }), 'invalid-argument');
    const { orderId } = await buy(alice);
    expect((await db.doc(`orders/${orderId}`).get()).get('price')).toBe(45);
    expect(await ordersOf(alice.uid)).toHaveLength(1);
  });

  it("deletes the caller's live hold (spec: on payment success the user's active bookings are deleted)", async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('free', 3);
    const { holdId } = await alice.client.call<CreateHoldResponse>('createHold', holdRequest(slot));
    expect(Object.keys((await slotDoc(slot))!.holds as object)).toEqual([holdId]);
    await buy(alice);
    expect((await db.doc(`activeBookings/${holdId}`).get()).exists).toBe(false);
    expect(await slotDoc(slot)).toMatchObject({ orders: 0, holds: {} });
  });

  describe('idempotency', () => {
    it('answers a retry with the same requestId with the same order, and writes one order and one email', async () => {
      const alice = await createCustomer();
      const requestId = newRequestId();
      const first = await buy(alice, { requestId });
      const retry = await buy(alice, { requestId, paymentReference: testReference() });
      expect(retry).toEqual(first);
      expect(await ordersOf(alice.uid)).toHaveLength(1);
      expect((await db.collection('mail').where('to', '==', alice.email).get()).size).toBe(1);
    });

    it('turns a double click (two simultaneous calls) into one order', async () => {
      const alice = await createCustomer();
      const requestId = newRequestId();
      const paymentReference = testReference();
      const [a, b] = await Promise.all([
        buy(alice, { requestId, paymentReference }),
        buy(alice, { requestId, paymentReference }),
      ]);
      expect(a).toEqual(b);
      expect(await ordersOf(alice.uid)).toHaveLength(1);
    });

    it('makes one order per payment reference: the same caller gets it back, another caller is refused', async () => {
      const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
      const paymentReference = testReference();
      const first = await buy(alice, { paymentReference });
      expect(await buy(alice, { paymentReference })).toEqual(first);
      await expectRefusal(buy(bob, { paymentReference }), 'failed-precondition', 'payment-not-verified');
      expect(await ordersOf(alice.uid)).toHaveLength(1);
      expect(await ordersOf(bob.uid)).toHaveLength(0);
    });
  });

  describe('refusals', () => {
    it('refuses a visitor with unauthenticated', async () => {
      const visitor = await bookingClient();
      await expect(
        visitor.call('purchaseDriveIn', {
          requestId: newRequestId(),
          serviceId: 'basic-wash',
          paymentReference: testReference(),
          cardholderName: 'Visitor',
        }),
      ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
      expect((await db.collection('orders').get()).size).toBe(0);
    });

    it('refuses a reference that is not a verified payment, and stores nothing', async () => {
      const alice = await createCustomer();
      for (const paymentReference of ['pi_3N1abcDEF12345678', 'test_1234', 'ch_test_12345678']) {
        await expectRefusal(buy(alice, { paymentReference }), 'failed-precondition', 'payment-not-verified');
      }
      expect(await ordersOf(alice.uid)).toHaveLength(0);
      expect((await db.collection('paymentRecords').get()).size).toBe(0);
      expect((await db.collection('mail').get()).size).toBe(0);
    });

    it('refuses card data and any other extra field with invalid-argument', async () => {
      const alice = await createCustomer();
      for (const extra of [
        { cardNumber: '4242424242424242' },
        { cvv: '123' },
        { expiryDate: '12/39' },
        { paymentData: { cardNumber: '4242424242424242' } },
        { userId: 'someone-else' },
      ]) {
        await expectRefusal(buy(alice, extra), 'invalid-argument');
      }
      await expectRefusal(buy(alice, { cardholderName: '4242 4242 4242 4242' }), 'invalid-argument');
      await expectRefusal(buy(alice, { cardholderName: '' }), 'invalid-argument');
      await expectRefusal(buy(alice, { serviceId: 'gold-wash' }), 'invalid-argument');
      await expectRefusal(buy(alice, { requestId: 'x' }), 'invalid-argument');
      await expectRefusal(buy(alice, { paymentReference: 'test_<script>' }), 'invalid-argument');
      expect(await ordersOf(alice.uid)).toHaveLength(0);
    });

    it('refuses before any payment a customer without a verified phone or a contact number', async () => {
      const [unverified, noContact] = await Promise.all([
        createCustomer({ phoneVerified: false }),
        createCustomer({ contact: false }),
      ]);
      await expectRefusal(buy(unverified), 'failed-precondition', 'phone-not-verified');
      await expectRefusal(buy(noContact), 'failed-precondition', 'contact-missing');
      expect((await db.collection('orders').get()).size).toBe(0);
      expect((await db.collection('paymentRecords').get()).size).toBe(0);
    });
  });
});

describe('a drive-in order is no appointment', () => {
  it('does not occupy a seat of the slot its date, time and type match', async () => {
    const [alice, bob, carol, dave] = await Promise.all([
      createCustomer(),
      createCustomer(),
      createCustomer(),
      createCustomer(),
    ]);
    const slot = upcomingSlot('free', 5);
    await seedDriveInAt(alice.uid, slot);
    await seedDriveInAt(alice.uid, slot);
    const driveIns = await db.collection('orders').where('appointmentTime', '==', slot.time).get();
    expect(driveIns.docs.map((d) => d.get('appointmentDate'))).toEqual([slot.date, slot.date]);
    await recomputeSlots([slot]);
    expect(await slotDoc(slot)).toMatchObject({ orders: 0 });

    // Both seats (capacity 2) are still there; the third customer finds the slot full.
    await book(bob, slot);
    await book(carol, slot);
    expect(await slotDoc(slot)).toMatchObject({ orders: 2 });
    await expectRefusal(
      dave.client.call('createHold', holdRequest(slot)),
      'failed-precondition',
      'slot-full',
    );
  });

  it('writes no slot document when purchased', async () => {
    const alice = await createCustomer();
    const { orderId } = await buy(alice);
    const order = (await db.doc(`orders/${orderId}`).get()).data()!;
    const key: SlotKey = {
      date: order.appointmentDate,
      time: order.appointmentTime,
      type: 'free',
      location: order.location,
    };
    expect((await db.doc(`slots/${slotDocId(key)}`).get()).exists).toBe(false);
    expect((await db.collection('slots').get()).size).toBe(0);
  });

  it('does not start the free-appointment cadence', async () => {
    const alice = await createCustomer();
    await buy(alice);
    const eligibility = await alice.client.call<EligibilityResponse>('checkFreeAppointmentEligibility', {
      userId: alice.uid,
    });
    expect(eligibility).toEqual({ canBook: true, details: 'Eligible' });
    await book(alice, upcomingSlot('free', 2));
  });

  it('does not count toward the maximum of 3 open appointments', async () => {
    const alice = await createCustomer();
    await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 0) });
    await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 1) });
    await buy(alice);
    await buy(alice);
    await book(alice, upcomingSlot('special', 2));
    expect(await ordersOf(alice.uid)).toHaveLength(5);
    // The limit itself still holds for appointments.
    await expectRefusal(
      book(alice, upcomingSlot('special', 3)),
      'resource-exhausted',
      'max-open-appointments',
    );
  });

  it('cannot be offered for trade, rebooked or given up', async () => {
    const alice = await createCustomer();
    const { orderId } = await buy(alice);
    await expectRefusal(
      alice.client.call('offerOrderForTrade', { orderId }),
      'failed-precondition',
      'wrong-status',
    );
    const target = upcomingSlot('free', 1);
    await expectRefusal(
      alice.client.call('rebookOrder', {
        orderId,
        appointmentDate: target.date,
        appointmentTime: target.time,
      }),
      'failed-precondition',
      'wrong-status',
    );
    await expectRefusal(alice.client.call('giveUpOrder', { orderId }), 'failed-precondition', 'wrong-status');
    expect((await db.doc(`orders/${orderId}`).get()).get('status')).toBe('confirmed');
  });
});
