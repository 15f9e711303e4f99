// Failed sign-ins, counted only after the server itself saw the password fail (data/people/password-check.ts):
//  - loginAttempts/{sha256(email)}/callers/{sha256(network)}: one caller's failures on one account, the caller
//    being an IPv4 address or an IPv6 /56 (CONFIG.loginCallerIpv6PrefixBits: a household's usual block, so its 256
//    /64s are one caller). A few lock THAT caller out of that account (CONFIG.loginMaxFailedAttempts within
//    CONFIG.loginWindowMs), so a stranger's failures lock the stranger, not the owner;
//  - loginAttempts/{sha256(email)}: every caller's failures on the account together, up to
//    CONFIG.loginAccountMaxFailuresPerHour (the ceiling). The ceiling never stops a caller by itself, so it is no
//    denial of service to the owner: it stops only callers that have failed on the account within its window
//    (domain/login-lockout.ts callerLockedUntil); a caller that never failed, the owner's right password included,
//    still signs in.
// A lock ends by time, by an admin (adminClearLoginLock), or when the owner changes the password after it began
// (a password reset; Auth then moves the user's tokensValidAfterTime), which no stranger can do.
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { CONFIG } from '../../config';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { callerAddress, normaliseAddress } from '../../keys/caller-address';
import { hashKey } from '../../keys/hash-key';
import {
  callerLockedUntil,
  isLockedOut,
  type AttemptState,
  type LockoutPolicy,
} from '../../../../src/domain/login-lockout';
import { adminAuth, db } from '../admin-sdk';

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
/** The caller of a sign-in callable as the lockout counts it: IPv4 as it is, IPv6 by its /56. */
export const loginCallerAddress = (request: Pick<CallableRequest, 'rawRequest'>): string =>
  callerAddress(request, CONFIG.loginCallerIpv6PrefixBits);
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
 * Until when this caller may not try a password on the account (domain callerLockedUntil: its own lock, or the
 * account's ceiling when it has failed on the account itself), after lifting (deleting) the locks that began
 * before the owner's last password change. Null when it may.
 */
export async function callerLockUntil(
  records: { caller: LockRecord; account: LockRecord },
  lookup: { email: string } | { uid: string },
  now: Date,
): Promise<Date | null> {
  let { caller, account } = records;
  const locked = [caller, account].filter((r) => isLockedOut(r.state, now));
  if (locked.length === 0) return null;
  const changedAt = await credentialsChangedAt(lookup);
  for (const record of locked) {
    if (!changedSinceLock(changedAt, record)) continue;
    await record.ref.delete();
    if (record === caller) caller = { ...caller, state: null };
    else account = { ...account, state: null };
  }
  return callerLockedUntil(caller.state, account.state, now, accountPolicy().windowMs);
}

/** The caller's and the account's records, read together (in `tx` when given). */
export async function readCallerRecords(
  email: string,
  address: string,
  tx?: Transaction,
): Promise<{ caller: LockRecord; account: LockRecord }> {
  const [caller, account] = await Promise.all([
    readLockRecord(callerAttemptRef(email, address), tx),
    readLockRecord(loginAttemptRef(email), tx),
  ]);
  return { caller, account };
}

/** Until when a sign-in from `ipAddress` (as Auth saw it) is refused: the caller's lock, as callerLockUntil. */
export async function signInLockedUntil(
  attempt: { email: string; uid: string; ipAddress: string },
  now: Date,
): Promise<Date | null> {
  const address = normaliseAddress(attempt.ipAddress, CONFIG.loginCallerIpv6PrefixBits);
  return callerLockUntil(await readCallerRecords(attempt.email, address), { uid: attempt.uid }, now);
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
