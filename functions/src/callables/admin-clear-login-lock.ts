import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { writeAudit } from '../data/audit';
import { db } from '../data/admin';
import { clearAllLocks, loginAttemptKey, loginAttemptRef } from '../data/login-attempts';
import { parseInput, requireAdmin, requireAuth } from '../http/guards';
import { logs } from '../logs';
import { emailOnlySchema } from './check-login-attempts';
import type {
  AdminClearLoginLockRequest,
  AdminClearLoginLockResponse,
} from '../../../src/contracts/account-api';

/**
 * Lifts every sign-in lock on an account: the account's own (the ceiling) and each caller's, and resets their
 * counts. Full admins only (permission-denied for a view-only admin); audited. `cleared` says whether any lock
 * was active.
 */
export const adminClearLoginLock = onCall<AdminClearLoginLockRequest>(
  APP_CALL,
  async (request): Promise<AdminClearLoginLockResponse> => {
    const { email } = parseInput(emailOnlySchema, request.data);
    const caller = requireAuth(request);
    requireAdmin(caller);
    const { cleared, before } = await clearAllLocks(email, new Date());
    await writeAudit(db, {
      actorUid: caller.uid,
      actorEmail: caller.email,
      action: 'login.unlock',
      target: loginAttemptRef(email).path,
      before: { cleared, ...(before as Record<string, unknown>) },
      after: null,
    });
    logs.loginLockCleared(caller.uid, loginAttemptKey(email), cleared);
    return { cleared };
  },
);
