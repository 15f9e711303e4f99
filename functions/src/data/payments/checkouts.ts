// checkouts/{id}: one WiPay hosted-checkout session, started by startCheckout for one customer and one purchase at
// the price the server decided. Server-only (the rules' catch-all denies clients). No card data: WiPay's page takes
// the card; we keep its transaction id.
//   { userId, purpose, serviceId, amount, total, status, transactionId, orderId, payerName, createdAt, expiresAt,
//     updatedAt } and, for a trade, { tradeOrderId, reservationId }, for a special, { booking, holdExpiresAt }
//     (checkout-special.ts). Status: pending (reconciliation settles it), paid (with orderId), failed (no money
//     taken), needs-refund (WiPay took the money but no order could be made, or the payment is disputed: staff
//     refund it, { needsRefund: { reason, detail, at } }), refund-handled (staff marked it so, { handledAt,
//     handledBy }), withdrawn (the money was refunded or charged back before any order: nothing is owed).
//     Only pending is ever settled again.
import { randomInt } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { MONEY_TEXT } from '../../../../src/domain/messages';
import { isMoneyGone } from '../../../../src/domain/payment-state';
import type { CheckoutPurpose, StartCheckoutResponse } from '../../../../src/contracts/payment-api';
import { logs } from '../../logs';
import type { WiPayClient } from '../../payment/wipay-client';
import { wipayTotal } from '../../payment/wipay-signatures';
import { col } from '../booking-docs';
import { refuse } from '../../refusals/booking-errors';
import { runBookingTransaction } from '../slots/booking-transaction';
import { PAYMENT_TEXT } from '../card-payment';
import { paymentRef, readPaymentRecord } from '../orders/payment-withdrawal';

export const CHECKOUTS = 'checkouts';
export const checkoutsCol = () => col(CHECKOUTS);

export type CheckoutStatus = 'pending' | 'paid' | 'failed' | 'needs-refund' | 'refund-handled' | 'withdrawn';

/** A checkout closed after WiPay took its money: no report of it makes an order any more. */
export const CLOSED_AFTER_PAYMENT: readonly CheckoutStatus[] = [
  'needs-refund',
  'refund-handled',
  'withdrawn',
];

export interface CheckoutDoc {
  id: string;
  userId: string;
  purpose: CheckoutPurpose;
  serviceId: string;
  /** TTD dollars, the catalogue's price. */
  amount: number;
  /** The same as WiPay writes it: '45.00'. */
  total: string;
  status: CheckoutStatus;
  transactionId: string | null;
  orderId: string | null;
  payerName: string;
  expiresAt: Date;
  /** Trade: the trading order the payment takes over (checkout-trade.ts); null otherwise. */
  tradeOrderId: string | null;
}

export function readCheckout(snapshot: DocumentSnapshot): CheckoutDoc | null {
  if (!snapshot.exists) return null;
  const d = snapshot.data()!;
  return {
    id: snapshot.id,
    userId: String(d.userId),
    purpose: d.purpose as CheckoutPurpose,
    serviceId: String(d.serviceId),
    amount: Number(d.amount),
    total: String(d.total),
    status: d.status as CheckoutStatus,
    transactionId: typeof d.transactionId === 'string' ? d.transactionId : null,
    orderId: typeof d.orderId === 'string' ? d.orderId : null,
    payerName: String(d.payerName ?? ''),
    expiresAt: (d.expiresAt as Timestamp).toDate(),
    tradeOrderId: typeof d.tradeOrderId === 'string' ? d.tradeOrderId : null,
  };
}

export const toTimestamp = (date: Date) => Timestamp.fromDate(date);

/** A checkout about to start, not yet written: its id (WiPay's order_id), its document and the payment it asks. */
export interface NewCheckout {
  checkoutId: string;
  ref: DocumentReference;
  uid: string;
  purpose: CheckoutPurpose;
  /** TTD dollars, as the server priced it. */
  amount: number;
  /** wipayTotal(amount): what WiPay is asked for. */
  total: string;
  createdAt: Date;
  /** The end of WiPay's session. */
  expiresAt: Date;
}

const CHECKOUT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** WiPay's recommended maximum for order_id (contract/payment-request.ts), which the checkout id is. */
export const CHECKOUT_ID_LENGTH = 16;

/**
 * A checkout id: 16 characters of [A-Za-z0-9] drawn with crypto.randomInt (uniform: no modulo bias), so
 * 16 x log2(62) = about 95.3 bits of randomness. It is the document id of checkouts/{id} and WiPay's order_id, so
 * it keeps to WiPay's order_id rules (letters, digits, - and _, not starting or ending with - or _, at most 16).
 */
export function newCheckoutId(): string {
  let id = '';
  for (let i = 0; i < CHECKOUT_ID_LENGTH; i += 1)
    id += CHECKOUT_ID_ALPHABET[randomInt(CHECKOUT_ID_ALPHABET.length)];
  return id;
}

/** A new checkout of `amount` for `purpose` by `uid`, its session ending `deps.sessionMs` after `deps.now`. */
export function newCheckout(
  uid: string,
  purpose: CheckoutPurpose,
  amount: number,
  deps: { now: Date; sessionMs: number },
): NewCheckout {
  const checkoutId = newCheckoutId();
  const { now } = deps;
  return {
    checkoutId,
    ref: checkoutsCol().doc(checkoutId),
    uid,
    purpose,
    amount,
    total: wipayTotal(amount),
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.sessionMs),
  };
}

/** The pending document of `checkout`, written before WiPay is asked; a purpose's own fields come in `extra`. */
export function pendingCheckoutDoc(
  checkout: NewCheckout,
  serviceId: string,
  payerName: string,
  extra: Record<string, unknown> = {},
) {
  return {
    ...extra,
    userId: checkout.uid,
    purpose: checkout.purpose,
    serviceId,
    amount: checkout.amount,
    total: checkout.total,
    status: 'pending',
    transactionId: null,
    orderId: null,
    payerName,
    createdAt: toTimestamp(checkout.createdAt),
    expiresAt: toTimestamp(checkout.expiresAt),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

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
const REFUSALS: readonly string[] = [
  'failed-precondition',
  'resource-exhausted',
  'permission-denied',
  'not-found',
  'already-exists',
  'invalid-argument',
  'out-of-range',
];

const refusalOf = (error: unknown): HttpsError | null =>
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
