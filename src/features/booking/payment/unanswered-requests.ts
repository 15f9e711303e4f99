// Complete Booking's idempotency keys, one per hold, kept in the page's memory (the one module-level state of the
// booking feature).

/**
 * The idempotency key of each hold's Complete Booking, kept while a call got no answer (the connection dropped):
 * the retry sends the same key, so if the first call committed the server answers that order instead of booking
 * (or refusing) again. Cleared once the server answered definitely (an order, or a refusal with its reason).
 */
export const unanswered = new Map<string, string>();

/** Whether an earlier Complete Booking of this hold got no answer (it may have booked: skip the clash check). */
export const awaitingAnswer = (holdId: string): boolean => unanswered.has(holdId);
