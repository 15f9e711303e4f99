// A drive-in purchase paid through WiPay's checkout: the paid drive-in order it writes (catalogue price, spec section 3
// fields) and the refusals before any payment (the checkout's attacks: wipay-checkout.test.ts; that a drive-in order
// is no appointment: drive-in-not-appointment.test.ts).
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
import { db } from '../../functions/src/data/admin-sdk';
import { clientFor, createCustomer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { holdRequest, slotDoc, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { buy, ordersOf } from '../support/drive-in.fixtures';
import { RETURN_URL, startDriveIn } from '../support/wipay.fixtures';

resetBetweenTests();

describe('a drive-in purchase', () => {
  it('writes a confirmed drive-in order at the catalogue price, purchased now in business time', async () => {
    const alice = await createCustomer();
    const before = new Date();
    const { orderId } = await buy(alice, 'comfort-wash');
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
      cardholderName: alice.email,
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
    const { orderId, transactionId } = await buy(alice, 'premium-wash');
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
    const record = (await db.doc(`paymentRecords/${transactionId}`).get()).data()!;
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
    for (const extra of [{ price: 1 }, { amount: 1 }, { total: '1.00' }]) {
      await expectRefusal(
        alice.client.call('startCheckout', {
          purpose: 'drive-in',
          serviceId: 'basic-wash',
          returnUrl: RETURN_URL,
          ...extra,
        }),
        'invalid-argument',
      );
    }
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

  it('refuses before any payment a customer without a verified phone or a contact number', async () => {
    const [unverified, noContact] = await Promise.all([
      createCustomer({ phoneVerified: false }),
      createCustomer({ contact: false }),
    ]);
    await expectRefusal(startDriveIn(unverified), 'failed-precondition', 'phone-not-verified');
    await expectRefusal(startDriveIn(noContact), 'failed-precondition', 'contact-missing');
    expect((await db.collection('checkouts').get()).size).toBe(0);
    expect((await db.collection('orders').get()).size).toBe(0);
    expect((await db.collection('paymentRecords').get()).size).toBe(0);
  });

  it('refuses a visitor with unauthenticated', async () => {
    const visitor = await clientFor();
    await expectRefusal(
      visitor.call('startCheckout', { purpose: 'drive-in', serviceId: 'basic-wash', returnUrl: RETURN_URL }),
      'unauthenticated',
    );
    expect((await db.collection('checkouts').get()).size).toBe(0);
  });
});
