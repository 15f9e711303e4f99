// purchaseDriveIn through the client SDK: the paid drive-in order it writes (catalogue price, spec section 3 fields),
// idempotency and every refusal (that a drive-in order is no appointment: drive-in-not-appointment.test.ts).
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  businessDate,
  businessMinutesOfDay,
  formatDisplayDate,
  formatTime12,
  slotInstant,
} from '../../src/domain/calendar';
import { isOrderCode, isOrderId } from '../../src/domain/identifiers';
import { parseQrPayload } from '../../src/domain/qr-payload';
import type { CreateHoldResponse } from '../../src/contracts/booking-api';
import { db } from '../../functions/src/data/admin';
import { clientFor, createCustomer } from '../support/clients';
import { resetBetweenTests } from '../support/reset';
import { holdRequest, newRequestId, slotDoc, upcomingSlot } from '../support/slots';
import { expectRefusal } from '../support/refusals';
import { testReference, buy, ordersOf } from './drive-in.fixtures';

resetBetweenTests();

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
      const visitor = await clientFor();
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
