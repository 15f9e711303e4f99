import { APP_CALL } from '../http/call-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { MESSAGES } from '../../../src/domain/messages';
import { APPOINTMENT_TYPES } from '../../../src/contracts/types';
import { db } from '../data/admin';
import { writeAudit } from '../data/audit';
import { blockRef } from '../data/eligibility';
import { parseInput, requireAdmin, requireAuth } from '../http/guards';
import { logs } from '../logs';
import type { AdminUnblockUserResponse } from '../../../src/contracts/account-api';

export const adminUnblockUserSchema = z.object({
  userId: z.string().trim().min(1).max(128),
  type: z.enum(APPOINTMENT_TYPES),
});
export type AdminUnblockUserRequest = z.input<typeof adminUnblockUserSchema>;

/**
 * Deletes a user's free or special block record and writes the audit log in the same transaction.
 * Errors: invalid-argument; unauthenticated; permission-denied (not a full admin; view-only admins included);
 * not-found (no block record of that type).
 */
export const adminUnblockUser = onCall<AdminUnblockUserRequest>(
  APP_CALL,
  async (request): Promise<AdminUnblockUserResponse> => {
    const { userId, type } = parseInput(adminUnblockUserSchema, request.data);
    const caller = requireAuth(request);
    requireAdmin(caller);
    const ref = blockRef(type, userId);
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new HttpsError('not-found', `This user has no ${type} appointment block.`);
      tx.delete(ref);
      writeAudit(tx, {
        actorUid: caller.uid,
        actorEmail: caller.email,
        action: 'block.delete',
        target: ref.path,
        before: snap.data() ?? null,
        after: null,
      });
    });
    logs.userUnblocked(caller.uid, userId, type);
    return { success: true, message: MESSAGES.admin.unblocked(type) };
  },
);
