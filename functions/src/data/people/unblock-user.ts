// Deleting a user's block (adminUnblockUser) with its audit entry in the same transaction. Staff lift the whole
// block: the record goes with every cause it holds (staff's and any miss's; block-records.ts).
import type { AppointmentType } from '../../../../src/contracts/documents';
import { fail } from '../../refusals/call-errors';
import { db } from '../admin-sdk';
import { writeAudit } from '../audit';
import { blockRef } from './eligibility-check';

/** Deletes the block of `type`, every cause of it, or refuses with no-block when there is none. */
export async function unblockUser(
  actor: { uid: string; email: string | null },
  userId: string,
  type: AppointmentType,
): Promise<void> {
  const ref = blockRef(type, userId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) fail('no-block', type);
    tx.delete(ref);
    writeAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: 'block.delete',
      target: ref.path,
      before: snap.data() ?? null,
      after: null,
    });
  });
}
