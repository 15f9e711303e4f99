import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { MESSAGES } from '../../domain/messages';
import { localDigitsOf, sanitizePhoneInput, validateContactEdit } from '../../domain/validation';
import {
  cancelPhoneVerification,
  confirmPhoneNumberChange,
  phoneVerificationErrorMessage,
  startPhoneNumberChange,
} from '../../lib/auth-actions';
import { callableErrorCode, checkPhoneNumberCooldown, claimPhoneNumber } from '../../lib/callables';
import { markContactPending } from '../../lib/data/account-profile';
import type { Profile } from '../../lib/data/account-profile';
import { PhoneField } from '../../components/text-field';
import { SmsCode } from './sms-code';
import '../../components/form-pieces.css';
import { FormButtons } from './form-buttons';

export const CONTACT_UPDATED = 'Contact number verified and updated.';

function messageOf(error: unknown): string {
  const code = callableErrorCode(error);
  if (code === 'permission-denied') return MESSAGES.account.permissionDenied;
  if (code === 'failed-precondition') return (error as Error).message;
  if (code) return MESSAGES.account.updateContactFailed;
  return phoneVerificationErrorMessage(error);
}

/**
 * The checks of a new number (its cooldown), the profile's pending contact, then the SMS code. Answers the problem
 * that stopped it, or null once the code is on its way.
 */
async function sendChangeCode(
  profileId: string,
  phoneNumber: string,
  botCheck: HTMLElement | null,
): Promise<string | null> {
  // A spent check budget means "unknown": claimPhoneNumber enforces the cooldown after the SMS code anyway.
  const cooldown = await checkPhoneNumberCooldown({ phoneNumber }).catch((cause: unknown) => {
    if (callableErrorCode(cause) === 'resource-exhausted') return { available: true, message: '' };
    throw cause;
  });
  if (!cooldown.available) return cooldown.message || MESSAGES.signUp.phoneRecentlyVerified;
  try {
    await markContactPending(profileId, phoneNumber);
  } catch (cause) {
    console.warn('marking the contact pending failed', cause);
    return MESSAGES.account.updateContactFailed;
  }
  await startPhoneNumberChange(phoneNumber, botCheck);
  return null;
}

async function resendChangeCode(phoneNumber: string, botCheck: HTMLElement | null): Promise<string | null> {
  try {
    await startPhoneNumberChange(phoneNumber, botCheck);
    return null;
  } catch (cause) {
    return messageOf(cause);
  }
}

/** What the caller of ContactChange sets for the new number's form. */
interface NewNumberOptions {
  /** The field's label; New Contact Number unless told. */
  label?: string;
  /** The submit button's label; Send Code unless told. */
  submitLabel?: string;
  /** Shows Cancel, when there is somewhere to go back to. */
  onCancel?: () => void;
}

/** The new number's form: 7 digits after the country code, Send Code, and Cancel when there is somewhere to go. */
function NewNumberForm({
  label = 'New Contact Number',
  submitLabel = 'Send Code',
  onCancel,
  digits,
  onDigits,
  error,
  busy,
  onSubmit,
}: NewNumberOptions & {
  digits: string;
  onDigits: (digits: string) => void;
  error: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const id = useId();
  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={`${id}-error`}>
      <PhoneField
        id={`${id}-contact`}
        label={label}
        inputMode="numeric"
        autoComplete="tel-local"
        maxLength={7}
        value={digits}
        onChange={(value) => onDigits(sanitizePhoneInput(value))}
      />
      <p id={`${id}-error`} className="form-error" role="alert">
        {error}
      </p>
      <FormButtons label={submitLabel} busyLabel="Sending Code..." busy={busy} onCancel={onCancel} />
    </form>
  );
}

/**
 * Contact change with re-verification (spec section 4): 7 digits and not the current number; the profile gets
 * phoneVerified false and pendingContact; an SMS code verifies the number on the account; then claimPhoneNumber
 * sets contact, clears pendingContact and sets phoneVerified true.
 */
export function ContactChange({
  profile,
  onDone,
  ...options
}: NewNumberOptions & {
  profile: Profile;
  onDone: () => void;
}) {
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
      const problem = await sendChangeCode(profile.id, valid.value, botCheckRef.current);
      if (problem) return setError(problem);
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
          onResend={() => resendChangeCode(sentTo, botCheckRef.current)}
          onBack={() => {
            cancelPhoneVerification();
            setSentTo(null);
          }}
        />
      ) : (
        <NewNumberForm
          {...options}
          digits={digits}
          onDigits={setDigits}
          error={error}
          busy={busy}
          onSubmit={sendCode}
        />
      )}
      <div ref={botCheckRef} />
    </div>
  );
}
