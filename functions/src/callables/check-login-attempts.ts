import { PUBLIC_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { readAttempts } from '../data/login-attempts';
import { parseInput } from '../http/guards';
import { isLockedOut, lockedMessage } from '../../../src/domain/login-lockout';
import type { CheckLoginAttemptsResponse } from '../../../src/lib/model/account-api';

export const emailOnlySchema = z.object({ email: z.string().trim().toLowerCase().email().max(254) });
export type CheckLoginAttemptsRequest = z.input<typeof emailOnlySchema>;

/** Asked before a sign-in: is this account locked out? Open to visitors (they are signing in). */
export const checkLoginAttempts = onCall<CheckLoginAttemptsRequest>(
  PUBLIC_CALL,
  async (request): Promise<CheckLoginAttemptsResponse> => {
    const { email } = parseInput(emailOnlySchema, request.data);
    const now = new Date();
    const { state } = await readAttempts(email);
    if (state && isLockedOut(state, now) && state.lockedUntil) {
      return {
        allowed: false,
        message: lockedMessage(state.lockedUntil, now),
        lockedUntil: state.lockedUntil.getTime(),
      };
    }
    return { allowed: true, message: '', lockedUntil: null };
  },
);
