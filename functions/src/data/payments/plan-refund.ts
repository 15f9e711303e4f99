// Refund of a wash plan (adminRefundPlan, issue 43, docs/plans.md): a full admin refunds an unused plan in full
// through WiPay, on the same path as an order's refund (refunds.ts: what WiPay's answers mean, refund-answer-rules.ts).
//   1. One transaction decides and stops the plan: refused (PLAN_TEXT.notRefundable, nothing written) when any of
//      its washes is 'used' or 'forfeited'; its WiPay payment (paymentRecords/{plan.transactionId}, which names the
//      plan) gets refundStatus 'requested'; the plan becomes 'refunded' at once and every 'reserved' wash is released
//      (the order loses planId / planName, keeps planReleased: true and pays at the location again:
//      data/plans/plan-release.ts); audited 'plan.refund'. A payment already 'requested' or 'refunded' is absorbed.
//   2. Then WiPay is asked (outside the transaction). An answer that puts the request back leaves the plan stopped
//      (as an order's refund leaves it cancelled) with its refund state as before, so the admin can ask again.
//   3. WiPay's payment.refunded / refund_rejected (its webhook, or the request's own answer) reaches
//      recordRefundOutcome (refunds.ts), which settles a plan's record here (settlePlanRefund): the plan's
//      refundStatus follows; a refund made in WiPay's own portal stops the plan the same way (money and its effects
//      move together).
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { isWiPayProcessor, type RefundStatus } from '../../../../src/contracts/payment-api';
import type { AdminRefundPlanResponse } from '../../../../src/contracts/plan-api';
import { isHoldingDispute, toPaymentDispute } from '../../../../src/domain/payment-state';
import { fail } from '../../refusals/call-errors';
import { logs } from '../../logs';
import { writeAudit } from '../audit';
import { runBookingTransaction } from '../slots';
import { PAYMENT_ACTOR, paymentRef, type Actor, type PaymentRecord } from '../orders';
import {
  readPlanTx,
  readReservedOrders,
  requireRefundablePlan,
  writePlanRefundState,
  writePlanStop,
} from '../plans';
import { refundPlan as refundAnswerPlan } from './refund-answer-rules';
import type { WiPayClient } from '../../payment/wipay-client';

const ABSORBED: readonly unknown[] = ['requested', 'refunded'];

type Decided =
  | { ask: false; amount: number; refundStatus: RefundStatus; released: number }
  | { ask: true; amount: number; transactionId: string; previous: RefundStatus | null; released: number };

async function decide(tx: Transaction, actor: Actor, planId: string, now: Date): Promise<Decided> {
  const plan = requireRefundablePlan(await readPlanTx(tx, planId));
  if (!plan.transactionId) return fail('not-paid-by-wipay');
  const payment = await tx.get(paymentRef(plan.transactionId));
  if (!payment.exists || payment.get('planId') !== plan.id) return fail('not-paid-by-wipay');
  if (!isWiPayProcessor(payment.get('processor') as string | undefined)) return fail('not-paid-by-wipay');
  const amount = Number(payment.get('amount') ?? 0);
  if (!(amount > 0)) return fail('nothing-to-refund');
  const previous = (payment.get('refundStatus') as RefundStatus | undefined) ?? null;
  if (ABSORBED.includes(previous)) return { ask: false, amount, refundStatus: previous!, released: 0 };
  // Charged back (pending, lost or fraud): the card holder's bank has or may take the money back; a refund on top
  // would pay it twice.
  if (isHoldingDispute(toPaymentDispute(payment.get('paymentDispute')))) return fail('nothing-to-refund');
  const orders = await readReservedOrders(tx, plan);

  // Writes.
  tx.update(payment.ref, {
    refundStatus: 'requested',
    refundRequestedAt: now,
    refundRequestedBy: actor.uid,
    refundRejectedAt: FieldValue.delete(),
  });
  const released = writePlanStop(tx, plan, orders, 'requested', now);
  writeAudit(tx, {
    actorUid: actor.uid,
    actorEmail: actor.email,
    action: 'plan.refund',
    target: `plans/${plan.id}`,
    before: { status: plan.status, refundStatus: plan.refundStatus },
    after: {
      status: 'refunded',
      refundStatus: 'requested',
      amount,
      transactionId: plan.transactionId,
      released,
    },
  });
  return { ask: true, amount, transactionId: plan.transactionId, previous, released: released.length };
}

