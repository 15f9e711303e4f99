import { useState } from 'react';
import { MESSAGES } from '../../domain/messages';
import type { SignUpForm as SignUpFields } from '../../domain/validation';
import {
  cancelPhoneVerification,
  completePhoneSignUp,
  phoneVerificationErrorMessage,
  startPhoneSignUp,
} from '../../lib/auth-actions';
import { callableErrorCode, claimPhoneNumber, deleteMyAccount } from '../../lib/callables';
import { createSignUpProfile } from '../../lib/data/account-profile';
import { SignUpForm } from './sign-up-form';
import type { SignUpDetails } from './sign-up-form';
import { SmsCodeStep } from './sms-code-step';

/**
 * With the SMS code: the account, its profile and the claim of its number. Answers the message of the step that
 * failed, or null when the account is ready.
 */
async function createAccount(details: SignUpDetails, code: string): Promise<string | null> {
  let uid: string;
  try {
    ({ uid } = await completePhoneSignUp({
      code,
      email: details.email,
      password: details.password,
      name: details.name,
    }));
  } catch (cause) {
    return phoneVerificationErrorMessage(cause);
  }
  try {
    const { name, area, email, contact } = details;
    await createSignUpProfile({ uid, name, area, email, contact });
  } catch (cause) {
    console.warn('creating the profile failed', cause);
    return MESSAGES.account.createProfileFailed;
  }
  try {
    await claimPhoneNumber({ phoneNumber: details.contact });
  } catch (cause) {
    if (callableErrorCode(cause) !== 'failed-precondition') return MESSAGES.account.updateContactFailed;
    await deleteMyAccount({}).catch((reason: unknown) => console.warn('removing the account failed', reason));
    return MESSAGES.signUp.phoneRecentlyVerified;
  }
  return null;
}

/**
 * Create Account: the form, then the SMS code screen. Once the code is confirmed the account exists (phone first,
 * then the email and password linked to it), its profile is written with the number pending, and the number is
 * claimed: the server checks the cooldown and only then marks the phone verified. A refused claim stops sign-up
 * with the spec's message and removes the new account again, so the same details can be used later.
 */
export function SignUpFlow({
  botCheckContainer,
  onSignedIn,
  onStepChange,
}: {
  botCheckContainer: () => HTMLElement | null;
  onSignedIn: () => void;
  onStepChange?: (step: 'form' | 'code') => void;
}) {
  const [sent, setSent] = useState<{ details: SignUpDetails; fields: SignUpFields } | null>(null);
  const [fields, setFields] = useState<SignUpFields | undefined>(undefined);

  if (!sent) {
    return (
      <SignUpForm
        initial={fields}
        botCheckContainer={botCheckContainer}
        onCodeSent={(details, form) => {
          setSent({ details, fields: form });
          onStepChange?.('code');
        }}
      />
    );
  }

  const { details } = sent;
  async function verify(code: string): Promise<string | null> {
    const problem = await createAccount(details, code);
    if (problem) return problem;
    onSignedIn();
    return null;
  }

  async function resend(): Promise<string | null> {
    try {
      await startPhoneSignUp(details.contact, botCheckContainer());
      return null;
    } catch (cause) {
      return phoneVerificationErrorMessage(cause);
    }
  }

  return (
    <SmsCodeStep
      phoneNumber={details.contact}
      onVerify={verify}
      onResend={resend}
      onBack={() => {
        cancelPhoneVerification();
        setFields(sent.fields);
        setSent(null);
        onStepChange?.('form');
      }}
    />
  );
}
