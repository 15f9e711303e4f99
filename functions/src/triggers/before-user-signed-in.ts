// Auth blocking function: a locked-out account (see recordFailedLogin) cannot sign in, even by calling the Auth
// API directly. Needs Identity Platform in a real project; the Auth emulator runs it too.
import { HttpsError, beforeUserSignedIn as onBeforeUserSignedIn } from 'firebase-functions/v2/identity';
import { readAttempts } from '../data/login-attempts';
import { logs } from '../logs';
import { isLockedOut, lockedMessage } from '../../../src/domain/login-lockout';

export const beforeUserSignedIn = onBeforeUserSignedIn(async (event) => {
  const user = event.data;
  const email = user?.email;
  if (!user || !email) return;
  const now = new Date();
  let lockedUntil: Date | null = null;
  try {
    const { state } = await readAttempts(email);
    if (state && isLockedOut(state, now)) lockedUntil = state.lockedUntil;
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
