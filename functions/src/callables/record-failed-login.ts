import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { RecordFailedLoginRequest } from '../../../src/contracts/account-api';
import {
  failureMessage,
  isLockedOut,
  lockedMessage,
  registerFailure,
} from '../../../src/domain/login-lockout';
import { MESSAGES } from '../../../src/domain/messages';
import type { RecordFailedLoginResponse } from '../../../src/contracts/account-api';
import { CONFIG } from '../config';
import { PUBLIC_CALL } from '../http/call-options';
import { fail } from '../http/call-errors';
import { callerAddress, callerKey } from '../http/caller-address';
import { anyone } from '../http/guards';
import { callable, hourly } from '../http/pipeline';
import { db } from '../data/admin';
import {
  accountPolicy,
  activeLockUntil,
  attemptFields,
  callerAttemptRef,
  callerPolicy,
  loginAttemptKey,
  loginAttemptRef,
  readLockRecord,
} from '../data/login-attempts';
import { checkPassword } from '../data/password-check';
import { logs } from '../logs';
import { email } from './fields';

export const recordFailedLoginSchema = z.object({
  email,
  password: z.string().min(1).max(4096),
}) satisfies z.ZodType<RecordFailedLoginRequest>;

const locked = (failedAttempts: number, until: Date, now: Date): RecordFailedLoginResponse => ({
  message: lockedMessage(until, now),
  failedAttempts,
  lockedOut: true,
  lockedUntil: until.getTime(),
});

/**
 * Reports a failed sign-in with the password that was tried. Nothing is counted on the caller's word: the server
 * asks Auth whether that password is wrong, and only then counts it against this caller on this account (a few
 * lock the caller out of the account) and against the account as a whole (the ceiling locks the account). A
 * caller already locked out is answered without another check, so this is no password oracle either. Open to
 * visitors; at most CONFIG.failedLoginReportsPerIpPerHour reports per caller address (resource-exhausted).
 * The password is used for that one check and never stored or logged.
 */
export const recordFailedLogin = onCall(
  PUBLIC_CALL,
  callable({
    schema: recordFailedLoginSchema,
    guard: anyone,
    limits: {
      budgets: ({ request }) => [
        hourly('ip', callerKey('failed-login-ip', request), CONFIG.failedLoginReportsPerIpPerHour),
      ],
      refusal: 'too-many-requests',
      onRefused: () => logs.failedLoginReportsRateLimited(),
    },
    handler: async ({ input: { email, password }, request, now }): Promise<RecordFailedLoginResponse> => {
      const key = loginAttemptKey(email);
      const accountRef = loginAttemptRef(email);
      const callerRef = callerAttemptRef(email, callerAddress(request));
      const before = { caller: await readLockRecord(callerRef), account: await readLockRecord(accountRef) };
      const lockedUntil = await activeLockUntil([before.caller, before.account], { email }, now);
      if (lockedUntil) return locked(before.caller.state?.failedAttempts ?? 0, lockedUntil, now);

      let verdict;
      try {
        verdict = await checkPassword(email, password);
      } catch (error) {
        logs.passwordCheckFailed(error);
        return fail('sign-in-check-failed');
      }
      if (verdict !== 'wrong') {
        logs.loginFailureNotCounted(key, verdict);
        return {
          message: MESSAGES.auth.wrongCredentials,
          failedAttempts: before.caller.state?.failedAttempts ?? 0,
          lockedOut: false,
          lockedUntil: null,
        };
      }

      const { caller, account } = await db.runTransaction(async (tx) => {
        const callerRecord = await readLockRecord(callerRef, tx);
        const accountRecord = await readLockRecord(accountRef, tx);
        const nextCaller = registerFailure(callerRecord.state, now, callerPolicy());
        const nextAccount = registerFailure(accountRecord.state, now, accountPolicy());
        if (nextCaller !== callerRecord.state)
          tx.set(callerRef, attemptFields(nextCaller, callerPolicy(), now));
        if (nextAccount !== accountRecord.state) {
          tx.set(accountRef, attemptFields(nextAccount, accountPolicy(), now));
        }
        return { caller: nextCaller, account: nextAccount };
      });
      logs.loginFailureRecorded(key, caller.failedAttempts, account.failedAttempts);
      const ends = [caller, account]
        .filter((state) => isLockedOut(state, now))
        .map((state) => state.lockedUntil!.getTime());
      if (ends.length > 0) {
        const until = new Date(Math.max(...ends));
        logs.accountLockedOut(key, until, isLockedOut(account, now) ? 'account' : 'caller');
        return locked(caller.failedAttempts, until, now);
      }
      const policy = callerPolicy();
      return {
        message: failureMessage(caller.failedAttempts, policy.maxAttempts, policy.lockoutMs),
        failedAttempts: caller.failedAttempts,
        lockedOut: false,
        lockedUntil: null,
      };
    },
  }),
);