/** WiPay never got the request: the payment's and the plan's refund state go back (the plan stays stopped). */
async function undoPlanRequest(
  transactionId: string,
  planId: string,
  previous: RefundStatus | null,
  now: Date,
) {
  await runBookingTransaction(async (tx) => {
    const ref = paymentRef(transactionId);
    const payment = await tx.get(ref);
    if (payment.get('refundStatus') !== 'requested') return; // the webhook got there first
    tx.update(ref, { refundStatus: previous ?? FieldValue.delete() });
    writePlanRefundState(tx, planId, previous, now);
  });
}

export async function requestPlanRefund(
  actor: Actor,
  planId: string,
  deps: { wipay: WiPayClient; now: Date },
  recordOutcome: (
    transactionId: string,
    outcome: 'refunded' | 'rejected',
    reason: string,
  ) => Promise<unknown>,
): Promise<AdminRefundPlanResponse> {
  const decided = await runBookingTransaction((tx) => decide(tx, actor, planId, deps.now));
  if (!decided.ask) return { refundStatus: decided.refundStatus, amount: decided.amount, released: 0 };
  const { transactionId, amount, released } = decided;
  const answer = await deps.wipay.refund(transactionId);
  const plan = refundAnswerPlan(answer);
  if (plan.kind === 'put-back') {
    const detail = `plan refund ${transactionId}: ${answer.kind} ${answer.status ?? ''} ${answer.message}`;
    if (plan.alarming) logs.unexpectedError('wipay refund', new Error(detail));
    else logs.refundNotTaken(detail);
    await undoPlanRequest(transactionId, planId, decided.previous, deps.now);
    return fail(plan.reason);
  }
  if (plan.record) await recordOutcome(transactionId, plan.record, `refund request: ${answer.message}`);
  else logs.refundRequested(actor.uid, planId, transactionId, amount);
  return { refundStatus: plan.refundStatus, amount, released };
}

/**
 * WiPay's outcome of the refund of a plan's payment, inside recordRefundOutcome's transaction (reads, then writes):
 * the record and the plan take the state; a refund that finds the plan still active (made in WiPay's portal) stops
 * it and releases its reserved washes. Audited as the order's ('payment.refunded' / 'payment.refundRejected').
 */
export async function settlePlanRefund(
  tx: Transaction,
  record: PaymentRecord & { planId: string },
  outcome: 'refunded' | 'rejected',
  now: Date,
  reason?: string,
): Promise<void> {
  const plan = await readPlanTx(tx, record.planId);
  const stopping = outcome === 'refunded' && plan !== null && plan.status === 'active';
  const orders = stopping ? await readReservedOrders(tx, plan) : [];

  // Writes.
  const rejectReason = reason && outcome === 'rejected' ? { refundRejectReason: reason.slice(0, 500) } : {};
  const stamp = outcome === 'refunded' ? { refundedAt: now } : { refundRejectedAt: now, ...rejectReason };
  tx.update(paymentRef(record.transactionId), { refundStatus: outcome, ...stamp });
  const released = stopping ? writePlanStop(tx, plan, orders, outcome, now) : [];
  if (plan && !stopping) writePlanRefundState(tx, plan.id, outcome, now);
  writeAudit(tx, {
    actorUid: PAYMENT_ACTOR,
    actorEmail: null,
    action: outcome === 'refunded' ? 'payment.refunded' : 'payment.refundRejected',
    target: `paymentRecords/${record.transactionId}`,
    before: { refundStatus: record.refundStatus },
    after: { refundStatus: outcome, planId: record.planId, released, ...rejectReason },
  });
}
