import { onCall } from 'firebase-functions/v2/https';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

import {
  BLOCK_DAYS_MAX,
  BLOCK_DAYS_MIN,
  BLOCK_REASON_MAX,
  blockedMessage,
  type AdminBlockUserRequest,
  type AdminBlockUserResponse,
} from '../../../src/contracts/admin-api';
import { COLLECTIONS } from '../../../src/contracts/documents';
import { db } from '../data/admin-sdk';
import { writeAudit } from '../data/audit';
import { currentPhoneHash } from '../data/block-identity';
import { isStaffAccount } from '../data/staff-accounts';
import { blockRef } from '../data/eligibility-store';
import { APP_CALL } from '../http/call-options';
import { fail } from '../http/call-errors';
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
 * Blocks a user from free or special appointments for `days` days from now (server clock), replacing any block of
 * that type, and writes the audit entry (before: the replaced block or null) in the same transaction. Full admins
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
      const ref = blockRef(type, userId);
      // The block remembers the number it was given under, so moving the account to another number before
      // deleting it does not shed it (data/block-identity.ts).
      const phoneHash = await currentPhoneHash(userId);
      await db.runTransaction(async (tx) => {
        const [user, previous] = await Promise.all([
          tx.get(db.collection(COLLECTIONS.users).doc(userId)),
          tx.get(ref),
        ]);
        if (!user.exists) fail('no-such-user');
        const block = {
          userId,
          type,
          reason,
          blockUntil: Timestamp.fromDate(blockUntil),
          updatedAt: Timestamp.fromDate(now),
        };
        tx.set(
          ref,
          { ...block, ...(phoneHash ? { phoneHashes: FieldValue.arrayUnion(phoneHash) } : {}) },
          {
            merge: true,
          },
        );
        writeAudit(tx, {
          actorUid: caller.uid,
          actorEmail: caller.email,
          action: 'block.create',
          target: ref.path,
          before: previous.exists ? (previous.data() ?? null) : null,
          after: { type, reason, days, blockUntil: block.blockUntil },
        });
      });
      logs.userBlocked(caller.uid, userId, type, days);
      return { blockUntil: blockUntil.toISOString(), message: blockedMessage(type, days) };
    },
  }),
);
