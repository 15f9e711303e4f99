// A refunded plan stops at once (issue 43, docs/plans.md): in the refund's own transaction the plan becomes
// 'refunded' and every wash it still holds 'reserved' is released: the use leaves the plan, and its order loses
// planId / planName / planCoversFee and keeps `planReleased: true`, so it pays at the location again (the ledger
// prices it as any order). Used and forfeited washes stay in the plan's history. A lost chargeback or confirmed fraud of the plan's
// payment stops it the same way (payments/payment-disputes.ts). Reads first (readReservedOrders), then writes.
import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { PLAN_TEXT } from '../../../../src/domain/plans';
import { ordersCol } from '../booking-docs';
import { plansCol, readPlan, type PlanDoc } from './plan-docs';

/** The plan, refundable in full: it exists (else not-found) and none of its washes is used or forfeited (else
 * failed-precondition PLAN_TEXT.notRefundable). */
export function requireRefundablePlan(plan: PlanDoc | null): PlanDoc {
  if (!plan) throw new HttpsError('not-found', PLAN_TEXT.notFound);
  if (plan.uses.some((u) => u.state === 'used' || u.state === 'forfeited'))
    throw new HttpsError('failed-precondition', PLAN_TEXT.notRefundable);
  return plan;
}

/** The orders of the plan's reserved washes that still name the plan (read in the transaction). */
export async function readReservedOrders(tx: Transaction, plan: PlanDoc): Promise<DocumentSnapshot[]> {
  const reserved = plan.uses.filter((u) => u.state === 'reserved');
  const snaps = await Promise.all(reserved.map((u) => tx.get(ordersCol().doc(u.orderId))));
  return snaps.filter((s) => s.exists && s.get('planId') === plan.id);
}

export type PlanRefundState = 'requested' | 'refunded' | 'rejected';

/** The active plan a payment's withdrawal (a lost chargeback, fraud) stops, with its reserved orders; else null. */
export async function readPlanToStop(
  tx: Transaction,
  planId: string,
): Promise<{ plan: PlanDoc; orders: DocumentSnapshot[] } | null> {
  const plan = readPlan(await tx.get(plansCol().doc(planId)));
  if (!plan || plan.status !== 'active') return null;
  return { plan, orders: await readReservedOrders(tx, plan) };
}

/**
 * Writes the stop (after every read): the plan 'refunded' with `refundStatus`, every reserved use removed, each of
 * `orders` released. Answers the ids of the orders released.
 */
export function writePlanStop(
  tx: Transaction,
  plan: PlanDoc,
  orders: readonly DocumentSnapshot[],
  refundStatus: PlanRefundState | null,
  now: Date,
  extra: Record<string, unknown> = {},
): string[] {
  const released = plan.uses.filter((u) => u.state === 'reserved').map((u) => u.orderId);
  const update: Record<string, unknown> = {
    status: 'refunded',
    refundStatus,
    refundedAt: Timestamp.fromDate(now),
    updatedAt: FieldValue.serverTimestamp(),
    ...extra,
  };
  for (const orderId of released) update[`uses.${orderId}`] = FieldValue.delete();
  tx.update(plansCol().doc(plan.id), update);
  for (const order of orders) {
    tx.update(order.ref, {
      planId: FieldValue.delete(),
      planName: FieldValue.delete(),
      planCoversFee: FieldValue.delete(),
      planReleased: true,
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  return orders.map((o) => o.id);
}

/** Only the refund's state moves (a stopped plan's refund was settled or put back). */
export function writePlanRefundState(
  tx: Transaction,
  planId: string,
  refundStatus: PlanRefundState | null,
  now: Date,
) {
  const stamp = refundStatus === 'refunded' ? { refundedAt: Timestamp.fromDate(now) } : {};
  tx.update(plansCol().doc(planId), { refundStatus, ...stamp, updatedAt: FieldValue.serverTimestamp() });
}
