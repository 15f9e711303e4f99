// One place that turns a refusal into an HttpsError the client maps to the spec's messages:
// failed-precondition and resource-exhausted carry `details: { reason }` (src/contracts/booking-api.ts).
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { BookingCheck } from '../../../src/domain/capacity';
import { DOMAIN_TEXT, MESSAGES } from '../../../src/domain/messages';
import type { BookingErrorDetails, BookingErrorReason } from '../../../src/contracts/booking-api';

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
  if (reason === 'full') refuse('failed-precondition', 'slot-full', DOMAIN_TEXT.slotFull);
  return refuse('failed-precondition', 'slot-not-bookable', DOMAIN_TEXT.slotUnavailable, reason);
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
    return refuse('failed-precondition', 'plate-check-failed', MESSAGES.booking.plateCheckFailed);
  }
}
