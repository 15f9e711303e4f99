// Complete Booking's idempotency keys, one per hold, kept in the page's memory (the one module-level state of the
// booking feature).
import { newRequestId } from '../../../lib/data/booking-calls';

/**
 * The idempotency key of each hold's Complete Booking, kept while a call got no answer (the connection dropped):
 * the retry sends the same key, so if the first call committed the server answers that order instead of booking
 * (or refusing) again. Cleared once the server answered definitely (an order, or a refusal with its reason).
 */
const unanswered = new Map<string, string>();

/** Whether an earlier Complete Booking of this hold got no answer (it may have booked: skip the clash check). */
export const awaitingAnswer = (holdId: string): boolean => unanswered.has(holdId);

/** The idempotency key of this hold's Complete Booking: the one of a call that got no answer, else a new one. */
export function requestIdFor(holdId: string): string {
  const requestId = unanswered.get(holdId) ?? newRequestId();
  unanswered.set(holdId, requestId);
  return requestId;
}

/** The server answered definitely (an order, or a refusal with its reason): the next Complete Booking is a new one. */
export function answered(holdId: string): void {
  unanswered.delete(holdId);
}
