import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { MESSAGES } from '../../domain/messages';
import { parseLocalPhone, validateSignUp } from '../../domain/validation';
import type { SignUpForm as SignUpFields } from '../../domain/validation';
import {
  passwordPolicyProblems,
  phoneVerificationErrorMessage,
  startPhoneSignUp,
} from '../../lib/auth-actions';
import { callableErrorCode, checkEmailAvailability, checkPhoneNumberCooldown } from '../../lib/callables';
import { PhoneField, TextField } from '../../components/text-field';
import '../../components/form-pieces.css';

/** What the SMS code step needs once the code was sent. */
export interface SignUpDetails {
  name: string;
  area: string;
  email: string;
  password: string;
  /** '+1868' plus 7 digits. */
  contact: string;
}

const EMPTY: SignUpFields = {
  name: '',
  area: '',
  contact: '',
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
};

const FIELDS: { key: keyof SignUpFields; label: string; type: string; autoComplete: string }[] = [
  { key: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { key: 'area', label: 'Area', type: 'text', autoComplete: 'address-level2' },
  { key: 'contact', label: 'Contact Number', type: 'tel', autoComplete: 'tel-local' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'confirmEmail', label: 'Confirm Email', type: 'email', autoComplete: 'email' },
  { key: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
];

const callableMessage = (error: unknown) =>
  callableErrorCode(error) ? (error as Error).message : phoneVerificationErrorMessage(error);

/**
 * The availability checks are rate-limited on the server; when their budget is spent the answer is unknown and
 * sign-up goes on, because Auth (e-mail) and claimPhoneNumber (phone) decide for real later.
 */
async function unlessRateLimited<T>(check: Promise<T>, unknown: T): Promise<T> {
  try {
    return await check;
  } catch (cause) {
    if (callableErrorCode(cause) === 'resource-exhausted') return unknown;
    throw cause;
  }
}

type ValidSignUp = Extract<ReturnType<typeof validateSignUp>, { ok: true }>['value'];

/**
 * The checks after the fields' own (password policy, email not registered, number not recently verified), then
 * the SMS code is sent. Answers the first problem, or null once the code is on its way.
 */
async function sendSignUpCode(
  valid: ValidSignUp,
  password: string,
  botCheck: HTMLElement | null,
): Promise<string | null> {
  const problems = await passwordPolicyProblems(password);
  if (problems.length > 0) return problems[0];
  const { email, contact } = valid;
  const emailCheck = await unlessRateLimited(checkEmailAvailability({ email }), { available: true });
  if (!emailCheck.available) return MESSAGES.signUp.emailRegistered;
  const cooldown = await unlessRateLimited(checkPhoneNumberCooldown({ phoneNumber: contact }), {
    available: true,
    message: '',
  });
  if (!cooldown.available) return cooldown.message || MESSAGES.signUp.phoneRecentlyVerified;
  await startPhoneSignUp(contact, botCheck);
  return null;
}

/** The contact number: the country code before it, a hint and its own error below it. */
function ContactNumber({
  id,
  field,
  value,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  field: { label: string; type: string; autoComplete: string };
  value: string;
  error: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <div className="auth-form__phone">
      <PhoneField
        id={id}
        label={field.label}
        type={field.type}
        inputMode="tel"
        autoComplete={field.autoComplete}
        describedBy={`${id}-hint ${id}-error`}
        invalid={error !== ''}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
      />
      <p className="field-hint" id={`${id}-hint`}>
        7 digits. We send a 6-digit code by SMS to verify it.
      </p>
      <p className="field-error" id={`${id}-error`}>
        {error}
      </p>
    </div>
  );
}

/** The fields as typed, and the contact number's own check when the field is left. */
function useSignUpFields(initial: Partial<SignUpFields> | undefined) {
  const [form, setForm] = useState<SignUpFields>({ ...EMPTY, ...initial });
  const [contactError, setContactError] = useState('');

  const update = (key: keyof SignUpFields, raw: string) => {
    if (key === 'contact') setContactError('');
    setForm((f) => ({ ...f, [key]: raw }));
  };

  /** Leaving the phone field: a TT number typed any usual way becomes its 7 local digits; anything else is named. */
  function settleContact(): string {
    if (form.contact.trim() === '') return form.contact;
    const digits = parseLocalPhone(form.contact);
    if (digits === null) {
      setContactError(MESSAGES.signUp.contactDigits);
      return form.contact;
    }
    setForm((f) => ({ ...f, contact: digits }));
    return digits;
  }

  return { form, contactError, update, settleContact };
}

/**
 * Create Account, step 1: the spec's checks in order (fields, emails, 7-digit contact, passwords, password policy,
 * email not registered, number not recently verified), then the SMS code is sent through the invisible bot check
 * attached to `botCheckContainer`.
 */
export function SignUpForm({
  initial,
  botCheckContainer,
  onCodeSent,
}: {
  initial?: Partial<SignUpFields>;
  botCheckContainer: () => HTMLElement | null;
  onCodeSent: (details: SignUpDetails, fields: SignUpFields) => void;
}) {
  const id = useId();
  const { form, contactError, update, settleContact } = useSignUpFields(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const contact = settleContact();
    const valid = validateSignUp({ ...form, contact });
    if (!valid.ok) return setError(valid.error);
    setBusy(true);
    setError('');
    try {
      const problem = await sendSignUpCode(valid.value, form.password, botCheckContainer());
      if (problem) return setError(problem);
      onCodeSent({ ...valid.value, password: form.password }, { ...form, contact });
    } catch (cause) {
      setError(callableMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-describedby={`${id}-error`}>
      {FIELDS.map(({ key, label, type, autoComplete }) =>
        key === 'contact' ? (
          <ContactNumber
            key={key}
            id={`${id}-${key}`}
            field={{ label, type, autoComplete }}
            value={form.contact}
            error={contactError}
            onChange={(value) => update(key, value)}
            onBlur={settleContact}
          />
        ) : (
          <div key={key}>
            <TextField
              id={`${id}-${key}`}
              label={label}
              type={type}
              autoComplete={autoComplete}
              value={form[key]}
              onChange={(value) => update(key, value)}
            />
          </div>
        ),
      )}
      <p id={`${id}-error`} className="form-error" role="alert">
        {error}
      </p>
      <button type="submit" className="button auth-form__submit" disabled={busy}>
        {busy ? 'Sending Code...' : 'Create Account'}
      </button>
    </form>
  );
}
