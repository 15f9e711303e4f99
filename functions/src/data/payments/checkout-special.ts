// The $30 fee of a special appointment, paid when booking through WiPay's hosted checkout (README "Payments"). The
// wash itself is paid at the location. start-checkout.ts and complete-checkout.ts dispatch purpose 'special' here.
//   start: confirmBooking's own gate (checkBooking: the caller's hold of a special seat, requireMayTakeSeat, the
//     plate) runs before anything is charged, so nobody pays for a booking that would be refused; a fee that a valid
//     rebook state waives is not charged (no-payment-due: 'Free Order!' confirms directly). In the same transaction
//     the hold is extended to the end of WiPay's session plus a grace for the return (at most
//     MAX_CHECKOUTS_PER_HOLD times, so a hold cannot be kept alive by starting checkouts; the time added is charged
//     to the customer's hourly held-seat time, seat-throttles.ts, and an extension past it is refused, never
//     shortened: a payer must not be on WiPay's page after the seat is gone) and checkouts/{id} stores the booking;
//     then WiPay opens the session.
//   complete: the order is created once, by confirmBooking's writer, with specialFeePaid and
//     paymentRecords/{transactionId} in its transaction; bookingRequests/{uid}_checkout_{id} makes it once-only.
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { findPackageById, type WashPackage } from '../../../../src/domain/catalogue';
import { isHoldLive } from '../../../../src/domain/holds';
import type { HoldLike } from '../../../../src/domain/types';
import { MESSAGES } from '../../../../src/domain/messages';
import { APPOINTMENT_FEES } from '../../../../src/domain/pricing';
import type { SpecialCheckoutBooking, StartCheckoutResponse } from '../../../../src/contracts/payment-api';
import { fail } from '../../refusals/call-errors';
import type { WiPayClient } from '../../payment/wipay-client';
import { holdsCol } from '../booking-docs';
import { refuse } from '../../refusals/booking-errors';
import { runBookingTransaction, writeSlot, commitSeatTime, readSeatTime, requireSeatTime } from '../slots';
import { checkoutsCol, newCheckout, pendingCheckoutDoc, toTimestamp, type CheckoutDoc } from './checkouts';
import { openWiPaySession, settlePaidCheckout } from './checkout-sessions';
import { confirmBooking, checkBooking, countPlateTry } from '../orders';

/** How long after WiPay's session ends the hold still waits for the browser's return. */
export const RETURN_GRACE_MS = 60_000;
/** How many checkouts may extend one hold (a decline, then a retry or two). */
export const MAX_CHECKOUTS_PER_HOLD = 3;

/** The booking as the special checkout stores it (plate already normalised). */
export interface SpecialBookingInput extends Omit<SpecialCheckoutBooking, 'numberPlate'> {
  numberPlate: string | null;
}

export interface StartSpecialCheckoutInput {
  servicePackage: WashPackage;
  returnUrl: string;
  booking?: SpecialBookingInput;
}

/** The booking as checkouts/{id} keeps it: the customer's input and the held seat. */
function storedBooking(
  booking: SpecialBookingInput,
  hold: Pick<HoldLike, 'appointmentDate' | 'appointmentTime' | 'location'>,
) {
  return {
    holdId: booking.holdId,
    requestId: booking.requestId,
    specialInstructions: booking.specialInstructions ?? '',
    numberPlate: booking.numberPlate,
    appointmentDate: hold.appointmentDate,
    appointmentTime: hold.appointmentTime,
    location: hold.location,
  };
}

