// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFlowError } from '../../lib/auth-actions';
import * as actions from '../../lib/auth-actions';
import * as callables from '../../lib/callables';
import * as profiles from '../../lib/data/account-profile';
import { SignUpFlow } from './sign-up-flow';
import { authError, callableError } from '../../lib/test-errors';

vi.mock(import('../../lib/auth-actions'), async (original) => ({
  ...(await original()),
  passwordPolicyProblems: vi.fn(),
  startPhoneSignUp: vi.fn(),
  completePhoneSignUp: vi.fn(),
  cancelPhoneVerification: vi.fn(),
}));
vi.mock(import('../../lib/callables'), async (original) => ({
  ...(await original()),
  checkEmailAvailability: vi.fn(),
  checkPhoneNumberCooldown: vi.fn(),
  claimPhoneNumber: vi.fn(),
  deleteMyAccount: vi.fn(),
}));
vi.mock(import('../../lib/data/account-profile'), async (original) => ({
  ...(await original()),
  createSignUpProfile: vi.fn(),
}));

const VALID = {
  'Full Name': 'Dana Persad',
  Area: 'Chaguanas',
  'Contact Number': '7654321',
  Email: 'dana@example.com',
  'Confirm Email': 'dana@example.com',
  Password: 'secret123',
  'Confirm Password': 'secret123',
};
type Label = keyof typeof VALID;

const container = document.createElement('div');
function renderFlow(onSignedIn = vi.fn()) {
  render(<SignUpFlow botCheckContainer={() => container} onSignedIn={onSignedIn} />);
  return onSignedIn;
}
function fillForm(overrides: Partial<Record<Label, string>> = {}) {
  for (const [label, value] of Object.entries({ ...VALID, ...overrides })) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}
const createAccount = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
const alert = () => screen.getByRole('alert');

async function reachCodeScreen() {
  fillForm();
  createAccount();
  await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
}
function enterCode(code: string) {
  fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
}

