// The drive-in purchase on the payment page: after the payment gateway authorised the card, the purchaseDriveIn
// callable turns its reference into a confirmed drive-in order at the catalogue price. Only the catalogue id, the
// gateway's reference and the cardholder name go to the server: never a card number, expiry or CVV.
import { MESSAGES } from '../../domain/messages';
import { callableErrorCode, purchaseDriveIn } from '../callables';
import type { PurchaseDriveInRequest } from '../../contracts/booking-api';

export type DriveInOutcome = { status: 'done'; orderId: string } | { status: 'error'; message: string };

/** The section 8 payment message for a failed purchase call. */
export function driveInFailureMessage(error: unknown): string {
  return callableErrorCode(error) === 'unauthenticated'
    ? MESSAGES.payment.authExpired
    : MESSAGES.payment.failed;
}

/** Creates the paid drive-in order; a retry with the same requestId answers the same order. Never throws. */
export async function buyDriveInWash(request: PurchaseDriveInRequest): Promise<DriveInOutcome> {
  try {
    const { orderId } = await purchaseDriveIn(request);
    return { status: 'done', orderId };
  } catch (error) {
    return { status: 'error', message: driveInFailureMessage(error) };
  }
}
