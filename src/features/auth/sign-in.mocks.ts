// Factories of the modules the sign-in component tests mock, for vi.mock calls that stay in each test file. Only
// vitest is imported, so a factory can load this module while the mocked modules are still being resolved.
import { vi } from 'vitest';

export const signInMocks = {
  actions: <T extends object>(original: T) => ({
    ...original,
    signInWithEmail: vi.fn(),
    sendPasswordReset: vi.fn(),
    signInWithGoogle: vi.fn(),
  }),
  callables: <T extends object>(original: T) => ({
    ...original,
    checkLoginAttempts: vi.fn(),
    recordFailedLogin: vi.fn(),
    resetLoginAttempts: vi.fn(),
    recordPasswordReset: vi.fn(),
  }),
  profiles: <T extends object>(original: T) => ({ ...original, ensureProfile: vi.fn() }),
};
