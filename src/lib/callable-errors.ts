// Reading a callable failure (the SDK's FunctionsError) without importing the SDK: its HttpsError code and the
// server's message. No firebase import, so tests and non-browser code can use it too.

/** The HttpsError code without the 'functions/' prefix (e.g. 'permission-denied'), or null for other errors. */
export function callableErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('functions/') ? code.slice('functions/'.length) : null;
}

/**
 * The message the function threw, without the ' [400]' HTTP status the Functions SDK appends to it, or null for
 * errors that are not callable failures.
 * @example callableErrorMessage(err) // 'This phone number was recently verified. Please try again later.'
 */
export function callableErrorMessage(error: unknown): string | null {
  if (callableErrorCode(error) === null) return null;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? message.replace(/\s*\[\d{3}\]$/, '') : null;
}
