// Auth blocking function: an account locked by the ceiling of verified failures from all callers together (see
// data/login-attempts.ts) cannot sign in, even by calling the Auth API directly, until the lock ends, an admin
// lifts it, or the owner resets the password (a lock older than the last password change is lifted here).
// A single caller's lock is not enforced here: it is the caller's, not the account's, and the emulator reports
// every sign-in as 127.0.0.1. Needs Identity Platform in a real project; the Auth emulator runs it too.
import { HttpsError, beforeUserSignedIn as onBeforeUserSignedIn } from 'firebase-functions/v2/identity';
import { activeLockUntil, loginAttemptRef, readLockRecord } from '../data/login-attempts';
import { logs } from '../logs';
import { lockedMessage } from '../../../src/domain/login-lockout';

export const beforeUserSignedIn = onBeforeUserSignedIn(async (event) => {
  const user = event.data;
  const email = user?.email;
  if (!user || !email) return;
  const now = new Date();
  let lockedUntil: Date | null = null;
  try {
    const account = await readLockRecord(loginAttemptRef(email));
    lockedUntil = await activeLockUntil([account], { uid: user.uid }, now);
  } catch (error) {
    // Fail open: a storage hiccup must not lock every user out.
    logs.signInCheckFailed(user.uid, error);
    return;
  }
  if (lockedUntil) {
    logs.signInRefusedLockedOut(user.uid);
    throw new HttpsError('permission-denied', lockedMessage(lockedUntil, now));
  }
});
