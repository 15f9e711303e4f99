// A trade above $0 is paid through WiPay's hosted checkout (the attacks on that path: wipay-trade.test.ts): the
// order's own stored price is charged, the payment is recorded once, and the previous owner's special instructions
// and number plate stay behind. A $0 trade needs no payment.
import { describe, expect, it } from 'vitest';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin-sdk';
import { PAYMENT_TEXT } from '../../functions/src/data/card-payment';
import { createCustomer } from '../support/clients.fixtures';
import { mailSettled } from '../support/order-mail.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { transfer } from '../support/trade.fixtures';
import { payTrade } from '../support/wipay.fixtures';

resetBetweenTests();

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

describe('a trade above $0', () => {
  it('completes with a WiPay payment of the order’s own price and records the payment once', async () => {
    const { owner, order } = await offer();
    const bob = await createCustomer();
    expect(await payTrade(bob, order.id)).toEqual({ orderId: order.id, status: 'confirmed' });

    const taken = (await db.doc(`orders/${order.id}`).get()).data()!;
    expect(taken).toMatchObject({ userId: bob.uid, status: 'confirmed', tradedFrom: order.id });
    const records = await db.collection('paymentRecords').get();
    expect(records.size).toBe(1);
    expect(records.docs[0].data()).toMatchObject({
      userId: bob.uid,
      orderId: order.id,
      purpose: 'trade',
      amount: 75,
      currency: 'TTD',
    });
    expect(JSON.stringify(records.docs[0].data())).not.toMatch(/4111[\s-]?1111|cvv|cardNumber/i);
    await mailSettled();
    expect((await db.collection('mail').where('to', '==', bob.email).get()).size).toBe(1);
    expect(JSON.stringify(taken)).not.toContain(owner.uid);
  });

  it('does not carry over the previous owner’s special instructions or number plate', async () => {
    const { order } = await offer();
    const bob = await createCustomer();
    await payTrade(bob, order.id);
    const taken = (await db.doc(`orders/${order.id}`).get()).data()!;
    expect(taken.specialInstructions).toBe('');
    expect(taken.numberPlate).toBeNull();
    expect(JSON.stringify(taken)).not.toContain('Gate code');
  });

  it('is refused through transferTradingOrder, and the order stays with its owner', async () => {
    const { owner, order } = await offer();
    const bob = await createCustomer();
    const error = await expectRefusal(
      transfer(bob, order.id, { cardholderName: 'Bob Ramdass' }),
      'failed-precondition',
      'payment-not-verified',
    );
    expect(error.message).toBe(PAYMENT_TEXT.paymentNotVerified);
    expect((await db.doc(`orders/${order.id}`).get()).data()).toMatchObject({
      userId: owner.uid,
      status: 'trading',
    });
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
    // Paid at that total through WiPay, it goes through.
    await payTrade(bob, order.id);
    expect((await db.doc(`orders/${order.id}`).get()).get('userId')).toBe(bob.uid);
  });
});
