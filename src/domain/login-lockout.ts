// Sign-in lockout as pure functions (every input, `now` included, is an argument), used by the auth-protection
// callables and the beforeUserSignedIn blocking function. The spec leaves the threshold and the wording to the
// server, so these texts are ours.

export interface LockoutPolicy {
  /** Failures within the window that lock the account. */
  maxAttempts: number;
  windowMs: number;
  lockoutMs: number;
}

export interface AttemptState {
  failedAttempts: number;
  windowStart: Date;
  lockedUntil: Date | null;
}

/** Locked while lockedUntil is later than now. */
export function isLockedOut(state: AttemptState | null, now: Date): boolean {
  return state?.lockedUntil != null && state.lockedUntil.getTime() > now.getTime();
}

/**
 * The state after one more failed sign-in. A failure while locked changes nothing (the lock is not extended);
 * a failure after the window (or after a lock ended) starts a new count.
 * @example registerFailure(null, now, { maxAttempts: 5, windowMs: 9e5, lockoutMs: 36e5 }).failedAttempts // 1
 */
export function registerFailure(state: AttemptState | null, now: Date, policy: LockoutPolicy): AttemptState {
  if (policy.maxAttempts < 1) throw new RangeError('maxAttempts must be at least 1');
  if (state && isLockedOut(state, now)) return state;
  const lockEnded = state?.lockedUntil != null;
  const inWindow =
    state !== null && !lockEnded && now.getTime() - state.windowStart.getTime() < policy.windowMs;
  const failedAttempts = inWindow ? state.failedAttempts + 1 : 1;
  const windowStart = inWindow ? state.windowStart : now;
  const lockedUntil =
    failedAttempts >= policy.maxAttempts ? new Date(now.getTime() + policy.lockoutMs) : null;
  return { failedAttempts, windowStart, lockedUntil };
}

/**
 * Until when one caller (an IPv4 address or an IPv6 network) may not try a password on an account, or null. Its own
 * lock counts; the account's ceiling (every caller's failures together) never stops a caller by itself: it stops
 * only a caller that has failed on the account within the ceiling's window, so a network that took part in a
 * distributed attack gets no more tries, while one that never failed (the owner's, typically) keeps signing in.
 * @example callerLockedUntil(null, lockedAccount, now, 36e5) // null: a caller without failures is not stopped
 */
export function callerLockedUntil(
  caller: AttemptState | null,
  account: AttemptState | null,
  now: Date,
  accountWindowMs: number,
): Date | null {
  if (isLockedOut(caller, now)) return caller!.lockedUntil;
  if (!caller || !isLockedOut(account, now)) return null;
  const failedRecently = now.getTime() - caller.windowStart.getTime() < accountWindowMs;
  return caller.failedAttempts > 0 && failedRecently ? account!.lockedUntil : null;
}

function minutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}

/** @example lockedMessage(new Date(now.getTime() + 30 * 60_000), now) // '... try again in 30 minutes.' */
export function lockedMessage(lockedUntil: Date, now: Date): string {
  const minutes = minutesLeft(lockedUntil, now);
  return `Too many failed sign-in attempts. This account is locked. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** @example failureMessage(2, 5) // 'Wrong username or password. Attempt 2 of 5: 3 attempts remaining before a 1-hour lockout.' */
export function failureMessage(failedAttempts: number, maxAttempts: number, lockoutMs: number): string {
  const remaining = Math.max(0, maxAttempts - failedAttempts);
  const hours = lockoutMs / 3_600_000;
  const lockout = Number.isInteger(hours) ? `${hours}-hour` : `${Math.round(lockoutMs / 60_000)}-minute`;
  return `Wrong username or password. Attempt ${failedAttempts} of ${maxAttempts}: ${remaining} attempt${remaining === 1 ? '' : 's'} remaining before a ${lockout} lockout.`;
}
