import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { sanitizeSmsCode, validateSmsCode } from '../../domain/validation';

/**
 * The SMS code screen: a 6-digit code (non-digits stripped), Verify Code, Resend Code and Back. `onVerify` and
 * `onResend` resolve to an error message to show, or null.
 */
export function SmsCodeStep({
  phoneNumber,
  onVerify,
  onResend,
  onBack,
}: {
  phoneNumber: string;
  onVerify: (code: string) => Promise<string | null>;
  onResend: () => Promise<string | null>;
  onBack: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  async function run(action: () => Promise<string | null>, done: string) {
    setBusy(true);
    setError('');
    setNotice('');
    try {
      const problem = await action();
      if (problem) setError(problem);
      else if (done) setNotice(done);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = validateSmsCode(code);
    if (!valid.ok) return setError(valid.error);
    void run(() => onVerify(valid.value), '');
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-describedby={`${id}-error`}>
      <h2 ref={headingRef} tabIndex={-1}>
        Verify Your Phone Number
      </h2>
      <p>
        We sent a 6-digit code by SMS to <strong>{phoneNumber}</strong>. Enter it below to finish creating
        your account.
      </p>
      <label htmlFor={`${id}-code`}>Verification Code</label>
      <input
        id={`${id}-code`}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(sanitizeSmsCode(e.target.value))}
      />
      <p id={`${id}-error`} className="form-error" role="alert">
        {error}
      </p>
      <p className="form-notice" role="status">
        {notice}
      </p>
      <button type="submit" className="button auth-form__submit" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify Code'}
      </button>
      <div className="auth-form__row">
        <button type="button" className="link-button" onClick={onBack} disabled={busy}>
          Back
        </button>
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => void run(onResend, 'A new code was sent.')}
        >
          Resend Code
        </button>
      </div>
    </form>
  );
}
