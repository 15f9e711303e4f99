// A checkout's session with WiPay (the document itself: checkouts.ts): opened at the price the server decided, and
// settled once WiPay reports the payment (the order it paid for, or the money it took without one).
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { MONEY_TEXT } from '../../../../src/domain/messages';
import { isMoneyGone } from '../../../../src/domain/payment-state';
import type { StartCheckoutResponse } from '../../../../src/contracts/payment-api';
import { logs } from '../../logs';
import type { WiPayClient } from '../../payment/wipay-client';
import { refuse } from '../../refusals/booking-errors';
import { runBookingTransaction } from '../slots';
import { PAYMENT_TEXT } from '../card-payment';
import { paymentRef, readPaymentRecord } from '../orders';
import { checkoutsCol, type CheckoutDoc, type NewCheckout } from './checkouts';

/** The WiPay client, or the refusal a deployment without payments answers. */
export function requireWiPay(uid: string, wipay: WiPayClient | null): WiPayClient {
  if (wipay) return wipay;
  logs.checkoutRefused(uid, 'not-configured');
  return refuse('failed-precondition', 'payments-unavailable', PAYMENT_TEXT.paymentsUnavailable);
}

/**
 * Opens WiPay's hosted session for a checkout already written (pending), sending the browser back to `returnUrl`
 * and WiPay's receipt to `email` ('' when none is known; the client leaves out an e-mail WiPay would refuse: over
 * 50 characters, or the merchant's own): the checkout keeps WiPay's transaction id; a session WiPay refuses marks it
 * failed and answers payments-unavailable. Answers what every startCheckout answers.
 */
export async function openWiPaySession(
  wipay: WiPayClient,
  checkout: NewCheckout,
  returnUrl: string,
  email: string,
): Promise<StartCheckoutResponse> {
  const { uid, checkoutId, total, ref } = checkout;
  let created: { url: string; transactionId: string };
  try {
    created = await wipay.createCheckout({
      orderId: checkoutId,
      total,
      responseUrl: returnUrl,
      data: JSON.stringify({ checkoutId }),
      email: email || undefined,
    });
  } catch (error) {
    logs.checkoutRefused(uid, `create-failed: ${error instanceof Error ? error.message : String(error)}`);
    await ref.update({ status: 'failed', failure: 'create-failed', updatedAt: FieldValue.serverTimestamp() });
    return refuse('failed-precondition', 'payments-unavailable', PAYMENT_TEXT.paymentsUnavailable);
  }
  await ref.update({ transactionId: created.transactionId || null, updatedAt: FieldValue.serverTimestamp() });
  logs.checkoutStarted(uid, checkoutId, checkout.purpose, total);
  return { checkoutId, url: created.url, total, expiresAt: checkout.expiresAt.getTime() };
}

/** HttpsError codes of a refusal (the seat, the offer or the profile changed): anything else may pass by itself. */
export const REFUSALS: readonly string[] = [
  'failed-precondition',
  'resource-exhausted',
  'permission-denied',
  'not-found',
  'already-exists',
  'invalid-argument',
  'out-of-range',
];

export const refusalOf = (error: unknown): HttpsError | null =>
  error instanceof HttpsError && REFUSALS.includes(error.code) ? error : null;

/**
 * Closes `checkout` (still pending) after WiPay took its money without an order: 'withdrawn' when the payment was
 * refunded or charged back meanwhile (nothing owed), else 'needs-refund' with the reason, for staff to refund. One
 * transaction, so a report that made the order meanwhile (paid) is left alone. Answers the status written, or null.
 */
export async function closePaidCheckout(
  checkout: CheckoutDoc,
  transactionId: string,
  why: { reason: string; detail: string },
): Promise<'needs-refund' | 'withdrawn' | null> {
  return runBookingTransaction(async (tx) => {
    const ref = checkoutsCol().doc(checkout.id);
    const [current, payment] = await Promise.all([tx.get(ref), tx.get(paymentRef(transactionId))]);
    if (current.get('status') !== 'pending') return null;
    const record = readPaymentRecord(payment);
    const status = isMoneyGone(record) ? 'withdrawn' : 'needs-refund';
    tx.update(ref, {
      status,
      transactionId,
      needsRefund: { reason: why.reason, detail: why.detail.slice(0, 300), at: FieldValue.serverTimestamp() },
      updatedAt: FieldValue.serverTimestamp(),
    });
    return status;
  });
}

/**
 * Makes what WiPay's confirmed payment of `checkout` pays for (`fulfil`, which answers the order's id) and marks the
 * checkout paid with that order. Refused after payment (the seat, the offer or the profile changed meanwhile, or the
 * payment was refunded or disputed): the checkout is closed ('needs-refund', checkoutNeedsRefund logged for staff,
 * or 'withdrawn'), never left pending for reconciliation to replay, and the refusal says so. Another failure (a
 * timeout) leaves it pending: the next report or reconciliation tries again.
 */
export async function settlePaidCheckout(
  checkout: CheckoutDoc,
  transactionId: string,
  fulfil: () => Promise<string>,
): Promise<string> {
  let orderId: string;
  try {
    orderId = await fulfil();
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const details = refusal.details as { reason?: unknown; detail?: unknown } | undefined;
    const reason = typeof details?.reason === 'string' ? details.reason : refusal.code;
    const detail = typeof details?.detail === 'string' ? details.detail : refusal.message;
    const closed = await closePaidCheckout(checkout, transactionId, { reason, detail });
    if (closed === 'withdrawn') {
      logs.checkoutWithdrawn(checkout.userId, checkout.id, transactionId, reason);
      return refuse('failed-precondition', 'payment-withdrawn', MONEY_TEXT.paymentWithdrawn, reason);
    }
    logs.checkoutNeedsRefund(checkout.userId, checkout.id, transactionId, checkout.amount, error);
    return refuse('failed-precondition', 'payment-needs-refund', MONEY_TEXT.needsRefund, reason);
  }
  await checkoutsCol()
    .doc(checkout.id)
    .update({ status: 'paid', orderId, transactionId, updatedAt: FieldValue.serverTimestamp() });
  return orderId;
}
