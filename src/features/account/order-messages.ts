// What the account page says when an order action fails, from the callable's error (spec section 8).
import { DOMAIN_TEXT, MESSAGES } from '../../domain/messages';
import { callableErrorCode } from '../../lib/callables';
import { bookingErrorReason } from '../../contracts/booking-api';

export const OFFERED_FOR_TRADE = 'Your appointment is now offered for trade.';
export const OFFER_FAILED = 'Failed to offer the appointment for trade. Please try again.';
export const TRADE_CANCELLED = 'Trade cancelled. Your appointment is confirmed again.';

const serverText = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : 'Please try again.';
};

export function giveUpErrorMessage(error: unknown): string {
  switch (bookingErrorReason(error)) {
    case 'deletion-limit':
      return MESSAGES.giveUp.limitReached;
    case 'order-traded':
      return MESSAGES.giveUp.traded;
    case 'too-late':
      return DOMAIN_TEXT.giveUpTooClose;
    default:
      return callableErrorCode(error) === 'permission-denied'
        ? MESSAGES.account.permissionDenied
        : MESSAGES.giveUp.failed;
  }
}

export function rebookErrorMessage(error: unknown): string {
  switch (bookingErrorReason(error)) {
    case 'max-open-appointments':
      return MESSAGES.rebook.maxReached;
    case 'time-clash':
      return MESSAGES.rebook.clash;
    default:
      return MESSAGES.rebook.failed(serverText(error));
  }
}

/** A refusal the owner can act on (too late, wrong status, the hourly ceilings on offers) in the server's words. */
export function offerErrorMessage(error: unknown): string {
  const code = callableErrorCode(error);
  return code === 'failed-precondition' || code === 'resource-exhausted' ? serverText(error) : OFFER_FAILED;
}
