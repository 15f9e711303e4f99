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
