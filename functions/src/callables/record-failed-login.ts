import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { RecordFailedLoginRequest, RecordFailedLoginResponse } from '../../../src/contracts/account-api';
import { callerLockedUntil, failureMessage, lockedMessage } from '../../../src/domain/login-lockout';
import { MESSAGES } from '../../../src/domain/messages';
import { CONFIG } from '../config';
import { PUBLIC_CALL } from '../http/call-options';
import { fail } from '../refusals/call-errors';
import { callerKey } from '../keys/caller-address';
import { anyone } from '../http/guards';
import { callable, hourly } from '../http/pipeline';
import * as store from '../data/people/failed-logins';
import {
  accountPolicy,
  callerLockUntil,
  callerPolicy,
  loginAttemptKey,
  loginCallerAddress,
  readCallerRecords,
} from '../data/people/login-attempts';
import { checkPassword } from '../data/people/password-check';
import { logs } from '../logs';
import { email } from '../http/fields';

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
 * lock the caller out of the account) and against the account as a whole (at the ceiling, every caller that has
 * failed on the account is locked out of it; one that never failed is not). A caller already locked out is
 * answered without another check, so this is no password oracle either. Open to visitors; at most
 * CONFIG.failedLoginReportsPerIpPerHour reports per caller (an IPv4 address or IPv6 /56; resource-exhausted).
 * The password is used for that one check and never stored or logged.
 */
export const recordFailedLogin = onCall(
  PUBLIC_CALL,
  callable('recordFailedLogin', {
    schema: recordFailedLoginSchema,
    guard: anyone,
    limits: {
      budgets: ({ request }) => [
        hourly(
          'ip',
          callerKey('failed-login-ip', request, CONFIG.loginCallerIpv6PrefixBits),
          CONFIG.failedLoginReportsPerIpPerHour,
        ),
      ],
      refusal: 'too-many-requests',
      onRefused: () => logs.failedLoginReportsRateLimited(),
    },
    handler: async ({ input: { email, password }, request, now }): Promise<RecordFailedLoginResponse> => {
      const key = loginAttemptKey(email);
      const address = loginCallerAddress(request);
      const before = await readCallerRecords(email, address);
      const lockedUntil = await callerLockUntil(before, { email }, now);
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

      const { caller, account } = await store.countFailure(email, address, now);
      logs.loginFailureRecorded(key, caller.failedAttempts, account.failedAttempts);
      const until = callerLockedUntil(caller, account, now, accountPolicy().windowMs);
      if (until) {
        logs.accountLockedOut(key, until, caller.lockedUntil === until ? 'caller' : 'account');
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
