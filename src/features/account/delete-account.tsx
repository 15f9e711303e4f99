import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CurrentPasswordField } from '../../components/text-field';
import { paths } from '../../config/paths';
import { MESSAGES } from '../../domain/messages';
import { validateDeleteAccount } from '../../domain/validation';
import {
  authErrorCode,
  authErrorText,
  reauthenticateWithGoogle,
  reauthenticateWithPassword,
  signOutUser,
} from '../../lib/auth-actions';
import type { AuthUser } from '../../lib/auth-user';
import { bookingErrorReason } from '../../contracts/booking-api';
import { deleteMyAccountData } from '../../lib/data/account-deletion';

export function deleteAccountErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential')
    return MESSAGES.deleteAccount.wrongPassword;
  if (code === 'auth/requires-recent-login' || bookingErrorReason(error) === 'requires-recent-login') {
    return MESSAGES.deleteAccount.requiresRecentLogin;
  }
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') {
    return MESSAGES.deleteAccount.popupClosed;
  }
  return MESSAGES.deleteAccount.failed(authErrorText(error));
}

interface ConfirmDeletionProps {
  open: boolean;
  onKeep: () => void;
  onDelete: () => void;
}

/** The last question before the account goes. */
function ConfirmDeletion({ open, onKeep, onDelete }: ConfirmDeletionProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete your account?"
      message="Your profile and upcoming appointments will be deleted. This cannot be undone."
      cancelLabel="Keep My Account"
      confirmLabel="Yes, Delete My Account"
      confirmClassName="button button--danger"
      onCancel={onKeep}
      onConfirm={onDelete}
    />
  );
}

/**
 * Delete Account: email users confirm with their password, Google users in a Google popup; then the deletion
 * request and the deleteMyAccount callable remove the data server-side, and the user is signed out.
 */
export function DeleteAccount({ user }: { user: AuthUser }) {
  const id = useId();
  const navigate = useNavigate();
  const isEmailUser = user.providerIds.includes('password');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  function ask(event: FormEvent) {
    event.preventDefault();
    const valid = validateDeleteAccount({ password, isEmailUser });
    if (!valid.ok) return setError(valid.error);
    setError('');
    setConfirming(true);
  }

  async function remove() {
    setConfirming(false);
    setBusy(true);
    try {
      if (isEmailUser) await reauthenticateWithPassword(password);
      else await reauthenticateWithGoogle();
      await deleteMyAccountData(user.uid);
    } catch (cause) {
      setBusy(false);
      return setError(deleteAccountErrorMessage(cause));
    }
    navigate(paths.auth, { replace: true, state: { notice: MESSAGES.deleteAccount.succeeded } });
    await signOutUser().catch((cause: unknown) => console.warn('sign-out after deletion failed', cause));
  }

  return (
    <div className="delete-account">
      <p>
        Deleting your account removes your profile and your upcoming appointments, and signs you out. Past
        services are kept for our records without your personal details. This cannot be undone.
      </p>
      <form onSubmit={ask} noValidate aria-describedby={`${id}-error`}>
        {isEmailUser ? (
          <CurrentPasswordField id={`${id}-password`} value={password} onChange={setPassword} />
        ) : (
          <p>You will be asked to confirm with your Google account.</p>
        )}
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
        <button type="submit" className="button button--danger" disabled={busy}>
          {busy ? 'Deleting...' : 'Delete Account'}
        </button>
      </form>
      <ConfirmDeletion open={confirming} onKeep={() => setConfirming(false)} onDelete={() => void remove()} />
    </div>
  );
}
