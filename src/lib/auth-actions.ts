// Every Firebase Auth action the auth and account pages take: email/password and Google sign-in, phone verification
// by SMS code with an invisible bot check, password reset, re-authentication, profile name, sign-out. firebase/auth
// is loaded lazily through getFirebaseAuth(), and errors come back as the SDK's own (read them with the helpers at
// the end), so the pages never touch the SDK.
import type { ApplicationVerifier, Auth, ConfirmationResult, RecaptchaVerifier, User } from 'firebase/auth';
import { MESSAGES, stripProviderPrefix } from '../domain/messages';
import { DEFAULT_PASSWORD_POLICY, checkPasswordPolicy } from '../domain/validation';
import { getFirebaseAuth } from './firebase';

export { signOutUser } from './auth-user';

/** An error of ours with an auth-style code, for states the SDK does not report itself. */
export class AuthFlowError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthFlowError';
  }
}

const sdk = () => import('./sdk/auth');

async function authAndSdk() {
  return Promise.all([getFirebaseAuth(), sdk()]);
}

function requireUser(auth: Auth): User {
  if (!auth.currentUser) throw new AuthFlowError('app/not-authenticated', MESSAGES.account.notAuthenticated);
  return auth.currentUser;
}

// ---------- email and password ----------

/** Signs in; rejects with the SDK error (auth/invalid-credential, auth/user-disabled, ...). */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  const [auth, { signInWithEmailAndPassword }] = await authAndSdk();
  await signInWithEmailAndPassword(auth, email, password);
}

/** Sends the reset email; its link continues to the site home. */
export async function sendPasswordReset(email: string): Promise<void> {
  const [auth, { sendPasswordResetEmail }] = await authAndSdk();
  await sendPasswordResetEmail(auth, email, { url: `${window.location.origin}/` });
}

/**
 * Unmet requirements of the project's password policy (fetched from the server); the domain's default policy
 * (6 characters) when the server does not say.
 */
export async function passwordPolicyProblems(password: string): Promise<string[]> {
  try {
    const [auth, { validatePassword }] = await authAndSdk();
    const status = await validatePassword(auth, password);
    if (status.isValid) return [];
    const policy = status.passwordPolicy.customStrengthOptions;
    return checkPasswordPolicy(password, {
      minLength: policy.minPasswordLength ?? DEFAULT_PASSWORD_POLICY.minLength,
      maxLength: policy.maxPasswordLength,
      requireLowercase: policy.containsLowercaseLetter,
      requireUppercase: policy.containsUppercaseLetter,
      requireNumeric: policy.containsNumericCharacter,
      requireNonAlphanumeric: policy.containsNonAlphanumericCharacter,
    });
  } catch {
    return checkPasswordPolicy(password, DEFAULT_PASSWORD_POLICY);
  }
}

// ---------- Google ----------

export interface GoogleSignInResult {
  uid: string;
  email: string | null;
  displayName: string | null;
  isNewUser: boolean;
}

/** Google sign-in in a popup (the Auth emulator serves its own account chooser). */
export async function signInWithGoogle(): Promise<GoogleSignInResult> {
  const [auth, { GoogleAuthProvider, getAdditionalUserInfo, signInWithPopup }] = await authAndSdk();
  const result = await signInWithPopup(auth, new GoogleAuthProvider());
  return {
    uid: result.user.uid,
    email: result.user.email,
    displayName: result.user.displayName,
    isNewUser: getAdditionalUserInfo(result)?.isNewUser ?? false,
  };
}

// ---------- phone verification (SMS code, invisible bot check) ----------

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

// ---------- the signed-in user ----------

/** Sign-in methods of the current user ('password', 'google.com', 'phone'). */
export async function currentProviderIds(): Promise<string[]> {
  const auth = await getFirebaseAuth();
  return auth.currentUser?.providerData.map((p) => p.providerId) ?? [];
}

/** Confirms the signed-in email user's password (needed before deleting the account). */
export async function reauthenticateWithPassword(password: string): Promise<void> {
  const [auth, { EmailAuthProvider, reauthenticateWithCredential }] = await authAndSdk();
  const user = requireUser(auth);
  if (!user.email) throw new AuthFlowError('app/no-email', MESSAGES.account.notAuthenticated);
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}

/** Confirms the signed-in Google user in a popup. */
export async function reauthenticateWithGoogle(): Promise<void> {
  const [auth, { GoogleAuthProvider, reauthenticateWithPopup }] = await authAndSdk();
  await reauthenticateWithPopup(requireUser(auth), new GoogleAuthProvider());
}

export async function updateDisplayName(name: string): Promise<void> {
  const [auth, { updateProfile }] = await authAndSdk();
  await updateProfile(requireUser(auth), { displayName: name });
}

// ---------- reading errors ----------

/** 'auth/…' (or our 'app/…') code of an auth error, or null. */
export function authErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && !code.startsWith('functions/') ? code : null;
}

/**
 * The error's message without the provider's 'Firebase: ' prefix (and its '(auth/…)' suffix when words remain:
 * the SDK's bare 'Firebase: Error (auth/network-request-failed).' keeps its code, the only informative part).
 */
export function authErrorText(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message === '') return String(error);
  const stripped = stripProviderPrefix(message);
  return /^Error\.?$/.test(stripped) ? message.replace(/^Firebase:\s*/, '') : stripped;
}

/** Failures that count as a wrong email or password (recorded towards the lockout). */
export const FAILED_LOGIN_CODES: readonly string[] = [
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
];

const PHONE_ERROR_MESSAGES: Record<string, string> = {
  'auth/invalid-phone-number': MESSAGES.auth.invalidPhoneNumber,
  'auth/too-many-requests': MESSAGES.auth.tooManyRequests,
  'auth/invalid-verification-code': MESSAGES.auth.invalidVerificationCode,
  'auth/code-expired': MESSAGES.auth.codeExpired,
  'auth/email-already-in-use': MESSAGES.auth.emailAlreadyInUse,
  'auth/provider-already-linked': MESSAGES.account.providerAlreadyLinked,
  'auth/missing-verification-id': MESSAGES.auth.noVerificationInProgress,
  'auth/missing-app-credential': MESSAGES.auth.recaptchaNotInitialized,
};

/** Spec section 8 text for an error of the SMS verification steps; otherwise the provider's own message. */
export function phoneVerificationErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code && PHONE_ERROR_MESSAGES[code]) return PHONE_ERROR_MESSAGES[code];
  return authErrorText(error);
}
