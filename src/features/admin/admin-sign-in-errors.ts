// What the admin sign-in says when Firebase Auth refuses: a clear sentence for the usual causes instead of the
// provider's bare "Error.", and otherwise the provider's own message without its prefix (spec section 8:
// "Admin sign-in failures show the provider message inline").
import { MESSAGES, stripProviderPrefix } from '../../domain/messages';

export const ADMIN_SIGN_IN_ERRORS = {
  wrongPassword: 'Wrong password. Please try again.',
  unknownAccount: 'No account exists with this email address.',
  wrongCredentials: 'Wrong email or password. Please try again.',
  invalidEmail: 'Please enter a valid email address.',
  disabled: 'This account has been disabled. Contact the business owner.',
  tooManyAttempts: MESSAGES.auth.tooManyRequests,
  offline: 'You appear to be offline. Check your connection and try again.',
  unknown: 'Sign-in failed. Please try again.',
} as const;

const BY_CODE: Record<string, string> = {
  'auth/wrong-password': ADMIN_SIGN_IN_ERRORS.wrongPassword,
  'auth/user-not-found': ADMIN_SIGN_IN_ERRORS.unknownAccount,
  // With e-mail enumeration protection on, Auth no longer says which of the two was wrong.
  'auth/invalid-credential': ADMIN_SIGN_IN_ERRORS.wrongCredentials,
  'auth/invalid-login-credentials': ADMIN_SIGN_IN_ERRORS.wrongCredentials,
  'auth/invalid-email': ADMIN_SIGN_IN_ERRORS.invalidEmail,
  'auth/user-disabled': ADMIN_SIGN_IN_ERRORS.disabled,
  'auth/too-many-requests': ADMIN_SIGN_IN_ERRORS.tooManyAttempts,
  'auth/network-request-failed': ADMIN_SIGN_IN_ERRORS.offline,
  'auth/internal-error': ADMIN_SIGN_IN_ERRORS.unknown,
};

/** The sentence for a failed admin sign-in. `online` is the browser's navigator.onLine. */
export function adminSignInErrorMessage(error: unknown, online = true): string {
  const message = (error as { message?: unknown } | null)?.message;
  const rawCode = (error as { code?: unknown } | null)?.code;
  // An error re-thrown without its code still names it in the message: 'Firebase: Error (auth/…).'
  const code =
    typeof rawCode === 'string'
      ? rawCode
      : typeof message === 'string'
        ? /\((auth\/[\w-]+)\)/.exec(message)?.[1]
        : undefined;
  if (code && BY_CODE[code]) return BY_CODE[code];
  if (!online) return ADMIN_SIGN_IN_ERRORS.offline;
  const text = typeof message === 'string' ? stripProviderPrefix(message) : '';
  // The SDK's bare 'Error.' (or nothing) tells the reader nothing.
  return text === '' || /^Error\.?$/.test(text) ? ADMIN_SIGN_IN_ERRORS.unknown : text;
}
