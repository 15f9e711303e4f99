// Auth blocking function: a caller locked out of an account cannot sign in to it by calling the Auth API directly
// either, until the lock ends, an admin lifts it, or the owner resets the password (a lock older than the last
// password change is lifted here). The lock is the CALLER's (domain/login-lockout.ts callerLockedUntil: its own
// failures, or the account's ceiling once it has failed on the account), never the account's alone: the owner's
// right password from a network that did not fail is never refused, however many strangers failed.
// On the emulator every sign-in and every callable caller is this one machine, so there is no caller to tell apart
// and nothing is refused here (tests/functions/login-ipv6-ceiling.test.ts runs the deployed rule directly).
// Needs Identity Platform in a real project; the Auth emulator runs it too.
import { HttpsError, beforeUserSignedIn as onBeforeUserSignedIn } from 'firebase-functions/v2/identity';
import { signInLockedUntil } from '../data/people/login-attempts';
import { logs } from '../logs';
import { lockedMessage } from '../../../src/domain/login-lockout';

export const beforeUserSignedIn = onBeforeUserSignedIn(async (event) => {
  const user = event.data;
  const email = user?.email;
  if (!user || !email || process.env.FUNCTIONS_EMULATOR === 'true' || !event.ipAddress) return;
  const now = new Date();
  let lockedUntil: Date | null = null;
  try {
    lockedUntil = await signInLockedUntil({ email, uid: user.uid, ipAddress: event.ipAddress }, now);
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
