// Staff excuse a missed appointment (adminExcuseNoShow): the order keeps its miss (status 'cancelled', noShow) and
// gains noShowExcusedAt/By; the free-appointment block record loses this miss's cause (`noShow_<orderId>`) and only
// that: a block staff gave, or another miss's, stays in force with its own end (block-records.ts), and the
// record is deleted only when no cause is left. Audited ('order.excuse': the cause lifted, whether a block remains)
// in the same transaction. Excusing twice changes nothing the second time.
import { Timestamp } from 'firebase-admin/firestore';
import { NO_SHOW_TEXT } from '../../../../src/domain/messages';
import { blockEnd, noShowCauseId, withoutCause } from '../../../../src/domain/block-causes';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import type { AdminExcuseNoShowResponse } from '../../../../src/contracts/bay-api';
import { fail } from '../../refusals/call-errors';
import { businessInstant } from '../mail';
import { db } from '../admin-sdk';
import { writeAudit } from '../audit';
import { readBlockCauses, writeBlockCauses, blockRef } from '../people';
import { ordersCol, toDate } from '../booking-docs';

export async function excuseNoShow(
  actor: { uid: string; email: string | null },
  orderId: string,
  now: Date,
): Promise<AdminExcuseNoShowResponse> {
  return db.runTransaction(async (tx) => {
    const ref = ordersCol().doc(orderId);
    const snap = await tx.get(ref);
    if (!snap.exists) fail('no-such-order');
    if (snap.get('noShow') !== true) fail('not-a-no-show');
    if (toDate(snap.get('noShowExcusedAt'))) return { message: NO_SHOW_TEXT.alreadyExcused(orderId) };
    const userId = snap.get('userId');
    const block = typeof userId === 'string' && userId ? blockRef('free', userId) : null;
    const blockSnap = block ? await tx.get(block) : null;
    const causeId = noShowCauseId(orderId);
    const { causes, removed } = withoutCause(readBlockCauses(blockSnap), causeId, now);
    // A cause that had already ended blocked nothing: the excuse lifted no block.
    const lifted = removed !== null && removed.until.getTime() > now.getTime();
    tx.update(ref, {
      noShowExcusedAt: Timestamp.fromDate(now),
      noShowExcusedBy: actor.uid,
      updatedAt: Timestamp.fromDate(now),
    });
    // The block's end once this cause is gone (null: no block remains); the record is rewritten only if it changed.
    const remainsUntil =
      removed && block
        ? writeBlockCauses(
            tx,
            { ref: block, exists: true, userId, type: 'free', phoneHash: null, now },
            causes,
          )
        : (blockEnd(causes)?.cause.until ?? null);
    writeAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: 'order.excuse',
      target: `${COLLECTIONS.orders}/${orderId}`,
      before: { noShow: true, block: removed ? (blockSnap!.data() ?? null) : null },
      after: {
        noShow: true,
        excused: true,
        liftedCause: lifted ? causeId : null,
        blockRemains: remainsUntil !== null,
        blockUntil: remainsUntil ? Timestamp.fromDate(remainsUntil) : null,
        blockLifted: lifted && remainsUntil === null,
      },
    });
    if (!lifted) return { message: NO_SHOW_TEXT.excusedNoBlock(orderId) };
    return {
      message: remainsUntil
        ? NO_SHOW_TEXT.excusedBlockRemains(orderId, businessInstant(remainsUntil))
        : NO_SHOW_TEXT.excusedAndUnblocked(orderId),
    };
  });
}
