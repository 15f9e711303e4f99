// The booking page's server calls (typed callables) and how their failures read for the UI. Nothing here keeps
// state: the page owns the hold id and passes it back.
import { eligibilityOnError } from '../../domain/eligibility';
import type { EligibilityResult } from '../../domain/eligibility';
import type { AppointmentType } from '../../domain/types';
import {
  callableErrorCode,
  checkFreeAppointmentEligibility,
  checkSpecialAppointmentEligibility,
  confirmBooking,
  createHold,
  releaseHold,
} from '../callables';
import { callableErrorMessage } from '../callable-errors';
import { bookingErrorReason } from '../../contracts/booking-api';
import type {
  BookingErrorReason,
  ConfirmBookingRequest,
  CreateHoldRequest,
} from '../../contracts/booking-api';

export interface CallFailure {
  /** HttpsError code without the 'functions/' prefix ('failed-precondition'), or null for a non-callable error. */
  code: string | null;
  reason: BookingErrorReason | null;
  /** The server's message (already user-facing for refusals). */
  message: string;
}

/** Reads a callable failure; the message is the server's, without the HTTP status the SDK appends ('… [429]'). */
export function describeCallFailure(error: unknown): CallFailure {
  return {
    code: callableErrorCode(error),
    reason: bookingErrorReason(error),
    message: callableErrorMessage(error) ?? (error instanceof Error ? error.message : String(error)),
  };
}

/** Runs the server's eligibility check for a type; a failed check is read with the domain's fallback rule. */
export async function checkEligibility(uid: string, type: AppointmentType): Promise<EligibilityResult> {
  const call = type === 'free' ? checkFreeAppointmentEligibility : checkSpecialAppointmentEligibility;
  try {
    const result = await call({ userId: uid });
    const canBook = result.canBook === true;
    const kinds = ['eligible', 'blocked', 'waiting', 'unverified'] as const;
    const kind = kinds.find((k) => k === result.kind) ?? (canBook ? 'eligible' : 'blocked');
    const availableFrom =
      kind === 'waiting' &&
      typeof result.availableFrom === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(result.availableFrom)
        ? result.availableFrom
        : undefined;
    return {
      canBook,
      details: String(result.details ?? ''),
      kind,
      ...(availableFrom ? { availableFrom } : {}),
    };
  } catch (error) {
    return eligibilityOnError(callableErrorCode(error) ?? 'unknown');
  }
}

export type HoldOutcome =
  | { status: 'held'; holdId: string; expiresAt: number }
  | { status: 'full' }
  | { status: 'error'; failure: CallFailure };

/** Asks the server for a 2-minute hold on a slot. 'full' when another customer took the last seat meanwhile. */
export async function requestHold(request: CreateHoldRequest): Promise<HoldOutcome> {
  try {
    const { holdId, expiresAt } = await createHold(request);
    return { status: 'held', holdId, expiresAt };
  } catch (error) {
    const failure = describeCallFailure(error);
    if (failure.reason === 'slot-full') return { status: 'full' };
    return { status: 'error', failure };
  }
}

/** Releases a hold; never throws (a hold that cannot be released expires on its own after 2 minutes). */
export async function releaseHoldQuietly(holdId: string | null): Promise<void> {
  if (!holdId) return;
  try {
    await releaseHold({ holdId });
  } catch {
    // Expires by itself; the scheduled cleanup removes it.
  }
}

export type ConfirmOutcome =
  { status: 'confirmed'; orderId: string } | { status: 'error'; failure: CallFailure };

/** The pauses before the automatic retries of a confirmBooking call that got no answer. */
export const CONFIRM_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000];

/**
 * No answer: the server process died (after or before its commit), or the answer was lost on the way. A refusal
 * carries a reason and is final. `navigator.onLine` is not asked: it is a hint (false on a machine with only a
 * loopback network, true behind a dead Wi-Fi), and a retry that cannot connect fails at once.
 */
function unanswered(failure: CallFailure): boolean {
  if (failure.reason !== null) return false;
  return [null, 'internal', 'unknown', 'unavailable', 'deadline-exceeded'].includes(failure.code);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Turns the hold into a confirmed order (free and special bookings need no payment). A call that got no answer is
 * sent again as it was, idempotency key included, so a call that committed before its process died is answered
 * with its order instead of booking twice.
 */
export async function confirmHeldBooking(
  request: ConfirmBookingRequest,
  wait: (ms: number) => Promise<void> = pause,
): Promise<ConfirmOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { orderId } = await confirmBooking(request);
      return { status: 'confirmed', orderId };
    } catch (error) {
      const failure = describeCallFailure(error);
      const delay = CONFIRM_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !unanswered(failure)) return { status: 'error', failure };
      await wait(delay);
    }
  }
}

/** A fresh idempotency key for one Complete Booking attempt (letters, digits, hyphens). */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `req-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}
