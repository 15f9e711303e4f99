// The one way the callable suites expect a refusal: the error code, the booking reason where given, and the server's
// message as the customer sees it.
import { expect } from 'vitest';
import { bookingErrorReason, type BookingErrorReason } from '../../src/contracts/booking-api';

/** Awaits a callable expected to fail with `code` (and `reason` when given); returns the error (server message). */
export async function expectRefusal(
  call: Promise<unknown>,
  code: string,
  reason?: BookingErrorReason,
): Promise<{ code: string; message: string; details?: unknown }> {
  const error = (await call.then(
    () => {
      throw new Error(`expected functions/${code}, but the call succeeded`);
    },
    (e: unknown) => e,
  )) as { code: string; message: string; details?: unknown };
  expect(error.code).toBe(`functions/${code}`);
  if (reason) expect(bookingErrorReason(error)).toBe(reason);
  // The client SDK appends the HTTP status to the server's message ('… [400]').
  return { code: error.code, details: error.details, message: error.message.replace(/ \[\d{3}\]$/, '') };
}

/** 'held' when a direct (data-layer) seat call succeeds, else its booking reason (or the error itself). */
export const reasonOf = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'held',
    (error: { details?: { reason?: string } }) => error.details?.reason ?? String(error),
  );
