import { onCall } from 'firebase-functions/v2/https';
import type { ResetLoginAttemptsResponse } from '../../../src/contracts/account-api';
import { PUBLIC_CALL } from '../http/call-options';
import { fail } from '../refusals/call-errors';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import {
  callerAttemptRef,
  loginAttemptKey,
  loginCallerAddress,
  normaliseEmail,
} from '../data/people/login-attempts';
import { logs } from '../logs';
import { emailRequest } from '../http/fields';

/**
 * After a successful sign-in, clears the signed-in owner's own failure count from this caller address. The
 * account-wide count stays until its hour is over: a sign-in of the owner must not hand a guesser a fresh budget.
 * Only the owner of the email may ask (permission-denied otherwise); admins lift locks with adminClearLoginLock.
 */
export const resetLoginAttempts = onCall(
  PUBLIC_CALL,
  callable('resetLoginAttempts', {
    schema: emailRequest,
    guard: signedIn('must-sign-in'),
    handler: async ({ input: { email }, caller, request }): Promise<ResetLoginAttemptsResponse> => {
      if (caller.email === null || normaliseEmail(caller.email) !== email) fail('not-own-sign-in-attempts');
      await callerAttemptRef(email, loginCallerAddress(request)).delete();
      logs.loginAttemptsReset(loginAttemptKey(email));
      return { success: true };
    },
  }),
);
