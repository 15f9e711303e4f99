// A paid trade through WiPay's hosted checkout (startCheckout / completeCheckout purpose 'trade'), against the
// local simulator, written as the attacks it must withstand, each beside the legitimate path: only the holder of the
// live reservation may open the checkout, at the order's own stored price; only WiPay's confirmation of that very
// checkout moves the order, once, whoever reports it; transferTradingOrder takes only $0 trades.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin-sdk';
import { RETURN_GRACE_MS } from '../../functions/src/data/payments/checkout-trade';
import { PAYMENT_TEXT } from '../../functions/src/data/card-payment';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { mailSettled } from '../support/order-mail.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { slotDoc, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { reserve } from '../support/trade.fixtures';
import {
  complete,
  delivery,
  postDelivery,
  settle,
  startDriveIn,
  startTrade,
  successData,
  type Returned,
} from '../support/wipay.fixtures';

resetBetweenTests();

/** The owner offers a special BASIC WASH order (stored price $75) with their own instructions and plate. */
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

const orderOf = async (orderId: string) => (await db.doc(`orders/${orderId}`).get()).data()!;
const countOf = async (collection: string) => (await db.collection(collection).get()).size;
const tradeCheckouts = async () =>
  (await db.collection('checkouts').where('purpose', '==', 'trade').get()).docs;

/** Nothing moved: the order is still the owner's and offered, no trade payment recorded, no mail to the taker. */
async function expectStillOffered(orderId: string, owner: Customer, taker: Customer) {
  expect(await orderOf(orderId)).toMatchObject({
    userId: owner.uid,
    status: 'trading',
    numberPlate: 'PDF1234',
  });
  expect((await db.collection('paymentRecords').where('purpose', '==', 'trade').get()).size).toBe(0);
  await mailSettled();
  expect((await db.collection('mail').where('to', '==', taker.email).get()).size).toBe(0);
}

/** WiPay's signed payment.success delivery for a return's transaction. */
const postSuccessEvent = (r: Returned) => postDelivery(delivery('payment.success', successData(r)));

describe('startCheckout for a trade', () => {
  it('opens a session at the order’s stored price for the holder of its reservation, and extends the reservation to the session’s end', async () => {
    const { order } = await offer();
    const bob = await createCustomer();
    const { holdId } = await reserve(bob, order.id);
    const answer = await startTrade(bob, order.id);
    expect(answer.total).toBe('75.00');
    // A special's trade timer (300 s) outlasts WiPay's session (180 s) plus the grace: it is not shortened.
    expect(answer.reservedUntil).toBeGreaterThanOrEqual(answer.expiresAt + RETURN_GRACE_MS);
    expect((await db.doc(`checkouts/${answer.checkoutId}`).get()).data()).toMatchObject({
      userId: bob.uid,
      purpose: 'trade',
      tradeOrderId: order.id,
      reservationId: holdId,
      amount: 75,
      total: '75.00',
      status: 'pending',
    });
    const hold = (await db.doc(`activeBookings/${holdId}`).get()).data()!;
    expect(hold.expiresAt.toMillis()).toBe(answer.reservedUntil);
    expect(await slotDoc(upcomingSlot('special', 0))).toMatchObject({
      reserved: true,
      reservedUntil: answer.reservedUntil,
    });
  }, 60_000); // the first calls start the trading and payment functions on the emulator

  it('refuses an order reserved by another customer, and nothing is charged', async () => {
    const { owner, order } = await offer();
    const [bob, carol] = await Promise.all([createCustomer(), createCustomer()]);
    await reserve(carol, order.id);
    const error = await expectRefusal(startTrade(bob, order.id), 'failed-precondition', 'reserved');
    expect(error.message).toBe(MESSAGES.tradePayment.noLongerAvailable);
    expect(await countOf('checkouts')).toBe(0);
    await expectStillOffered(order.id, owner, bob);
  });

  it('refuses an order the caller has not reserved, and nothing is charged', async () => {
    const { owner, order } = await offer();
    const bob = await createCustomer();
    await expectRefusal(startTrade(bob, order.id), 'failed-precondition', 'reserved');
    expect(await countOf('checkouts')).toBe(0);
    await expectStillOffered(order.id, owner, bob);
    // Control: reserved first, the same call opens the checkout.
    await reserve(bob, order.id);
    expect((await startTrade(bob, order.id)).total).toBe('75.00');
  });

  it('refuses an order that is not trading, the caller’s own order and a missing order, and nothing is charged', async () => {
    const owner = await createCustomer();
    const bob = await createCustomer();
    const confirmed = await seedOrder({
      userId: owner.uid,
      slot: upcomingSlot('special', 0),
      status: 'confirmed',
    });
    await expectRefusal(startTrade(bob, confirmed.id), 'failed-precondition', 'wrong-status');
    await expectRefusal(startTrade(bob, 'ORDER-gone'), 'not-found');
    expect(await countOf('checkouts')).toBe(0);
    expect(await orderOf(confirmed.id)).toMatchObject({ userId: owner.uid, status: 'confirmed' });
  });

  it('refuses the owner paying for their own order', async () => {
    const { owner, order } = await offer();
    const error = await expectRefusal(startTrade(owner, order.id), 'permission-denied');
    expect(error.message).toBe(MESSAGES.tradePayment.ownOrder);
    expect(await countOf('checkouts')).toBe(0);
  });

  it('refuses a price from the client and any field of a card', async () => {
    const { order } = await offer();
    const bob = await createCustomer();
    await reserve(bob, order.id);
    for (const extra of [{ total: '0.01' }, { amount: 1 }, { cardNumber: '4111111111111111' }]) {
      await expectRefusal(
        bob.client.call('startCheckout', {
          purpose: 'trade',
          originalOrderId: order.id,
          returnUrl: 'http://127.0.0.1:4173/payment/return',
          ...extra,
        }),
        'invalid-argument',
      );
    }
    expect(await countOf('checkouts')).toBe(0);
  });

  it('extends a free appointment’s 30 s reservation to the end of WiPay’s session plus the grace', async () => {
    const { order } = await offer(upcomingSlot('free', 0));
    const bob = await createCustomer();
    const reserved = await reserve(bob, order.id);
    const answer = await startTrade(bob, order.id);
    expect(answer.reservedUntil).toBe(answer.expiresAt + RETURN_GRACE_MS);
    expect(answer.reservedUntil).toBeGreaterThan(reserved.expiresAt);
    const hold = (await db.doc(`activeBookings/${reserved.holdId}`).get()).data()!;
    expect(hold.expiresAt.toMillis()).toBe(answer.reservedUntil);
  });

  it('opens one checkout per reservation: a second start cannot stretch the reservation again', async () => {
    const { order } = await offer();
    const bob = await createCustomer();
    const { holdId } = await reserve(bob, order.id);
    const first = await startTrade(bob, order.id);
    await expectRefusal(startTrade(bob, order.id), 'failed-precondition', 'reserved');
    expect(await tradeCheckouts()).toHaveLength(1);
    const hold = (await db.doc(`activeBookings/${holdId}`).get()).data()!;
    expect(hold.expiresAt.toMillis()).toBe(first.reservedUntil);
  });

  it('refuses a $0 trade: it needs no payment (transferTradingOrder takes it)', async () => {
    const { order } = await offer(upcomingSlot('special', 0), { price: 0 });
    const bob = await createCustomer();
    await reserve(bob, order.id);
    await expectRefusal(startTrade(bob, order.id), 'failed-precondition', 'wrong-status');
    expect(await countOf('checkouts')).toBe(0);
  });
});

