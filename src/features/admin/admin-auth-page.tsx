import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { UI_TEXT } from '../../domain/messages';
import { validateSignIn } from '../../domain/validation';
import { LoadError } from '../../components/load-error';
import { refreshClaims, useAuthState } from '../../lib/auth-user';
import { signInAdmin } from '../../lib/data/admin-auth';
import { AdminInput } from './shared/admin-input';
import { CLAIMS_FAILED, NOT_STAFF_NOTE, isStaff } from './admin-roles';
import { adminSignInErrorMessage } from './admin-sign-in-errors';
import './admin.css';
import './admin-tables.css';
import './admin-views.css';

/** The password input with its Show/Hide toggle. */
function PasswordField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <div className="admin-field">
      <label htmlFor="admin-password">Password</label>
      <div className="admin-password">
        <input
          id="admin-password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
        />
        <button
          type="button"
          className="admin-password__toggle"
          aria-label={showPassword ? 'Hide password' : 'Show password'}
          aria-controls="admin-password"
          onClick={() => setShowPassword((v) => !v)}
        >
          {showPassword ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}

/** /adminpfy9665k01-auth: email and password sign-in for staff; staff already signed in go straight to the panel. */
export function AdminAuthPage() {
  const auth = useAuthState();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  if (auth.status === 'signed-in' && isStaff(auth.user)) return <Navigate to={paths.admin} replace />;
  const signedInNotStaff = auth.status === 'signed-in' && !busy && !auth.user.claimsError;
  const claimsFailed = auth.status === 'signed-in' && !busy && auth.user.claimsError === true;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateSignIn({ email, password });
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await signInAdmin(checked.value.email, checked.value.password);
    } catch (e) {
      setError(adminSignInErrorMessage(e, navigator.onLine));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-auth" aria-labelledby="admin-auth-title">
      <div className="admin-auth__card">
        <h1 id="admin-auth-title">Admin Sign In</h1>
        <p className="admin-auth__note">Access is restricted to authorized administrators.</p>
        <form noValidate onSubmit={onSubmit} aria-describedby={error ? errorId : undefined}>
          <AdminInput
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
            disabled={busy}
          />
          <PasswordField value={password} onChange={setPassword} disabled={busy} />
          {error && (
            <p id={errorId} className="form-error" role="alert">
              {error}
            </p>
          )}
          {!error && signedInNotStaff && (
            <p className="form-error" role="alert">
              {NOT_STAFF_NOTE}
            </p>
          )}
          {!error && claimsFailed && (
            <LoadError message={CLAIMS_FAILED} onRetry={() => void refreshClaims()} />
          )}
          <button type="submit" className="button admin-auth__submit" disabled={busy}>
            {busy ? UI_TEXT.adminSigningIn : UI_TEXT.adminSignIn}
          </button>
        </form>
      </div>
    </section>
  );
}
