import { PUBLIC_CALL } from '../http/call-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { CONFIG } from '../config';
import { db } from '../data/admin';
import { loginAttemptKey } from '../data/login-attempts';
import { commitRateLimit, readRateLimit } from '../data/rate-limit';
import { callerAddress } from '../http/caller-address';
import { hashKey, parseInput } from '../http/guards';
import { logs } from '../logs';
import { emailOnlySchema } from './check-login-attempts';
import type { RecordPasswordResetResponse } from '../../../src/contracts/account-api';

export type RecordPasswordResetRequest = { email: string };

export const PASSWORD_RESET_RECORDED = 'Password reset email sent. Please check your inbox.';

/**
 * Records a password-reset request before the client asks Auth to send the email. The limits are per caller
 * address (CONFIG.passwordResetsPerHour for one email, CONFIG.passwordResetsPerCallerPerHour in all), never per
 * email alone: a stranger's requests use up the stranger's budget and cannot stop the owner's reset.
 * It lifts no lock by itself; the reset does, once the owner has actually changed the password.
 */
export const recordPasswordReset = onCall<RecordPasswordResetRequest>(
  PUBLIC_CALL,
  async (request): Promise<RecordPasswordResetResponse> => {
    const { email } = parseInput(emailOnlySchema, request.data);
    const now = new Date();
    const key = loginAttemptKey(email);
    const address = callerAddress(request);
    await db.runTransaction(async (tx) => {
      const byCaller = await readRateLimit(
        tx,
        hashKey('password-reset-caller', address),
        CONFIG.passwordResetsPerCallerPerHour,
        CONFIG.hourMs,
        now,
      );
      const byCallerAndEmail = await readRateLimit(
        tx,
        hashKey('password-reset-caller-email', `${address}|${email}`),
        CONFIG.passwordResetsPerHour,
        CONFIG.hourMs,
        now,
      );
      if (!byCaller.allowed || !byCallerAndEmail.allowed) {
        logs.passwordResetRateLimited(key, byCaller.allowed ? 'caller-email' : 'caller');
        throw new HttpsError(
          'resource-exhausted',
          'Too many password reset requests. Please try again later.',
        );
      }
      commitRateLimit(tx, byCaller);
      commitRateLimit(tx, byCallerAndEmail);
    });
    logs.passwordResetRecorded(key);
    return { success: true, message: PASSWORD_RESET_RECORDED };
  },
);
