import { PUBLIC_CALL } from '../http/call-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { loginAttemptKey, loginAttemptRef, normaliseEmail } from '../data/login-attempts';
import { parseInput, requireAuth } from '../http/guards';
import { logs } from '../logs';
import { emailOnlySchema } from './check-login-attempts';
import type { ResetLoginAttemptsResponse } from '../../../src/lib/model/account-api';

export type ResetLoginAttemptsRequest = { email: string };

/**
 * Clears the failed sign-in count after a successful sign-in. Only the signed-in owner of the email (or an admin)
 * may reset it; otherwise anyone could lift a lockout (permission-denied).
 */
export const resetLoginAttempts = onCall<ResetLoginAttemptsRequest>(
  PUBLIC_CALL,
  async (request): Promise<ResetLoginAttemptsResponse> => {
    const { email } = parseInput(emailOnlySchema, request.data);
    const caller = requireAuth(request);
    if (!caller.admin && (caller.email === null || normaliseEmail(caller.email) !== email)) {
      throw new HttpsError(
        'permission-denied',
        'You can only reset the sign-in attempts of your own account.',
      );
    }
    await loginAttemptRef(email).delete();
    logs.loginAttemptsReset(loginAttemptKey(email));
    return { success: true };
  },
);
