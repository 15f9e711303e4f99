// A paid plan checkout starting its term (issue 43, docs/plans.md). The transaction itself runs in payments/
// (checkout-plan.ts: with the payment record that makes it once-only); this module gives it what is the plan's:
//   - the buyer's current terms of the same plan type and car, so a renewal starts when the latest one ends
//     (found with a plain query, each read again in the transaction);
//   - the stored plan: plans/{planIdOfCheckout(checkoutId)} with the terms the checkout was priced with;
//   - the payment record of a plan: paymentRecords/{transactionId} = { userId, planId, purpose 'plan', amount, … }
//     with no orderId, so the order paths (adminRefundOrder's query by orderId, what a refund withdraws) never take
//     it for an order's.
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { PLAN_TEXT, planTerm, type PlanType } from '../../../../src/domain/plans';
import { validateNumberPlate } from '../../../../src/domain/validation';
import { fail } from '../../refusals/call-errors';
import { shapedQuery } from '../shaped-query';
import { plansCol, readPlan } from './plan-docs';

/** The most terms of one buyer looked at for a renewal. */
export const BUYER_TERMS_MAX = 100;

/** The plate a plan is bound to: required (PLAN_TEXT.plateNeeded), and valid as any booking's. */
export function requirePlanPlate(raw: string): string {
  const plate = validateNumberPlate(raw);
  if (!plate.ok) return fail('invalid-number-plate');
  if (!plate.value) throw new HttpsError('invalid-argument', PLAN_TEXT.plateNeeded);
  return plate.value;
}

/** The term a purchase buys: from now, or from the end of the current term it renews (domain/plans planTerm). */
export const termOfPurchase = (now: Date, validityDays: number, current: { endsAt: Date } | null) =>
  planTerm(now, validityDays, current?.endsAt ?? null);

/** The ids of the buyer's plans of this type and car (read outside the transaction; read again inside). */
export async function buyerTermIds(uid: string, planTypeId: string, plate: string): Promise<string[]> {
  const found = await shapedQuery(plansCol(), 'myPlansOfUser', { userId: uid }).limit(BUYER_TERMS_MAX).get();
  return found.docs
    .filter((d) => d.get('planTypeId') === planTypeId && d.get('plate') === plate)
    .map((d) => d.id);
}

/** The latest active term among `ids` that has not ended at `now`: its id and end, or null. */
export async function latestActiveTerm(
  tx: Transaction,
  ids: readonly string[],
  uid: string,
  now: Date,
): Promise<{ id: string; endsAt: Date } | null> {
  const snaps = await Promise.all(ids.map((id) => tx.get(plansCol().doc(id))));
  let latest: { id: string; endsAt: Date } | null = null;
  for (const plan of snaps.map(readPlan)) {
    if (!plan || plan.userId !== uid || plan.status !== 'active') continue;
    if (plan.endsAt.getTime() <= now.getTime()) continue;
    if (!latest || plan.endsAt.getTime() > latest.endsAt.getTime())
      latest = { id: plan.id, endsAt: plan.endsAt };
  }
  return latest;
}

/** The terms a plan checkout stores (the plan type as priced when the checkout started). */
export type PlanTerms = Omit<PlanType, 'onSale'>;

export interface NewPlan {
  userId: string;
  terms: PlanTerms;
  plate: string;
  startsAt: Date;
  endsAt: Date;
  checkoutId: string;
  transactionId: string;
  processor: string;
  renews: string | null;
}

/** plans/{planId} as created (tx.create: a second activation of the same checkout aborts). */
export function newPlanData(plan: NewPlan) {
  const { id: planTypeId, ...terms } = plan.terms;
  return {
    userId: plan.userId,
    planTypeId,
    ...terms,
    plate: plan.plate,
    status: 'active',
    startsAt: Timestamp.fromDate(plan.startsAt),
    endsAt: Timestamp.fromDate(plan.endsAt),
    uses: {},
    checkoutId: plan.checkoutId,
    transactionId: plan.transactionId,
    paymentProcessor: plan.processor,
    refundStatus: null,
    renews: plan.renews,
    reminded: {},
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** paymentRecords/{transactionId} of a plan's payment: no orderId (see the header). */
export function planPaymentRecordData(record: {
  userId: string;
  planId: string;
  amount: number;
  processor: string;
}) {
  return { ...record, purpose: 'plan', currency: 'TTD', createdAt: FieldValue.serverTimestamp() };
}

/** The terms stored on a plan checkout (checkouts/{id}.planTerms), or null when they cannot be read. */
export function readPlanTerms(value: unknown): PlanTerms | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const n = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : NaN);
  const terms: PlanTerms = {
    id: String(v.id ?? ''),
    name: String(v.name ?? ''),
    serviceId: String(v.serviceId ?? ''),
    washes: n(v.washes),
    validityDays: n(v.validityDays),
    priceValue: n(v.priceValue),
    includesSpecialFee: v.includesSpecialFee === true,
    perDayCap: n(v.perDayCap),
  };
  const whole = [terms.washes, terms.validityDays, terms.perDayCap].every(
    (x) => Number.isInteger(x) && x > 0,
  );
  return terms.id && terms.name && whole && terms.priceValue > 0 ? terms : null;
}
