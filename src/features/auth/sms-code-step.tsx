import { useEffect, useId, useRef } from 'react';
import { SmsCodeField, VerifyCodeButton, type SmsCodeProps } from '../../components/sms-code-field';
import { useSmsCodeForm } from '../../components/use-sms-code-form';

/**
 * The SMS code screen: a 6-digit code (non-digits stripped), Verify Code, Resend Code and Back. `onVerify` and
 * `onResend` resolve to an error message to show, or null.
 */
export function SmsCodeStep({ phoneNumber, onVerify, onResend, onBack }: SmsCodeProps) {
  const id = useId();
  const sms = useSmsCodeForm(onVerify);
  const { notice, busy, run, submit } = sms;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-describedby={`${id}-error`}>
      <h2 ref={headingRef} tabIndex={-1}>
        Verify Your Phone Number
      </h2>
      <p>
        We sent a 6-digit code by SMS to <strong>{phoneNumber}</strong>. Enter it below to finish creating
        your account.
      </p>
      <SmsCodeField sms={sms} id={id} />
      <p className="form-notice" role="status">
        {notice}
      </p>
      <VerifyCodeButton busy={busy} className="button auth-form__submit" />
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