describe('completeCheckout for a trade', () => {
  it('moves the order to the payer once: the webhook first, then the same return five times', async () => {
    const { owner, order } = await offer();
    const bob = await createCustomer();
    await reserve(bob, order.id);
    const { checkoutId } = await startTrade(bob, order.id);
    const paid = await settle(checkoutId, 'approve');
    expect((await postSuccessEvent(paid)).status).toBe(200);
    // A reload, a second tab, the back button: the same return five times (one after another: five at once only
    // contend for the caller's rate-limit document, which the emulator serialises slowly).
    for (let i = 0; i < 5; i += 1) {
      expect(await complete(bob, paid)).toEqual({ status: 'paid', orderId: order.id, purpose: 'trade' });
    }

    const taken = await orderOf(order.id);
    expect(taken).toMatchObject({
      userId: bob.uid,
      status: 'confirmed',
      tradedFrom: order.id,
      numberPlate: null,
      specialInstructions: '',
    });
    expect(JSON.stringify(taken)).not.toContain(owner.uid);
    const records = await db.collection('paymentRecords').get();
    expect(records.docs.map((d) => d.id)).toEqual([paid.transaction_id]);
    expect(records.docs[0].data()).toMatchObject({
      userId: bob.uid,
      orderId: order.id,
      purpose: 'trade',
      amount: 75,
      currency: 'TTD',
      processor: 'WiPay sandbox',
    });
    await mailSettled();
    expect((await db.collection('mail').where('to', '==', bob.email).get()).size).toBe(1);
    expect((await db.doc(`checkouts/${checkoutId}`).get()).data()).toMatchObject({
      status: 'paid',
      orderId: order.id,
      transactionId: paid.transaction_id,
    });
    // The reservation went with the trade.
    expect(await slotDoc(upcomingSlot('special', 0))).toMatchObject({ orders: 1, reserved: false });
  }, 120_000); // the webhook function starts on its first call; six reports of one payment

  it('refuses a cheaper transaction (a drive-in’s) presented for the trade checkout', async () => {
    const { owner, order } = await offer();
    const bob = await createCustomer();
    const driveIn = await startDriveIn(bob, 'basic-wash');
    const cheap = await settle(driveIn.checkoutId, 'approve');
    await reserve(bob, order.id);
    const trade = await startTrade(bob, order.id);
    await expectRefusal(
      complete(bob, cheap, trade.checkoutId),
      'failed-precondition',
      'payment-not-verified',
    );
    await expectStillOffered(order.id, owner, bob);
    expect((await db.doc(`checkouts/${trade.checkoutId}`).get()).get('status')).toBe('pending');
    // Control: the trade's own payment moves it.
    expect((await complete(bob, await settle(trade.checkoutId, 'approve'))).status).toBe('paid');
    expect((await orderOf(order.id)).userId).toBe(bob.uid);
  });

  it('refuses another customer reporting the payer’s return', async () => {
    const { owner, order } = await offer();
    const [bob, mallory] = await Promise.all([createCustomer(), createCustomer()]);
    await reserve(bob, order.id);
    const { checkoutId } = await startTrade(bob, order.id);
    const paid = await settle(checkoutId, 'approve');
    await expectRefusal(complete(mallory, paid), 'permission-denied');
    await expectStillOffered(order.id, owner, bob);
  });

  it('a declined payment moves nothing and ends the reservation; the customer may reserve again', async () => {
    const { owner, order } = await offer();
    const bob = await createCustomer();
    const { holdId } = await reserve(bob, order.id);
    const { checkoutId } = await startTrade(bob, order.id);
    expect(await complete(bob, await settle(checkoutId, 'decline'))).toEqual({
      status: 'failed',
      purpose: 'trade',
    });
    await expectStillOffered(order.id, owner, bob);
    expect((await db.doc(`activeBookings/${holdId}`).get()).exists).toBe(false);
    expect(await slotDoc(upcomingSlot('special', 0))).toMatchObject({ reserved: false });
    expect((await db.doc(`checkouts/${checkoutId}`).get()).get('status')).toBe('failed');
    // Control: a new reservation, a new checkout, paid.
    await reserve(bob, order.id);
    const again = await startTrade(bob, order.id);
    expect((await complete(bob, await settle(again.checkoutId, 'approve'))).status).toBe('paid');
  });

  it('a payment whose trade is refused afterwards (the offer withdrawn) moves nothing and records no payment', async () => {
    const { owner, order } = await offer();
    const bob = await createCustomer();
    await reserve(bob, order.id);
    const { checkoutId } = await startTrade(bob, order.id);
    await owner.client.call('cancelTrade', { orderId: order.id });
    const paid = await settle(checkoutId, 'approve');
    await expectRefusal(complete(bob, paid), 'failed-precondition', 'payment-needs-refund');
    expect(await orderOf(order.id)).toMatchObject({ userId: owner.uid, status: 'confirmed' });
    expect(await countOf('paymentRecords')).toBe(0);
    // Closed for staff to refund (issue 39), never left pending for reconciliation to replay.
    expect((await db.doc(`checkouts/${checkoutId}`).get()).get('status')).toBe('needs-refund');
  });
});

