import { describe, expect, it, vi } from 'vitest';
import { DOMAIN_TEXT, MESSAGES } from '../../../domain/messages';
import { confirmHeldBooking } from '../../../lib/data/booking-calls';
import { confirm, confirmFailureOutcome } from './confirm-held-booking';
import { awaitingAnswer } from './unanswered-requests';
import { holdRefusalMessage } from '../time/request-slot-hold';

vi.mock('../../../lib/data/booking-calls', () => ({
  confirmHeldBooking: vi.fn(),
  newRequestId: vi.fn(() => Math.random().toString(36).slice(2)),
}));
vi.mock('../../../lib/data/booking-reads', () => ({ readOwnOpenOrdersOn: vi.fn() }));

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

  it('shows the hourly ceilings on holding seats as the server worded them (with when to try again)', () => {
    const text = DOMAIN_TEXT.seatTimeLimit(40, 7);
    expect(holdRefusalMessage(failure('seat-time-limit', text))).toBe(text);
    expect(holdRefusalMessage(failure('hold-limit', DOMAIN_TEXT.holdLimit(20)))).toBe(
      DOMAIN_TEXT.holdLimit(20),
    );
  });

  it('refuses a hold from a page that is not the live booking session with the spec message', () => {
    expect(holdRefusalMessage(failure('session-conflict'))).toBe(
      'You already have an active booking session',
    );
  });
});

describe('Complete Booking after a dropped connection', () => {
  const request = {
    holdId: 'hold-9',
    serviceId: 'basic-wash',
    type: 'free' as const,
    specialInstructions: '',
    numberPlate: null,
  };

  it('says the connection dropped, keeps the request id for the retry, and books once', async () => {
    const keys: string[] = [];
    vi.mocked(confirmHeldBooking)
      .mockImplementationOnce(async (r) => {
        keys.push(r.requestId);
        return { status: 'error', failure: { code: 'internal', reason: null, message: 'internal' } };
      })
      .mockImplementationOnce(async (r) => {
        keys.push(r.requestId);
        return { status: 'confirmed', orderId: 'ORDER-1' };
      });
    vi.stubGlobal('navigator', { onLine: false });
    await expect(confirm(request)).resolves.toEqual({
      kind: 'error',
      message: MESSAGES.session.bookingConnectionLost,
    });
    expect(awaitingAnswer('hold-9')).toBe(true);
    vi.stubGlobal('navigator', { onLine: true });
    await expect(confirm(request)).resolves.toMatchObject({ kind: 'done' });
    expect(keys[0]).toBe(keys[1]);
    expect(awaitingAnswer('hold-9')).toBe(false);
    vi.unstubAllGlobals();
  });

  it('forgets the request id after a refusal with its reason, so a corrected retry is a new request', async () => {
    vi.mocked(confirmHeldBooking).mockResolvedValueOnce({
      status: 'error',
      failure: { code: 'failed-precondition', reason: 'plate-taken', message: 'taken' },
    });
    await confirm({ ...request, holdId: 'hold-10' });
    expect(awaitingAnswer('hold-10')).toBe(false);
  });
});
