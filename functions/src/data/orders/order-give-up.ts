// giveUpOrder: the owner deletes an open order more than 2 hours ahead; at most 2 give-ups per rolling 24 hours,
// counted server-side in bookingStates/{uid}.deletions. The seat is freed in the same transaction. Giving up a special
// appointment whose fee was actually paid (the order's server-written `specialFeePaid`), before its free-rebook
// cut-off, leaves a specialRebookStates record: the next special booking is free. An unpaid or waived fee earns none,
// so giving up at once and booking again cannot drop the fee. A wash plan's reserved wash (issue 43) goes back to the
// plan in the same transaction; the order's deletion makes a second give-up 'not found', so it is returned once.
import { Timestamp } from 'firebase-admin/firestore';
import {
  checkGiveUp,
  deletionsInWindow,
  giveUpRefusalMessage,
  type GiveUpRefusal,
} from '../../../../src/domain/give-up';
import { MESSAGES } from '../../../../src/domain/messages';
import { rebookStateExpiryOnGiveUp } from '../../../../src/domain/rebooking';
import type { BookingErrorReason, GiveUpOrderResponse } from '../../../../src/contracts/booking-api';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { col, ordersCol } from '../booking-docs';
import { refuse } from '../../refusals/booking-errors';
import { queueOrderMail } from '../order-mail-queue';
import {
  withOrder,
  readUserAndOwnOrder,
  writeBookingState,
  runBookingTransaction,
  readSlotOf,
  writeSlot,
} from '../slots';
import { readNamedPlan, returnReservedUse } from './plan-booking';

const GIVE_UP_REASONS: Record<Exclude<GiveUpRefusal, 'limit'>, BookingErrorReason> = {
  trading: 'order-traded',
  traded: 'order-traded',
  'not-open': 'wrong-status',
  'too-close': 'too-late',
};

export async function giveUpOrder(uid: string, orderId: string, now: Date): Promise<GiveUpOrderResponse> {
  const orderRef = ordersCol().doc(orderId);
  return runBookingTransaction(async (tx) => {
    const { user, orderSnap, order } = await readUserAndOwnOrder(tx, uid, orderId);
    const [slot, plan] = await Promise.all([readSlotOf(tx, order, now), readNamedPlan(tx, order.planId)]);
    if (!slot) refuse('failed-precondition', 'wrong-status', giveUpRefusalMessage('not-open'));

    const history = deletionsInWindow(
      user.state.deletions.map((ms) => new Date(ms)),
      now,
    );
    const check = checkGiveUp({
      order: { ...order, tradedFrom: (orderSnap.get('tradedFrom') as string | undefined) ?? null },
      deletionHistory: history,
      now,
    });
    if (!check.allowed) {
      if (check.reason === 'limit')
        refuse('resource-exhausted', 'deletion-limit', MESSAGES.giveUp.limitReached);
      refuse('failed-precondition', GIVE_UP_REASONS[check.reason], giveUpRefusalMessage(check.reason));
    }

    tx.delete(orderRef);
    // The order's deletion in this same transaction makes a retried give-up fail (not found): one state per order.
    const rebookExpiresAt = rebookStateExpiryOnGiveUp(order, now);
    if (rebookExpiresAt) {
      tx.create(col(COLLECTIONS.specialRebookStates).doc(), {
        userId: uid,
        rebookType: 'special',
        expiresAt: Timestamp.fromDate(rebookExpiresAt),
        sourceOrderId: order.id,
        // The fee's payment: refunded or charged back, the state is withdrawn (data/orders/payment-withdrawal.ts).
        ...(order.specialFeePaid ? { sourcePaymentReference: order.specialFeePaid.paymentReference } : {}),
        createdAt: Timestamp.fromDate(now),
      });
    }
    // A wash a plan reserved for this order goes back to the plan, with the order's deletion: once.
    returnReservedUse(tx, plan, order.id);
    slot.orders.delete(order.id);
    writeSlot(tx, slot, now);
    writeBookingState(
      tx,
      user,
      {
        deletions: [...history.map((d) => d.getTime()), now.getTime()],
        appointments: withOrder(user.state.appointments, order.id, null),
      },
      now,
    );
    queueOrderMail(tx, order, 'give-up', now);
    return { deleted: true };
  });
}
