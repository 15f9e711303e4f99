// Phone verification by SMS code with an invisible bot check: sign-up's second step and the account's contact
// change. Re-exported by auth-actions.ts, which the pages import.
import type { ApplicationVerifier, Auth, ConfirmationResult, RecaptchaVerifier } from 'firebase/auth';
import { MESSAGES } from '../domain/messages';
import { AuthFlowError, authAndSdk, requireUser, sdk } from './auth-loader';

type PendingVerification =
  | { kind: 'sign-in'; phoneNumber: string; confirmation: ConfirmationResult }
  | { kind: 'update'; phoneNumber: string; verificationId: string };

let pending: PendingVerification | null = null;
let verifier: RecaptchaVerifier | null = null;

/** The invisible bot check, attached to `container` (a fresh one each time: a used widget cannot be reused). */
async function botCheck(auth: Auth, container: HTMLElement | null): Promise<ApplicationVerifier> {
  if (!container || !container.isConnected) {
    throw new AuthFlowError('app/recaptcha-missing', MESSAGES.auth.recaptchaNotInitialized);
  }
  const { RecaptchaVerifier } = await sdk();
  clearBotCheck();
  verifier = new RecaptchaVerifier(auth, container, {
    size: 'invisible',
    // A bot-check error is only logged (spec section 8); the SDK call then rejects with its own error.
    'error-callback': (error: unknown) => console.warn('bot check failed', error),
  });
  return verifier;
}

function clearBotCheck(): void {
  try {
    verifier?.clear();
  } catch {
    // Already removed with its page element.
  }
  verifier = null;
}

/** Forgets any verification in progress (leaving the code screen, or after success). */
export function cancelPhoneVerification(): void {
  pending = null;
  clearBotCheck();
}

/** The number a code was sent to, or null. */
export function pendingPhoneNumber(): string | null {
  return pending?.phoneNumber ?? null;
}

function takePending<K extends PendingVerification['kind']>(
  kind: K,
): Extract<PendingVerification, { kind: K }> {
  if (!pending || pending.kind !== kind) {
    throw new AuthFlowError('app/no-verification', MESSAGES.auth.noVerificationInProgress);
  }
  return pending as Extract<PendingVerification, { kind: K }>;
}

/** Sign-up, step 1: sends the SMS code to `phoneNumber` (E.164, '+1868…'). */
export async function startPhoneSignUp(phoneNumber: string, container: HTMLElement | null): Promise<void> {
  const [auth, { signInWithPhoneNumber }] = await authAndSdk();
  const appVerifier = await botCheck(auth, container);
  const confirmation = await signInWithPhoneNumber(auth, phoneNumber, appVerifier);
  pending = { kind: 'sign-in', phoneNumber, confirmation };
}

/**
 * Sign-up, step 2: confirms the code (the phone becomes the account's first sign-in method), then creates the
 * email/password sign-in on the same account by linking the email credential, and sets the display name.
 * A number that already belongs to another account is refused and that account signed out again.
 * Returns the new account's uid; its ID token then carries both the verified phone_number and the email.
 */
export async function completePhoneSignUp(input: {
  code: string;
  email: string;
  password: string;
  name: string;
}): Promise<{ uid: string }> {
  const { confirmation } = takePending('sign-in');
  const [auth, { EmailAuthProvider, getAdditionalUserInfo, linkWithCredential, signOut, updateProfile }] =
    await authAndSdk();
  const result = await confirmation.confirm(input.code);
  pending = null;
  clearBotCheck();
  if (!getAdditionalUserInfo(result)?.isNewUser) {
    await signOut(auth);
    throw new AuthFlowError('app/phone-in-use', MESSAGES.signUp.phoneRecentlyVerified);
  }
  try {
    await linkWithCredential(result.user, EmailAuthProvider.credential(input.email, input.password));
  } catch (error) {
    // Nothing half-made stays behind: the phone-only account is removed again.
    await result.user.delete().catch(() => signOut(auth));
    throw error;
  }
  await updateProfile(result.user, { displayName: input.name });
  await result.user.getIdToken(true);
  return { uid: result.user.uid };
}

/** Contact change, step 1: sends the SMS code for the signed-in user's new number. */
export async function startPhoneNumberChange(
  phoneNumber: string,
  container: HTMLElement | null,
): Promise<void> {
  const [auth, { PhoneAuthProvider }] = await authAndSdk();
  requireUser(auth);
  const appVerifier = await botCheck(auth, container);
  const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(phoneNumber, appVerifier);
  pending = { kind: 'update', phoneNumber, verificationId };
}

/**
 * Contact change, step 2: confirms the code and puts the number on the account (replacing the previous phone, or
 * linking a first one for Google and email-only accounts), then refreshes the ID token so that it carries the
 * new phone_number. Returns the verified number.
 */
export async function confirmPhoneNumberChange(code: string): Promise<string> {
  const { verificationId, phoneNumber } = takePending('update');
  const [auth, { PhoneAuthProvider, linkWithCredential, updatePhoneNumber }] = await authAndSdk();
  const user = requireUser(auth);
  const credential = PhoneAuthProvider.credential(verificationId, code);
  if (user.providerData.some((p) => p.providerId === 'phone')) await updatePhoneNumber(user, credential);
  else await linkWithCredential(user, credential);
  pending = null;
  clearBotCheck();
  await user.getIdToken(true);
  return phoneNumber;
}
