// Money and its effects move together (issue 39), written as the attacks through the real callables against the local
// WiPay simulator, each beside the legitimate path:
//   1. a refunded payment never becomes a wash: a completion refused after payment closes the checkout (never left
//      pending for a later return or reconciliation), and a payment refunded in WiPay's portal makes no order
//      whoever reports it (the return, reconciliation);
//   2. a refunded special fee no longer waives the next special (the fee-free rebook state it earned is withdrawn);
//   3. refunding the seller's fee never cancels the buyer's appointment after a paid trade (nor a $0 one);
//   and a transaction of the other WiPay environment is refused.
// WiPay's refund webhook is another module's (triggers/wipay-webhook.ts): the tests call what it calls,
// recordRefundOutcome, as a refund made in WiPay's merchant portal reports it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminRefundOrderResponse } from '../../src/contracts/payment-api';
import { db } from '../../functions/src/data/admin-sdk';
import { reconcileCheckouts } from '../../functions/src/data/payments/checkout-reconciliation';
import { recordRefundOutcome } from '../../functions/src/data/payments/refunds';
import { recordPaymentDispute } from '../../functions/src/data/payments/payment-disputes';
import { createCustomer, createStaff, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { confirm, hold } from '../support/confirm.fixtures';
import { buy, ordersOf } from '../support/drive-in.fixtures';
import { upcomingSlot } from '../support/slots.fixtures';
import {
  bookPaidSpecial,
  complete,
  payTrade,
  settle,
  SIMULATOR,
  startDriveIn,
  startSpecial,
  simulatorConnection,
} from '../support/wipay.fixtures';

resetBetweenTests();

const order = async (id: string) => (await db.doc(`orders/${id}`).get()).data()!;
const checkout = async (id: string) => (await db.doc(`checkouts/${id}`).get()).data()!;
const payment = async (id: string) => (await db.doc(`paymentRecords/${id}`).get()).data();
const auditsOf = async (target: string) =>
  (await db.collection('auditLog').where('target', '==', target).get()).docs.map((d) => d.data());
const statesOf = async (uid: string) =>
  (await db.collection('specialRebookStates').where('userId', '==', uid).get()).docs;
const setPhoneVerified = (c: Customer, verified: boolean) =>
  db.doc(`users/${c.uid}`).update({ phoneVerified: verified, phoneVerifiedAt: verified ? new Date() : null });
/** A refund made in WiPay's portal, as its signed `refunded` webhook reports it. */
const portalRefund = (transactionId: string) => recordRefundOutcome(transactionId, 'refunded', new Date());

describe('harm 1: a refunded payment still becomes a wash', { timeout: 90_000 }, () => {
  it('refuses the return after a failed completion, a portal refund and a re-verified phone: no order, ever', async () => {
    const mallory = await createCustomer();
    const { checkoutId } = await startDriveIn(mallory);
    const returned = await settle(checkoutId, 'approve');
    // The completion fails after WiPay took the money: Mallory unverified her own phone.
    await setPhoneVerified(mallory, false);
    const first = await expectRefusal(
      complete(mallory, returned),
      'failed-precondition',
      'payment-needs-refund',
    );
    expect(first.message).toMatch(/^Your card was charged but the booking could not be made/);
    // Closed with its reason, never left pending for a later report or reconciliation to replay.
    expect(await checkout(checkoutId)).toMatchObject({
      status: 'needs-refund',
      transactionId: returned.transaction_id,
      needsRefund: { reason: 'phone-not-verified' },
    });
    // Staff refund it in WiPay's portal, as docs/payments.md says; she verifies again and reports the return again.
    expect(await portalRefund(returned.transaction_id)).toBe(false);
    expect(await payment(returned.transaction_id)).toMatchObject({
      stateOnly: true,
      refundStatus: 'refunded',
    });
    await setPhoneVerified(mallory, true);
    await expectRefusal(complete(mallory, returned), 'failed-precondition', 'payment-needs-refund');
    // Reconciliation never picks it either.
    expect(await reconcileCheckouts(simulatorConnection(), new Date(Date.now() + 10 * 60_000))).toMatchObject(
      {
        looked: 0,
      },
    );
    expect(await ordersOf(mallory.uid)).toHaveLength(0);
    expect((await payment(returned.transaction_id))?.orderId).toBeUndefined();
  });

  it('refuses an honest customer’s refunded payment on the late return and in reconciliation: no order, closed', async () => {
    const alice = await createCustomer();
    const late = await startDriveIn(alice);
    const lateReturn = await settle(late.checkoutId, 'approve');
    const lost = await startDriveIn(alice);
    const lostReturn = await settle(lost.checkoutId, 'approve');
    // The tab was closed; she asked the office for her money and staff refunded both in WiPay's portal.
    await portalRefund(lateReturn.transaction_id);
    await portalRefund(lostReturn.transaction_id);

    const refusal = await expectRefusal(
      complete(alice, lateReturn),
      'failed-precondition',
      'payment-withdrawn',
    );
    expect(refusal.message).toBe(
      'This payment was refunded or is disputed with your card issuer, so it cannot pay for a booking. Nothing was booked.',
    );
    expect(await checkout(late.checkoutId)).toMatchObject({ status: 'withdrawn' });
    const result = await reconcileCheckouts(simulatorConnection(), new Date(Date.now() + 10 * 60_000));
    expect(result).toMatchObject({ looked: 1, paid: 0, failed: 1, errors: 0 });
    expect(await checkout(lost.checkoutId)).toMatchObject({ status: 'withdrawn' });
    expect(await ordersOf(alice.uid)).toHaveLength(0);
  });

  it('refuses a payment whose chargeback is pending before its order: closed for staff, no order', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await startDriveIn(alice);
    const returned = await settle(checkoutId, 'approve');
    await recordPaymentDispute(returned.transaction_id, 'chargeback_pending', new Date(), { case: 'CB-1' });
    await expectRefusal(complete(alice, returned), 'failed-precondition', 'payment-withdrawn');
    expect(await checkout(checkoutId)).toMatchObject({
      status: 'needs-refund',
      needsRefund: { reason: 'chargeback_pending' },
    });
    expect(await ordersOf(alice.uid)).toHaveLength(0);
  });

  it('control: a paid drive-in still becomes its order; a refund asked later cancels it, and the bay refuses it', async () => {
    const alice = await createCustomer();
    const { orderId, transactionId } = await buy(alice);
    expect(await order(orderId)).toMatchObject({ status: 'confirmed', userId: alice.uid });
    // The same payment refunded in the portal afterwards: the unused wash is cancelled with it, audited.
    expect(await portalRefund(transactionId)).toBe(true);
    expect(await order(orderId)).toMatchObject({ status: 'cancelled', refundStatus: 'refunded' });
    expect((await auditsOf(`orders/${orderId}`)).map((a) => a.action)).toEqual(['order.paymentWithdrawn']);
    expect(
      (await auditsOf(`paymentRecords/${transactionId}`)).find((a) => a.action === 'payment.refunded'),
    ).toMatchObject({
      actorUid: 'system:wipay',
      after: { refundStatus: 'refunded', cancelledOrders: [orderId] },
    });
  });

  it('keeps a rejected refund as money not lost: the order stands, and the reason is stored', async () => {
    const alice = await createCustomer();
    const { orderId, transactionId } = await buy(alice);
    expect(await recordRefundOutcome(transactionId, 'rejected', new Date(), 'card closed')).toBe(true);
    expect(await order(orderId)).toMatchObject({ status: 'confirmed', refundStatus: 'rejected' });
    expect(await payment(transactionId)).toMatchObject({
      refundStatus: 'rejected',
      refundRejectReason: 'card closed',
    });
    // A rejection of a payment that made no order records nothing: a later completion still makes its order.
    const { checkoutId } = await startDriveIn(alice);
    const returned = await settle(checkoutId, 'approve');
    expect(await recordRefundOutcome(returned.transaction_id, 'rejected', new Date())).toBe(false);
    expect(await payment(returned.transaction_id)).toBeUndefined();
    expect((await complete(alice, returned)).status).toBe('paid');
  });
});

