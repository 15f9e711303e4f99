// Card payments through WiPay's hosted checkout: startCheckout answers WiPay's page (the card is typed there, never
// here); WiPay sends the browser back to the return page, which hands the query string to completeCheckout. No
// card data passes through this module.
import { paths } from '../../config/paths';
import { MESSAGES } from '../../domain/messages';
import type {
  CheckoutPurpose,
  CompleteCheckoutRequest,
  SpecialCheckoutBooking,
} from '../../contracts/payment-api';
import { callableErrorCode, completeCheckout, startCheckout } from '../callables';
import { tradeFailureMessage } from './booking-trade';
import { describeCallFailure } from './booking-calls';

/** `reservedUntil`: a trade's reservation now ends then (server epoch millis), as WiPay's session plus a grace;
 * `holdExpiresAt`: the same for a special appointment's hold. */
export type StartOutcome =
  | { status: 'redirect'; url: string; checkoutId?: string; reservedUntil?: number; holdExpiresAt?: number }
  | { status: 'error'; message: string; holdLost?: boolean };
export type ReturnOutcome =
  | { status: 'paid'; orderId: string; purpose?: CheckoutPurpose }
  | { status: 'failed'; purpose?: CheckoutPurpose }
  | { status: 'pending' }
  | { status: 'error'; message: string };

const failureMessage = (error: unknown) =>
  callableErrorCode(error) === 'unauthenticated' ? MESSAGES.payment.authExpired : MESSAGES.payment.failed;

/** Opens a checkout for a drive-in wash at the catalogue price. Never throws. */
export async function startDriveInCheckout(serviceId: string): Promise<StartOutcome> {
  try {
    const { url } = await startCheckout({
      purpose: 'drive-in',
      serviceId,
      returnUrl: `${window.location.origin}${paths.paymentReturn}`,
    });
    return { status: 'redirect', url };
  } catch (error) {
    return { status: 'error', message: failureMessage(error) };
  }
}

/**
 * Opens a checkout for taking over a trading order the caller has reserved, at the price the server stores for it.
 * Refusals read as the spec's trade messages. Never throws.
 */
export async function startTradeCheckout(originalOrderId: string): Promise<StartOutcome> {
  try {
    const { url, reservedUntil } = await startCheckout({
      purpose: 'trade',
      originalOrderId,
      returnUrl: `${window.location.origin}${paths.paymentReturn}`,
    });
    return { status: 'redirect', url, reservedUntil };
  } catch (error) {
    const message = callableErrorCode(error) === 'unauthenticated' ? MESSAGES.payment.authExpired : null;
    return { status: 'error', message: message ?? tradeFailureMessage(error) };
  }
}

/**
 * Opens a checkout for the $30 fee of a special appointment on the caller's hold (the server runs confirmBooking's
 * checks first and extends the hold for WiPay's session). Never throws: a refusal answers the server's sentence.
 */
export async function startSpecialFeeCheckout(
  serviceId: string,
  booking: SpecialCheckoutBooking,
): Promise<StartOutcome> {
  try {
    const { url, checkoutId, holdExpiresAt } = await startCheckout({
      purpose: 'special',
      serviceId,
      returnUrl: `${window.location.origin}${paths.paymentReturn}`,
      booking,
    });
    return { status: 'redirect', url, checkoutId, holdExpiresAt };
  } catch (error) {
    const failure = describeCallFailure(error);
    if (failure.code === 'unauthenticated') return { status: 'error', message: MESSAGES.payment.authExpired };
    const holdLost = ['hold-expired', 'slot-full', 'slot-not-bookable'].includes(failure.reason ?? '');
    if (holdLost) return { status: 'error', message: MESSAGES.payment.specialHoldLost, holdLost };
    // A refusal the customer can act on carries the server's sentence (the spec's, where it has one).
    return { status: 'error', message: failure.reason ? failure.message : MESSAGES.payment.failed };
  }
}

/** The fields completeCheckout takes, read from WiPay's return query string; null when it is not one. */
export function readWiPayReturn(search: string): CompleteCheckoutRequest | null {
  const q = new URLSearchParams(search);
  const request = {
    checkoutId: q.get('order_id') ?? '',
    transactionId: q.get('transaction_id') ?? '',
    status: q.get('status') ?? '',
    total: q.get('total') ?? '',
    hash: q.get('hash') ?? '',
  };
  return request.checkoutId && request.transactionId ? request : null;
}

/** Asks the server to check the return with WiPay and create the order (once). Never throws. */
export async function completeWiPayReturn(request: CompleteCheckoutRequest): Promise<ReturnOutcome> {
  try {
    return await completeCheckout(request);
  } catch (error) {
    return { status: 'error', message: failureMessage(error) };
  }
}

/** Leaves the app for WiPay's hosted page (a full navigation: the card is typed on WiPay's origin). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
