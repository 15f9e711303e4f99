// Factories of the modules the sign-up component tests mock, for vi.mock calls that stay in each test file. Only
// vitest is imported, so a factory can load this module while the mocked modules are still being resolved.
import { vi } from 'vitest';

export const signUpMocks = {
  actions: <T extends object>(original: T) => ({
    ...original,
    passwordPolicyProblems: vi.fn(),
    startPhoneSignUp: vi.fn(),
    completePhoneSignUp: vi.fn(),
    cancelPhoneVerification: vi.fn(),
  }),
  callables: <T extends object>(original: T) => ({
    ...original,
    checkEmailAvailability: vi.fn(),
    checkPhoneNumberCooldown: vi.fn(),
    claimPhoneNumber: vi.fn(),
    deleteMyAccount: vi.fn(),
  }),
  profiles: <T extends object>(original: T) => ({ ...original, createSignUpProfile: vi.fn() }),
};
