import { PUBLIC_CALL } from '../http/call-options';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { CONFIG } from '../config';
import { db } from '../data/admin';
import { loginAttemptKey, loginAttemptRef, readAttempts } from '../data/login-attempts';
import { parseInput } from '../http/guards';
import { logs } from '../logs';
import { emailOnlySchema } from './check-login-attempts';
import type { RecordPasswordResetResponse } from '../../../src/lib/model/account-api';

export type RecordPasswordResetRequest = { email: string };

export const PASSWORD_RESET_RECORDED = 'Password reset email sent. Please check your inbox.';

/**
 * Records a password-reset request before the client asks Auth to send the email, and limits them to
 * CONFIG.passwordResetsPerHour per email (resource-exhausted beyond). It does not lift a lockout: a caller
 * cannot prove they own the email, so that would let anyone bypass the lockout.
 */
export const recordPasswordReset = onCall<RecordPasswordResetRequest>(
  PUBLIC_CALL,
  async (request): Promise<RecordPasswordResetResponse> => {
    const { email } = parseInput(emailOnlySchema, request.data);
    const now = new Date();
    const key = loginAttemptKey(email);
    await db.runTransaction(async (tx) => {
      const { raw } = await readAttempts(email, tx);
      const windowStart = raw?.passwordResetWindowStart?.toDate();
      const inHour = windowStart !== undefined && now.getTime() - windowStart.getTime() < CONFIG.hourMs;
      const count = inHour ? (raw?.passwordResets ?? 0) : 0;
      if (count >= CONFIG.passwordResetsPerHour) {
        logs.passwordResetRateLimited(key);
        throw new HttpsError(
          'resource-exhausted',
          'Too many password reset requests. Please try again later.',
        );
      }
      const currentExpiry = raw?.expiresAt?.toMillis() ?? 0;
      tx.set(
        loginAttemptRef(email),
        {
          lastPasswordResetAt: Timestamp.fromDate(now),
          passwordResetWindowStart: Timestamp.fromDate(inHour && windowStart ? windowStart : now),
          passwordResets: count + 1,
          updatedAt: Timestamp.fromDate(now),
          expiresAt: Timestamp.fromMillis(Math.max(currentExpiry, now.getTime() + CONFIG.hourMs)),
        },
        { merge: true },
      );
    });
    logs.passwordResetRecorded(key);
    return { success: true, message: PASSWORD_RESET_RECORDED };
  },
);
