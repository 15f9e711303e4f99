// loginAttempts/{sha256(email)}: the failed sign-in count and lockout of one account, shared by the login
// callables and the beforeUserSignedIn blocking function.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../src/lib/model/types';
import { CONFIG } from '../config';
import { hashKey } from '../http/guards';
import type { AttemptState, LockoutPolicy } from '../../../src/domain/login-lockout';
import { db } from './admin';

export const lockoutPolicy = (): LockoutPolicy => ({
  maxAttempts: CONFIG.loginMaxFailedAttempts,
  windowMs: CONFIG.loginWindowMs,
  lockoutMs: CONFIG.lockoutMs,
});

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
export const loginAttemptKey = (email: string): string => hashKey('login', normaliseEmail(email));
export const loginAttemptRef = (email: string) =>
  db.collection(COLLECTIONS.loginAttempts).doc(loginAttemptKey(email));

interface StoredAttempts {
  failedAttempts?: number;
  windowStart?: Timestamp;
  lockedUntil?: Timestamp | null;
  lastPasswordResetAt?: Timestamp | null;
  passwordResetWindowStart?: Timestamp;
  passwordResets?: number;
  expiresAt?: Timestamp;
}

export function toAttemptState(data: StoredAttempts | undefined): AttemptState | null {
  if (!data?.windowStart) return null;
  return {
    failedAttempts: data.failedAttempts ?? 0,
    windowStart: data.windowStart.toDate(),
    lockedUntil: data.lockedUntil ? data.lockedUntil.toDate() : null,
  };
}

export async function readAttempts(
  email: string,
  tx?: Transaction,
): Promise<{ state: AttemptState | null; raw: StoredAttempts | undefined }> {
  const ref = loginAttemptRef(email);
  const snap = tx ? await tx.get(ref) : await ref.get();
  const raw = snap.data() as StoredAttempts | undefined;
  return { state: toAttemptState(raw), raw };
}

/** The stored form of a state; expiresAt (TTL) is when the record stops mattering. */
export function attemptFields(state: AttemptState, now: Date) {
  const ends = Math.max(
    state.windowStart.getTime() + CONFIG.loginWindowMs,
    state.lockedUntil?.getTime() ?? 0,
    now.getTime() + CONFIG.hourMs,
  );
  return {
    failedAttempts: state.failedAttempts,
    windowStart: Timestamp.fromDate(state.windowStart),
    lockedUntil: state.lockedUntil ? Timestamp.fromDate(state.lockedUntil) : null,
    lastFailedAt: Timestamp.fromDate(now),
    updatedAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromMillis(ends),
  };
}
