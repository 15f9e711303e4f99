import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/domain/messages';
import { guardPlateLookup } from './booking-errors';

describe('guardPlateLookup', () => {
  it('passes the lookup result through', async () => {
    await expect(guardPlateLookup(Promise.resolve(['ORDER-1']))).resolves.toEqual(['ORDER-1']);
  });

  it("blocks the booking with the spec's message when the number-plate lookup fails", async () => {
    const refusal = guardPlateLookup(Promise.reject(Object.assign(new Error('unavailable'), { code: 14 })));
    await expect(refusal).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Error checking number plate availability. Please try again.',
      details: { reason: 'plate-check-failed' },
    });
    expect(MESSAGES.booking.plateCheckFailed).toBe(
      'Error checking number plate availability. Please try again.',
    );
  });

  it('lets a transaction conflict through so the transaction retries', async () => {
    const aborted = Object.assign(new Error('contention'), { code: 10 });
    await expect(guardPlateLookup(Promise.reject(aborted))).rejects.toBe(aborted);
  });
});