describe('the environment of a transaction', { timeout: 60_000 }, () => {
  it('refuses a return naming a live transaction id in the sandbox app before WiPay is asked: nothing written', async () => {
    const mallory = await createCustomer();
    const { checkoutId } = await startDriveIn(mallory);
    const returned = await settle(checkoutId, 'approve');
    const live = returned.transaction_id.replace(/^SB-/, '');
    // The hash is right for the sandbox key: only the environment is wrong.
    const hash = createHash('md5').update(`${live}${returned.total}123`).digest('hex');
    await expectRefusal(
      complete(mallory, { ...returned, transaction_id: live, hash }),
      'failed-precondition',
      'payment-not-verified',
    );
    expect(await checkout(checkoutId)).toMatchObject({ status: 'pending' });
    expect(await ordersOf(mallory.uid)).toHaveLength(0);
    // Control: the sandbox transaction itself completes.
    expect((await complete(mallory, returned)).status).toBe('paid');
  });
});

describe('harm 2: a refunded special fee still waives the next special', { timeout: 120_000 }, () => {
  /** Pays a special's $30 fee through WiPay and gives the appointment up: a fee-free special is earned. */
  async function earnFreeSpecial(c: Customer) {
    const { orderId, transactionId } = await bookPaidSpecial(c, upcomingSlot('special', 0, 1));
    await c.client.call('giveUpOrder', { orderId });
    const states = await statesOf(c.uid);
    expect(states).toHaveLength(1);
    expect(states[0]!.data()).toMatchObject({
      sourceOrderId: orderId,
      sourcePaymentReference: transactionId,
    });
    return { orderId, transactionId, stateId: states[0]!.id };
  }

  it('refuses the fee-free special after the fee came back: the state withdrawn, audited, nothing booked', async () => {
    const mallory = await createCustomer();
    const { transactionId, stateId } = await earnFreeSpecial(mallory);
    await portalRefund(transactionId);
    expect(await statesOf(mallory.uid)).toHaveLength(0);
    expect((await auditsOf(`specialRebookStates/${stateId}`))[0]).toMatchObject({
      action: 'rebookState.withdrawn',
      after: { transactionId, reason: 'refunded' },
    });
    const slot = upcomingSlot('special', 2, 1);
    const { holdId } = await hold(mallory, slot);
    await expectRefusal(
      confirm(mallory, { holdId, appointmentType: 'special' }),
      'failed-precondition',
      'special-fee-unpaid',
    );
    expect(await ordersOf(mallory.uid)).toHaveLength(0);
    // The fee is due again: the checkout opens for $30.00.
    expect((await startSpecial(mallory, { holdId })).total).toBe('30.00');
  });

  it('refuses it while a chargeback of the fee is pending, and after a lost one; a released one waives again', async () => {
    const alice = await createCustomer();
    const { transactionId } = await earnFreeSpecial(alice);
    const slot = upcomingSlot('special', 2, 1);
    const { holdId } = await hold(alice, slot);
    await recordPaymentDispute(transactionId, 'chargeback_pending', new Date());
    await expectRefusal(
      confirm(alice, { holdId, appointmentType: 'special' }),
      'failed-precondition',
      'special-fee-unpaid',
    );
    expect(await statesOf(alice.uid)).toHaveLength(1); // held, not withdrawn: it may be released
    await recordPaymentDispute(transactionId, 'chargeback_released', new Date());
    const { orderId } = await confirm(alice, { holdId, appointmentType: 'special' });
    expect(await order(orderId)).toMatchObject({ price: 45, specialFeeWaivedBy: transactionId });

    // A chargeback lost afterwards withdraws the special its fee waived (still hers, open): cancelled, audited.
    await recordPaymentDispute(transactionId, 'chargeback_processed', new Date());
    expect(await order(orderId)).toMatchObject({
      status: 'cancelled',
      paymentDispute: { state: 'chargeback_processed', transactionId, payerId: alice.uid },
    });
    expect((await auditsOf(`orders/${orderId}`)).map((a) => a.action)).toContain('order.paymentWithdrawn');
  });

  it('control: the fee-free special is booked at no fee while its fee stands', async () => {
    const alice = await createCustomer();
    const { transactionId } = await earnFreeSpecial(alice);
    const { holdId } = await hold(alice, upcomingSlot('special', 2, 1));
    const { orderId } = await confirm(alice, { holdId, appointmentType: 'special' });
    expect(await order(orderId)).toMatchObject({ status: 'confirmed', price: 45 });
    expect((await order(orderId)).specialFeePaid).toBeUndefined();
    expect(await statesOf(alice.uid)).toHaveLength(0);
    expect(await payment(transactionId)).toMatchObject({ userId: alice.uid, purpose: 'special' });
  });
});

