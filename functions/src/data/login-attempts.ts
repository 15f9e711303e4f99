// Failed sign-ins, counted only after the server itself saw the password fail (data/password-check.ts):
//  - loginAttempts/{sha256(email)}/callers/{sha256(address)}: one caller's failures on one account. A few lock
//    THAT caller out of that account (CONFIG.loginMaxFailedAttempts within CONFIG.loginWindowMs), so a stranger's
//    failures lock the stranger, not the owner;
//  - loginAttempts/{sha256(email)}: every caller's failures on the account together; the account itself locks
//    only at CONFIG.loginAccountMaxFailuresPerHour (the ceiling), enforced on sign-in by beforeUserSignedIn.
// A lock ends by time, by an admin (adminClearLoginLock), or when the owner changes the password after it began
// (a password reset; Auth then moves the user's tokensValidAfterTime), which no stranger can do.
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../src/contracts/types';
import { CONFIG } from '../config';
import { hashKey } from '../http/guards';
import { isLockedOut, type AttemptState, type LockoutPolicy } from '../../../src/domain/login-lockout';
import { adminAuth, db } from './admin';

export const callerPolicy = (): LockoutPolicy => ({
  maxAttempts: CONFIG.loginMaxFailedAttempts,
  windowMs: CONFIG.loginWindowMs,
  lockoutMs: CONFIG.lockoutMs,
});
export const accountPolicy = (): LockoutPolicy => ({
  maxAttempts: CONFIG.loginAccountMaxFailuresPerHour,
  windowMs: CONFIG.hourMs,
  lockoutMs: CONFIG.lockoutMs,
});

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
export const loginAttemptKey = (email: string): string => hashKey('login', normaliseEmail(email));
export const loginAttemptRef = (email: string) =>
  db.collection(COLLECTIONS.loginAttempts).doc(loginAttemptKey(email));
export const CALLERS = 'callers';
export const callerAttemptRef = (email: string, address: string) =>
  loginAttemptRef(email).collection(CALLERS).doc(hashKey('login-caller', address));

interface StoredAttempts {
  failedAttempts?: number;
  windowStart?: Timestamp;
  lockedUntil?: Timestamp | null;
  lockedAt?: Timestamp | null;
}

export interface LockRecord {
  ref: DocumentReference;
  state: AttemptState | null;
  lockedAt: Date | null;
}

export async function readLockRecord(ref: DocumentReference, tx?: Transaction): Promise<LockRecord> {
  const snap = tx ? await tx.get(ref) : await ref.get();
  const data = snap.data() as StoredAttempts | undefined;
  const state = data?.windowStart
    ? {
        failedAttempts: data.failedAttempts ?? 0,
        windowStart: data.windowStart.toDate(),
        lockedUntil: data.lockedUntil ? data.lockedUntil.toDate() : null,
      }
    : null;
  return { ref, state, lockedAt: data?.lockedAt ? data.lockedAt.toDate() : null };
}

/** The stored form of a state; expiresAt (TTL) is when the record stops mattering. */
export function attemptFields(state: AttemptState, policy: LockoutPolicy, now: Date) {
  const ends = Math.max(
    state.windowStart.getTime() + policy.windowMs,
    state.lockedUntil?.getTime() ?? 0,
    now.getTime() + CONFIG.hourMs,
  );
  return {
    failedAttempts: state.failedAttempts,
    windowStart: Timestamp.fromDate(state.windowStart),
    lockedUntil: state.lockedUntil ? Timestamp.fromDate(state.lockedUntil) : null,
    lockedAt: state.lockedUntil ? Timestamp.fromMillis(state.lockedUntil.getTime() - policy.lockoutMs) : null,
    updatedAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromMillis(ends),
  };
}

/** When the account's password (or e-mail) last changed, from Auth; null for an unknown account. */
export async function credentialsChangedAt(
  lookup: { email: string } | { uid: string },
): Promise<Date | null> {
  try {
    const user =
      'uid' in lookup ? await adminAuth.getUser(lookup.uid) : await adminAuth.getUserByEmail(lookup.email);
    const at = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : NaN;
    return Number.isFinite(at) ? new Date(at) : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** Auth keeps whole seconds: only a change in a later second than the lock began counts as after it. */
export function changedSinceLock(changedAt: Date | null, record: LockRecord): boolean {
  if (!changedAt || !record.lockedAt) return false;
  return changedAt.getTime() > Math.floor(record.lockedAt.getTime() / 1000) * 1000;
}

/**
 * The active locks among `records`, after lifting (deleting) those that began before the owner's last password
 * change. Returns the latest end of what is still locked, or null.
 */
export async function activeLockUntil(
  records: readonly LockRecord[],
  lookup: { email: string } | { uid: string },
  now: Date,
): Promise<Date | null> {
  const locked = records.filter((r) => isLockedOut(r.state, now));
  if (locked.length === 0) return null;
  const changedAt = await credentialsChangedAt(lookup);
  let until: Date | null = null;
  for (const record of locked) {
    if (changedSinceLock(changedAt, record)) {
      await record.ref.delete();
      continue;
    }
    const end = record.state!.lockedUntil!;
    if (!until || end > until) until = end;
  }
  return until;
}

/** Deletes the account's record and every caller's record on it; true when any of them was locked. */
export async function clearAllLocks(
  email: string,
  now: Date,
): Promise<{ cleared: boolean; before: unknown }> {
  const account = loginAttemptRef(email);
  const callers = await account.collection(CALLERS).listDocuments();
  const records = await Promise.all([account, ...callers].map((ref) => readLockRecord(ref)));
  const cleared = records.some((r) => isLockedOut(r.state, now));
  const batch = db.batch();
  for (const ref of [account, ...callers]) batch.delete(ref);
  await batch.commit();
  const accountState = records[0]?.state;
  return {
    cleared,
    before: {
      accountFailures: accountState?.failedAttempts ?? 0,
      accountLockedUntil: accountState?.lockedUntil?.toISOString() ?? null,
      lockedCallers: records.slice(1).filter((r) => isLockedOut(r.state, now)).length,
    },
  };
}
