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
import { FeedbackLines } from '../../components/feedback-lines';
import type { Feedback } from '../../components/feedback-lines';
import { CurrentPasswordField, TextField } from '../../components/text-field';
import { GoogleSignInButton } from './google-sign-in-button';
import { recordFailedAttempts, useLoginLockout } from './login-lockout';

type Lockout = ReturnType<typeof useLoginLockout>;
type Say = (text: string) => void;

async function recordFailure(address: string, attempted: string, lockout: Lockout, error: Say) {
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

/**
 * Asks the server whether the address may try, signs in with Auth, and clears the failure count; a refusal or a
 * wrong password is said through `error`. Answers whether the user is signed in.
 */
async function signInChecked(
  email: string,
  password: string,
  lockout: Lockout,
  error: Say,
): Promise<boolean> {
  const check = await checkLoginAttempts({ email }).catch((cause: unknown) => {
    console.warn('checkLoginAttempts failed', cause);
    return null;
  });
  if (check && !check.allowed) {
    lockout.lock();
    error(check.message);
    return false;
  }
  try {
    await signInWithEmail(email, password);
  } catch (cause) {
    if (FAILED_LOGIN_CODES.includes(authErrorCode(cause) ?? ''))
      await recordFailure(email, password, lockout, error);
    else error(authErrorText(cause));
    return false;
  }
  lockout.unlock();
  await resetLoginAttempts({ email }).catch((cause: unknown) =>
    console.warn('resetLoginAttempts failed', cause),
  );
  return true;
}

/** Records the reset with the server and sends Auth's reset e-mail; answers the notice to show. */
async function requestPasswordReset(email: string, lockout: Lockout): Promise<string> {
  const recorded = await recordPasswordReset({ email });
  // The next sign-in is judged by the server again: after the reset it lets the owner in.
  lockout.unlock();
  try {
    await sendPasswordReset(email);
  } catch (cause) {
    // Whether an address has an account is not revealed.
    if (authErrorCode(cause) !== 'auth/user-not-found') throw cause;
  }
  return recorded.message;
}

/** Email and password sign-in, with the lockout, forgot password and Google sign-in (spec sections 2, 5, 8). */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const lockout = useLoginLockout();
  const error = (text: string) => setFeedback({ kind: 'error', text });

  async function signIn(event: FormEvent) {
    event.preventDefault();
    const valid = validateSignIn({ email, password });
    if (!valid.ok) return error(valid.error);
    if (lockout.locked) return;
    setBusy(true);
    setFeedback(null);
    try {
      if (await signInChecked(valid.value.email, valid.value.password, lockout, error)) onSignedIn();
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
      setFeedback({ kind: 'notice', text: await requestPasswordReset(valid.value, lockout) });
    } catch (cause) {
      error(authErrorText(cause));
    } finally {
      setBusy(false);
    }
  }

  const buttonLabel = lockout.locked ? MESSAGES.auth.accountLocked : busy ? 'Signing In...' : 'Sign In';
  return (
    <form className="auth-form" onSubmit={signIn} noValidate aria-describedby={`${id}-error`}>
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <CurrentPasswordField id={`${id}-password`} value={password} onChange={setPassword} />
      <div className="auth-form__row">
        <button type="button" className="link-button" onClick={forgotPassword} disabled={busy}>
          Forgot password?
        </button>
      </div>
      <FeedbackLines errorId={`${id}-error`} feedback={feedback} />
      <button type="submit" className="button auth-form__submit" disabled={busy || lockout.locked}>
        {buttonLabel}
      </button>
      <GoogleSignInButton onSignedIn={onSignedIn} onError={error} disabled={busy} />
    </form>
  );
}
