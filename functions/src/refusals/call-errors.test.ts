import { describe, expect, it } from 'vitest';
import { DOMAIN_TEXT, MESSAGES } from '../../../src/domain/messages';
import { CALL_ERRORS, callError } from './call-errors';

describe('the error table', () => {
  it("sends a booking refusal with its reason and the spec's message", () => {
    expect(callError('plate-check-failed')).toMatchObject({
      code: 'failed-precondition',
      message: 'Error checking number plate availability. Please try again.',
      details: { reason: 'plate-check-failed' },
    });
    expect(callError('slot-not-bookable', 'too-soon')).toMatchObject({
      message: DOMAIN_TEXT.slotUnavailable,
      details: { reason: 'slot-not-bookable', detail: 'too-soon' },
    });
  });

  it('fills a message that depends on the case, and sends no details without a booking reason', () => {
    const invalid = callError('invalid-request', 'orderId: Required');
    expect(invalid).toMatchObject({
      code: 'invalid-argument',
      message: 'Invalid request. orderId: Required',
    });
    expect(invalid.details).toBeUndefined();
    expect(callError('invalid-request').message).toBe('Invalid request.');
    expect(callError('no-block', 'free').message).toBe('This user has no free appointment block.');
  });

  it("quotes the spec's wording where the spec has one", () => {
    expect(CALL_ERRORS['phone-recently-verified'].message).toBe(
      'This phone number was recently verified. Please try again later.',
    );
    expect(CALL_ERRORS['too-many-requests'].message).toBe(MESSAGES.auth.tooManyRequests);
  });
});
