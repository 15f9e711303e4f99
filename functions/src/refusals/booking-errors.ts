// The booking write path's refusals. A refusal with one fixed message comes from the callables' error table
// (refusals/call-errors.ts); `refuse` is for those whose message the domain words for the case (an eligibility or
// trade check's own text). Both carry `details: { reason }` (src/contracts/booking-api.ts).
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { BookingCheck } from '../../../src/domain/capacity';
import { PLAN_TEXT, type PlanRefusal } from '../../../src/domain/plans';
import type { BookingErrorDetails, BookingErrorReason } from '../../../src/contracts/booking-api';
import { fail } from './call-errors';

/** Throws an HttpsError with a machine-readable reason. */
export function refuse(
  code: Extract<FunctionsErrorCode, 'failed-precondition' | 'resource-exhausted' | 'permission-denied'>,
  reason: BookingErrorReason,
  message: string,
  detail?: string,
): never {
  const details: BookingErrorDetails = detail === undefined ? { reason } : { reason, detail };
  throw new HttpsError(code, message, details);
}

export function notFound(message: string): never {
  throw new HttpsError('not-found', message);
}

export function denied(message: string): never {
  throw new HttpsError('permission-denied', message);
}

/** Refusal of a seat decided by domain/capacity.checkBooking. */
export function refuseSeat(reason: Exclude<BookingCheck, { ok: true }>['reason']): never {
  return reason === 'full' ? fail('slot-full') : fail('slot-not-bookable', reason);
}

/**
 * The number-plate lookup must not fail silently: a failure blocks the booking with the spec's own message
 * ('Error checking number plate availability. Please try again.'). A transaction conflict (ABORTED, code 10) is
 * passed on so the transaction retries as usual.
 */
export async function guardPlateLookup<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 10 || code === 'aborted') throw error;
    return fail('plate-check-failed');
  }
}

/**
 * Refuses a wash a plan may not pay for (issue 43): failed-precondition, PLAN_TEXT's sentence as the message,
 * `details: { reason: 'plan-refused', detail }` with the rule that refused (or 'not-found': no such plan).
 */
export function refusePlan(reason: PlanRefusal | 'not-found'): never {
  return refuse('failed-precondition', 'plan-refused', planRefusalMessage(reason), reason);
}

/** PLAN_TEXT's sentence for a plan's refusal (the bay reads it out). */
export function planRefusalMessage(reason: PlanRefusal | 'not-found'): string {
  return reason === 'not-found' ? PLAN_TEXT.notFound : PLAN_TEXT.refusal[reason];
}
