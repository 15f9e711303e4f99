import { PUBLIC_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { activeLockUntil, callerAttemptRef, loginAttemptRef, readLockRecord } from '../data/login-attempts';
import { callerAddress } from '../http/caller-address';
import { parseInput } from '../http/guards';
import { lockedMessage } from '../../../src/domain/login-lockout';
import type { CheckLoginAttemptsResponse } from '../../../src/contracts/account-api';

export const emailOnlySchema = z.object({ email: z.string().trim().toLowerCase().email().max(254) });
export type CheckLoginAttemptsRequest = z.input<typeof emailOnlySchema>;

/**
 * Asked before a sign-in: may THIS caller sign in to this account now? Refused while the caller is locked out of
 * the account (its own failures) or the account itself is locked (the ceiling). Open to visitors.
 */
export const checkLoginAttempts = onCall<CheckLoginAttemptsRequest>(
  PUBLIC_CALL,
  async (request): Promise<CheckLoginAttemptsResponse> => {
    const { email } = parseInput(emailOnlySchema, request.data);
    const now = new Date();
    const records = await Promise.all([
      readLockRecord(callerAttemptRef(email, callerAddress(request))),
      readLockRecord(loginAttemptRef(email)),
    ]);
    const until = await activeLockUntil(records, { email }, now);
    if (until) return { allowed: false, message: lockedMessage(until, now), lockedUntil: until.getTime() };
    return { allowed: true, message: '', lockedUntil: null };
  },
);
