// Refunds of an order's WiPay payment (README 'Payments' > 'Refunds'): a full admin asks, WiPay answers later.
//   1. One transaction decides and records: the order's WiPay payment (paymentRecords with this orderId and a WiPay
//      processor, the newest) gets refundStatus 'requested', and so does the order; an order still open
//      (confirmed / trading) is cancelled through the admin dropdown's status write, so its seat is freed and its
//      pass stops working at the bay; the request is audited (who, order, amount, transaction). A payment already
//      'requested' or 'refunded' is absorbed here: two admins clicking at once ask WiPay once.
//   2. Only then WiPay's refund endpoint is asked (outside the transaction: it must not run twice). Its answer is
//      one of the refund page's documented statuses and messages, each with its plan (refund-answer.ts): a request
//      made or already under way keeps 'requested'; already refunded marks 'refunded'; an unknown transaction or one
//      WiPay will not refund marks 'rejected'; a low balance, a refused key, no answer or an answer the page does
//      not list puts the payment back as it was so the admin can try again (the order stays cancelled), each with
//      its sentence.
//   3. WiPay's `payment.refunded` / `payment.refund_rejected` webhook (triggers/wipay-webhook.ts) calls
//      recordRefundOutcome.
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  isWiPayProcessor,
  type AdminRefundOrderResponse,
  type RefundStatus,
} from '../../../src/contracts/payment-api';
import { OPEN_STATUSES } from '../../../src/domain/types';
import { fail } from '../http/call-errors';
import { logs } from '../logs';
import type { WiPayClient } from '../payment/wipay-client';
import { writeOrderStatus, type Actor } from './admin-orders';
import { writeAudit } from './audit';
import { col, ordersCol, readOrder } from './booking-docs';
import { runBookingTransaction } from './booking-transaction';
import { PAYMENT_RECORDS } from './card-payment';
import { refundPlan } from './refund-answer';
import { shapedQuery } from './shaped-query';
import { readSlotOf, writeSlot } from './slot-transaction';

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
 * What WiPay reported about the refund of `transactionId` (its webhook): the payment record and its order get
 * 'refunded' or 'rejected'. 'refunded' is final (a late rejection does not undo it). A refund made in WiPay's own
 * portal (no request of ours) also cancels the order while it is still open, so the money and the pass never part.
 * Answers false when the transaction is not one of our payments.
 */
export async function recordRefundOutcome(
  transactionId: string,
  outcome: 'refunded' | 'rejected',
  now: Date,
  source = 'webhook',
): Promise<boolean> {
  return runBookingTransaction(async (tx) => {
    const paymentRef = col(PAYMENT_RECORDS).doc(transactionId);
    const payment = await tx.get(paymentRef);
    if (!payment.exists) return false;
    if (payment.get('refundStatus') === 'refunded') return true;
    const orderRef = ordersCol().doc(String(payment.get('orderId') ?? ''));
    const snap = payment.get('orderId') ? await tx.get(orderRef) : null;
    const order = snap?.exists ? readOrder(snap) : null;
    const cancel = outcome === 'refunded' && order !== null && OPEN_STATUSES.includes(order.status);
    const slot = cancel && order ? await readSlotOf(tx, order, now) : null;

    const stamp = outcome === 'refunded' ? { refundedAt: now } : { refundRejectedAt: now };
    tx.update(paymentRef, { refundStatus: outcome, ...stamp });
    if (order && cancel) writeOrderStatus(tx, orderRef, order, slot, 'cancelled', { refundStatus: outcome });
    else if (order) tx.update(orderRef, { refundStatus: outcome, updatedAt: FieldValue.serverTimestamp() });
    if (slot) writeSlot(tx, slot, now);
    return true;
  }).then((known) => {
    if (known && outcome === 'rejected') logs.refundRejected(transactionId, source);
    if (known && outcome === 'refunded') logs.refunded(transactionId);
    return known;
  });
}
