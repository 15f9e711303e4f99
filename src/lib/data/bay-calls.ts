// The bay's two calls (issue 27): check a car in from its scanned pass or its order code and plate, and mark it
// washed. A refusal is not an exception here: it comes back as the server's one sentence (the HttpsError message)
// with its machine-readable reason (details.reason, one of BAY_REFUSALS), because the bay screen shows it big.
import {
  BAY_REFUSALS,
  type BayRefusal,
  type BayResponse,
  type CheckInManuallyRequest,
  type CheckInOrderRequest,
  type CompleteOrderRequest,
} from '../../contracts/bay-api';
import { callableErrorCode, callableErrorMessage } from '../callable-errors';
import { checkInManually, checkInOrder, completeOrder, undoWashed } from '../callables';

export type BayCallResult =
  { status: 'ok'; response: BayResponse } | { status: 'refused'; reason: BayRefusal | null; message: string };

/** Said when the call never reached the server or failed there without a sentence of its own (our wording). */
export const BAY_CALL_FAILED = 'Could not reach the server. Check the connection and try again.';
/** Said when the signed-in account may not use the bay (our wording; the server's own sentence wins if it has one). */
export const BAY_NOT_ALLOWED = 'This account may not check cars in.';
/** Said when the session ended (our wording). */
export const BAY_SIGNED_OUT = 'Your session has ended. Sign in again.';

/** The refusal reason of a failed bay call (details.reason), or null when it carries none we know. */
export function bayRefusalReason(error: unknown): BayRefusal | null {
  const details = (error as { details?: unknown } | null)?.details;
  const reason = (details as { reason?: unknown } | null | undefined)?.reason;
  return typeof reason === 'string' && (BAY_REFUSALS as readonly string[]).includes(reason)
    ? (reason as BayRefusal)
    : null;
}

/** The sentence the bay screen shows for a failed call: the server's own for a refusal, ours for the rest. */
export function bayRefusal(error: unknown): {
  status: 'refused';
  reason: BayRefusal | null;
  message: string;
} {
  const reason = bayRefusalReason(error);
  const code = callableErrorCode(error);
  const serverSentence = callableErrorMessage(error);
  let message: string;
  if (reason !== null && serverSentence) message = serverSentence;
  else if (code === 'permission-denied') message = serverSentence || BAY_NOT_ALLOWED;
  else if (code === 'unauthenticated') message = BAY_SIGNED_OUT;
  else if (code === 'failed-precondition' || code === 'not-found' || code === 'invalid-argument')
    message = serverSentence || BAY_CALL_FAILED;
  else message = BAY_CALL_FAILED;
  if (code === null || code === 'internal' || code === 'unavailable')
    console.warn('[bay] the call failed', error);
  return { status: 'refused', reason, message };
}

async function answer(call: () => Promise<BayResponse>): Promise<BayCallResult> {
  try {
    return { status: 'ok', response: await call() };
  } catch (error) {
    return bayRefusal(error);
  }
}

/** Checks a car in: `{ qr }` from the camera, or `{ orderCode, numberPlate }` typed by hand. */
export function checkInAtBay(request: CheckInOrderRequest): Promise<BayCallResult> {
  return answer(() => checkInOrder(request));
}

/** Marks a checked-in car washed (the "Washed" button): `{ orderId }`, or the same scan as the check-in. */
export function completeAtBay(request: CompleteOrderRequest): Promise<BayCallResult> {
  return answer(() => completeOrder(request));
}

/**
 * Checks a car in by hand (issue 46): its order code with the customer's first name or the last 4 digits of their
 * phone, or `{ orderId }` from a tap on Today's list. Audited as manual on the server.
 */
export function checkInByHand(request: CheckInManuallyRequest): Promise<BayCallResult> {
  return answer(() => checkInManually(request));
}

/** Undoes "Washed" within the minute the server allows (UNDO_WASHED_MS): the car is back to arrived. */
export function undoWashedAtBay(orderId: string): Promise<BayCallResult> {
  return answer(() => undoWashed({ orderId }));
}
