// A review of issue 39 ("trust round three") and issue 40 (WiPay's contract) as their attackers: a stranger with any
// HTTP client and a copy of a signed delivery, another customer (or the same person's second account), a bay
// attendant and a view-only admin. Each test asserts that the harm did not happen (the stored documents are
// unchanged), not only that an error code came back, and sits beside its control.
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/admin-sdk';
import { recordPaymentDispute } from '../../functions/src/data/payments/payment-disputes';
import { createCustomer, createStaff, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { checkIn, createAttendant, expectBayRefusal, qrOf } from '../support/bay.fixtures';
import { buy } from '../support/drive-in.fixtures';
import { upcomingSlot } from '../support/slots.fixtures';
import {
  bookPaidSpecial,
  complete,
  delivery,
  postDelivery,
  settle,
  startDriveIn,
  successData,
} from '../support/wipay.fixtures';

resetBetweenTests();

const snapOf = (path: string) => db.doc(path).get();
const order = async (id: string) => (await snapOf(`orders/${id}`)).data()!;
const ordersOf = async (uid: string) =>
  (await db.collection('orders').where('userId', '==', uid).get()).docs.map((d) => d.data());
/** When a document was last written (null: none): equal before and after means nothing was written. */
const writtenAt = async (path: string) => (await snapOf(path)).updateTime?.toMillis() ?? null;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Alice pays a special's fee through WiPay and rebooks it: the appointment now trades for $0. */
async function rebookedPaidSpecial(alice: Customer) {
  const { orderId, transactionId } = await bookPaidSpecial(alice, upcomingSlot('special', 1, 1));
  const target = upcomingSlot('special', 3, 1);
  await alice.client.call('rebookOrder', {
    orderId,
    appointmentDate: target.date,
    appointmentTime: target.time,
  });
  expect(await order(orderId)).toMatchObject({ userId: alice.uid, price: 0, status: 'confirmed' });
  return { orderId, transactionId };
}

const takeForNothing = async (taker: Customer, orderId: string) => {
  await taker.client.call('reserveTradingOrder', { orderId });
  return taker.client.call('transferTradingOrder', {
    originalOrderId: orderId,
    paymentData: { cardholderName: 'Second Account' },
  });
};

describe('a disputed pass laundered through a $0 trade', { timeout: 120_000 }, () => {
  it('refuses offering an order whose payment its owner disputes: the order, its hold and its pass unchanged', async () => {
    const [alice, aliceToo] = [await createCustomer(), await createCustomer()];
    const { orderId, transactionId } = await rebookedPaidSpecial(alice);
    await recordPaymentDispute(transactionId, 'chargeback_pending', new Date());
    const before = await writtenAt(`orders/${orderId}`);

    await expectRefusal(
      alice.client.call('offerOrderForTrade', { orderId }),
      'failed-precondition',
      'payment-withdrawn',
    );
    expect(await writtenAt(`orders/${orderId}`)).toBe(before);
    expect(await order(orderId)).toMatchObject({
      userId: alice.uid,
      status: 'confirmed',
      paymentDispute: { state: 'chargeback_pending', payerId: alice.uid },
    });
    // Her second account finds nothing to take, and the bay still refuses the pass.
    await expectRefusal(takeForNothing(aliceToo, orderId), 'failed-precondition');
    expect(await ordersOf(aliceToo.uid)).toHaveLength(0);
    await expectBayRefusal(
      checkIn(await createAttendant(), { qr: await qrOf(orderId) }),
      'failed-precondition',
      'payment-on-hold',
    );
  });

  it('refuses taking an order offered before its payment was disputed: it stays with the payer, on hold', async () => {
    const [alice, aliceToo] = [await createCustomer(), await createCustomer()];
    const { orderId, transactionId } = await rebookedPaidSpecial(alice);
    await alice.client.call('offerOrderForTrade', { orderId });
    await recordPaymentDispute(transactionId, 'chargeback_pending', new Date());
    const before = await writtenAt(`orders/${orderId}`);

    await expectRefusal(
      aliceToo.client.call('reserveTradingOrder', { orderId }),
      'failed-precondition',
      'wrong-status',
    );
    await expectRefusal(
      aliceToo.client.call('transferTradingOrder', {
        originalOrderId: orderId,
        paymentData: { cardholderName: 'Second Account' },
      }),
      'failed-precondition',
      'wrong-status',
    );
    expect(await writtenAt(`orders/${orderId}`)).toBe(before);
    expect(await order(orderId)).toMatchObject({ userId: alice.uid });
    expect(await ordersOf(aliceToo.uid)).toHaveLength(0);

    // The lost chargeback then withdraws it from its payer, as it should.
    await recordPaymentDispute(transactionId, 'chargeback_processed', new Date());
    expect(await order(orderId)).toMatchObject({ userId: alice.uid, status: 'cancelled' });
  });

  it('control: once the chargeback is released the order is offered and taken for $0 as before', async () => {
    const [alice, bob] = [await createCustomer(), await createCustomer()];
    const { orderId, transactionId } = await rebookedPaidSpecial(alice);
    await recordPaymentDispute(transactionId, 'chargeback_pending', new Date());
    await recordPaymentDispute(transactionId, 'chargeback_released', new Date());
    await alice.client.call('offerOrderForTrade', { orderId });
    await takeForNothing(bob, orderId);
    expect(await order(orderId)).toMatchObject({ userId: bob.uid, status: 'confirmed' });
  });
});

describe('signed deliveries replayed or aimed elsewhere', { timeout: 90_000 }, () => {
  it('a handled release replayed with fresh headers does not lift a later hold', async () => {
    const alice = await createCustomer();
    const { orderId, transactionId } = await buy(alice);
    const data = { transaction_id: transactionId, order_id: 'x', status: 'success', total: '45.00' };
    const post = async (d: ReturnType<typeof delivery>) => (await postDelivery(d)).status;

    expect(await post(delivery('payment.chargeback_pending', data))).toBe(200);
    const released = delivery('payment.chargeback_released', data);
    expect(await post(released)).toBe(200);
    expect(await post(delivery('payment.chargeback_pending', data))).toBe(200); // a second dispute
    const before = await writtenAt(`orders/${orderId}`);

    // The captured release: the same signed body, a new timestamp (the header is not under the signature).
    const replay = {
      body: released.body,
      headers: { ...released.headers, 'X-WiPay-Webhook-Timestamp': String(Math.floor(Date.now() / 1000)) },
    };
    const answer = await postDelivery(replay);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ duplicate: true });
    expect(await writtenAt(`orders/${orderId}`)).toBe(before);
    expect(await order(orderId)).toMatchObject({ paymentDispute: { state: 'chargeback_pending' } });
  });

  it("a refund event of Bob's payment cancels Bob's order only: Alice's stays as it was", async () => {
    const [alice, bob] = [await createCustomer(), await createCustomer()];
    const mine = await buy(alice);
    const his = await buy(bob);
    const before = await writtenAt(`orders/${mine.orderId}`);
    const data = { transaction_id: his.transactionId, order_id: mine.orderId, status: 'success' };
    expect((await postDelivery(delivery('payment.refunded', data))).status).toBe(200);
    for (let i = 0; i < 50 && (await order(his.orderId)).status !== 'cancelled'; i += 1) await wait(100);
    expect(await order(his.orderId)).toMatchObject({ status: 'cancelled', refundStatus: 'refunded' });
    expect(await writtenAt(`orders/${mine.orderId}`)).toBe(before);
    expect((await snapOf(`paymentRecords/${mine.transactionId}`)).get('refundStatus')).toBeUndefined();
  });
});

