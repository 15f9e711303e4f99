import { describe, expect, it } from 'vitest';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { tradeFailureMessage } from './booking-trade';

/** A callable failure as the Functions SDK rejects with it. */
const failure = (code: string, message: string, reason?: string) =>
  Object.assign(new Error(`${message} [400]`), {
    code: `functions/${code}`,
    details: reason ? { reason } : undefined,
  });

describe('tradeFailureMessage', () => {
  it('shows the booking gate’s own refusal, as the server worded it from the spec', () => {
    expect(
      tradeFailureMessage(
        failure('failed-precondition', UI_TEXT.duplicateBookingDialog, 'duplicate-booking'),
      ),
    ).toBe(UI_TEXT.duplicateBookingDialog);
    expect(
      tradeFailureMessage(failure('resource-exhausted', MESSAGES.rebook.maxReached, 'max-open-appointments')),
    ).toBe(MESSAGES.rebook.maxReached);
    expect(tradeFailureMessage(failure('failed-precondition', 'x', 'contact-missing'))).toBe(
      `${MESSAGES.contactNumber.missing} ${MESSAGES.contactNumber.goToAccount}`,
    );
  });

  it('shows the spec’s trade messages for a taken order, a refused payment, an own order and a missing one', () => {
    expect(tradeFailureMessage(failure('failed-precondition', 'x', 'reserved'))).toBe(
      MESSAGES.tradePayment.noLongerAvailable,
    );
    expect(tradeFailureMessage(failure('failed-precondition', 'x', 'payment-not-verified'))).toBe(
      MESSAGES.tradePayment.failed,
    );
    expect(tradeFailureMessage(failure('permission-denied', 'x'))).toBe(MESSAGES.tradePayment.ownOrder);
    expect(tradeFailureMessage(failure('not-found', 'x'))).toBe(MESSAGES.tradePayment.notFound);
    expect(tradeFailureMessage(new Error('offline'))).toBe(MESSAGES.tradePayment.failed);
  });
});
