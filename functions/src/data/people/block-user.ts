// Blocking a user from free or special appointments (adminBlockUser): the staff cause of the block record and its
// audit entry in one transaction. The record keeps its other causes (a miss's), each with its own end
// (block-records.ts), so excusing a miss later never lifts what staff gave.
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type AppointmentType } from '../../../../src/contracts/documents';
import { STAFF_CAUSE, withCause } from '../../../../src/domain/block-causes';
import { fail } from '../../refusals/call-errors';
import { db } from '../admin-sdk';
import { writeAudit } from '../audit';
import { readBlockCauses, writeBlockCauses } from './block-records';
import { currentPhoneHash } from './block-identity';
import { blockRef } from './eligibility-check';

export interface BlockOrder {
  userId: string;
  type: AppointmentType;
  days: number;
  reason: string;
  blockUntil: Date;
}

/**
 * Sets the record's staff cause (replacing the staff cause it had; a miss's cause stays) and writes the audit entry
 * (before: the record as it was, or null); no-such-user when the user has no profile. Answers the block's end: the
 * latest end of its causes, `blockUntil` unless a miss blocks longer.
 */
export async function blockUser(
  actor: { uid: string; email: string | null },
  { userId, type, days, reason, blockUntil }: BlockOrder,
  now: Date,
): Promise<Date> {
  const ref = blockRef(type, userId);
  // The block remembers the number it was given under, so moving the account to another number before
  // deleting it does not shed it (block-identity.ts).
  const phoneHash = await currentPhoneHash(userId);
  return db.runTransaction(async (tx) => {
    const [user, previous] = await Promise.all([
      tx.get(db.collection(COLLECTIONS.users).doc(userId)),
      tx.get(ref),
    ]);
    if (!user.exists) fail('no-such-user');
    const causes = withCause(
      readBlockCauses(previous),
      STAFF_CAUSE,
      { until: blockUntil, reason, by: 'staff', at: now },
      now,
    );
    const target = { ref, exists: previous.exists, userId, type, phoneHash, now };
    const end = writeBlockCauses(tx, target, causes)!;
    writeAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: 'block.create',
      target: ref.path,
      before: previous.exists ? (previous.data() ?? null) : null,
      after: {
        type,
        reason,
        days,
        cause: STAFF_CAUSE,
        causeUntil: Timestamp.fromDate(blockUntil),
        blockUntil: Timestamp.fromDate(end),
        causes: Object.keys(causes).sort(),
      },
    });
    return end;
  });
}
