import { PUBLIC_CALL } from '../http/call-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { CONFIG } from '../config';
import { db } from '../data/admin';
import {
  attemptFields,
  loginAttemptKey,
  loginAttemptRef,
  lockoutPolicy,
  readAttempts,
} from '../data/login-attempts';
import { commitRateLimit, readRateLimit } from '../data/rate-limit';
import { callerIp, hashKey, parseInput } from '../http/guards';
import { logs } from '../logs';
import {
  failureMessage,
  isLockedOut,
  lockedMessage,
  registerFailure,
} from '../../../src/domain/login-lockout';
import { emailOnlySchema } from './check-login-attempts';
import type { RecordFailedLoginResponse } from '../../../src/lib/model/account-api';

export type RecordFailedLoginRequest = { email: string };

/**
 * Counts one failed sign-in for an email; the CONFIG.loginMaxFailedAttempts-th failure within the window locks
 * the account for CONFIG.lockoutMs (also enforced by the beforeUserSignedIn blocking function). Open to visitors,
 * so reports are rate-limited per IP (resource-exhausted) to stop one caller locking out many accounts.
 */
export const recordFailedLogin = onCall<RecordFailedLoginRequest>(
  PUBLIC_CALL,
  async (request): Promise<RecordFailedLoginResponse> => {
    const { email } = parseInput(emailOnlySchema, request.data);
    const now = new Date();
    const policy = lockoutPolicy();
    const key = loginAttemptKey(email);

    const next = await db.runTransaction(async (tx) => {
      const ipLimit = await readRateLimit(
        tx,
        hashKey('failed-login-ip', callerIp(request)),
        CONFIG.failedLoginReportsPerIpPerHour,
        CONFIG.hourMs,
        now,
      );
      const { state } = await readAttempts(email, tx);
      if (!ipLimit.allowed) {
        logs.failedLoginReportsRateLimited();
        throw new HttpsError('resource-exhausted', 'Too many attempts. Please try again later.');
      }
      commitRateLimit(tx, ipLimit);
      const updated = registerFailure(state, now, policy);
      if (updated !== state) tx.set(loginAttemptRef(email), attemptFields(updated, now), { merge: true });
      return updated;
    });

    const lockedOut = isLockedOut(next, now);
    logs.loginFailureRecorded(key, next.failedAttempts);
    if (lockedOut && next.lockedUntil) {
      logs.accountLockedOut(key, next.lockedUntil);
      return {
        message: lockedMessage(next.lockedUntil, now),
        failedAttempts: next.failedAttempts,
        lockedOut: true,
        lockedUntil: next.lockedUntil.getTime(),
      };
    }
    return {
      message: failureMessage(next.failedAttempts, policy.maxAttempts, policy.lockoutMs),
      failedAttempts: next.failedAttempts,
      lockedOut: false,
      lockedUntil: null,
    };
  },
);
