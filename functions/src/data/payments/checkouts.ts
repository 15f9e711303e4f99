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
import type { CheckoutPurpose } from '../../../../src/contracts/payment-api';
import type { WiPayClient } from '../../payment/wipay-client';
import { wipayTotal } from '../../payment/wipay-signatures';
import { col } from '../booking-docs';
import type { ReturnHashAlgorithm } from '../../payment/wipay-settings';

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

export interface CompleteDeps {
  wipay: WiPayClient;
  apiKey: string;
  /** The return hash's algorithm (WIPAY_RETURN_HASH); md5 when not given. */
  returnHash?: ReturnHashAlgorithm;
  /** For the payment record: 'WiPay sandbox' or 'WiPay live'. */
  processor: string;
  now: Date;
}
