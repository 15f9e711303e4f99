// The card-payment steps every paid callable shares (drive-in purchases, paid trades): the verifier confirms and
// captures the gateway's reference for the amount the server decided, and paymentRecords/{reference} ties one
// payment to one order, so a reference can never pay twice. No card data is read or written here.
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { PaymentVerifier, VerifyPaymentRequest } from '../payment';
import { col } from './booking-docs';
import { refuse } from '../refusals/booking-errors';

/**
 * Server-only collection (no client access; the rules' catch-all denies it): paymentRecords/{paymentReference} =
 * { userId, orderId, purpose, amount, currency, processor, createdAt }. One order per payment; no card data.
 */
export const PAYMENT_RECORDS = 'paymentRecords';

export type PaymentPurpose = 'drive-in' | 'trade' | 'special';

export const PAYMENT_TEXT = {
  paymentsUnavailable: 'Card payments are not available yet. Your card was not charged.',
  paymentNotVerified: 'The payment could not be confirmed. Your card was not charged.',
} as const;

export const paymentRecordRef = (reference: string) => col(PAYMENT_RECORDS).doc(reference);

/**
 * The order an earlier call of the same caller created with this reference for the same purpose (and order, when
 * given): a retry answers it. A reference that paid for anything else is refused (payment-not-verified).
 */
export function earlierPaymentOrder(
  payment: DocumentSnapshot,
  uid: string,
  purpose: PaymentPurpose,
  orderId?: string,
): string | null {
  if (!payment.exists) return null;
  const samePurpose = (payment.get('purpose') ?? 'drive-in') === purpose;
  const sameOrder = orderId === undefined || payment.get('orderId') === orderId;
  if (payment.get('userId') !== uid || !samePurpose || !sameOrder) {
    refuse('failed-precondition', 'payment-not-verified', PAYMENT_TEXT.paymentNotVerified, 'reference-used');
  }
  return String(payment.get('orderId'));
}

/**
 * Asks the verifier to confirm and capture the payment; answers the processor's name. Refuses with
 * payments-unavailable (no processor) or payment-not-verified, after `onRefused(reason)` (for the log).
 * Call outside any transaction: a transaction may run several times, a capture must not.
 */
export async function capturePayment(
  verifier: PaymentVerifier | null,
  request: VerifyPaymentRequest,
  onRefused: (reason: string) => void,
): Promise<string> {
  if (!verifier) {
    onRefused('not-configured');
    refuse('failed-precondition', 'payments-unavailable', PAYMENT_TEXT.paymentsUnavailable);
  }
  const verification = await verifier.verify(request);
  if (verification.ok) return verification.processor;
  onRefused(verification.reason);
  if (verification.reason === 'not-configured') {
    refuse('failed-precondition', 'payments-unavailable', PAYMENT_TEXT.paymentsUnavailable);
  }
  return refuse(
    'failed-precondition',
    'payment-not-verified',
    PAYMENT_TEXT.paymentNotVerified,
    verification.reason,
  );
}

/** The stored payment record (tx.create it, so a reference used meanwhile aborts the transaction). */
export function paymentRecordData(record: {
  userId: string;
  orderId: string;
  purpose: PaymentPurpose;
  amount: number;
  processor: string;
}) {
  return { ...record, currency: 'TTD', createdAt: FieldValue.serverTimestamp() };
}
