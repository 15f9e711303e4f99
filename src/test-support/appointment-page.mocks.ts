// Factories of the modules the appointment page's component tests mock, loaded with vi.hoisted for the vi.mock calls
// that stay in each test file. Only vitest is imported at run time, so it loads before the mocked modules resolve.
import { vi } from 'vitest';
import { authUserMock, sessionRecordMock, withMockFns } from './shared.mocks';

export const mockModules = {
  authUser: authUserMock,
  sessionRecord: sessionRecordMock,
  slotsLive: (original: object) => withMockFns(original, 'subscribeDaySlots'),
  bookingReads: () => ({
    readBookingProfile: vi.fn(),
    readOwnOpenOrdersOn: vi.fn(),
    readOwnRebookStateValid: vi.fn(),
    subscribeOwnOpenOrders: vi.fn(() => () => undefined),
  }),
  bookingCalls: () => ({
    checkEligibility: vi.fn(),
    requestHold: vi.fn(),
    releaseHoldQuietly: vi.fn(async () => undefined),
    confirmHeldBooking: vi.fn(),
    newRequestId: () => 'request-id-1',
  }),
  /** Issue 43: the customer holds no plan (the booking form asks for them to offer "Use my plan"). */
  planCalls: () => ({ loadMyPlans: vi.fn(async () => []) }),
};
