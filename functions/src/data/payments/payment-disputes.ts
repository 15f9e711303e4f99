// Card disputes of a WiPay payment (issue 39): WiPay's webhook reports a chargeback opened, lost or released, or
// fraud confirmed, and calls recordPaymentDispute. In one transaction, with an audit entry per event:
//   - the payment record carries the state (paymentDispute; a payment that made no order yet gets a record of its
//     own while the dispute holds, so completeCheckout makes no order of it);
//   - every order the payment earned that is still its payer's (data/orders/payment-withdrawal.ts) carries
//     { state, transactionId, payerId, at }: while pending, processed or fraud the bay refuses its pass
//     ('payment-on-hold', domain/payment-state isPassOnHold) and its fee-free rebook state waives no fee;
//   - processed / fraud are final and withdraw what the payment earned, as a refund does: the open order is
//     cancelled and the earned fee-free special rebook state removed; a buyer's order after a trade is never touched;
//   - a wash plan's payment (its record names planId): processed / fraud stop the plan (status 'refunded', its
//     reserved washes released to pay at the location), as a refund does;
//   - released restores the pass (and ends a payment's own record, so a later completion is judged as usual).
// A repeated event that changes nothing writes nothing.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  isHoldingDispute,
  isMoneyGone,
  isMoneyWithdrawn,
  nextDispute,
  type PaymentDispute,
} from '../../../../src/domain/payment-state';
import { logs } from '../../logs';
import { writeAudit } from '../audit';
import { runBookingTransaction } from '../slots';
import { PAYMENT_RECORDS } from '../card-payment';
import {
  markEarnings,
  PAYMENT_ACTOR,
  paymentRef,
  readEarnings,
  readPaymentRecord,
  withdrawEarnings,
  type PaymentRecord,
} from '../orders';
import { plansCol, readPlanToStop, writePlanStop } from '../plans';

const AUDIT_ACTIONS: Record<PaymentDispute, string> = {
  chargeback_pending: 'payment.chargebackPending',
  chargeback_processed: 'payment.chargebackProcessed',
  chargeback_released: 'payment.chargebackReleased',
  fraud_confirmed: 'payment.fraudConfirmed',
};

/** WiPay's details of the event, kept for staff: short plain values only, nothing that looks like card data. */
function safeMeta(meta: Record<string, unknown> | undefined): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(meta ?? {}).slice(0, 20)) {
    if (/card|pan|cvv|cvc|expir|number/i.test(key)) continue;
    if (typeof value === 'string') kept[key] = value.slice(0, 200);
    else if (typeof value === 'number' || typeof value === 'boolean') kept[key] = value;
  }
  return kept;
}

function auditDispute(
  tx: Transaction,
  record: PaymentRecord,
  event: PaymentDispute,
  state: PaymentDispute,
  after: Record<string, unknown>,
) {
  writeAudit(tx, {
    actorUid: PAYMENT_ACTOR,
    actorEmail: null,
    action: AUDIT_ACTIONS[event],
    target: `${PAYMENT_RECORDS}/${record.transactionId}`,
    before: { paymentDispute: record.paymentDispute },
    after: { paymentDispute: state, ...after },
  });
}

/** A payment that made no order: its own record carries the dispute while the money is withdrawn. */
function recordWithoutOrder(
  tx: Transaction,
  record: PaymentRecord,
  event: PaymentDispute,
  state: PaymentDispute,
  now: Date,
  meta: Record<string, unknown>,
): void {
  const ref = paymentRef(record.transactionId);
  const withdrawn = isMoneyWithdrawn({ refundStatus: record.refundStatus, paymentDispute: state });
  if (!record.exists && !withdrawn) return; // released before anything: nothing to keep
  if (withdrawn) {
    const data = { stateOnly: true, paymentDispute: state, paymentDisputeAt: now };
    if (record.exists) tx.update(ref, data);
    else tx.create(ref, { ...data, createdAt: FieldValue.serverTimestamp() });
  } else tx.delete(ref); // released: the payment stands again, and completeCheckout may make its order
  auditDispute(tx, record, event, state, { orderId: null, ...meta });
}

/**
 * Records WiPay's dispute `event` of the payment `transactionId` and what follows from it (see the header). The
 * webhook calls exactly this; `meta` is WiPay's own detail of the event (kept in the audit entry, plain values only).
 */
export async function recordPaymentDispute(
  transactionId: string,
  event: 'chargeback_pending' | 'chargeback_processed' | 'chargeback_released' | 'fraud_confirmed',
  now: Date,
  meta?: Record<string, unknown>,
): Promise<void> {
  const kept = safeMeta(meta);
  const state = await runBookingTransaction(async (tx) => {
    const ref = paymentRef(transactionId);
    const record = readPaymentRecord(await tx.get(ref));
    const next = nextDispute(record.paymentDispute, event);
    if (record.exists && next === record.paymentDispute) return next; // repeated, or after a final state
    if (!record.exists || record.stateOnly) {
      recordWithoutOrder(tx, record, event, next, now, kept);
      return next;
    }
    const gone = isMoneyGone({ refundStatus: record.refundStatus, paymentDispute: next });
    const earnings = await readEarnings(tx, record, now, gone);
    // A wash plan's payment (issue 43): money gone stops the plan as a refund does (data/plans/plan-release.ts).
    const planStop = gone && record.planId ? await readPlanToStop(tx, record.planId) : null;

    // Writes.
    tx.update(ref, { paymentDispute: next, paymentDisputeAt: now });
    const dispute = { state: next, transactionId, payerId: record.userId, at: now };
    const patch = () => ({ paymentDispute: dispute });
    const effects = gone
      ? withdrawEarnings(tx, earnings, { transactionId, reason: next }, patch, now)
      : { markedOrders: markEarnings(tx, earnings, patch) };
    const releasedByPlan = planStop
      ? writePlanStop(tx, planStop.plan, planStop.orders, null, now, { paymentDispute: next })
      : [];
    // Not gone yet (pending) or released: the plan's washes are held or freed with the dispute (plan-docs.ts).
    if (record.planId && !planStop)
      tx.update(plansCol().doc(record.planId), { paymentDispute: next, updatedAt: now });
    auditDispute(tx, record, event, next, {
      orderId: record.orderId,
      ...(planStop ? { planId: planStop.plan.id, releasedByPlan } : {}),
      passOnHold: isHoldingDispute(next),
      ...effects,
      ...kept,
    });
    return next;
  });
  logs.paymentDisputed(transactionId, event, state);
}
