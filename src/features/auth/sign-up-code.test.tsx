// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFlowError } from '../../lib/auth-actions';
import * as actions from '../../lib/auth-actions';
import * as callables from '../../lib/callables';
import * as profiles from '../../lib/data/account-profile';
import { authError, callableError, codeErrorRows } from '../../test-support/errors.fixtures';
import {
  stubSignUpDefaults,
  renderFlow,
  alert,
  reachCodeScreen,
  submitCode,
} from '../../test-support/sign-up.fixtures';

const mocks = await vi.hoisted(() => import('../../test-support/sign-up.mocks'));
vi.mock(import('../../lib/auth-actions'), async (original) => mocks.actions(await original()));
vi.mock(import('../../lib/callables'), async (original) => mocks.callables(await original()));
vi.mock(import('../../lib/data/account-profile'), async (original) => mocks.profiles(await original()));

describe('SignUpFlow: the SMS code screen', () => {
  beforeEach(stubSignUpDefaults);
  afterEach(() => vi.clearAllMocks());
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

    const noVerification = 'No verification in progress. Please try again.';
    const confirmErrors: [string, Error, string][] = [
      ...codeErrorRows(),
      [
        'an email taken meanwhile',
        authError('auth/email-already-in-use'),
        'Email already in use. Please sign in instead',
      ],
      [
        'no verification in progress',
        new AuthFlowError('app/no-verification', noVerification),
        noVerification,
      ],
    ];
    it.each(confirmErrors)('explains %s', async (_name, error, message) => {
      vi.mocked(actions.completePhoneSignUp).mockRejectedValue(error);
      const onSignedIn = await submitCode();
      await waitFor(() => expect(alert()).toHaveTextContent(message));
      expect(onSignedIn).not.toHaveBeenCalled();
    });

    it('creates the account, writes the profile with the number pending, claims the number and continues', async () => {
      const onSignedIn = await submitCode();
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
      const onSignedIn = await submitCode();
      await waitFor(() =>
        expect(alert()).toHaveTextContent('This phone number was recently verified. Please try again later.'),
      );
      expect(callables.deleteMyAccount).toHaveBeenCalledWith({});
      expect(onSignedIn).not.toHaveBeenCalled();
    });

    it('stops, keeping the account, when the claim fails for another reason', async () => {
      vi.mocked(callables.claimPhoneNumber).mockRejectedValue(callableError('unavailable', 'down'));
      const onSignedIn = await submitCode();
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
      const onSignedIn = await submitCode();
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
