// Every Firebase Auth action the auth and account pages take: email/password and Google sign-in, phone verification
// by SMS code with an invisible bot check, password reset, re-authentication, profile name, sign-out. firebase/auth
// is loaded lazily through getFirebaseAuth(), and errors come back as the SDK's own (read them with the helpers at
// the end), so the pages never touch the SDK.
import { MESSAGES, stripProviderPrefix } from '../domain/messages';
import { DEFAULT_PASSWORD_POLICY, checkPasswordPolicy } from '../domain/validation';
import { AuthFlowError, authAndSdk, requireUser } from './auth-loader';
import { getFirebaseAuth } from './firebase';

export { signOutUser } from './auth-user';
export { AuthFlowError } from './auth-loader';
export {
  cancelPhoneVerification,
  completePhoneSignUp,
  confirmPhoneNumberChange,
  pendingPhoneNumber,
  startPhoneNumberChange,
  startPhoneSignUp,
} from './phone-verification';

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
