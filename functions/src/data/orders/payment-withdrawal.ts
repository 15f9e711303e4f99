// Money and its effects move together (issue 39). When a card payment is refunded, charged back or confirmed as
// fraud (data/payments/refunds.ts recordRefundOutcome, data/payments/payment-disputes.ts recordPaymentDispute), what it bought
// is withdrawn in the same transaction, each withdrawal audited:
//   - the orders it bought or whose special fee its fee-free rebook state waived (orders.specialFeeWaivedBy), but
//     only while they are still the payer's: after a trade the order is the buyer's, and the seller's refund or
//     chargeback leaves it alone. An open one is cancelled (seat freed; the bay refuses a cancelled pass);
//   - the fee-free special rebook states it earned (specialRebookStates with this sourcePaymentReference, or, for
//     states written before that field, the sourceOrderId of the order it paid for).
// The payment's state lives on paymentRecords/{transactionId}, where completeCheckout and confirmBooking read it. A
// refund or dispute of a payment that has made no order yet leaves a record of its own (`stateOnly`, no user, no
// order) while the money is withdrawn: the writers of an order create paymentRecords/{transactionId} in their
// transaction, so that record refuses the order there too, whatever raced.
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  isMoneyWithdrawn,
  toPaymentDispute,
  type PaymentDispute,
  type PaymentFacts,
  type PaymentRefundState,
} from '../../../../src/domain/payment-state';
import { OPEN_STATUSES } from '../../../../src/domain/types';
import { slotDocId, slotKeyOrNull } from '../../../../src/contracts/slot-documents';
import { COLLECTIONS, type OrderDoc } from '../../../../src/contracts/documents';
import { writeOrderStatus } from './admin-orders';
import { writeAudit } from '../audit';
import { col, ordersCol, readOrder } from '../booking-docs';
import { PAYMENT_RECORDS } from '../card-payment';
import { shapedQuery } from '../shaped-query';
import { readSlotOf, type SlotState, writeSlot } from '../slots';

/** The actor of the audit entries WiPay's reports cause (no person clicked). */
export const PAYMENT_ACTOR = 'system:wipay';

export const paymentRef = (transactionId: string) => col(PAYMENT_RECORDS).doc(transactionId);

/** paymentRecords/{transactionId} as the refund and dispute paths read it. */
export interface PaymentRecord extends PaymentFacts {
  transactionId: string;
  exists: boolean;
  /** A record written only to carry a refund or dispute of a payment that made no order. */
  stateOnly: boolean;
  userId: string | null;
  orderId: string | null;
  /** A wash plan's payment (issue 43): the plan it bought; such a record has no orderId and buys no order. */
  planId: string | null;
  refundStatus: PaymentRefundState | null;
  paymentDispute: PaymentDispute | null;
}

const REFUND_STATES: readonly unknown[] = ['requested', 'refunded', 'rejected'];

