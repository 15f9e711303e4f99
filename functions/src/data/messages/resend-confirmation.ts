// A full admin resends an order's confirmation (callables/admin-resend-confirmation.ts): a new mail job and message
// for the order as it is, on the customer's channels, with an audit entry, in one transaction. Rate-limited by the
// callable's pipeline.
import { isOpenStatus } from '../../../../src/domain/types';
import { fail } from '../../refusals/call-errors';
import { writeAudit } from '../audit';
import { db } from '../admin-sdk';
import { ordersCol, readOrder } from '../booking-docs';
import { queueOrderMail } from '../order-mail-queue';

export async function resendConfirmation(
  caller: { uid: string; email: string | null },
  orderId: string,
  now: Date,
): Promise<{ queued: boolean }> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ordersCol().doc(orderId));
    if (!snap.exists) return fail('no-such-order');
    const order = readOrder(snap);
    if (!isOpenStatus(order.status))
      return fail('invalid-request', 'only an open order has a confirmation to resend');
    const queued = queueOrderMail(tx, order, 'booking', now);
    writeAudit(tx, {
      actorUid: caller.uid,
      actorEmail: caller.email ?? null,
      action: 'message.resendConfirmation',
      target: `orders/${orderId}`,
      before: null,
      after: { queued },
    });
    return { queued };
  });
}
