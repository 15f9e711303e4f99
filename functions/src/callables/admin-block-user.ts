import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';

import {
  BLOCK_DAYS_MAX,
  BLOCK_DAYS_MIN,
  BLOCK_REASON_MAX,
  blockedMessage,
  type AdminBlockUserRequest,
  type AdminBlockUserResponse,
} from '../../../src/contracts/admin-api';
import * as store from '../data/people/block-user';
import { isStaffAccount } from '../data/people/staff-accounts';
import { APP_CALL } from '../http/call-options';
import { fail } from '../refusals/call-errors';
import { admin } from '../http/guards';
import { callable } from '../http/pipeline';
import { logs } from '../logs';
import { blockTarget } from '../http/fields';

const DAY_MS = 86_400_000;

export const adminBlockUserSchema = z.strictObject({
  ...blockTarget,
  days: z.number().int().min(BLOCK_DAYS_MIN).max(BLOCK_DAYS_MAX),
  reason: z.string().trim().min(1).max(BLOCK_REASON_MAX),
}) satisfies z.ZodType<AdminBlockUserRequest>;

/**
 * Blocks a user from free or special appointments for `days` days from now (server clock), replacing the block staff
 * gave of that type (a missed appointment's block stays beside it: the answer's blockUntil is the later of the two),
 * and writes the audit entry (before: the record as it was, or null) in the same transaction. Full admins
 * only (the guard); not-found when the user has no profile; a staff account (admin, view-only admin or bay attendant
 * claim) is refused with nothing written.
 */
export const adminBlockUser = onCall(
  APP_CALL,
  callable('adminBlockUser', {
    schema: adminBlockUserSchema,
    guard: admin('must-sign-in'),
    handler: async ({
      input: { userId, type, days, reason },
      caller,
      now,
    }): Promise<AdminBlockUserResponse> => {
      if (await isStaffAccount(userId)) fail('staff-not-blockable');
      const blockUntil = new Date(now.getTime() + days * DAY_MS);
      const end = await store.blockUser(caller, { userId, type, days, reason, blockUntil }, now);
      logs.userBlocked(caller.uid, userId, type, days);
      return { blockUntil: end.toISOString(), message: blockedMessage(type, days) };
    },
  }),
);
