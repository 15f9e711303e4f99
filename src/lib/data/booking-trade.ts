// Trading, taker side: list the appointments other customers offer (the listTradingOrders callable answers only
// personal-data-free fields: customers cannot read other customers' orders), reserve one for the trade timer,
// release it, and take over a $0 one. Card data never reaches these calls: a paid trade is paid on WiPay's page.
import { MESSAGES } from '../../domain/messages';
import { callableErrorMessage } from '../callable-errors';
import {
  callableErrorCode,
  listTradingOrders,
  releaseHold,
  reserveTradingOrder,
  transferTradingOrder,
} from '../callables';
import { bookingErrorReason, type TradeOffer } from '../../contracts/booking-api';

/** One offered appointment as the trade list shows it (domain TradeOrder: no owner, contact, plate or email). */
export type { TradeOffer } from '../../contracts/booking-api';

/** Trading orders the caller may take (not their own, more than 2 hours ahead), soonest first. */
export async function listTradeOffers(): Promise<TradeOffer[]> {
  const { orders } = await listTradingOrders({});
  return orders;
}

export type ReserveOutcome =
  { status: 'reserved'; holdId: string; expiresAt: number } | { status: 'error'; message: string };

/** Refusals of the booking gate (the same as for a booking): the server's message is the spec's. */
const GATE_REASONS = new Set(['not-eligible', 'duplicate-booking', 'profile-missing', 'phone-not-verified']);

/** The section 8 trade message for a failed trade call. */
export function tradeFailureMessage(error: unknown): string {
  const reason = bookingErrorReason(error);
  if (reason === 'contact-missing')
    return `${MESSAGES.contactNumber.missing} ${MESSAGES.contactNumber.goToAccount}`;
  if (reason && GATE_REASONS.has(reason)) return callableErrorMessage(error) ?? MESSAGES.tradePayment.failed;
  if (reason === 'payment-not-verified' || reason === 'payments-unavailable')
    return MESSAGES.tradePayment.failed;
  switch (callableErrorCode(error)) {
    case 'failed-precondition':
      return MESSAGES.tradePayment.noLongerAvailable;
    case 'permission-denied':
      return MESSAGES.tradePayment.ownOrder;
    case 'not-found':
      return MESSAGES.tradePayment.notFound;
    case 'unauthenticated':
      return MESSAGES.payment.authExpired;
    case 'resource-exhausted':
      return callableErrorMessage(error) ?? MESSAGES.tradePayment.failed;
    default:
      return MESSAGES.tradePayment.failed;
  }
}

/** Reserves the offer for the trade timer (30 s free, 300 s special, by the server's clock). */
export async function reserveTradeOffer(orderId: string): Promise<ReserveOutcome> {
  try {
    const { holdId, expiresAt } = await reserveTradingOrder({ orderId });
    return { status: 'reserved', holdId, expiresAt };
  } catch (error) {
    return { status: 'error', message: tradeFailureMessage(error) };
  }
}

/** Gives the reservation back (timer expired or the user left); never throws. */
export async function releaseTradeReservation(holdId: string | null): Promise<void> {
  if (!holdId) return;
  try {
    await releaseHold({ holdId });
  } catch {
    // It expires by itself.
  }
}

export type TransferOutcome = { status: 'done'; orderId: string } | { status: 'error'; message: string };

/**
 * Takes a $0 order over (a rebooked one): only the cardholder name goes to the server. A trade above $0 is paid on
 * WiPay's page (startTradeCheckout in wipay-checkout.ts) and moved by the server when WiPay confirms the payment.
 */
export async function completeTrade(request: {
  originalOrderId: string;
  cardholderName: string;
}): Promise<TransferOutcome> {
  const { originalOrderId, cardholderName } = request;
  try {
    const { orderId } = await transferTradingOrder({ originalOrderId, paymentData: { cardholderName } });
    return { status: 'done', orderId };
  } catch (error) {
    return { status: 'error', message: tradeFailureMessage(error) };
  }
}
