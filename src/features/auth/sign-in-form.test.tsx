// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import * as actions from '../../lib/auth-actions';
import * as callables from '../../lib/callables';
import { FAILED_ATTEMPTS_KEY, LOCKOUT_MS, LOCKOUT_UNTIL_KEY } from './login-lockout';
import { SignInForm } from './sign-in-form';
import { authError, callableError } from '../../test-support/errors.fixtures';
import { signInHooks, onSignedIn, EMAIL, fill, submit, alert } from '../../test-support/sign-in.fixtures';

const mocks = await vi.hoisted(() => import('../../test-support/sign-in.mocks'));
vi.mock(import('../../lib/auth-actions'), async (original) => mocks.actions(await original()));
vi.mock(import('../../lib/callables'), async (original) => mocks.callables(await original()));
vi.mock(import('../../lib/data/account-profile'), async (original) => mocks.profiles(await original()));
signInHooks();

describe('SignInForm', () => {
  describe('validation', () => {
    it('asks for both fields', () => {
      render(<SignInForm onSignedIn={onSignedIn} />);
      fill(EMAIL, '');
      submit();
      expect(alert()).toHaveTextContent('Please enter email and password.');
      expect(callables.checkLoginAttempts).not.toHaveBeenCalled();
    });
  });

  describe('success', () => {
    it('checks the lockout first, signs in, resets the attempts and continues', async () => {
      localStorage.setItem(FAILED_ATTEMPTS_KEY, '2');
      render(<SignInForm onSignedIn={onSignedIn} />);
      fill(` ${EMAIL} `, 'demo-pass-123');
      submit();
      await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
      expect(callables.checkLoginAttempts).toHaveBeenCalledWith({ email: EMAIL });
      expect(actions.signInWithEmail).toHaveBeenCalledWith(EMAIL, 'demo-pass-123');
      expect(callables.resetLoginAttempts).toHaveBeenCalledWith({ email: EMAIL });
      expect(localStorage.getItem(FAILED_ATTEMPTS_KEY)).toBeNull();
    });
  });

  describe('failed sign-in', () => {
    for (const code of [
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/invalid-email',
      'auth/invalid-credential',
    ]) {
      it(`records ${code} and shows the server message with the attempt count`, async () => {
        vi.mocked(actions.signInWithEmail).mockRejectedValue(authError(code));
        const message =
          'Wrong username or password. Attempt 2 of 5: 3 attempts remaining before a 1-hour lockout.';
        vi.mocked(callables.recordFailedLogin).mockResolvedValue({
          message,
          failedAttempts: 2,
          lockedOut: false,
          lockedUntil: null,
        });
        render(<SignInForm onSignedIn={onSignedIn} />);
        fill(EMAIL, 'nope');
        submit();
        await waitFor(() => expect(alert()).toHaveTextContent(message));
        expect(callables.recordFailedLogin).toHaveBeenCalledWith({ email: EMAIL, password: 'nope' });
        expect(localStorage.getItem(FAILED_ATTEMPTS_KEY)).toBe('2');
        expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
        expect(onSignedIn).not.toHaveBeenCalled();
      });
    }

    it("says 'Wrong username or password' when recording fails", async () => {
      vi.mocked(actions.signInWithEmail).mockRejectedValue(authError('auth/invalid-credential'));
      vi.mocked(callables.recordFailedLogin).mockRejectedValue(
        callableError('resource-exhausted', 'Too many'),
      );
      render(<SignInForm onSignedIn={onSignedIn} />);
      fill(EMAIL, 'nope');
      submit();
      await waitFor(() => expect(alert()).toHaveTextContent(MESSAGES.auth.wrongCredentials));
    });

    it('keeps the error code when the provider says no more than "Error"', async () => {
      vi.mocked(actions.signInWithEmail).mockRejectedValue(authError('auth/network-request-failed'));
      render(<SignInForm onSignedIn={onSignedIn} />);
      fill(EMAIL, 'pw');
      submit();
      await waitFor(() => expect(alert()).toHaveTextContent(/^Error \(auth\/network-request-failed\)\.$/));
    });

    it("shows other provider errors without the 'Firebase: ' prefix and records nothing", async () => {
      vi.mocked(actions.signInWithEmail).mockRejectedValue(
        authError('auth/user-disabled', 'This account has been disabled'),
      );
      render(<SignInForm onSignedIn={onSignedIn} />);
      fill(EMAIL, 'pw');
      submit();
      await waitFor(() => expect(alert()).toHaveTextContent(/^This account has been disabled\.$/));
      expect(callables.recordFailedLogin).not.toHaveBeenCalled();
    });
  });

  describe('lockout', () => {
    it("locks the button as 'Account Locked' for 1 hour when the server reports a lockout", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const start = Date.now();
      vi.mocked(actions.signInWithEmail).mockRejectedValue(authError('auth/wrong-password'));
      vi.mocked(callables.recordFailedLogin).mockResolvedValue({
        message: 'Too many failed sign-in attempts. This account is locked. Please try again in 60 minutes.',
        failedAttempts: 5,
        lockedOut: true,
        lockedUntil: start + LOCKOUT_MS,
      });
      render(<SignInForm onSignedIn={onSignedIn} />);
      fill(EMAIL, 'nope');
      submit();
      const locked = await screen.findByRole('button', { name: 'Account Locked' });
      await act(async () => {}); // flush the effect that watches the lockout end
      expect(locked).toBeDisabled();
      expect(alert()).toHaveTextContent(/locked/);
      const until = Number(localStorage.getItem(LOCKOUT_UNTIL_KEY));
      expect(until).toBeGreaterThanOrEqual(start + LOCKOUT_MS);

      act(() => vi.advanceTimersByTime(LOCKOUT_MS - 5_000));
      expect(screen.getByRole('button', { name: 'Account Locked' })).toBeDisabled();
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
      expect(localStorage.getItem(LOCKOUT_UNTIL_KEY)).toBeNull();
    });

    it('starts locked when a lockout is stored', () => {
      localStorage.setItem(LOCKOUT_UNTIL_KEY, String(Date.now() + 60_000));
      render(<SignInForm onSignedIn={onSignedIn} />);
      expect(screen.getByRole('button', { name: 'Account Locked' })).toBeDisabled();
    });

    it('locks when checkLoginAttempts refuses, without trying to sign in', async () => {
      vi.mocked(callables.checkLoginAttempts).mockResolvedValue({
        allowed: false,
        message: 'This account is locked. Please try again in 42 minutes.',
        lockedUntil: Date.now() + 42 * 60_000,
      });
      render(<SignInForm onSignedIn={onSignedIn} />);
      fill(EMAIL, 'pw');
      submit();
      expect(await screen.findByRole('button', { name: 'Account Locked' })).toBeDisabled();
      expect(alert()).toHaveTextContent('This account is locked. Please try again in 42 minutes.');
      expect(actions.signInWithEmail).not.toHaveBeenCalled();
    });
  });
});
