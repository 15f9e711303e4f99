import type { ReactNode, Ref } from 'react';
import type { useSmsCodeForm } from './use-sms-code-form';
import './form-pieces.css';

/** What an SMS code screen is given: the number the code went to, and its actions (each resolves to an error or null). */
export interface SmsCodeProps {
  phoneNumber: string;
  onVerify: (code: string) => Promise<string | null>;
  onResend: () => Promise<string | null>;
  onBack: () => void;
}

/**
 * The code field of an SMS code form (sign-up and the account's contact change): label, a numeric one-time-code
 * input of 6 characters, an optional hint and the error line. Ids are `${id}-code`, `${id}-hint`, `${id}-error`.
 */
export function SmsCodeField({
  sms,
  id,
  hint,
  inputRef,
}: {
  sms: ReturnType<typeof useSmsCodeForm>;
  id: string;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <label htmlFor={`${id}-code`}>Verification Code</label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        ref={inputRef}
        id={`${id}-code`}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={sms.code}
        onChange={(e) => sms.setCode(e.target.value)}
      />
      <p id={`${id}-error`} className="form-error" role="alert">
        {sms.error}
      </p>
    </>
  );
}

/** The submit button of an SMS code form. */
export function VerifyCodeButton({ busy, className = 'button' }: { busy: boolean; className?: string }) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? 'Verifying...' : 'Verify Code'}
    </button>
  );
}
