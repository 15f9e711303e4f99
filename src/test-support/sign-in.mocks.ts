// Factories of the modules the sign-in component tests mock, loaded with vi.hoisted for the vi.mock calls that
// stay in each test file. Only vitest is imported at run time, so it loads before the mocked modules resolve.
import { withMockFns } from './shared.mocks';

export const actions = (original: object) =>
  withMockFns(original, 'signInWithEmail', 'sendPasswordReset', 'signInWithGoogle');
export const callables = (original: object) =>
  withMockFns(
    original,
    'checkLoginAttempts',
    'recordFailedLogin',
    'resetLoginAttempts',
    'recordPasswordReset',
  );
export const profiles = (original: object) => withMockFns(original, 'ensureProfile');
