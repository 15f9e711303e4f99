import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { sanitizeSmsCode, validateSmsCode } from '../../domain/validation';

/** The 6-digit SMS code form of a contact change. `onVerify` and `onResend` resolve to an error message, or null. */
export function SmsCode({
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
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  async function run(action: () => Promise<string | null>) {
    setBusy(true);
    setError('');
    try {
      setError((await action()) ?? '');
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = validateSmsCode(code);
    if (!valid.ok) return setError(valid.error);
    void run(() => onVerify(valid.value));
  }

  return (
    <form onSubmit={submit} noValidate aria-describedby={`${id}-hint ${id}-error`}>
      <label htmlFor={`${id}-code`}>Verification Code</label>
      <p className="field-hint" id={`${id}-hint`}>
        Enter the 6-digit code sent by SMS to {phoneNumber}.
      </p>
      <input
        ref={inputRef}
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
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify Code'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void run(onResend)}
          disabled={busy}
        >
          Resend Code
        </button>
        <button type="button" className="link-button" onClick={onBack} disabled={busy}>
          Back
        </button>
      </div>
    </form>
  );
}
