// The one table from the internal reasons a callable refuses for to the HttpsError its client receives: the code,
// and the user-visible message (the spec's wording where the spec has one, through domain/messages). Booking
// refusals that the UI tells apart also carry `details: { reason }` (src/contracts/booking-api.ts); a refusal whose
// message depends on the case (a domain check's own text) goes through `refuse` in refusals/booking-errors.ts.
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import {
  DOMAIN_TEXT,
  MESSAGES,
  MONEY_TEXT,
  NO_SHOW_TEXT,
  REFUND_ANSWER_TEXT,
  REFUND_TEXT,
} from '../../../src/domain/messages';
import type { BookingErrorDetails, BookingErrorReason } from '../../../src/contracts/booking-api';
import { CONFIG } from '../config';

interface CallError {
  code: FunctionsErrorCode;
  /** The message, or how it reads with the case's detail (the problem found, the appointment type). */
  message: string | ((detail: string) => string);
  /** Sent as `details.reason`, so the client can tell this refusal apart without reading the message. */
  reason?: BookingErrorReason;
}

export const CALL_ERRORS = {
  // The pipeline's own steps (http/pipeline.ts, http/guards.ts).
  'invalid-request': { code: 'invalid-argument', message: (problem) => `Invalid request. ${problem}`.trim() },
  'invalid-email': { code: 'invalid-argument', message: 'A valid email is required.' },
  // Two wordings of the same refusal, kept as the clients receive them today.
  'signed-out': { code: 'unauthenticated', message: 'Please sign in to continue.' },
  'must-sign-in': { code: 'unauthenticated', message: 'You must be signed in.' },
  'not-admin': { code: 'permission-denied', message: 'Administrator access is required.' },
  'not-bay-staff': {
    code: 'permission-denied',
    message: 'Only bay attendants and administrators can do this.',
  },
  // Rate limits (keyed on what the platform observed: keys/caller-address.ts).
  'too-many-requests': { code: 'resource-exhausted', message: MESSAGES.auth.tooManyRequests },
  'too-many-messages': { code: 'resource-exhausted', message: 'Too many messages. Please try again later.' },
  'too-many-password-resets': {
    code: 'resource-exhausted',
    message: 'Too many password reset requests. Please try again later.',
  },
  // The bay's manual check-in (issue 46): the tries on one order code, and each attendant's.
  'too-many-manual-check-ins': {
    code: 'resource-exhausted',
    message: 'Too many tries for this order code. Ask the customer to open their pass, or wait an hour.',
  },
  // Trading, per caller (the per-order ceilings are decided in the trade's transaction: data/orders/trade-limits.ts).
  'too-many-trades': {
    code: 'resource-exhausted',
    message: DOMAIN_TEXT.tradeTakeLimit(CONFIG.zeroTradesPerHour),
    reason: 'trade-take-limit',
  },
  'too-many-trade-offers': {
    code: 'resource-exhausted',
    message: DOMAIN_TEXT.tradeOfferLimit(CONFIG.tradeOffersPerHour),
    reason: 'trade-offer-limit',
  },
  // Account, sign-in protection and admin callables.
  'not-own-eligibility': { code: 'permission-denied', message: 'You can only check your own eligibility.' },
  'not-own-sign-in-attempts': {
    code: 'permission-denied',
    message: 'You can only reset the sign-in attempts of your own account.',
  },
  'phone-not-verified-by-sms': {
    code: 'permission-denied',
    message: 'Verify this phone number by SMS code before claiming it.',
  },
  'phone-recently-verified': { code: 'failed-precondition', message: MESSAGES.signUp.phoneRecentlyVerified },
  'sign-in-check-failed': {
    code: 'unavailable',
    message: 'The sign-in could not be checked. Please try again.',
  },
  'email-check-failed': { code: 'internal', message: 'Could not check the email.' },
  'no-such-user': { code: 'not-found', message: 'No user with this ID.' },
  'staff-not-blockable': { code: 'failed-precondition', message: 'Staff accounts cannot be blocked.' },
  'no-block': { code: 'not-found', message: (type) => `This user has no ${type} appointment block.` },
  // Missed appointments (adminExcuseNoShow).
  'no-such-order': { code: 'not-found', message: MESSAGES.admin.orderNotFound },
  'not-a-no-show': { code: 'failed-precondition', message: NO_SHOW_TEXT.notANoShow },
  // Refunds of a WiPay payment (adminRefundOrder).
  'not-paid-by-wipay': { code: 'failed-precondition', message: REFUND_TEXT.notWiPay },
  'nothing-to-refund': { code: 'failed-precondition', message: REFUND_TEXT.nothingToRefund },
  'refund-unavailable': { code: 'unavailable', message: REFUND_TEXT.processorUnavailable },
  'refund-insufficient-funds': { code: 'failed-precondition', message: REFUND_ANSWER_TEXT.insufficientFunds },
  'refund-key-refused': { code: 'failed-precondition', message: REFUND_ANSWER_TEXT.keyRefused },
  'refund-unrecognised': { code: 'failed-precondition', message: REFUND_ANSWER_TEXT.unrecognised },
  'previous-owners-payment': { code: 'failed-precondition', message: MONEY_TEXT.previousOwnersPayment },
  // Payments WiPay took without an order (adminMarkRefundHandled).
  'no-refund-waiting': { code: 'not-found', message: MONEY_TEXT.needsRefundTab.notFound },
  // Booking refusals with one fixed message.
  'invalid-number-plate': { code: 'invalid-argument', message: DOMAIN_TEXT.invalidNumberPlate },
  'slot-full': { code: 'failed-precondition', message: DOMAIN_TEXT.slotFull, reason: 'slot-full' },
  'slot-not-bookable': {
    code: 'failed-precondition',
    message: DOMAIN_TEXT.slotUnavailable,
    reason: 'slot-not-bookable',
  },
  'plate-check-failed': {
    code: 'failed-precondition',
    message: MESSAGES.booking.plateCheckFailed,
    reason: 'plate-check-failed',
  },
  'requires-recent-login': {
    code: 'failed-precondition',
    message: MESSAGES.deleteAccount.requiresRecentLogin,
    reason: 'requires-recent-login',
  },
} as const satisfies Record<string, CallError>;

export type CallErrorReason = keyof typeof CALL_ERRORS;

/**
 * The HttpsError of a reason in the table. `detail` fills a message that depends on the case ('Invalid request.
 * orderId: …'), and is sent as `details.detail` with a booking reason.
 * @example callError('not-admin') // HttpsError('permission-denied', 'Administrator access is required.')
 */
export function callError(reason: CallErrorReason, detail?: string): HttpsError {
  const entry: CallError = CALL_ERRORS[reason];
  const message = typeof entry.message === 'string' ? entry.message : entry.message(detail ?? '');
  if (entry.reason === undefined) return new HttpsError(entry.code, message);
  const details: BookingErrorDetails =
    detail === undefined ? { reason: entry.reason } : { reason: entry.reason, detail };
  return new HttpsError(entry.code, message, details);
}

/** Throws the HttpsError of a reason in the table. */
export function fail(reason: CallErrorReason, detail?: string): never {
  throw callError(reason, detail);
}
