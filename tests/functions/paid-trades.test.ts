// transferTradingOrder takes money for a trade above $0: only a payment the server's verifier confirmed for the
// order's own price completes it, one trade per payment reference, idempotent on retry; a $0 trade needs none.
// The previous owner's special instructions and number plate stay behind.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import type { SlotKey } from '../../src/domain/types';
import type { TransferTradingOrderResponse } from '../../src/contracts/booking-api';
import { db } from '../../functions/src/data/admin';
import { PAYMENT_TEXT } from '../../functions/src/data/card-payment';
import { createCustomer, type Customer } from '../support/clients';
import { mailSettled } from '../support/order-mail';
import { resetBetweenTests } from '../support/reset';
import { seedOrder } from '../support/seed';
import { upcomingSlot } from '../support/slots';
import { expectRefusal } from '../support/refusals';

resetBetweenTests();

const testReference = () => `test_${randomUUID()}`;
const transfer = (c: Customer, originalOrderId: string, paymentData: Record<string, unknown>) =>
  c.client.call<TransferTradingOrderResponse>('transferTradingOrder', { originalOrderId, paymentData });

/** The owner offers a special BASIC WASH order (price $75) with their own instructions and plate. */
async function offer(slot: SlotKey = upcomingSlot('special', 0), extra: Record<string, unknown> = {}) {
  const owner = await createCustomer();
  const order = await seedOrder({
    userId: owner.uid,
    slot,
    status: 'trading',
    numberPlate: 'PDF1234',
    extra: { specialInstructions: 'Gate code 4471, ring twice', ...extra },
  });
  return { owner, order };
}

async function expectStillOffered(orderId: string, owner: Customer, taker: Customer) {
  const order = (await db.doc(`orders/${orderId}`).get()).data()!;
  expect(order).toMatchObject({ userId: owner.uid, status: 'trading', numberPlate: 'PDF1234' });
  expect((await db.collection('paymentRecords').get()).size).toBe(0);
  await mailSettled();
  expect((await db.collection('mail').where('to', '==', taker.email).get()).size).toBe(0);
}

