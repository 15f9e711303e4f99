// Factories of the modules the sign-up component tests mock, loaded with vi.hoisted for the vi.mock calls that
// stay in each test file. Only vitest is imported at run time, so it loads before the mocked modules resolve.
import { withMockFns } from './shared.mocks';

const signUpSteps = ['passwordPolicyProblems', 'startPhoneSignUp', 'completePhoneSignUp'];
export const actions = (original: object) => withMockFns(original, ...signUpSteps, 'cancelPhoneVerification');
export const callables = (original: object) =>
  withMockFns(
    original,
    'checkEmailAvailability',
    'checkPhoneNumberCooldown',
    'claimPhoneNumber',
    'deleteMyAccount',
  );
export const profiles = (original: object) => withMockFns(original, 'createSignUpProfile');
