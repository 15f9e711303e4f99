// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as actions from '../../lib/auth-actions';
import * as callables from '../../lib/callables';
import * as profiles from '../../lib/data/account-profile';
import { LOCKOUT_MS, LOCKOUT_UNTIL_KEY } from './login-lockout';
import { SignInForm } from './sign-in-form';
import { authError, callableError } from '../../test-support/errors.fixtures';
import { signInHooks, onSignedIn, EMAIL, fill, alert } from '../../test-support/sign-in.fixtures';

const mocks = await vi.hoisted(() => import('../../test-support/sign-in.mocks'));
vi.mock(import('../../lib/auth-actions'), async (original) => mocks.actions(await original()));
vi.mock(import('../../lib/callables'), async (original) => mocks.callables(await original()));
vi.mock(import('../../lib/data/account-profile'), async (original) => mocks.profiles(await original()));

describe('SignInForm: forgot password and Google', () => {
  signInHooks();
  describe('forgot password', () => {
    it('needs an email', () => {
      render(<SignInForm onSignedIn={onSignedIn} />);
      fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
      expect(alert()).toHaveTextContent('Please enter your email to reset password.');
    });

    it('records the request, sends the email and says so', async () => {
      vi.mocked(callables.recordPasswordReset).mockResolvedValue({
        success: true,
        message: 'Password reset email sent. Please check your inbox.',
      });
      vi.mocked(actions.sendPasswordReset).mockResolvedValue();
      render(<SignInForm onSignedIn={onSignedIn} />);
      fill(EMAIL, '');
      fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
      expect(
        await screen.findByText('Password reset email sent. Please check your inbox.'),
      ).toBeInTheDocument();
      expect(callables.recordPasswordReset).toHaveBeenCalledWith({ email: EMAIL });
      expect(actions.sendPasswordReset).toHaveBeenCalledWith(EMAIL);
    });

    it('shows the rate-limit refusal and sends nothing', async () => {
      vi.mocked(callables.recordPasswordReset).mockRejectedValue(
        callableError('resource-exhausted', 'Too many password reset requests. Please try again later.'),
      );
      render(<SignInForm onSignedIn={onSignedIn} />);
      fill(EMAIL, '');
      fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
      await waitFor(() =>
        expect(alert()).toHaveTextContent('Too many password reset requests. Please try again later.'),
      );
      expect(actions.sendPasswordReset).not.toHaveBeenCalled();
    });

    it('enables Sign In again once a reset was requested, leaving the judgement to the server', async () => {
      localStorage.setItem(LOCKOUT_UNTIL_KEY, String(Date.now() + LOCKOUT_MS));
      vi.mocked(callables.recordPasswordReset).mockResolvedValue({
        success: true,
        message: 'Password reset email sent. Please check your inbox.',
      });
      vi.mocked(actions.sendPasswordReset).mockResolvedValue();
      render(<SignInForm onSignedIn={onSignedIn} />);
      expect(screen.getByRole('button', { name: 'Account Locked' })).toBeDisabled();
      fill(EMAIL, '');
      fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
    });
  });
  describe('Google sign-in', () => {
    it('creates the profile of a first Google sign-in and continues', async () => {
      vi.mocked(actions.signInWithGoogle).mockResolvedValue({
        uid: 'g1',
        email: 'g@example.com',
        displayName: 'Gee',
        isNewUser: true,
      });
      vi.mocked(profiles.ensureProfile).mockResolvedValue(true);
      render(<SignInForm onSignedIn={onSignedIn} />);
      fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
      await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
      expect(profiles.ensureProfile).toHaveBeenCalledWith({ uid: 'g1', email: 'g@example.com', name: 'Gee' });
    });

    it('says when the popup was closed', async () => {
      vi.mocked(actions.signInWithGoogle).mockRejectedValue(authError('auth/popup-closed-by-user'));
      render(<SignInForm onSignedIn={onSignedIn} />);
      fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
      await waitFor(() =>
        expect(alert()).toHaveTextContent('Google sign-in was cancelled. Please try again'),
      );
      expect(onSignedIn).not.toHaveBeenCalled();
    });

    it("says 'Failed to create user profile' when the profile cannot be written", async () => {
      vi.mocked(actions.signInWithGoogle).mockResolvedValue({
        uid: 'g1',
        email: 'g@example.com',
        displayName: null,
        isNewUser: true,
      });
      vi.mocked(profiles.ensureProfile).mockRejectedValue(new Error('denied'));
      render(<SignInForm onSignedIn={onSignedIn} />);
      fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
      await waitFor(() => expect(alert()).toHaveTextContent('Failed to create user profile'));
    });
  });
});
