import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { MESSAGES } from '../../domain/messages';
import { validateForgotPassword, validateSignIn } from '../../domain/validation';
import {
  FAILED_LOGIN_CODES,
  authErrorCode,
  authErrorText,
  sendPasswordReset,
  signInWithEmail,
} from '../../lib/auth-actions';
import {
  checkLoginAttempts,
  recordFailedLogin,
  recordPasswordReset,
  resetLoginAttempts,
} from '../../lib/callables';
import { GoogleSignInButton } from './google-sign-in-button';
import { recordFailedAttempts, useLoginLockout } from './login-lockout';

type Feedback = { kind: 'error' | 'notice'; text: string } | null;

/** Email and password sign-in, with the lockout, forgot password and Google sign-in (spec sections 2, 5, 8). */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const lockout = useLoginLockout();
  const error = (text: string) => setFeedback({ kind: 'error', text });

  async function recordFailure(address: string, attempted: string) {
    try {
      // The server counts the failure only after checking this password with Auth itself.
      const result = await recordFailedLogin({ email: address, password: attempted });
      recordFailedAttempts(result.failedAttempts);
      if (result.lockedOut) lockout.lock();
      error(result.message);
    } catch {
      error(MESSAGES.auth.wrongCredentials);
    }
  }

  async function signIn(event: FormEvent) {
    event.preventDefault();
    const valid = validateSignIn({ email, password });
    if (!valid.ok) return error(valid.error);
    if (lockout.locked) return;
    setBusy(true);
    setFeedback(null);
    try {
      const check = await checkLoginAttempts({ email: valid.value.email }).catch((cause: unknown) => {
        console.warn('checkLoginAttempts failed', cause);
        return null;
      });
      if (check && !check.allowed) {
        lockout.lock();
        return error(check.message);
      }
      try {
        await signInWithEmail(valid.value.email, valid.value.password);
      } catch (cause) {
        if (FAILED_LOGIN_CODES.includes(authErrorCode(cause) ?? ''))
          await recordFailure(valid.value.email, valid.value.password);
        else error(authErrorText(cause));
        return;
      }
      lockout.unlock();
      await resetLoginAttempts({ email: valid.value.email }).catch((cause: unknown) =>
        console.warn('resetLoginAttempts failed', cause),
      );
      onSignedIn();
    } finally {
      setBusy(false);
    }
  }

  async function forgotPassword() {
    const valid = validateForgotPassword(email);
    if (!valid.ok) return error(valid.error);
    setBusy(true);
    setFeedback(null);
    try {
      const recorded = await recordPasswordReset({ email: valid.value });
      // The next sign-in is judged by the server again: after the reset it lets the owner in.
      lockout.unlock();
      try {
        await sendPasswordReset(valid.value);
      } catch (cause) {
        // Whether an address has an account is not revealed.
        if (authErrorCode(cause) !== 'auth/user-not-found') throw cause;
      }
      setFeedback({ kind: 'notice', text: recorded.message });
    } catch (cause) {
      error(authErrorText(cause));
    } finally {
      setBusy(false);
    }
  }

  const buttonLabel = lockout.locked ? MESSAGES.auth.accountLocked : busy ? 'Signing In...' : 'Sign In';
  return (
    <form className="auth-form" onSubmit={signIn} noValidate aria-describedby={`${id}-error`}>
      <label htmlFor={`${id}-email`}>Email</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor={`${id}-password`}>Password</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="auth-form__row">
        <button type="button" className="link-button" onClick={forgotPassword} disabled={busy}>
          Forgot password?
        </button>
      </div>
      <p id={`${id}-error`} className="form-error" role="alert">
        {feedback?.kind === 'error' ? feedback.text : null}
      </p>
      <p className="form-notice" role="status">
        {feedback?.kind === 'notice' ? feedback.text : null}
      </p>
      <button type="submit" className="button auth-form__submit" disabled={busy || lockout.locked}>
        {buttonLabel}
      </button>
      <GoogleSignInButton onSignedIn={onSignedIn} onError={error} disabled={busy} />
    </form>
  );
}
