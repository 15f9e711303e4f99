import { useEffect, useId, useRef } from 'react';
import { SmsCodeField, VerifyCodeButton, type SmsCodeProps } from '../../components/sms-code-field';
import { useSmsCodeForm } from '../../components/use-sms-code-form';

/** The 6-digit SMS code form of a contact change. `onVerify` and `onResend` resolve to an error message, or null. */
export function SmsCode({ phoneNumber, onVerify, onResend, onBack }: SmsCodeProps) {
  const id = useId();
  const sms = useSmsCodeForm(onVerify);
  const { busy, run, submit } = sms;
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  return (
    <form onSubmit={submit} noValidate aria-describedby={`${id}-hint ${id}-error`}>
      <SmsCodeField
        sms={sms}
        id={id}
        inputRef={inputRef}
        hint={<>Enter the 6-digit code sent by SMS to {phoneNumber}.</>}
      />
      <div className="button-row">
        <VerifyCodeButton busy={busy} />
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
