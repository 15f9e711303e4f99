import { describe, expect, it } from 'vitest';
import { describeCallFailure } from './booking-calls';

describe('describeCallFailure', () => {
  it('keeps the server’s message without the HTTP status the SDK appends, with its code and reason', () => {
    const error = Object.assign(new Error('You already have a booking for this time [400]'), {
      code: 'functions/failed-precondition',
      details: { reason: 'duplicate-booking' },
    });
    expect(describeCallFailure(error)).toEqual({
      code: 'failed-precondition',
      reason: 'duplicate-booking',
      message: 'You already have a booking for this time',
    });
  });

  it('reads a failure that is no callable error as it is', () => {
    expect(describeCallFailure(new Error('offline'))).toEqual({
      code: null,
      reason: null,
      message: 'offline',
    });
  });
});
