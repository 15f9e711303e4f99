// checkouts/{id}: one WiPay hosted-checkout session, started by startCheckout for one customer and one purchase at
// the price the server decided. Server-only (the rules' catch-all denies clients). No card data: WiPay's page takes
// the card; we keep its transaction id.
//   { userId, purpose, serviceId, amount, total, status: pending | paid | failed, transactionId, orderId,
//     payerName, createdAt, expiresAt, updatedAt } and, for a trade, { tradeOrderId, reservationId }
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { CheckoutPurpose } from '../../../src/contracts/payment-api';
import { logs } from '../logs';
import type { WiPayClient } from '../payment/wipay-client';
import { col } from './booking-docs';
import { refuse } from './booking-errors';
import { PAYMENT_TEXT } from './card-payment';

export const CHECKOUTS = 'checkouts';
export const checkoutsCol = () => col(CHECKOUTS);

export type CheckoutStatus = 'pending' | 'paid' | 'failed';

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

/** A new checkout's id (WiPay's order_id) and its document, not yet written. */
export function newCheckout() {
  const checkoutId = `chk_${randomUUID().replaceAll('-', '')}`;
  return { checkoutId, ref: checkoutsCol().doc(checkoutId) };
}

/** The WiPay client, or the refusal a deployment without payments answers. */
export function requireWiPay(uid: string, wipay: WiPayClient | null): WiPayClient {
  if (wipay) return wipay;
  logs.checkoutRefused(uid, 'not-configured');
  return refuse('failed-precondition', 'payments-unavailable', PAYMENT_TEXT.paymentsUnavailable);
}

export interface WiPaySessionInput {
  uid: string;
  checkoutId: string;
  purpose: CheckoutPurpose;
  total: string;
  returnUrl: string;
  /** The payer's e-mail, '' when none is known. */
  email: string;
}

/**
 * Opens WiPay's hosted session for a checkout already written (pending): the checkout keeps WiPay's transaction id;
 * a session WiPay refuses marks it failed and answers payments-unavailable. Answers the page to send the browser to.
 */
export async function openWiPaySession(
  wipay: WiPayClient,
  input: WiPaySessionInput,
): Promise<{ url: string }> {
  const { uid, checkoutId, total } = input;
  const ref = checkoutsCol().doc(checkoutId);
  let created: { url: string; transactionId: string };
  try {
    created = await wipay.createCheckout({
      orderId: checkoutId,
      total,
      responseUrl: input.returnUrl,
      data: JSON.stringify({ checkoutId }),
      email: input.email || undefined,
    });
  } catch (error) {
    logs.checkoutRefused(uid, `create-failed: ${error instanceof Error ? error.message : String(error)}`);
    await ref.update({ status: 'failed', failure: 'create-failed', updatedAt: FieldValue.serverTimestamp() });
    return refuse('failed-precondition', 'payments-unavailable', PAYMENT_TEXT.paymentsUnavailable);
  }
  await ref.update({ transactionId: created.transactionId || null, updatedAt: FieldValue.serverTimestamp() });
  logs.checkoutStarted(uid, checkoutId, input.purpose, total);
  return { url: created.url };
}
