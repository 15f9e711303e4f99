// Refunds of an order's WiPay payment (README 'Payments' > 'Refunds'): a full admin asks, WiPay answers later.
//   1. One transaction decides and records: the order's WiPay payment (paymentRecords with this orderId and a WiPay
//      processor, the newest) gets refundStatus 'requested', and so does the order; an order still open
//      (confirmed / trading) is cancelled through the admin dropdown's status write, so its seat is freed and its
//      pass stops working at the bay; the request is audited (who, order, amount, transaction). A payment already
//      'requested' or 'refunded' is absorbed here: two admins clicking at once ask WiPay once.
//   2. Only then WiPay's refund endpoint is asked (outside the transaction: it must not run twice). Its answer is
//      one of the refund page's documented statuses and messages, each with its plan (refund-answer-rules.ts): a request
//      made or already under way keeps 'requested'; already refunded marks 'refunded'; an unknown transaction or one
//      WiPay will not refund marks 'rejected'; a low balance, a refused key, no answer or an answer the page does
//      not list puts the payment back as it was so the admin can try again (the order stays cancelled), each with
//      its sentence.
//   3. WiPay's `payment.refunded` / `payment.refund_rejected` webhook (triggers/wipay-webhook.ts) calls
//      recordRefundOutcome, which withdraws what the payment earned that is still its payer's
//      (data/orders/payment-withdrawal.ts).
//   A wash plan's payment (its record names planId, no order) is refunded by adminRefundPlan (plan-refund.ts), and
//   its outcome settles the plan there.
//   An order whose newest WiPay payment was made by someone else (a previous owner, before a $0 trade) is refused:
//   a refund never touches an order that no longer belongs to the payer.
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  isWiPayProcessor,
  type AdminRefundOrderResponse,
  type RefundStatus,
} from '../../../../src/contracts/payment-api';
import { OPEN_STATUSES } from '../../../../src/domain/types';
import { fail } from '../../refusals/call-errors';
import { logs } from '../../logs';
import type { WiPayClient } from '../../payment/wipay-client';
import {
  writeOrderStatus,
  type Actor,
  markEarnings,
  PAYMENT_ACTOR,
  paymentRef,
  readEarnings,
  readPaymentRecord,
  withdrawEarnings,
  type PaymentRecord,
} from '../orders';
import { writeAudit } from '../audit';
import { col, ordersCol, readOrder } from '../booking-docs';
import { runBookingTransaction, readSlotOf, writeSlot } from '../slots';
import { PAYMENT_RECORDS } from '../card-payment';
import { refundPlan } from './refund-answer-rules';
import { shapedQuery } from '../shaped-query';
import { queueMessageFact } from '../message-queue';
import { settlePlanRefund } from './plan-refund';

export interface RefundDeps {
  wipay: WiPayClient;
  now: Date;
}

/** The order's WiPay payment: the newest payment record naming it with a WiPay processor, or null. */
async function wipayPaymentOf(tx: Transaction, orderId: string): Promise<DocumentSnapshot | null> {
  const records = await tx.get(shapedQuery(col(PAYMENT_RECORDS), 'paymentRecordsOfOrder', { orderId }));
  const wipay = records.docs.filter((d) => isWiPayProcessor(d.get('processor') as string | undefined));
  const created = (d: DocumentSnapshot) =>
    (d.get('createdAt') as { toMillis?: () => number })?.toMillis?.() ?? 0;
  return wipay.sort((a, b) => created(b) - created(a))[0] ?? null;
}

const ABSORBED: readonly unknown[] = ['requested', 'refunded'];

export async function requestRefund(
  actor: Actor,
  orderId: string,
  deps: RefundDeps,
): Promise<AdminRefundOrderResponse> {
  const { now } = deps;
  const decided = await runBookingTransaction(async (tx) => {
    const orderRef = ordersCol().doc(orderId);
    const snap = await tx.get(orderRef);
    if (!snap.exists) return fail('no-such-order');
    const order = readOrder(snap);
    const payment = await wipayPaymentOf(tx, orderId);
    if (!payment) return fail('not-paid-by-wipay');
    const amount = Number(payment.get('amount') ?? 0);
    if (!(amount > 0)) return fail('nothing-to-refund');
    // Traded since (a $0 trade keeps the seller's payment the newest): refunding it would cancel the appointment of
    // a customer who paid nothing back. The previous owner's payment is refunded in WiPay's portal, if owed.
    if (payment.get('userId') !== order.userId) return fail('previous-owners-payment');
    const previous = (payment.get('refundStatus') as RefundStatus | undefined) ?? null;
    if (ABSORBED.includes(previous))
      return { ask: false, transactionId: payment.id, amount, refundStatus: previous as RefundStatus };
    const cancel = OPEN_STATUSES.includes(order.status);
    const slot = cancel ? await readSlotOf(tx, order, now) : null;

    // Writes.
    const requested = { refundStatus: 'requested', refundRequestedAt: now, refundRequestedBy: actor.uid };
    tx.update(payment.ref, { ...requested, refundRejectedAt: FieldValue.delete() });
    if (cancel) writeOrderStatus(tx, orderRef, order, slot, 'cancelled', { refundStatus: 'requested' });
    else tx.update(orderRef, { refundStatus: 'requested', updatedAt: FieldValue.serverTimestamp() });
    if (slot) writeSlot(tx, slot, now);
    writeAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: 'order.refund',
      target: `orders/${order.id}`,
      before: { status: order.status, refundStatus: previous },
      after: {
        status: cancel ? 'cancelled' : order.status,
        refundStatus: 'requested',
        amount,
        transactionId: payment.id,
      },
    });
    return {
      ask: true,
      transactionId: payment.id,
      amount,
      refundStatus: 'requested' as RefundStatus,
      previous,
    };
  });
  if (!decided.ask) return { refundStatus: decided.refundStatus, amount: decided.amount, requested: false };

  const { transactionId, amount } = decided;
  const answer = await deps.wipay.refund(transactionId);
  const plan = refundPlan(answer);
  if (plan.kind === 'put-back') {
    const detail = `refund request ${transactionId}: ${answer.kind} ${answer.status ?? ''} ${answer.message}`;
    if (plan.alarming) logs.unexpectedError('wipay refund', new Error(detail));
    else logs.refundNotTaken(detail);
    await undoRequest(transactionId, orderId, decided.previous ?? null);
    return fail(plan.reason);
  }
  if (plan.record)
    await recordRefundOutcome(transactionId, plan.record, now, `refund request: ${answer.message}`);
  else logs.refundRequested(actor.uid, orderId, transactionId, amount);
  return {
    refundStatus: plan.refundStatus,
    amount,
    requested: true,
    ...(plan.message ? { message: plan.message } : {}),
  };
}

