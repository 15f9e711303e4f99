// Asks Firebase Auth itself whether a password is wrong, so that only failures the server observed count towards
// a lockout. The Auth REST endpoint accounts:signInWithPassword is the only way to check a password: in the
// emulator it is the Auth emulator's (any API key works); deployed it is the Identity Toolkit endpoint called with
// the project's web API key (AUTH_API_KEY in functions/.env: the same public key the web app uses). A correct
// password signs in on the server's side and is thrown away; the password itself is never stored or logged.
import { CONFIG } from '../../config';

export type PasswordVerdict = 'wrong' | 'correct' | 'not-counted';

/** Auth error codes that mean "this email and password do not match". */
const WRONG = new Set(['INVALID_PASSWORD', 'INVALID_LOGIN_CREDENTIALS', 'EMAIL_NOT_FOUND']);

function endpoint(): string | null {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  const key = emulator ? 'emulator' : CONFIG.authApiKey;
  return key ? `${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(key)}` : null;
}

/**
 * 'wrong' when Auth refuses this email and password as a mismatch; 'correct' when it accepts them; 'not-counted'
 * for anything else (Auth's own throttle, a disabled user, a blocking function refusal). Throws when Auth cannot
 * be asked (no API key configured, network failure), so that nothing is counted blindly.
 */
export async function checkPassword(email: string, password: string): Promise<PasswordVerdict> {
  const url = endpoint();
  if (!url) throw new Error('AUTH_API_KEY is not configured');
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: false }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.ok) return 'correct';
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const message = typeof body?.error?.message === 'string' ? body.error.message : '';
  const code = message.split(/[\s:]/)[0] ?? '';
  if (response.status === 400 && WRONG.has(code)) return 'wrong';
  if (response.status >= 500) throw new Error(`Auth answered HTTP ${response.status}`);
  return 'not-counted';
}
