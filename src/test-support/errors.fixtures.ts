// Errors shaped like the SDKs' own (Firebase Auth, callable HttpsError), for the component tests of every feature.

/** A Firebase Auth error: code 'auth/…', message 'Firebase: … (auth/…).' */
export function authError(code: string, text = 'Error'): Error & { code: string } {
  return Object.assign(new Error(`Firebase: ${text} (${code}).`), { code });
}

/** A callable (HttpsError) failure as the client SDK reports it. */
export function callableError(
  code: string,
  message: string,
  reason?: string,
): Error & { code: string; details?: unknown } {
  return Object.assign(new Error(message), {
    code: `functions/${code}`,
    details: reason ? { reason } : undefined,
  });
}

/** The code mistakes every SMS code screen explains, as [case, error, message] rows of an error table. */
export const codeErrorRows = (): [string, Error, string][] => [
  [
    'a wrong code',
    authError('auth/invalid-verification-code'),
    'Invalid verification code. Please try again',
  ],
  ['an expired code', authError('auth/code-expired'), 'Verification code expired. Please request a new code'],
];
