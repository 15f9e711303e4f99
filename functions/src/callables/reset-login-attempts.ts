import { PUBLIC_CALL } from '../http/call-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { callerAttemptRef, loginAttemptKey, normaliseEmail } from '../data/login-attempts';
import { callerAddress } from '../http/caller-address';
import { parseInput, requireAuth } from '../http/guards';
import { logs } from '../logs';
import { emailOnlySchema } from './check-login-attempts';
import type { ResetLoginAttemptsResponse } from '../../../src/contracts/account-api';

export type ResetLoginAttemptsRequest = { email: string };

/**
 * After a successful sign-in, clears the signed-in owner's own failure count from this caller address. The
 * account-wide count stays until its hour is over: a sign-in of the owner must not hand a guesser a fresh budget.
 * Only the owner of the email may ask (permission-denied otherwise); admins lift locks with adminClearLoginLock.
 */
export const resetLoginAttempts = onCall<ResetLoginAttemptsRequest>(
  PUBLIC_CALL,
  async (request): Promise<ResetLoginAttemptsResponse> => {
    const { email } = parseInput(emailOnlySchema, request.data);
    const caller = requireAuth(request);
    if (caller.email === null || normaliseEmail(caller.email) !== email) {
      throw new HttpsError(
        'permission-denied',
        'You can only reset the sign-in attempts of your own account.',
      );
    }
    await callerAttemptRef(email, callerAddress(request)).delete();
    logs.loginAttemptsReset(loginAttemptKey(email));
    return { success: true };
  },
);
