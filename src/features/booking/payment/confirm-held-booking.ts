// Complete Booking's call (spec sections 4, 5, 8): the contact-number checks, the caller's own bookings at that time,
// then confirmBooking with the hold's idempotency key (unanswered-requests.ts), and what the page should show of its
// answer (the page owns the dialogs). A special whose fee is paid goes to the payment page instead
// (special-payment-state.ts, use-complete-booking.ts).
import { sameTimeClash } from '../../../domain/booking-preconditions';
import { MESSAGES, UI_TEXT } from '../../../domain/messages';
import { PLAN_TEXT } from '../../../domain/plans';
import type { AppointmentType } from '../../../domain/types';
import type { CallFailure } from '../../../lib/data/booking-calls';
import { confirmHeldBooking } from '../../../lib/data/booking-calls';
import type { BookingProfile } from '../../../lib/data/booking-reads';
import { readOwnOpenOrdersOn } from '../../../lib/data/booking-reads';
import { answered, requestIdFor } from './unanswered-requests';

export type CompleteOutcome =
  | { kind: 'done'; message: string; orderId: string }
  | { kind: 'error'; message: string; holdLost?: boolean }
  | { kind: 'dialog'; dialog: 'duplicate' | 'someoneElse' | 'phone' }
  /** The special's fee must be paid first: go to the payment page. */
  | { kind: 'pay' };

/** The profile checks before booking: phone verified, profile present, contact number present. */
export function profileProblem(profile: BookingProfile | null | 'error'): CompleteOutcome | null {
  if (profile === 'error') return { kind: 'error', message: MESSAGES.contactNumber.checkFailed };
  if (profile === null) return { kind: 'error', message: MESSAGES.contactNumber.profileNotFound };
  if (!profile.phoneVerified) return { kind: 'dialog', dialog: 'phone' };
  if (!profile.contact) {
    return {
      kind: 'error',
      message: `${MESSAGES.contactNumber.missing} ${MESSAGES.contactNumber.goToAccount}`,
    };
  }
  return null;
}

/** Does the caller already hold an appointment at this date and time? */
export async function ownBookingClash(
  uid: string,
  date: string,
  time: string,
  type: AppointmentType,
): Promise<'duplicate' | 'someoneElse' | null> {
  const orders = (await readOwnOpenOrdersOn(uid, date)).map((o) => ({
    ...o,
    userId: uid,
    appointmentDate: date,
    location: '',
  }));
  return sameTimeClash({ orders, userId: uid, date, time, type });
}

/** The message of a refused confirmBooking. */
export function confirmFailureOutcome(failure: CallFailure, type: AppointmentType): CompleteOutcome {
  switch (failure.reason) {
    case 'phone-not-verified':
      return { kind: 'dialog', dialog: 'phone' };
    case 'contact-missing':
      return {
        kind: 'error',
        message: `${MESSAGES.contactNumber.missing} ${MESSAGES.contactNumber.goToAccount}`,
      };
    case 'profile-missing':
      return { kind: 'error', message: MESSAGES.contactNumber.profileNotFound };
    case 'duplicate-booking':
      return { kind: 'dialog', dialog: 'duplicate' };
    case 'special-fee-unpaid':
      return { kind: 'pay' };
    case 'plate-check-failed':
      return { kind: 'error', message: MESSAGES.booking.plateCheckFailed };
    case 'plate-taken':
    case 'plate-limit':
    case 'max-open-appointments':
    case 'not-eligible':
      return { kind: 'error', message: failure.message };
    case 'hold-expired':
    case 'slot-full':
    case 'slot-not-bookable':
      return {
        kind: 'error',
        message: `${UI_TEXT.slotNoLongerAvailable}. ${MESSAGES.timeSlots.selectFailed}`,
        holdLost: true,
      };
    default:
      return {
        kind: 'error',
        message: type === 'special' ? MESSAGES.booking.specialFailed : MESSAGES.booking.failed,
      };
  }
}

/** The server's plan sentences (domain PLAN_TEXT), whatever reason code carries them. */
const PLAN_REFUSALS: readonly string[] = [
  ...Object.values(PLAN_TEXT.refusal),
  PLAN_TEXT.notFound,
  PLAN_TEXT.noTrade,
];
const isPlanRefusal = (message: string) => PLAN_REFUSALS.includes(message);

/** No answer from the server: offline, or the connection dropped or timed out while the call was in flight. */
function connectionLost(failure: CallFailure): boolean {
  if (failure.reason !== null) return false;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline || failure.code === 'unavailable' || failure.code === 'deadline-exceeded';
}

export async function confirm(input: {
  holdId: string;
  serviceId: string;
  type: AppointmentType;
  specialInstructions: string;
  numberPlate: string | null;
  /** Issue 43: the plan paying for the wash. */
  planId?: string | null;
}): Promise<CompleteOutcome> {
  const instructions = input.specialInstructions.trim();
  const requestId = requestIdFor(input.holdId);
  // Optional keys are left out rather than sent as undefined (the callable SDK would encode undefined as null).
  const outcome = await confirmHeldBooking({
    holdId: input.holdId,
    requestId,
    serviceId: input.serviceId,
    appointmentType: input.type,
    ...(instructions ? { specialInstructions: instructions } : {}),
    numberPlate: input.numberPlate,
    ...(input.planId ? { planId: input.planId } : {}),
  });
  // A refusal with a reason is the server's definite answer; anything else may have committed: keep the key.
  if (outcome.status === 'confirmed' || outcome.failure.reason !== null) {
    answered(input.holdId);
  }
  if (outcome.status === 'error' && connectionLost(outcome.failure)) {
    return { kind: 'error', message: MESSAGES.session.bookingConnectionLost };
  }
  // A plan's refusal (ended, refunded, day cap, plate...) is the server's sentence, shown as it comes.
  if (outcome.status === 'error' && input.planId && isPlanRefusal(outcome.failure.message)) {
    return { kind: 'error', message: outcome.failure.message };
  }
  if (outcome.status === 'error') return confirmFailureOutcome(outcome.failure, input.type);
  return {
    kind: 'done',
    message: input.type === 'special' ? MESSAGES.booking.specialSucceeded : MESSAGES.booking.succeeded,
    orderId: outcome.orderId,
  };
}
