import { useState } from 'react';
import { MESSAGES } from '../../domain/messages';
import { authErrorCode, authErrorText, signInWithGoogle } from '../../lib/auth-actions';
import { ensureProfile } from '../../lib/data/account-profile';

/** Google sign-in in a popup; creates users/{uid} (empty area and contact) for a first sign-in. */
export function GoogleSignInButton({
  onSignedIn,
  onError,
  disabled = false,
}: {
  onSignedIn: () => void;
  onError: (message: string) => void;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    try {
      const user = await signInWithGoogle();
      if (user.email) {
        try {
          await ensureProfile({ uid: user.uid, email: user.email, name: user.displayName });
        } catch (cause) {
          console.warn('creating the profile failed', cause);
          return onError(MESSAGES.account.createProfileFailed);
        }
      }
      onSignedIn();
    } catch (cause) {
      const code = authErrorCode(cause);
      if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') {
        onError(MESSAGES.deleteAccount.popupClosed);
      } else onError(authErrorText(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="button button--secondary auth-form__google"
      onClick={signIn}
      disabled={disabled || busy}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
        <path
          fill="#EA4335"
          d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.4 13.6 17.7 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z"
        />
        <path
          fill="#FBBC05"
          d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.9-4.7l-7.8-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.7 10.8l7.8-6.1z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.9 2.3-8.4 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z"
        />
      </svg>
      {busy ? 'Signing In...' : 'Sign in with Google'}
    </button>
  );
}
