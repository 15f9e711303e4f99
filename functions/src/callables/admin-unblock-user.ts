import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { MESSAGES } from '../../../src/domain/messages';
import type { AdminUnblockUserRequest, AdminUnblockUserResponse } from '../../../src/contracts/account-api';
import { APP_CALL } from '../http/call-options';
import { admin } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/people/unblock-user';
import { logs } from '../logs';
import { blockTarget } from '../http/fields';

export const adminUnblockUserSchema = z.object(blockTarget) satisfies z.ZodType<AdminUnblockUserRequest>;

/**
 * Deletes a user's free or special block record and writes the audit log in the same transaction. Full admins
 * only (the guard); not-found when the user has no block of that type.
 */
export const adminUnblockUser = onCall(
  APP_CALL,
  callable('adminUnblockUser', {
    schema: adminUnblockUserSchema,
    guard: admin('must-sign-in'),
    handler: async ({ input: { userId, type }, caller }): Promise<AdminUnblockUserResponse> => {
      await store.unblockUser(caller, userId, type);
      logs.userUnblocked(caller.uid, userId, type);
      return { success: true, message: MESSAGES.admin.unblocked(type) };
    },
  }),
);
