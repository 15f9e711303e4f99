// purchaseDriveIn: turns a verified card payment into a confirmed drive-in order at the catalogue price.
//   1. Before any money moves (read-only transaction): a retry of an answered request returns its order; the profile
//      must allow paying (verified phone, contact number).
//   2. The payment verifier confirms and captures the gateway's reference for the catalogue price (outside the
//      transaction: a transaction may run several times, a capture must not).
//   3. One transaction writes the order, the payment record (one order per payment reference), the idempotency
//      record and the confirmation email, and deletes the caller's live hold and trade reservation (spec section 4:
//      on payment success the user's active bookings are deleted).
// Idempotent per (caller, requestId) like confirmBooking, and per payment reference. No card data is read or written.
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { WashPackage } from '../../../src/domain/catalogue';
import type { PurchaseDriveInResponse } from '../../../src/lib/model/booking-api';
import { slotDocId } from '../../../src/lib/model/slots';
import type { ActiveBookingDoc } from '../../../src/lib/model/types';
import { logs } from '../logs';
import type { PaymentVerifier } from '../payment';
import { bookingRequestsCol, col, ordersCol } from './booking-docs';
import { refuse } from './booking-errors';
import { readBookingUser, requireBookableProfile, writeBookingState } from './booking-user';
import { buildDriveInOrder, queueDriveInMail } from './drive-in-order';
import { readPointedHold } from './holds';
import { orderData } from './order-fields';
import { readSlots, removeHold, runBookingTransaction, slotKeyOfItem, writeSlot } from './slot-transaction';

/**
 * Server-only collection (no client access; the rules' catch-all denies it): paymentRecords/{paymentReference} =
 * { userId, orderId, amount, currency, processor, createdAt }. One order per payment; no card data.
 */
export const PAYMENT_RECORDS = 'paymentRecords';

/** How long an idempotency record is kept (TTL field `expiresAt`), as for confirmBooking. */
const REQUEST_RECORD_TTL_MS = 24 * 3_600_000;

export const DRIVE_IN_TEXT = {
  paymentsUnavailable: 'Card payments are not available yet. Your card was not charged.',
  paymentNotVerified: 'The payment could not be confirmed. Your card was not charged.',
} as const;

export interface DriveInPurchaseInput {
  requestId: string;
  servicePackage: WashPackage;
  paymentReference: string;
  cardholderName: string;
}

export interface DriveInPurchaseDeps {
  /** null when no card processor is configured (every purchase is refused). */
  verifier: PaymentVerifier | null;
  now: Date;
}

/** The order an earlier call created for this payment reference (same caller), or a refusal (another caller). */
function earlierPaymentOrder(payment: DocumentSnapshot, uid: string): string | null {
  if (!payment.exists) return null;
  if (payment.get('userId') !== uid) {
    refuse('failed-precondition', 'payment-not-verified', DRIVE_IN_TEXT.paymentNotVerified, 'reference-used');
  }
  return String(payment.get('orderId'));
}

export async function purchaseDriveIn(
  uid: string,
  tokenEmail: string | null,
  input: DriveInPurchaseInput,
  deps: DriveInPurchaseDeps,
): Promise<PurchaseDriveInResponse> {
  const requestRef = bookingRequestsCol().doc(`${uid}_${input.requestId}`);
  const paymentRef = col(PAYMENT_RECORDS).doc(input.paymentReference);
  const amount = input.servicePackage.priceValue;

  // 1. Answered already? Allowed to pay?
  const answered = await runBookingTransaction(async (tx) => {
    const user = await readBookingUser(tx, uid);
    const [request, payment] = await Promise.all([tx.get(requestRef), tx.get(paymentRef)]);
    if (request.exists) return String(request.get('orderId'));
    const earlier = earlierPaymentOrder(payment, uid);
    if (earlier) return earlier;
    requireBookableProfile(user, true);
    return null;
  });
  if (answered) return { orderId: answered };

  // 2. The processor confirms the payment of the catalogue price.
  if (!deps.verifier) {
    logs.driveInPaymentRefused(uid, 'not-configured');
    refuse('failed-precondition', 'payments-unavailable', DRIVE_IN_TEXT.paymentsUnavailable);
  }
  const verification = await deps.verifier.verify({
    reference: input.paymentReference,
    amount,
    currency: 'TTD',
    description: `Drive-in ${input.servicePackage.name}`,
    idempotencyKey: `${uid}_${input.requestId}`,
  });
  if (!verification.ok) {
    logs.driveInPaymentRefused(uid, verification.reason);
    if (verification.reason === 'not-configured') {
      refuse('failed-precondition', 'payments-unavailable', DRIVE_IN_TEXT.paymentsUnavailable);
    }
    refuse(
      'failed-precondition',
      'payment-not-verified',
      DRIVE_IN_TEXT.paymentNotVerified,
      verification.reason,
    );
  }

  // 3. The order, in one transaction.
  const { now } = deps;
  const result = await runBookingTransaction(async (tx) => {
    const user = await readBookingUser(tx, uid);
    const [request, payment] = await Promise.all([tx.get(requestRef), tx.get(paymentRef)]);
    if (request.exists) return { orderId: String(request.get('orderId')), created: false };
    const earlier = earlierPaymentOrder(payment, uid);
    if (earlier) return { orderId: earlier, created: false };
    requireBookableProfile(user, true);
    const holds = (
      await Promise.all([
        readPointedHold(tx, user.state.holdId),
        readPointedHold(tx, user.state.reservationId),
      ])
    ).filter((h): h is ActiveBookingDoc => h !== null && h.userId === uid);
    const slots = await readSlots(tx, holds.map(slotKeyOfItem), now);

    // Writes.
    const order = buildDriveInOrder({
      userId: uid,
      userEmail: user.profile.email || tokenEmail || '',
      contact: user.profile.contact ?? '',
      servicePackage: input.servicePackage,
      cardholderName: input.cardholderName,
      now,
    });
    const { orderId } = order;
    tx.create(ordersCol().doc(orderId), orderData(order));
    tx.create(paymentRef, {
      userId: uid,
      orderId,
      amount: order.price,
      currency: 'TTD',
      processor: verification.processor,
      createdAt: FieldValue.serverTimestamp(),
    });
    tx.set(requestRef, {
      userId: uid,
      orderId,
      createdAt: Timestamp.fromDate(now),
      expiresAt: Timestamp.fromDate(new Date(now.getTime() + REQUEST_RECORD_TTL_MS)),
    });
    for (const hold of holds) removeHold(slots.get(slotDocId(slotKeyOfItem(hold)))!, hold.id);
    for (const slot of slots.values()) writeSlot(tx, slot, now);
    writeBookingState(tx, user, { holdId: null, reservationId: null }, now);
    queueDriveInMail(tx, order.userEmail, order);
    return { orderId, created: true };
  });
  if (result.created) logs.driveInPurchased(uid, result.orderId, amount, verification.processor);
  return { orderId: result.orderId };
}