export function readPaymentRecord(snap: DocumentSnapshot): PaymentRecord {
  const text = (field: string) => {
    const value: unknown = snap.get(field);
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const refund: unknown = snap.get('refundStatus');
  return {
    transactionId: snap.id,
    exists: snap.exists,
    stateOnly:
      snap.exists &&
      (snap.get('stateOnly') === true || (text('orderId') === null && text('planId') === null)),
    userId: text('userId'),
    orderId: text('orderId'),
    planId: text('planId'),
    refundStatus: REFUND_STATES.includes(refund) ? (refund as PaymentRefundState) : null,
    paymentDispute: toPaymentDispute(snap.get('paymentDispute')),
  };
}

/** The payment exists and its money went back or may be going back: it buys nothing more. */
export const isWithdrawn = (record: PaymentRecord): boolean => record.exists && isMoneyWithdrawn(record);

/** What a payment bought that is still its payer's, read in the transaction (all before any write). */
export interface Earnings {
  /** The order it paid for and the specials whose fee it waived, each still the payer's. */
  orders: OrderDoc[];
  /** The fee-free special rebook states it earned that still exist. */
  states: DocumentSnapshot[];
  /** The slots of the open orders, by slot document id (read only when they are to be cancelled). */
  slots: Map<string, SlotState | null>;
}

async function readOwnOrders(tx: Transaction, record: PaymentRecord): Promise<OrderDoc[]> {
  const payer = record.userId;
  if (!payer) return [];
  // A plain query (not in the transaction, which would lock the collection on the emulator); each order found is then
  // read in the transaction. The rebook states are read before this (readEarnings): a confirmBooking that used one
  // has committed its order by the time that read returns.
  const waived = await shapedQuery(ordersCol(), 'ordersWaivedByPayment', {
    specialFeeWaivedBy: record.transactionId,
  }).get();
  const ids = new Set([...(record.orderId ? [record.orderId] : []), ...waived.docs.map((d) => d.id)]);
  const snaps = await Promise.all([...ids].map((id) => tx.get(ordersCol().doc(id))));
  return snaps
    .filter((s) => s.exists)
    .map(readOrder)
    .filter((order) => order.userId === payer);
}

async function readEarnedStates(tx: Transaction, record: PaymentRecord): Promise<DocumentSnapshot[]> {
  if (!record.userId) return [];
  const states = await shapedQuery(col(COLLECTIONS.specialRebookStates), 'rebookStatesOfUser', {
    userId: record.userId,
  }).get();
  const earned = states.docs.filter(
    (d) =>
      d.get('sourcePaymentReference') === record.transactionId ||
      (record.orderId !== null && d.get('sourceOrderId') === record.orderId),
  );
  const snaps = await Promise.all(earned.map((d) => tx.get(d.ref)));
  return snaps.filter((s) => s.exists);
}

const isOpen = (order: OrderDoc) => OPEN_STATUSES.includes(order.status);
const slotIdOf = (order: OrderDoc) => {
  const key = slotKeyOrNull(order);
  return key ? slotDocId(key) : null;
};

/**
 * Reads what `record`'s payment earned that is still its payer's. With `forCancel` the slots of the open orders are
 * read too, so withdrawEarnings can free their seats.
 */
export async function readEarnings(
  tx: Transaction,
  record: PaymentRecord,
  now: Date,
  forCancel: boolean,
): Promise<Earnings> {
  const states = forCancel ? await readEarnedStates(tx, record) : [];
  const orders = await readOwnOrders(tx, record);
  const slots = new Map<string, SlotState | null>();
  if (forCancel) {
    for (const order of orders.filter(isOpen)) {
      const id = slotIdOf(order);
      if (id && !slots.has(id)) slots.set(id, await readSlotOf(tx, order, now));
    }
  }
  return { orders, states, slots };
}

/** Why the earnings are withdrawn, as the audit entries name it. */
export interface WithdrawalCause {
  transactionId: string;
  /** 'refunded' | 'chargeback_processed' | 'fraud_confirmed' */
  reason: string;
}

/** The fields an order gets besides a cancellation (e.g. the paid order's refundStatus); {} for none. */
export type OrderPatch = (order: OrderDoc) => Record<string, unknown>;

/**
 * Writes the withdrawal (after every read): each open order still the payer's is cancelled with `patch(order)`, the
 * others get `patch(order)` only; each earned rebook state is deleted. One audit entry per order cancelled and per
 * state removed. Answers the ids of the orders cancelled and the states removed.
 */
export function withdrawEarnings(
  tx: Transaction,
  earnings: Earnings,
  cause: WithdrawalCause,
  patch: OrderPatch,
  now: Date,
): { cancelledOrders: string[]; withdrawnStates: string[] } {
  const cancelledOrders: string[] = [];
  for (const order of earnings.orders) {
    const ref = ordersCol().doc(order.id);
    const orderPatch = patch(order);
    if (!isOpen(order)) {
      if (Object.keys(orderPatch).length > 0)
        tx.update(ref, { ...orderPatch, updatedAt: FieldValue.serverTimestamp() });
      continue;
    }
    const slotId = slotIdOf(order);
    const slot = slotId ? (earnings.slots.get(slotId) ?? null) : null;
    writeOrderStatus(tx, ref, order, slot, 'cancelled', orderPatch);
    cancelledOrders.push(order.id);
    writeAudit(tx, {
      actorUid: PAYMENT_ACTOR,
      actorEmail: null,
      action: 'order.paymentWithdrawn',
      target: `${COLLECTIONS.orders}/${order.id}`,
      before: { status: order.status },
      after: { status: 'cancelled', transactionId: cause.transactionId, reason: cause.reason },
    });
  }
  for (const slot of earnings.slots.values()) if (slot) writeSlot(tx, slot, now);
  const withdrawnStates: string[] = [];
  for (const state of earnings.states) {
    tx.delete(state.ref);
    withdrawnStates.push(state.id);
    writeAudit(tx, {
      actorUid: PAYMENT_ACTOR,
      actorEmail: null,
      action: 'rebookState.withdrawn',
      target: `${COLLECTIONS.specialRebookStates}/${state.id}`,
      before: {
        userId: state.get('userId') as unknown,
        expiresAt: state.get('expiresAt') as unknown,
        sourceOrderId: state.get('sourceOrderId') as unknown,
      },
      after: { transactionId: cause.transactionId, reason: cause.reason },
    });
  }
  return { cancelledOrders, withdrawnStates };
}

/** Marks every order still the payer's with `patch(order)` (a dispute that holds or is released: nothing cancelled). */
export function markEarnings(tx: Transaction, earnings: Earnings, patch: OrderPatch): string[] {
  const marked: string[] = [];
  for (const order of earnings.orders) {
    const orderPatch = patch(order);
    if (Object.keys(orderPatch).length === 0) continue;
    tx.update(ordersCol().doc(order.id), { ...orderPatch, updatedAt: FieldValue.serverTimestamp() });
    marked.push(order.id);
  }
  return marked;
}
