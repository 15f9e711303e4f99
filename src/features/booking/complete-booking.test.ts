import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { confirmFailureOutcome, holdRefusalMessage } from './complete-booking';

const failure = (reason: string, message = 'server text') =>
  ({ code: 'failed-precondition', reason, message }) as Parameters<typeof holdRefusalMessage>[0];

describe('booking refusals', () => {
  it('blocks the booking when the number-plate lookup failed, with the spec message', () => {
    expect(confirmFailureOutcome(failure('plate-check-failed'), 'free')).toEqual({
      kind: 'error',
      message: 'Error checking number plate availability. Please try again.',
    });
  });

  it('shows the plate-taken message as the server worded it', () => {
    const text = MESSAGES.booking.plateTaken('PDF1234', 'Monday 23/11/2026');
    expect(confirmFailureOutcome(failure('plate-taken', text), 'special')).toEqual({
      kind: 'error',
      message:
        'Number plate PDF1234 is already booked for Monday 23/11/2026. Please choose a different number plate or date.',
    });
  });

  it('refuses a hold from a page that is not the live booking session with the spec message', () => {
    expect(holdRefusalMessage(failure('session-conflict'))).toBe(
      'You already have an active booking session',
    );
  });
});
