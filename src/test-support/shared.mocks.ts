// Shared pieces of the component tests that mock src/lib: a signed-in auth state and the factories of the modules
// most pages mock. Only vitest is imported at run time (AuthState is a type), so a vi.mock factory can load this
// module while the mocked modules themselves are still being resolved:
//   vi.mock('../../lib/data/session-record', async () => (await import('../../test-support/shared.mocks')).sessionRecordMock());
import { vi } from 'vitest';
import type { AuthState, AuthUser } from '../lib/auth-user';

type CustomerFields = Pick<AuthUser, 'uid' | 'email' | 'displayName'> & Partial<AuthUser>;

/** A customer (email and password, no staff role) with the fields given. */
export const customer = (user: CustomerFields): AuthUser => ({
  emailVerified: true,
  phoneNumber: null,
  providerIds: ['password'],
  admin: false,
  viewOnlyAdmin: false,
  ...user,
});

/** A signed-in customer (email and password, no staff role). */
export const signedInAs = (user: CustomerFields): AuthState => ({
  status: 'signed-in',
  user: customer(user),
});

const aliceName = { uid: 'u1', email: 'alice@demo.test', displayName: 'Alice' };
const alicePhone = { phoneNumber: '+18681234567', providerIds: ['password', 'phone'] };
/** Alice as the account pages see her: email not verified yet, a verified phone number linked. */
export const ALICE = customer({ ...aliceName, ...alicePhone, emailVerified: false });

/** Silences console.warn and console.error for a test that expects the code under test to log. */
export function quietConsole() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
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

/** lib/auth-user with the auth state left to each test (vi.mocked(useAuthState).mockReturnValue(…)). */
export const authUserMock = () => ({ useAuthState: vi.fn() });