export async function startSpecialCheckout(
  uid: string,
  tokenEmail: string | null,
  input: StartSpecialCheckoutInput,
  deps: { wipay: WiPayClient; sessionMs: number; now: Date },
): Promise<StartCheckoutResponse> {
  const { now, wipay } = deps;
  const { booking } = input;
  if (!booking) return fail('invalid-request', 'booking: required for a special appointment');
  // The plate counts against the customer's ceiling before its day is looked at, as in confirmBooking.
  if (booking.numberPlate) await countPlateTry(uid, booking.numberPlate, now);

  const checkout = newCheckout(uid, 'special', APPOINTMENT_FEES.special, deps);
  const sessionEnd = checkout.expiresAt;
  const { email, holdEnd } = await runBookingTransaction(async (tx) => {
    const holdRef = holdsCol().doc(booking.holdId);
    const [checked, stored, seatTime] = await Promise.all([
      checkBooking(tx, uid, { ...booking, appointmentType: 'special' }, now).then(
        (value) => () => value,
        (error: unknown) => () => {
          throw error;
        },
      ),
      tx.get(holdRef),
      readSeatTime(tx, uid),
    ]);
    const { user, hold, slot, rebookState } = checked();
    // Only a live hold is extended: an expired one may already be someone else's seat.
    if (!isHoldLive(hold, now)) refuse('failed-precondition', 'hold-expired', MESSAGES.booking.failed);
    if (rebookState) refuse('failed-precondition', 'no-payment-due', MESSAGES.payment.noPaymentDue);
    const sessions = Number(stored.get('paymentSessions') ?? 0);
    if (sessions >= MAX_CHECKOUTS_PER_HOLD) {
      refuse('failed-precondition', 'hold-expired', MESSAGES.booking.failed, 'checkouts-per-hold');
    }
    // Writes: the hold lasts as long as the session can still succeed; the checkout keeps the booking.
    const end = new Date(Math.max(hold.expiresAt.getTime(), sessionEnd.getTime() + RETURN_GRACE_MS));
    const charged = requireSeatTime(seatTime, end.getTime() - hold.expiresAt.getTime(), now);
    commitSeatTime(tx, charged);
    tx.update(holdRef, { expiresAt: Timestamp.fromDate(end), paymentSessions: sessions + 1 });
    slot.holds.set(hold.id, { ...hold, expiresAt: end });
    writeSlot(tx, slot, now);
    const payer = user.profile.email || tokenEmail || '';
    tx.create(
      checkout.ref,
      pendingCheckoutDoc(checkout, input.servicePackage.id, payer, {
        booking: storedBooking(booking, hold),
        holdExpiresAt: toTimestamp(end),
      }),
    );
    return { email: payer, holdEnd: end };
  });

  const session = await openWiPaySession(wipay, checkout, input.returnUrl, email);
  return { ...session, holdExpiresAt: holdEnd.getTime() };
}

/** The booking a special checkout stored, or null when the document has none (not a special checkout). */
async function readStoredBooking(checkoutId: string) {
  const booking = (await checkoutsCol().doc(checkoutId).get()).get('booking') as
    Record<string, unknown> | undefined;
  if (!booking || typeof booking.holdId !== 'string') return null;
  return {
    holdId: booking.holdId,
    specialInstructions: typeof booking.specialInstructions === 'string' ? booking.specialInstructions : '',
    numberPlate: typeof booking.numberPlate === 'string' ? booking.numberPlate : null,
  };
}

/**
 * Creates the paid special's order (WiPay confirmed the payment of this checkout's total) through confirmBooking's
 * writer, once; answers its id. A seat lost after payment is logged as checkoutNeedsRefund and rethrown.
 */
export async function completeSpecialCheckout(
  checkout: CheckoutDoc,
  transactionId: string,
  deps: { processor: string; now: Date },
): Promise<string> {
  const [booking, servicePackage] = [
    await readStoredBooking(checkout.id),
    findPackageById(checkout.serviceId),
  ];
  if (!booking || !servicePackage) throw new HttpsError('internal', `checkout ${checkout.id}: no booking`);
  return settlePaidCheckout(checkout, transactionId, async () => {
    const { orderId } = await confirmBooking(
      checkout.userId,
      null,
      {
        holdId: booking.holdId,
        requestId: `checkout_${checkout.id}`,
        appointmentType: 'special',
        specialInstructions: booking.specialInstructions,
        servicePackage,
        numberPlate: booking.numberPlate,
      },
      deps.now,
      {
        fee: { cents: Math.round(checkout.amount * 100), paymentReference: transactionId },
        processor: deps.processor,
      },
    );
    return orderId;
  });
}
