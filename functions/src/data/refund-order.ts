// Refunds of an order's WiPay payment (README 'Payments' > 'Refunds'): a full admin asks, WiPay answers later.
//   1. One transaction decides and records: the order's WiPay payment (paymentRecords with this orderId and a WiPay
//      processor, the newest) gets refundStatus 'requested', and so does the order; an order still open
//      (confirmed / trading) is cancelled through the admin dropdown's status write, so its seat is freed and its
//      pass stops working at the bay; the request is audited (who, order, amount, transaction). A payment already
//      'requested' or 'refunded' is absorbed here: two admins clicking at once ask WiPay once.
//   2. Only then WiPay's refund endpoint is asked (outside the transaction: it must not run twice). WiPay answering
//      409 (a refund is already under way) keeps 'requested'; a 4xx refusal is a rejection ('rejected'); no answer
//      (a network error, 5xx, a bad key) puts the payment back as it was so the admin can try again (the order stays
//      cancelled) and answers 'unavailable'.
//   3. WiPay's `refunded` / `refund.rejected` webhook (triggers/wipay-webhook.ts) calls recordRefundOutcome.
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  isWiPayProcessor,
  type AdminRefundOrderResponse,
  type RefundStatus,
} from '../../../src/contracts/payment-api';
import { OPEN_STATUSES } from '../../../src/domain/types';
import { fail } from '../http/call-errors';
import { logs } from '../logs';
import { WiPayError, type WiPayClient } from '../payment/wipay-client';
import { writeOrderStatus, type Actor } from './admin-orders';
import { writeAudit } from './audit';
import { col, ordersCol, readOrder } from './booking-docs';
import { runBookingTransaction } from './booking-transaction';
import { PAYMENT_RECORDS } from './card-payment';
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
  try {
    await deps.wipay.refund(transactionId);
  } catch (error) {
    const status = error instanceof WiPayError ? error.status : null;
    if (status === 409) {
      logs.refundRequested(actor.uid, orderId, transactionId, amount);
      return { refundStatus: 'requested', amount, requested: true };
    }
    if (status !== null && status >= 400 && status < 500 && status !== 401 && status !== 403) {
      await recordRefundOutcome(transactionId, 'rejected', now, `refused on request: ${status}`);
      return { refundStatus: 'rejected', amount, requested: true };
    }
    logs.unexpectedError('wipay refund', error);
    await undoRequest(transactionId, orderId, decided.previous ?? null);
    return fail('refund-unavailable');
  }
  logs.refundRequested(actor.uid, orderId, transactionId, amount);
  return { refundStatus: 'requested', amount, requested: true };
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
