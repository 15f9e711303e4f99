import { useEffect, useId, useRef } from 'react';
import { useSmsCodeForm } from '../../components/use-sms-code-form';

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
  const { code, setCode, error, busy, run, submit } = useSmsCodeForm(onVerify);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

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
        onChange={(e) => setCode(e.target.value)}
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