describe('transferTradingOrder', () => {
  it('refuses a priced trade without a WiPay payment, whatever reference is made up', async () => {
    const { owner, order } = await offer();
    const bob = await createCustomer();
    await reserve(bob, order.id);
    const call = (paymentData: Record<string, unknown>) =>
      bob.client.call('transferTradingOrder', { originalOrderId: order.id, paymentData });
    const error = await expectRefusal(
      call({ cardholderName: 'Bob Ramdass' }),
      'failed-precondition',
      'payment-not-verified',
    );
    expect(error.message).toBe(PAYMENT_TEXT.paymentNotVerified);
    for (const paymentReference of ['test_0123456789abcdef', 'TXN-1234567890', 'pi_3N1abcDEF12345678']) {
      await expectRefusal(call({ cardholderName: 'Bob Ramdass', paymentReference }), 'invalid-argument');
    }
    await expectStillOffered(order.id, owner, bob);
  });

  it('refuses a priced trade even with a real WiPay transaction id of a paid drive-in', async () => {
    const { owner, order } = await offer();
    const bob = await createCustomer();
    const driveIn = await startDriveIn(bob, 'premium-wash');
    const paid = await settle(driveIn.checkoutId, 'approve');
    expect((await complete(bob, paid)).status).toBe('paid');
    await expectRefusal(
      bob.client.call('transferTradingOrder', {
        originalOrderId: order.id,
        paymentData: { cardholderName: 'Bob', paymentReference: paid.transaction_id },
      }),
      'invalid-argument',
    );
    expect(await orderOf(order.id)).toMatchObject({ userId: owner.uid, status: 'trading' });
    expect((await db.collection('paymentRecords').where('purpose', '==', 'trade').get()).size).toBe(0);
  });

  it('still takes a $0 trade (a rebooked order) without any payment (control)', async () => {
    const { order } = await offer(upcomingSlot('special', 0), { price: 0 });
    const bob = await createCustomer();
    expect(
      await bob.client.call('transferTradingOrder', {
        originalOrderId: order.id,
        paymentData: { cardholderName: 'Bob Ramdass' },
      }),
    ).toEqual({ orderId: order.id, status: 'confirmed' });
    expect(await orderOf(order.id)).toMatchObject({ userId: bob.uid, status: 'confirmed' });
    expect(await countOf('paymentRecords')).toBe(0);
    expect(await countOf('checkouts')).toBe(0);
  });
});
