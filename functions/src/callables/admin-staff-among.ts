import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import {
  ADMIN_STAFF_AMONG_MAX,
  type AdminStaffAmongRequest,
  type AdminStaffAmongResponse,
} from '../../../src/contracts/admin-api';
import { staffAmong } from '../data/people/staff-accounts';
import { APP_CALL } from '../http/call-options';
import { admin } from '../http/guards';
import { callable } from '../http/pipeline';
import { idList, userId } from '../http/fields';

export const adminStaffAmongSchema = z.strictObject({
  userIds: idList(userId, ADMIN_STAFF_AMONG_MAX),
}) satisfies z.ZodType<AdminStaffAmongRequest>;

/**
 * Which of the given users are staff accounts (any staff claim), so the Users tab hides Block for them (issue 29;
 * adminBlockUser refuses them whatever the tab shows). Full admins only, the only role that sees Block; it answers
 * roles of the ids asked about and nothing else, and writes nothing.
 */
export const adminStaffAmong = onCall(
  APP_CALL,
  callable('adminStaffAmong', {
    schema: adminStaffAmongSchema,
    guard: admin('must-sign-in'),
    handler: async ({ input: { userIds } }): Promise<AdminStaffAmongResponse> => ({
      staffIds: await staffAmong(userIds),
    }),
  }),
);
