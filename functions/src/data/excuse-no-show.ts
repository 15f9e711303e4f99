// Staff excuse a missed appointment (adminExcuseNoShow): the order keeps its miss (status 'cancelled', noShow) and
// gains noShowExcusedAt/By; the free-appointment block the miss caused is lifted, but only that block: one whose
// `noShowOrderId` names this order (a block staff gave, or a later miss's, stays). Audited ('order.excuse') in the
// same transaction. Excusing twice changes nothing the second time.
import { Timestamp } from 'firebase-admin/firestore';
import { NO_SHOW_TEXT } from '../../../src/domain/messages';
import { COLLECTIONS } from '../../../src/contracts/documents';
import type { AdminExcuseNoShowResponse } from '../../../src/contracts/bay-api';
import { fail } from '../http/call-errors';
import { db } from './admin-sdk';
import { writeAudit } from './audit';
import { ordersCol, toDate } from './booking-docs';
import { blockRef } from './eligibility-store';

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
    const caused = blockSnap?.exists === true && blockSnap.get('noShowOrderId') === orderId;
    tx.update(ref, {
      noShowExcusedAt: Timestamp.fromDate(now),
      noShowExcusedBy: actor.uid,
      updatedAt: Timestamp.fromDate(now),
    });
    if (caused) tx.delete(block!);
    writeAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: 'order.excuse',
      target: `${COLLECTIONS.orders}/${orderId}`,
      before: { noShow: true, block: caused ? (blockSnap!.data() ?? null) : null },
      after: { noShow: true, excused: true, blockLifted: caused },
    });
    return {
      message: caused ? NO_SHOW_TEXT.excusedAndUnblocked(orderId) : NO_SHOW_TEXT.excusedNoBlock(orderId),
    };
  });
}