/** WiPay never got the request: the payment (and the order's refund mark) go back to what they were. */
async function undoRequest(transactionId: string, orderId: string, previous: RefundStatus | null) {
  const back = previous ?? FieldValue.delete();
  await runBookingTransaction(async (tx) => {
    const paymentRef = col(PAYMENT_RECORDS).doc(transactionId);
    const orderRef = ordersCol().doc(orderId);
    const [payment, order] = await Promise.all([tx.get(paymentRef), tx.get(orderRef)]);
    if (payment.get('refundStatus') !== 'requested') return; // the webhook got there first
    tx.update(paymentRef, { refundStatus: back });
    if (order.exists) tx.update(orderRef, { refundStatus: back, updatedAt: FieldValue.serverTimestamp() });
  });
}

/**
 * What WiPay reported about the refund of `transactionId` (its webhook, or the refund request's own rejection), in
 * one transaction with its effects and an audit entry ('payment.refunded' / 'payment.refundRejected'):
 *   - 'refunded' is final (a late rejection does not undo it). The payment record gets it, and what the payment
 *     earned that is still its payer's is withdrawn (data/orders/payment-withdrawal.ts): the open order it bought is
 *     cancelled (also after a refund made in WiPay's own portal, so the money and the pass never part), a special
 *     whose fee its rebook state waived likewise, and the fee-free rebook state it earned is removed. An order that
 *     moved to someone else by trade is left alone. A payment that made no order yet gets a record of its own
 *     (`stateOnly`), so completeCheckout never makes an order of refunded money.
 *   - 'rejected' (money not lost) marks the record and, while it is the payer's, the order; `reason` is stored.
 * Answers false when the transaction made no order of ours (nothing but its state was recorded).
 */
export async function recordRefundOutcome(
  transactionId: string,
  outcome: 'refunded' | 'rejected',
  now: Date,
  reason?: string,
): Promise<boolean> {
  const known = await runBookingTransaction(async (tx) => {
    const ref = paymentRef(transactionId);
    const record = readPaymentRecord(await tx.get(ref));
    if (record.refundStatus === 'refunded') return record.exists && !record.stateOnly;
    if (!record.exists || record.stateOnly) {
      // No order yet: a rejection changes nothing; a refund is kept where completeCheckout looks.
      if (outcome === 'rejected') return false;
      const state = { stateOnly: true, refundStatus: 'refunded', refundedAt: now };
      if (record.exists) tx.update(ref, state);
      else tx.create(ref, { ...state, createdAt: FieldValue.serverTimestamp() });
      auditRefund(tx, record, outcome, { orderId: null });
      return false;
    }
    if (record.planId) {
      // A wash plan's payment (issue 43): the plan takes the outcome (plan-refund.ts), no order is touched.
      await settlePlanRefund(tx, { ...record, planId: record.planId }, outcome, now, reason);
      return true;
    }
    const refunded = outcome === 'refunded';
    const earnings = await readEarnings(tx, record, now, refunded);

    // Writes.
    const rejectReason = reason ? { refundRejectReason: reason.slice(0, 500) } : {};
    const stamp = refunded ? { refundedAt: now } : { refundRejectedAt: now, ...rejectReason };
    tx.update(ref, { refundStatus: outcome, ...stamp });
    const patch = (order: { id: string }) => (order.id === record.orderId ? { refundStatus: outcome } : {});
    const effects = refunded
      ? withdrawEarnings(tx, earnings, { transactionId, reason: 'refunded' }, patch, now)
      : { markedOrders: markEarnings(tx, earnings, patch) };
    auditRefund(tx, record, outcome, { orderId: record.orderId, ...effects, ...rejectReason });
    // The customer hears of the refund (data/messages/): once, the record being refunded only once.
    if (refunded && record.userId) {
      const fact = { eventId: `refund-${transactionId}`, kind: 'refund' as const, orderId: record.orderId };
      queueMessageFact(tx, { ...fact, userId: record.userId }, now);
    }
    return true;
  });
  if (outcome === 'rejected' && known) logs.refundRejected(transactionId, reason ?? 'webhook');
  if (outcome === 'refunded') logs.refunded(transactionId);
  return known;
}

function auditRefund(
  tx: Transaction,
  record: PaymentRecord,
  outcome: 'refunded' | 'rejected',
  after: Record<string, unknown>,
) {
  writeAudit(tx, {
    actorUid: PAYMENT_ACTOR,
    actorEmail: null,
    action: outcome === 'refunded' ? 'payment.refunded' : 'payment.refundRejected',
    target: `${PAYMENT_RECORDS}/${record.transactionId}`,
    before: { refundStatus: record.refundStatus },
    after: { refundStatus: outcome, ...after },
  });
}
