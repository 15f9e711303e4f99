// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFlowError } from '../../lib/auth-actions';
import * as actions from '../../lib/auth-actions';
import * as callables from '../../lib/callables';
import { authError } from '../../test-support/errors.fixtures';
import type { Label } from '../../test-support/sign-up.fixtures';
import {
  stubSignUpDefaults,
  container,
  renderFlow,
  fillForm,
  createAccount,
  alert,
  reachCodeScreen,
} from '../../test-support/sign-up.fixtures';

const mocks = await vi.hoisted(() => import('../../test-support/sign-up.mocks'));
vi.mock(import('../../lib/auth-actions'), async (original) => mocks.actions(await original()));
vi.mock(import('../../lib/callables'), async (original) => mocks.callables(await original()));
vi.mock(import('../../lib/data/account-profile'), async (original) => mocks.profiles(await original()));

beforeEach(stubSignUpDefaults);
afterEach(() => vi.clearAllMocks());

describe('SignUpFlow', () => {
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

    it.each(['868 765 4321', '+1 868 765 4321', '1-868-765-4321', '765-4321'])(
      'reads %j in the contact field as the 7 local digits when the field is left',
      (typed) => {
        renderFlow();
        const field = screen.getByLabelText('Contact Number');
        fireEvent.change(field, { target: { value: typed } });
        expect(field).toHaveValue(typed);
        fireEvent.blur(field);
        expect(field).toHaveValue('7654321');
        expect(field).not.toHaveAttribute('aria-invalid');
      },
    );

    it('never cuts a wrong number down to 7 digits: it keeps it and says why beside the field', () => {
      renderFlow();
      const field = screen.getByLabelText('Contact Number');
      fireEvent.change(field, { target: { value: '868 765 43219' } });
      fireEvent.blur(field);
      expect(field).toHaveValue('868 765 43219');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Contact number must be exactly 7 digits'),
      );
      fireEvent.change(field, { target: { value: '868 765 4321' } });
      expect(field).not.toHaveAttribute('aria-invalid');
    });

    it('sends the code to the 7 local digits of a number typed with +1 868', async () => {
      renderFlow();
      fillForm({ 'Contact Number': '+1 868 765 4321' });
      createAccount();
      await waitFor(() => expect(actions.startPhoneSignUp).toHaveBeenCalledWith('+18687654321', container));
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
    it.each(sendErrors)('explains %s', async (_name, error, message) => {
      vi.mocked(actions.startPhoneSignUp).mockRejectedValue(error);
      renderFlow();
      fillForm();
      createAccount();
      await waitFor(() => expect(alert()).toHaveTextContent(message));
    });
  });
});
