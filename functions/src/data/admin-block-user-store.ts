// Blocking a user from free or special appointments (adminBlockUser): the block and its audit entry in one
// transaction.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type AppointmentType } from '../../../src/contracts/documents';
import { fail } from '../http/call-errors';
import { db } from './admin-sdk';
import { writeAudit } from './audit';
import { currentPhoneHash } from './block-identity';
import { blockRef } from './eligibility-store';

export interface BlockOrder {
  userId: string;
  type: AppointmentType;
  days: number;
  reason: string;
  blockUntil: Date;
}

/**
 * Writes the block (replacing any block of that type) and the audit entry (before: the replaced block or null);
 * no-such-user when the user has no profile.
 */
export async function blockUser(
  actor: { uid: string; email: string | null },
  { userId, type, days, reason, blockUntil }: BlockOrder,
  now: Date,
): Promise<void> {
  const ref = blockRef(type, userId);
  // The block remembers the number it was given under, so moving the account to another number before
  // deleting it does not shed it (block-identity.ts).
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
      { merge: true },
    );
    writeAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: 'block.create',
      target: ref.path,
      before: previous.exists ? (previous.data() ?? null) : null,
      after: { type, reason, days, blockUntil: block.blockUntil },
    });
  });
}
