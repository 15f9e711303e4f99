// Shared pieces of the component tests that mock src/lib: a signed-in auth state and the factories of the modules
// most pages mock. Only vitest is imported at run time (AuthState is a type), so a vi.mock factory can load this
// module while the mocked modules themselves are still being resolved:
//   vi.mock('../../lib/data/session-record', async () => (await import('../../lib/test-mocks')).sessionRecordMock());
import { vi } from 'vitest';
import type { AuthState, AuthUser } from './auth-user';

/** A signed-in customer (email and password, no staff role). */
export function signedInAs(
  user: Pick<AuthUser, 'uid' | 'email' | 'displayName'> & Partial<AuthUser>,
): AuthState {
  return {
    status: 'signed-in',
    user: {
      emailVerified: true,
      phoneNumber: null,
      providerIds: ['password'],
      admin: false,
      viewOnlyAdmin: false,
      ...user,
    },
  };
}

/** lib/data/session-record as a booking or payment page sees it when it is the customer's only one. */
export const sessionRecordMock = () => ({
  claimUserSession: vi.fn(async () => ({ status: 'claimed' })),
  touchUserSession: vi.fn(async () => 'owned'),
  deleteUserSession: vi.fn(async () => undefined),
});

/** The original module with a bare vi.fn() in place of each named function, for a vi.mock factory. */
export const withMockFns = <T extends object>(original: T, ...names: string[]) => ({
  ...original,
  ...Object.fromEntries(names.map((name) => [name, vi.fn()])),
});
