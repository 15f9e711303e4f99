// Factories of the modules the appointment page's component tests mock. Each test file names them in its own
// vi.mock calls (which must stay in the test file); this module imports nothing but vitest, so a factory can load it
// while the mocked modules themselves are still being resolved.
import { vi } from 'vitest';

/** Factories of the mocked modules, for `vi.mock(path, async () => (await import('./appointment-page.mocks')).…)`. */
export const mockModules = {
  bookingReads: () => ({
    readBookingProfile: vi.fn(),
    readOwnOpenOrdersOn: vi.fn(),
    readOwnRebookStateValid: vi.fn(),
  }),
  bookingCalls: () => ({
    checkEligibility: vi.fn(),
    requestHold: vi.fn(),
    releaseHoldQuietly: vi.fn(async () => undefined),
    confirmHeldBooking: vi.fn(),
    newRequestId: () => 'request-id-1',
  }),
};