describe('SignUpFlow', () => {
  beforeEach(() => {
    vi.mocked(actions.passwordPolicyProblems).mockResolvedValue([]);
    vi.mocked(callables.checkEmailAvailability).mockResolvedValue({ available: true });
    vi.mocked(callables.checkPhoneNumberCooldown).mockResolvedValue({ available: true, message: '' });
    vi.mocked(actions.startPhoneSignUp).mockResolvedValue();
    vi.mocked(actions.completePhoneSignUp).mockResolvedValue({ uid: 'new-uid-123' });
    vi.mocked(profiles.createSignUpProfile).mockResolvedValue();
    vi.mocked(callables.claimPhoneNumber).mockResolvedValue({ message: 'ok' });
    vi.mocked(callables.deleteMyAccount).mockResolvedValue({
      deleted: true,
      releasedOrders: 0,
      anonymisedOrders: 0,
    });
  });
  afterEach(() => vi.clearAllMocks());

  describe('form validation, in the order of spec section 5', () => {
    const cases: [string, Partial<Record<Label, string>>, string][] = [
      ['a missing field', { Area: '  ' }, 'Please fill in all fields.'],
      ['different emails', { 'Confirm Email': 'other@example.com' }, 'Emails do not match.'],
      ['a short contact number', { 'Contact Number': '765432' }, 'Contact number must be exactly 7 digits'],
      ['different passwords', { 'Confirm Password': 'secret124' }, 'Passwords do not match.'],
    ];
    for (const [name, overrides, message] of cases) {
      it(`refuses ${name}`, () => {
        renderFlow();
        fillForm(overrides);
        createAccount();
        expect(alert()).toHaveTextContent(message);
        expect(actions.startPhoneSignUp).not.toHaveBeenCalled();
      });
    }

    it('keeps only digits in the contact field, at most 7', () => {
      renderFlow();
      const field = screen.getByLabelText('Contact Number');
      fireEvent.change(field, { target: { value: '(765) 43-21 99' } });
      expect(field).toHaveValue('7654321');
      expect(field).toHaveAttribute('maxLength', '7');
    });

    it("refuses a password the server's policy rejects", async () => {
      vi.mocked(actions.passwordPolicyProblems).mockResolvedValue([
        'Password must be at least 6 characters.',
      ]);
      renderFlow();
      fillForm({ Password: 'abc', 'Confirm Password': 'abc' });
      createAccount();
      await waitFor(() => expect(alert()).toHaveTextContent('Password must be at least 6 characters.'));
    });

    it('refuses a registered email', async () => {
      vi.mocked(callables.checkEmailAvailability).mockResolvedValue({ available: false });
      renderFlow();
      fillForm();
      createAccount();
      await waitFor(() =>
        expect(alert()).toHaveTextContent(
          'This email is already registered. Please sign in or use a different email.',
        ),
      );
      expect(callables.checkEmailAvailability).toHaveBeenCalledWith({ email: 'dana@example.com' });
    });

    it('refuses a recently verified phone number', async () => {
      vi.mocked(callables.checkPhoneNumberCooldown).mockResolvedValue({
        available: false,
        message: 'This phone number was recently verified. Please try again later.',
      });
      renderFlow();
      fillForm();
      createAccount();
      await waitFor(() =>
        expect(alert()).toHaveTextContent('This phone number was recently verified. Please try again later.'),
      );
      expect(callables.checkPhoneNumberCooldown).toHaveBeenCalledWith({ phoneNumber: '+18687654321' });
      expect(actions.startPhoneSignUp).not.toHaveBeenCalled();
    });
  });

  describe('sending the code', () => {
    it('sends the SMS to +1868 and the number through the bot check element', async () => {
      renderFlow();
      await reachCodeScreen();
      expect(actions.startPhoneSignUp).toHaveBeenCalledWith('+18687654321', container);
      expect(screen.getByText('+18687654321')).toBeInTheDocument();
    });

    const sendErrors: [string, Error, string][] = [
      ['an invalid number', authError('auth/invalid-phone-number'), 'Invalid phone number format'],
      ['too many requests', authError('auth/too-many-requests'), 'Too many attempts. Please try again later'],
      [
        'a missing bot check',
        new AuthFlowError(
          'app/recaptcha-missing',
          'reCAPTCHA not initialized. Please refresh the page and try again',
        ),
        'reCAPTCHA not initialized. Please refresh the page and try again',
      ],
    ];
    for (const [name, error, message] of sendErrors) {
      it(`explains ${name}`, async () => {
        vi.mocked(actions.startPhoneSignUp).mockRejectedValue(error);
        renderFlow();
        fillForm();
        createAccount();
        await waitFor(() => expect(alert()).toHaveTextContent(message));
      });
    }
  });

  describe('the SMS code screen', () => {
    it('strips non-digits and asks for 6 digits', async () => {
      renderFlow();
      await reachCodeScreen();
      const field = screen.getByLabelText('Verification Code');
      fireEvent.change(field, { target: { value: '12a-34' } });
      expect(field).toHaveValue('1234');
      fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
      expect(alert()).toHaveTextContent('Please enter a valid 6-digit code.');
      expect(actions.completePhoneSignUp).not.toHaveBeenCalled();
    });

    const confirmErrors: [string, Error, string][] = [
      [
        'a wrong code',
        authError('auth/invalid-verification-code'),
        'Invalid verification code. Please try again',
      ],
      [
        'an expired code',
        authError('auth/code-expired'),
        'Verification code expired. Please request a new code',
      ],
      [
        'an email taken meanwhile',
        authError('auth/email-already-in-use'),
        'Email already in use. Please sign in instead',
      ],
      [
        'no verification in progress',
        new AuthFlowError('app/no-verification', 'No verification in progress. Please try again.'),
        'No verification in progress. Please try again.',
      ],
    ];
    for (const [name, error, message] of confirmErrors) {
      it(`explains ${name}`, async () => {
        vi.mocked(actions.completePhoneSignUp).mockRejectedValue(error);
        const onSignedIn = renderFlow();
        await reachCodeScreen();
        enterCode('123456');
        await waitFor(() => expect(alert()).toHaveTextContent(message));
        expect(onSignedIn).not.toHaveBeenCalled();
      });
    }

    it('creates the account, writes the profile with the number pending, claims the number and continues', async () => {
      const onSignedIn = renderFlow();
      await reachCodeScreen();
      enterCode('123456');
      await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
      expect(actions.completePhoneSignUp).toHaveBeenCalledWith({
        code: '123456',
        email: 'dana@example.com',
        password: 'secret123',
        name: 'Dana Persad',
      });
      expect(profiles.createSignUpProfile).toHaveBeenCalledWith({
        uid: 'new-uid-123',
        name: 'Dana Persad',
        area: 'Chaguanas',
        email: 'dana@example.com',
        contact: '+18687654321',
      });
      expect(callables.claimPhoneNumber).toHaveBeenCalledWith({ phoneNumber: '+18687654321' });
    });

    it('stops with the spec message and removes the new account when the claim is refused', async () => {
      vi.mocked(callables.claimPhoneNumber).mockRejectedValue(
        callableError(
          'failed-precondition',
          'This phone number was recently verified. Please try again later.',
        ),
      );
      const onSignedIn = renderFlow();
      await reachCodeScreen();
      enterCode('123456');
      await waitFor(() =>
        expect(alert()).toHaveTextContent('This phone number was recently verified. Please try again later.'),
      );
      expect(callables.deleteMyAccount).toHaveBeenCalledWith({});
      expect(onSignedIn).not.toHaveBeenCalled();
    });

    it('stops, keeping the account, when the claim fails for another reason', async () => {
      vi.mocked(callables.claimPhoneNumber).mockRejectedValue(callableError('unavailable', 'down'));
      const onSignedIn = renderFlow();
      await reachCodeScreen();
      enterCode('123456');
      await waitFor(() => expect(alert()).toHaveTextContent('Failed to update contact number'));
      expect(callables.deleteMyAccount).not.toHaveBeenCalled();
      expect(onSignedIn).not.toHaveBeenCalled();
    });

    it('goes on when an availability check is rate-limited: the server decides later', async () => {
      vi.mocked(callables.checkEmailAvailability).mockRejectedValue(
        callableError('resource-exhausted', 'Too many attempts. Please try again later'),
      );
      vi.mocked(callables.checkPhoneNumberCooldown).mockRejectedValue(
        callableError('resource-exhausted', 'Too many attempts. Please try again later'),
      );
      renderFlow();
      await reachCodeScreen();
      expect(actions.startPhoneSignUp).toHaveBeenCalled();
    });

    it("says 'Failed to create user profile' when the profile cannot be written", async () => {
      vi.mocked(profiles.createSignUpProfile).mockRejectedValue(callableError('permission-denied', 'no'));
      const onSignedIn = renderFlow();
      await reachCodeScreen();
      enterCode('123456');
      await waitFor(() => expect(alert()).toHaveTextContent('Failed to create user profile'));
      expect(onSignedIn).not.toHaveBeenCalled();
    });

    it('goes back to the filled form', async () => {
      renderFlow();
      await reachCodeScreen();
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(actions.cancelPhoneVerification).toHaveBeenCalled();
      expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com');
    });

    it('resends the code', async () => {
      renderFlow();
      await reachCodeScreen();
      fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
      expect(await screen.findByText('A new code was sent.')).toBeInTheDocument();
      expect(actions.startPhoneSignUp).toHaveBeenCalledTimes(2);
    });
  });
});