describe('a trade above $0', () => {
  it('is refused without a payment reference, and the order stays with its owner', async () => {
    const { owner, order } = await offer();
    const bob = await createCustomer();
    const error = await expectRefusal(
      transfer(bob, order.id, { cardholderName: 'Bob Ramdass' }),
      'failed-precondition',
      'payment-not-verified',
    );
    expect(error.message).toBe(PAYMENT_TEXT.paymentNotVerified);
    await expectStillOffered(order.id, owner, bob);
  });

  it('is refused with a reference the verifier does not confirm, and the order stays with its owner', async () => {
    const { owner, order } = await offer();
    const bob = await createCustomer();
    for (const paymentReference of ['pi_3N1abcDEF12345678', 'ch_test_12345678']) {
      await expectRefusal(
        transfer(bob, order.id, { cardholderName: 'Bob Ramdass', paymentReference }),
        'failed-precondition',
        'payment-not-verified',
      );
    }
    await expectStillOffered(order.id, owner, bob);
  });

  it('completes with a TEST payment for the order’s own price and records the payment once', async () => {
    const { owner, order } = await offer();
    const bob = await createCustomer();
    const paymentReference = testReference();
    const paid = { cardholderName: 'Bob Ramdass', paymentReference };
    expect(await transfer(bob, order.id, paid)).toEqual({ orderId: order.id, status: 'confirmed' });
    // A retry after a lost answer gets the same trade, and nothing is written twice.
    expect(await transfer(bob, order.id, paid)).toEqual({ orderId: order.id, status: 'confirmed' });

    const taken = (await db.doc(`orders/${order.id}`).get()).data()!;
    expect(taken).toMatchObject({
      userId: bob.uid,
      status: 'confirmed',
      cardholderName: 'Bob Ramdass',
      tradedFrom: order.id,
    });
    const record = (await db.doc(`paymentRecords/${paymentReference}`).get()).data()!;
    expect(record).toMatchObject({
      userId: bob.uid,
      orderId: order.id,
      purpose: 'trade',
      amount: 75,
      currency: 'TTD',
    });
    expect(JSON.stringify(record)).not.toMatch(/4242[\s-]?4242|cvv|cardNumber/i);
    expect((await db.collection('paymentRecords').get()).size).toBe(1);
    await mailSettled();
    expect((await db.collection('mail').where('to', '==', bob.email).get()).size).toBe(1);
    expect(JSON.stringify(taken)).not.toContain(owner.uid);
  });

  it('does not carry over the previous owner’s special instructions or number plate', async () => {
    const { order } = await offer();
    const bob = await createCustomer();
    await transfer(bob, order.id, { cardholderName: 'Bob Ramdass', paymentReference: testReference() });
    const taken = (await db.doc(`orders/${order.id}`).get()).data()!;
    expect(taken.specialInstructions).toBe('');
    expect(taken.numberPlate).toBeNull();
    expect(JSON.stringify(taken)).not.toContain('Gate code');
  });

  it('refuses a payment reference that already paid for another trade, and that order stays with its owner', async () => {
    const first = await offer(upcomingSlot('special', 0));
    const second = await offer(upcomingSlot('special', 1));
    const [bob, carol] = await Promise.all([createCustomer(), createCustomer()]);
    const paymentReference = testReference();
    await transfer(bob, first.order.id, { cardholderName: 'Bob Ramdass', paymentReference });

    for (const taker of [carol, bob]) {
      const error = await expectRefusal(
        transfer(taker, second.order.id, { cardholderName: 'Someone', paymentReference }),
        'failed-precondition',
        'payment-not-verified',
      );
      expect(error.message).toBe(PAYMENT_TEXT.paymentNotVerified);
    }
    expect((await db.doc(`orders/${second.order.id}`).get()).data()).toMatchObject({
      userId: second.owner.uid,
      status: 'trading',
    });
    expect((await db.doc(`paymentRecords/${paymentReference}`).get()).get('orderId')).toBe(first.order.id);
  });

  it('refuses a drive-in purchase’s reference for a trade', async () => {
    const { owner, order } = await offer();
    const bob = await createCustomer();
    const paymentReference = testReference();
    await bob.client.call('purchaseDriveIn', {
      requestId: `req-${randomUUID()}`,
      serviceId: 'basic-wash',
      paymentReference,
      cardholderName: 'Bob Ramdass',
    });
    await expectRefusal(
      transfer(bob, order.id, { cardholderName: 'Bob Ramdass', paymentReference }),
      'failed-precondition',
      'payment-not-verified',
    );
    expect((await db.doc(`orders/${order.id}`).get()).get('userId')).toBe(owner.uid);
  });

  it('refuses the owner paying for their own order, whatever the payment', async () => {
    const { owner, order } = await offer();
    const error = await expectRefusal(
      transfer(owner, order.id, { cardholderName: 'Owner', paymentReference: testReference() }),
      'permission-denied',
    );
    expect(error.message).toBe(MESSAGES.tradePayment.ownOrder);
    expect((await db.collection('paymentRecords').get()).size).toBe(0);
  });
});

describe('a $0 trade', () => {
  it('completes without any payment, and records none', async () => {
    // A rebooked order costs nothing (spec section 4: rebooking sets the price to 0).
    const { order } = await offer(upcomingSlot('special', 0), { price: 0 });
    const bob = await createCustomer();
    expect(await transfer(bob, order.id, { cardholderName: 'Bob Ramdass' })).toEqual({
      orderId: order.id,
      status: 'confirmed',
    });
    const taken = (await db.doc(`orders/${order.id}`).get()).data()!;
    expect(taken).toMatchObject({ userId: bob.uid, status: 'confirmed', specialInstructions: '' });
    expect((await db.collection('paymentRecords').get()).size).toBe(0);
  });

  it('is priced by the server: an unreadable stored price is the catalogue total, not $0', async () => {
    const { owner, order } = await offer(upcomingSlot('special', 0), { price: 'free' });
    const bob = await createCustomer();
    await expectRefusal(
      transfer(bob, order.id, { cardholderName: 'Bob Ramdass' }),
      'failed-precondition',
      'payment-not-verified',
    );
    expect((await db.doc(`orders/${order.id}`).get()).get('userId')).toBe(owner.uid);
  });
});