describe('a checkout closed needs-refund', { timeout: 90_000 }, () => {
  /** A drive-in paid on WiPay whose chargeback was opened before the return: closed needs-refund, no order. */
  async function closedNeedsRefund(c: Customer) {
    const { checkoutId } = await startDriveIn(c);
    const paid = await settle(checkoutId, 'approve');
    await recordPaymentDispute(paid.transaction_id, 'chargeback_pending', new Date());
    await expectRefusal(complete(c, paid), 'failed-precondition', 'payment-withdrawn');
    expect((await snapOf(`checkouts/${checkoutId}`)).get('status')).toBe('needs-refund');
    return { checkoutId, paid };
  }

  it('makes no order when the chargeback is released and the payment is reported again, by return or webhook', async () => {
    const alice = await createCustomer();
    const { checkoutId, paid } = await closedNeedsRefund(alice);
    await recordPaymentDispute(paid.transaction_id, 'chargeback_released', new Date());
    const before = await writtenAt(`checkouts/${checkoutId}`);

    await expectRefusal(complete(alice, paid), 'failed-precondition', 'payment-needs-refund');
    expect((await postDelivery(delivery('payment.success', successData(paid)))).status).toBe(200);
    expect(await writtenAt(`checkouts/${checkoutId}`)).toBe(before);
    expect(await ordersOf(alice.uid)).toHaveLength(0);
    expect((await snapOf(`paymentRecords/${paid.transaction_id}`)).exists).toBe(false);
  });

  it('is listed to no bay attendant, and marked handled by no attendant or view-only admin', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await closedNeedsRefund(alice);
    const [attendant, viewOnly] = [await createAttendant(), await createStaff('viewOnly')];
    const before = await writtenAt(`checkouts/${checkoutId}`);
    const audits = (await db.collection('auditLog').get()).size;

    for (const c of [attendant, alice]) {
      await expectRefusal(c.client.call('adminListNeedsRefund', {}), 'permission-denied');
    }
    for (const c of [attendant, viewOnly, alice]) {
      await expectRefusal(c.client.call('adminMarkRefundHandled', { checkoutId }), 'permission-denied');
    }
    expect(await writtenAt(`checkouts/${checkoutId}`)).toBe(before);
    expect((await snapOf(`checkouts/${checkoutId}`)).get('status')).toBe('needs-refund');
    expect((await db.collection('auditLog').get()).size).toBe(audits);
    // Control: the view-only admin reads the list.
    const { items } = await viewOnly.client.call<{ items: { checkoutId: string }[] }>(
      'adminListNeedsRefund',
      {},
    );
    expect(items.map((i) => i.checkoutId)).toEqual([checkoutId]);
  });
});
