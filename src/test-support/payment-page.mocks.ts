// Factories of the modules the payment page's component tests mock, loaded with vi.hoisted for the vi.mock calls
// that stay in each test file. Only vitest is imported at run time, so it loads before the mocked modules resolve.
import { vi } from 'vitest';
import { authUserMock, sessionRecordMock, withMockFns } from './shared.mocks';

export const authUser = authUserMock;
export const sessionRecord = sessionRecordMock;
export const wipayCheckout = (original: object) =>
  withMockFns(
    original,
    'startDriveInCheckout',
    'startTradeCheckout',
    'startSpecialFeeCheckout',
    'completeWiPayReturn',
    'goToCheckout',
  );
export const bookingCalls = (original: object) => withMockFns(original, 'releaseHoldQuietly');
export const bookingTrade = (original: object) => ({
  ...withMockFns(original, 'completeTrade'),
  releaseTradeReservation: vi.fn(async () => undefined),
});