describe('harm 3: refunding the seller’s fee cancels the buyer’s appointment', { timeout: 120_000 }, () => {
  const refund = (c: Customer, orderId: string) =>
    c.client.call<AdminRefundOrderResponse>('adminRefundOrder', { orderId });

  /** Alice pays a special's fee, offers the appointment, and Bob pays $75 for it through WiPay. */
  async function tradedAfterPayment() {
    const [alice, bob] = [await createCustomer(), await createCustomer()];
    const sold = await bookPaidSpecial(alice, upcomingSlot('special', 1, 1));
    await alice.client.call('offerOrderForTrade', { orderId: sold.orderId });
    await payTrade(bob, sold.orderId);
    const bought = await order(sold.orderId);
    expect(bought).toMatchObject({ userId: bob.uid, status: 'confirmed', price: 75 });
    return { alice, bob, orderId: sold.orderId, sellersPayment: sold.transactionId };
  }

  it("leaves the buyer's appointment alone when the seller's fee is refunded or charged back", async () => {
    const { bob, orderId, sellersPayment } = await tradedAfterPayment();
    const before = await db.doc(`orders/${orderId}`).get();
    await portalRefund(sellersPayment);
    await recordPaymentDispute(sellersPayment, 'chargeback_pending', new Date());
    const after = await db.doc(`orders/${orderId}`).get();
    expect(after.updateTime?.toMillis()).toBe(before.updateTime?.toMillis());
    expect(after.data()).toMatchObject({ userId: bob.uid, status: 'confirmed' });
    expect(after.get('refundStatus')).toBeUndefined();
    expect(after.get('paymentDispute')).toBeUndefined();
    // The seller's payment carries what happened to it, audited, with nothing cancelled.
    expect(await payment(sellersPayment)).toMatchObject({
      refundStatus: 'refunded',
      paymentDispute: 'chargeback_pending',
    });
    const audits = await auditsOf(`paymentRecords/${sellersPayment}`);
    expect(audits.find((a) => a.action === 'payment.refunded')).toMatchObject({
      after: { cancelledOrders: [], withdrawnStates: [] },
    });
    expect(audits.find((a) => a.action === 'payment.chargebackPending')).toMatchObject({
      after: { paymentDispute: 'chargeback_pending', cancelledOrders: [] },
    });
  });

  it("refuses an admin refund that would take the previous owner's payment off a $0-traded appointment", async () => {
    const [alice, bob] = [await createCustomer(), await createCustomer()];
    const { orderId, transactionId } = await bookPaidSpecial(alice, upcomingSlot('special', 1, 1));
    const target = upcomingSlot('special', 3, 1);
    await alice.client.call('rebookOrder', {
      orderId,
      appointmentDate: target.date,
      appointmentTime: target.time,
    });
    await alice.client.call('offerOrderForTrade', { orderId });
    await bob.client.call('reserveTradingOrder', { orderId });
    await bob.client.call('transferTradingOrder', {
      originalOrderId: orderId,
      paymentData: { cardholderName: 'Bob Ramdass' },
    });
    const before = await db.doc(`orders/${orderId}`).get();
    expect(before.data()).toMatchObject({ userId: bob.uid, price: 0 });
    const { message } = await expectRefusal(refund(await createStaff(), orderId), 'failed-precondition');
    expect(message).toMatch(/^This order's card payment was made by the customer who held it before a trade/);
    expect((await db.doc(`orders/${orderId}`).get()).updateTime?.toMillis()).toBe(
      before.updateTime?.toMillis(),
    );
    expect((await payment(transactionId))?.refundStatus).toBeUndefined();
    const refunds = (await (await fetch(`${SIMULATOR}/__sim/refunds`)).json()) as string[];
    expect(refunds).not.toContain(transactionId);
  });

  it("control: refunding the buyer's own payment refunds the buyer and cancels the appointment", async () => {
    const { orderId } = await tradedAfterPayment();
    const answer = await refund(await createStaff(), orderId);
    expect(answer).toMatchObject({ refundStatus: 'requested', amount: 75, requested: true });
    expect((await order(orderId)).status).toBe('cancelled');
    // WiPay's webhook reports the refund done (awaited, so it lands in this test and no later one).
    await expect
      .poll(async () => (await order(orderId)).refundStatus, { timeout: 15_000, interval: 250 })
      .toBe('refunded');
  });
});
