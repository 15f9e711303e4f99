import { onCall } from 'firebase-functions/v2/https';
import { lockedMessage } from '../../../src/domain/login-lockout';
import type { CheckLoginAttemptsResponse } from '../../../src/contracts/account-api';
import { PUBLIC_CALL } from '../http/call-options';
import { anyone } from '../http/guards';
import { callable } from '../http/pipeline';
import { callerLockUntil, loginCallerAddress, readCallerRecords } from '../data/people/login-attempts';
import { emailRequest } from '../http/fields';

/**
 * Asked before a sign-in: may THIS caller sign in to this account now? Refused while the caller is locked out of
 * the account (its own failures), or while the account is at its ceiling and this caller has failed on it. A caller
 * without failures is never refused, so the ceiling cannot keep the owner out. Open to visitors.
 */
export const checkLoginAttempts = onCall(
  PUBLIC_CALL,
  callable('checkLoginAttempts', {
    schema: emailRequest,
    guard: anyone,
    handler: async ({ input: { email }, request, now }): Promise<CheckLoginAttemptsResponse> => {
      const records = await readCallerRecords(email, loginCallerAddress(request));
      const until = await callerLockUntil(records, { email }, now);
      if (until) return { allowed: false, message: lockedMessage(until, now), lockedUntil: until.getTime() };
      return { allowed: true, message: '', lockedUntil: null };
    },
  }),
);
