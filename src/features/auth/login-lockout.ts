// The browser's copy of a sign-in lockout (spec section 3: auth_failed_attempts, auth_lockout_until): after the
// server reports a lockout, the Sign In button stays disabled and labelled 'Account Locked' for 1 hour. The server
// enforces the lockout itself (checkLoginAttempts, beforeUserSignedIn); this only spares pointless attempts.
import { useCallback, useEffect, useState } from 'react';

export const FAILED_ATTEMPTS_KEY = 'auth_failed_attempts';
export const LOCKOUT_UNTIL_KEY = 'auth_lockout_until';
export const LOCKOUT_MS = 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored lockout end (epoch ms) while it lies after `now`; an ended lockout is cleared. */
export function readLockoutUntil(now: number): number | null {
  const store = storage();
  const until = Number(store?.getItem(LOCKOUT_UNTIL_KEY) ?? NaN);
  if (Number.isFinite(until) && until > now) return until;
  if (store?.getItem(LOCKOUT_UNTIL_KEY) !== null) clearLockout();
  return null;
}

export function recordFailedAttempts(count: number): void {
  storage()?.setItem(FAILED_ATTEMPTS_KEY, String(count));
}

/** Starts the 1-hour lockout; returns its end. */
export function startLockout(now: number): number {
  const until = now + LOCKOUT_MS;
  storage()?.setItem(LOCKOUT_UNTIL_KEY, String(until));
  return until;
}

export function clearLockout(): void {
  storage()?.removeItem(LOCKOUT_UNTIL_KEY);
  storage()?.removeItem(FAILED_ATTEMPTS_KEY);
}

/** The lockout as React state: `locked` turns false by itself when the lockout time passes. */
export function useLoginLockout(): { locked: boolean; lock: () => void; unlock: () => void } {
  const [until, setUntil] = useState<number | null>(() => readLockoutUntil(Date.now()));
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      if (readLockoutUntil(Date.now()) === null) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const lock = useCallback(() => setUntil(startLockout(Date.now())), []);
  const unlock = useCallback(() => {
    clearLockout();
    setUntil(null);
  }, []);
  return { locked: until !== null, lock, unlock };
}
