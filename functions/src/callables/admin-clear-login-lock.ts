import { onCall } from 'firebase-functions/v2/https';
import type { AdminClearLoginLockResponse } from '../../../src/contracts/account-api';
import { APP_CALL } from '../http/call-options';
import { admin } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/people/login-locks';
import { loginAttemptKey } from '../data/people/login-attempts';
import { logs } from '../logs';
import { emailRequest } from '../http/fields';

/**
 * Lifts every sign-in lock on an account: the account's own (the ceiling) and each caller's, and resets their
 * counts. Full admins only (permission-denied for a view-only admin); audited. `cleared` says whether any lock
 * was active.
 */
export const adminClearLoginLock = onCall(
  APP_CALL,
  callable('adminClearLoginLock', {
    schema: emailRequest,
    guard: admin('must-sign-in'),
    handler: async ({ input: { email }, caller, now }): Promise<AdminClearLoginLockResponse> => {
      const cleared = await store.clearLoginLock(caller, email, now);
      logs.loginLockCleared(caller.uid, loginAttemptKey(email), cleared);
      return { cleared };
    },
  }),
);
