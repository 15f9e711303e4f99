import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { MESSAGES } from '../../domain/messages';
import {
  PHONE_COUNTRY_CODE,
  localDigitsOf,
  sanitizePhoneInput,
  validateContactEdit,
} from '../../domain/validation';
import {
  cancelPhoneVerification,
  confirmPhoneNumberChange,
  phoneVerificationErrorMessage,
  startPhoneNumberChange,
} from '../../lib/auth-actions';
import { callableErrorCode, checkPhoneNumberCooldown, claimPhoneNumber } from '../../lib/callables';
import { markContactPending } from '../../lib/data/account-profile';
import type { Profile } from '../../lib/data/account-profile';
import { SmsCode } from './sms-code';
import '../../components/form-pieces.css';

export const CONTACT_UPDATED = 'Contact number verified and updated.';

function messageOf(error: unknown): string {
  const code = callableErrorCode(error);
  if (code === 'permission-denied') return MESSAGES.account.permissionDenied;
  if (code === 'failed-precondition') return (error as Error).message;
  if (code) return MESSAGES.account.updateContactFailed;
  return phoneVerificationErrorMessage(error);
}

/**
 * Contact change with re-verification (spec section 4): 7 digits and not the current number; the profile gets
 * phoneVerified false and pendingContact; an SMS code verifies the number on the account; then claimPhoneNumber
 * sets contact, clears pendingContact and sets phoneVerified true.
 */
export function ContactChange({
  profile,
  label = 'New Contact Number',
  submitLabel = 'Send Code',
  onDone,
  onCancel,
}: {
  profile: Profile;
  label?: string;
  submitLabel?: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const botCheckRef = useRef<HTMLDivElement>(null);
  const [digits, setDigits] = useState(() => localDigitsOf(profile.pendingContact) ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => () => cancelPhoneVerification(), []);

  // An unverified number may be verified as it is; a verified one must change.
  const currentContact = profile.phoneVerified ? profile.contact : null;

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const valid = validateContactEdit({ input: digits, currentContact });
    if (!valid.ok) return setError(valid.error);
    setBusy(true);
    setError('');
    try {
      // A spent check budget means "unknown": claimPhoneNumber enforces the cooldown after the SMS code anyway.
      const cooldown = await checkPhoneNumberCooldown({ phoneNumber: valid.value }).catch(
        (cause: unknown) => {
          if (callableErrorCode(cause) === 'resource-exhausted') return { available: true, message: '' };
          throw cause;
        },
      );
      if (!cooldown.available) return setError(cooldown.message || MESSAGES.signUp.phoneRecentlyVerified);
      try {
        await markContactPending(profile.id, valid.value);
      } catch (cause) {
        console.warn('marking the contact pending failed', cause);
        return setError(MESSAGES.account.updateContactFailed);
      }
      await startPhoneNumberChange(valid.value, botCheckRef.current);
      setSentTo(valid.value);
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  }

  async function verify(code: string): Promise<string | null> {
    try {
      const phoneNumber = await confirmPhoneNumberChange(code);
      await claimPhoneNumber({ phoneNumber });
    } catch (cause) {
      return messageOf(cause);
    }
    onDone();
    return null;
  }

  return (
    <div className="contact-change">
      {sentTo ? (
        <SmsCode
          phoneNumber={sentTo}
          onVerify={verify}
          onResend={async () => {
            try {
              await startPhoneNumberChange(sentTo, botCheckRef.current);
              return null;
            } catch (cause) {
              return messageOf(cause);
            }
          }}
          onBack={() => {
            cancelPhoneVerification();
            setSentTo(null);
          }}
        />
      ) : (
        <form onSubmit={sendCode} noValidate aria-describedby={`${id}-error`}>
          <label htmlFor={`${id}-contact`}>{label}</label>
          <div className="phone-input">
            <span className="phone-input__prefix" id={`${id}-prefix`}>
              {PHONE_COUNTRY_CODE}
            </span>
            <input
              id={`${id}-contact`}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-local"
              maxLength={7}
              aria-describedby={`${id}-prefix`}
              value={digits}
              onChange={(e) => setDigits(sanitizePhoneInput(e.target.value))}
            />
          </div>
          <p id={`${id}-error`} className="form-error" role="alert">
            {error}
          </p>
          <div className="button-row">
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Sending Code...' : submitLabel}
            </button>
            {onCancel && (
              <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
                Cancel
              </button>
            )}
          </div>
        </form>
      )}
      <div ref={botCheckRef} />
    </div>
  );
}
