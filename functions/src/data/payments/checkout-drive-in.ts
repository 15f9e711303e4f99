// purchaseDriveIn: turns a verified card payment into a confirmed drive-in order at the catalogue price.
//   1. Before any money moves (read-only transaction): a retry of an answered request returns its order; the profile
//      must allow paying (verified phone, contact number).
//   2. The payment verifier confirms and captures the gateway's reference for the catalogue price (outside the
//      transaction: a transaction may run several times, a capture must not).
//   3. One transaction writes the order, the payment record (one order per payment reference), the idempotency
//      record and the confirmation email, and deletes the caller's live hold and trade reservation (spec section 4:
//      on payment success the user's active bookings are deleted).
// Idempotent per (caller, requestId) like confirmBooking, and per payment reference. No card data is read or written.
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { WashPackage } from '../../../../src/domain/catalogue';
import type { PurchaseDriveInResponse } from '../../../../src/contracts/booking-api';
import { slotDocId, slotKeyOfItem } from '../../../../src/contracts/slot-documents';
import type { ActiveBookingDoc } from '../../../../src/contracts/documents';
import { logs } from '../../logs';
import type { PaymentVerifier } from '../../payment';
import { bookingRequestsCol, ordersCol } from '../booking-docs';
import {
  capturePayment,
  earlierPaymentOrder,
  PAYMENT_TEXT,
  paymentRecordData,
  paymentRecordRef,
} from '../card-payment';
import {
  readBookingUser,
  requireBookableProfile,
  writeBookingState,
  type BookingUser,
  readPointedHold,
  runBookingTransaction,
  readSlots,
  removeHold,
  writeSlot,
} from '../slots';
import { buildDriveInOrder, queueDriveInMail, signedOrderData } from '../orders';

/** How long an idempotency record is kept (TTL field `expiresAt`), as for confirmBooking. */
const REQUEST_RECORD_TTL_MS = 24 * 3_600_000;

export const DRIVE_IN_TEXT = PAYMENT_TEXT;

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

type PayingUser = BookingUser & { profile: NonNullable<BookingUser['profile']> };

/**
 * The purchase's request or payment answered already (its order id), or the caller's profile allows paying (null);
 * with the caller as read in this transaction.
 */
async function readAnswered(
  tx: Transaction,
  uid: string,
  requestRef: DocumentReference,
  paymentRef: DocumentReference,
): Promise<{ answered: string } | { answered: null; user: PayingUser }> {
  const user = await readBookingUser(tx, uid);
  const [request, payment] = await Promise.all([tx.get(requestRef), tx.get(paymentRef)]);
  if (request.exists) return { answered: String(request.get('orderId')) };
  const earlier = earlierPaymentOrder(payment, uid, 'drive-in');
  if (earlier) return { answered: earlier };
  requireBookableProfile(user, true);
  return { user, answered: null };
}

export async function purchaseDriveIn(
  uid: string,
  tokenEmail: string | null,
  input: DriveInPurchaseInput,
  deps: DriveInPurchaseDeps,
): Promise<PurchaseDriveInResponse> {
  const requestRef = bookingRequestsCol().doc(`${uid}_${input.requestId}`);
  const paymentRef = paymentRecordRef(input.paymentReference);
  const amount = input.servicePackage.priceValue;

  // 1. Answered already? Allowed to pay?
  const { answered } = await runBookingTransaction((tx) => readAnswered(tx, uid, requestRef, paymentRef));
  if (answered) return { orderId: answered };

  // 2. The processor confirms the payment of the catalogue price.
  const processor = await capturePayment(
    deps.verifier,
    {
      reference: input.paymentReference,
      amount,
      currency: 'TTD',
      description: `Drive-in ${input.servicePackage.name}`,
      idempotencyKey: `${uid}_${input.requestId}`,
    },
    (reason) => logs.driveInPaymentRefused(uid, reason),
  );

  // 3. The order, in one transaction.
  const { now } = deps;
  const result = await runBookingTransaction(async (tx) => {
    const read = await readAnswered(tx, uid, requestRef, paymentRef);
    if (read.answered !== null) return { orderId: read.answered, created: false };
    const { user } = read;
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
    // paymentProcessor tells the admin order detail that a WiPay refund can be asked for (adminRefundOrder).
    tx.create(ordersCol().doc(orderId), { ...(await signedOrderData(order)), paymentProcessor: processor });
    tx.create(
      paymentRef,
      paymentRecordData({ userId: uid, orderId, purpose: 'drive-in', amount: order.price, processor }),
    );
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
  if (result.created) logs.driveInPurchased(uid, result.orderId, amount, processor);
  return { orderId: result.orderId };
}
