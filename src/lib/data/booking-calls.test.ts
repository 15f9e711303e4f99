import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmBooking } from '../callables';
import type * as Callables from '../callables';
import { confirmHeldBooking, describeCallFailure } from './booking-calls';

vi.mock('../callables', async (importOriginal) => ({
  ...(await importOriginal<typeof Callables>()),
  confirmBooking: vi.fn(),
}));

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

describe('confirmHeldBooking', () => {
  const request = {
    holdId: 'hold-1',
    requestId: 'req-1',
    serviceId: 'basic-wash',
    appointmentType: 'free' as const,
  };
  const noAnswer = () => Object.assign(new Error('internal'), { code: 'functions/internal' });
  const refusal = () =>
    Object.assign(new Error('That time is no longer available [400]'), {
      code: 'functions/failed-precondition',
      details: { reason: 'slot-full' },
    });
  const wait = vi.fn(() => Promise.resolve());

  afterEach(() => {
    vi.mocked(confirmBooking).mockReset();
    wait.mockClear();
  });

  it('sends a call that got no answer again, idempotency key included, and returns the order it answers', async () => {
    vi.mocked(confirmBooking).mockRejectedValueOnce(noAnswer()).mockResolvedValueOnce({ orderId: 'ORDER-1' });
    expect(await confirmHeldBooking(request, wait)).toEqual({ status: 'confirmed', orderId: 'ORDER-1' });
    expect(vi.mocked(confirmBooking).mock.calls).toEqual([[request], [request]]);
    expect(wait).toHaveBeenCalledWith(1_000);
  });

  it('gives up after two retries with the last failure', async () => {
    vi.mocked(confirmBooking).mockRejectedValue(noAnswer());
    const outcome = await confirmHeldBooking(request, wait);
    expect(outcome).toMatchObject({ status: 'error', failure: { code: 'internal', reason: null } });
    expect(confirmBooking).toHaveBeenCalledTimes(3);
  });

  it('never repeats a refusal: the server answered', async () => {
    vi.mocked(confirmBooking).mockRejectedValue(refusal());
    const outcome = await confirmHeldBooking(request, wait);
    expect(outcome).toMatchObject({ status: 'error', failure: { reason: 'slot-full' } });
    expect(confirmBooking).toHaveBeenCalledTimes(1);
  });
});
