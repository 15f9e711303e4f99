import { useEffect, useState } from 'react';
import { MONEY_TEXT, REFUND_TEXT } from '../../../domain/messages';
import { isWiPayProcessor, type RefundStatus } from '../../../contracts/payment-api';
import type { OrderDoc } from '../../../contracts/documents';
import { followOrder, refundOrder } from '../../../lib/data/admin-refunds';
import { formatCents, orderLedger, paymentsOnOrder, refundableCents } from '../../../domain/order-ledger';
import { ConfirmedActionOutcome, useConfirmedAction } from '../shared/confirmed-action';

/** An order whose refund matters to its detail: paid through WiPay, refunded already, or its payment disputed. */
export const hasRefundFacts = (order: OrderDoc): boolean =>
  isWiPayProcessor(order.paymentProcessor) ||
  order.refundStatus !== undefined ||
  order.paymentDispute !== undefined;

/**
 * The dispute line of an order's detail (issue 39): the state of the card dispute, and whether it holds this
 * customer's pass (only while the payer still holds the order: after a trade the seller's dispute does not).
 */
export function disputeText(order: OrderDoc): string | null {
  const dispute = order.paymentDispute;
  if (!dispute) return null;
  const state = MONEY_TEXT.disputes[dispute.state];
  return dispute.payerId === order.userId ? state : MONEY_TEXT.previousOwnersDispute(state);
}

/**
 * The order as the detail shows it: followed live (so a refund's progress, reported by WiPay's webhook, appears
 * without a reload) when it has refund facts; else the copy the list loaded, with no listener.
 */
export function useLiveOrder(order: OrderDoc): OrderDoc {
  const follow = hasRefundFacts(order);
  const [live, setLive] = useState<{ id: string; order: OrderDoc } | null>(null);
  useEffect(() => {
    if (!follow) return;
    return followOrder(
      order.id,
      (next) => next && setLive({ id: next.id, order: next }),
      (error) => console.error('[admin] order listener failed', error),
    );
  }, [order.id, follow]);
  return live?.id === order.id ? live.order : order;
}

const STATUS_TEXT: Record<RefundStatus, string> = {
  requested: REFUND_TEXT.requested,
  refunded: REFUND_TEXT.refunded,
  rejected: REFUND_TEXT.rejected,
};

/**
 * The refund line of an order's detail: what WiPay reported ("Refund requested" / "Refunded" / "Refund rejected",
 * and a card dispute, from the live order) and, for full admins, the Refund button while the WiPay payment is not refunded or under way
 * (behind a confirmation naming the amount). Shows nothing for an order WiPay took no money for.
 */
export function OrderRefund({ order, canRefund }: { order: OrderDoc; canRefund: boolean }) {
  const action = useConfirmedAction(
    async () => {
      const answer = await refundOrder(order.id);
      if (answer.message) return answer.message;
      return answer.requested
        ? REFUND_TEXT.requestedNotice(order.orderId)
        : REFUND_TEXT.alreadyRequested(order.orderId);
    },
    REFUND_TEXT.failed,
    'refund',
  );
  if (!hasRefundFacts(order)) return null;
  const status = order.refundStatus;
  const dispute = disputeText(order);
  // The amount actually paid (the order's ledger), not the price: a special's refund gives back its $30 fee.
  const paid = refundableCents(orderLedger(order, paymentsOnOrder(order), new Date()));
  const amount = formatCents(paid);
  const refundable =
    canRefund &&
    isWiPayProcessor(order.paymentProcessor) &&
    paid > 0 &&
    status !== 'requested' &&
    status !== 'refunded';

  return (
    <div className="admin-refund">
      {status && (
        <p>
          <strong>{STATUS_TEXT[status]}</strong>
        </p>
      )}
      {dispute && (
        <p>
          <strong>{dispute}</strong>
        </p>
      )}
      {refundable && action.state.step !== 'busy' && (
        <button
          type="button"
          className="button admin-button--danger"
          aria-label={`Refund order ${order.orderId}`}
          onClick={action.ask}
        >
          {REFUND_TEXT.button}
        </button>
      )}
      {action.state.step === 'busy' && <p role="status">Requesting the refund...</p>}
      <ConfirmedActionOutcome
        action={action}
        title={REFUND_TEXT.title}
        message={REFUND_TEXT.confirm(amount)}
        confirmLabel={REFUND_TEXT.confirmLabel(amount)}
      />
    </div>
  );
}
