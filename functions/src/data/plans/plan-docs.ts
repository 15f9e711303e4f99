// plans/{planId} and planTypes/{id} (src/contracts/plan-api.ts PLAN_COLLECTIONS): references and tolerant readers.
// A plan's washes live in one map on the plan (`uses`, keyed by order id), so reserving, consuming or returning one
// is one read and one write of the plan inside the transaction that moves the order.
import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { PLAN_COLLECTIONS } from '../../../../src/contracts/plan-api';
import { toDateValue } from '../../../../src/contracts/normalize';
import {
  DEFAULT_PLAN_TYPES,
  type PlanFacts,
  type PlanType,
  type PlanUse,
  type PlanUseState,
} from '../../../../src/domain/plans';
import { isHoldingDispute, PAYMENT_DISPUTES } from '../../../../src/domain/payment-state';
import { col } from '../booking-docs';

export const plansCol = () => col(PLAN_COLLECTIONS.plans);
export const planTypesCol = () => col(PLAN_COLLECTIONS.types);

/** A stored plan: the rules' facts and what the views and the refund need. */
export interface PlanDoc extends PlanFacts {
  planTypeId: string;
  name: string;
  validityDays: number;
  checkoutId: string | null;
  transactionId: string | null;
  paymentProcessor: string | null;
  refundStatus: 'requested' | 'refunded' | 'rejected' | null;
  /** The plan this term renews (its end is this one's start), or null. */
  renews: string | null;
  reminded: { fiveDays?: boolean; oneDay?: boolean; oneLeft?: boolean };
  createdAt: Date | null;
}

const USE_STATES: readonly PlanUseState[] = ['reserved', 'used', 'forfeited'];

function readUses(value: unknown): PlanUse[] {
  if (!value || typeof value !== 'object') return [];
  const uses: PlanUse[] = [];
  for (const [orderId, raw] of Object.entries(value as Record<string, unknown>)) {
    if (!raw || typeof raw !== 'object') continue;
    const u = raw as Record<string, unknown>;
    const state = USE_STATES.find((s) => s === u.state);
    if (!state || typeof u.date !== 'string') continue;
    uses.push({ orderId, date: u.date, state, at: toDateValue(u.at) ?? new Date(0) });
  }
  return uses.sort((a, b) => a.date.localeCompare(b.date) || a.orderId.localeCompare(b.orderId));
}

const num = (value: unknown, fallback: number) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};
const toDispute = (value: unknown) => PAYMENT_DISPUTES.find((d) => d === value) ?? null;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The plan, or null when it does not exist or cannot be read (no dates: it can pay for nothing). */
export function readPlan(snapshot: DocumentSnapshot): PlanDoc | null {
  if (!snapshot.exists) return null;
  const d = snapshot.data()!;
  const startsAt = toDateValue(d.startsAt);
  const endsAt = toDateValue(d.endsAt);
  if (!startsAt || !endsAt || typeof d.userId !== 'string') return null;
  const refund = d.refundStatus;
  return {
    id: snapshot.id,
    userId: d.userId,
    planTypeId: String(d.planTypeId ?? ''),
    name: String(d.name ?? 'Wash plan'),
    serviceId: String(d.serviceId ?? ''),
    washes: num(d.washes, 0),
    validityDays: num(d.validityDays, 0),
    perDayCap: num(d.perDayCap, 1),
    includesSpecialFee: d.includesSpecialFee === true,
    plate: String(d.plate ?? ''),
    status: d.status === 'refunded' ? 'refunded' : 'active',
    paymentOnHold: isHoldingDispute(toDispute(d.paymentDispute)),
    startsAt,
    endsAt,
    priceValue: num(d.priceValue, 0),
    uses: readUses(d.uses),
    checkoutId: text(d.checkoutId),
    transactionId: text(d.transactionId),
    paymentProcessor: text(d.paymentProcessor),
    refundStatus: refund === 'requested' || refund === 'refunded' || refund === 'rejected' ? refund : null,
    renews: text(d.renews),
    reminded: d.reminded && typeof d.reminded === 'object' ? (d.reminded as PlanDoc['reminded']) : {},
    createdAt: toDateValue(d.createdAt),
  };
}

/** Reads a plan in a transaction. */
export async function readPlanTx(tx: Transaction, planId: string): Promise<PlanDoc | null> {
  return readPlan(await tx.get(plansCol().doc(planId)));
}

/** The field update that records a wash of the plan for `orderId` (reserve, consume, forfeit or move its date). */
export function planUseUpdate(orderId: string, date: string, state: PlanUseState, now: Date) {
  return {
    [`uses.${orderId}`]: { date, state, at: Timestamp.fromDate(now) },
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** The field update that gives a reserved wash back (give-up, a refund's release). */
export function planReturnUpdate(orderId: string) {
  return { [`uses.${orderId}`]: FieldValue.delete(), updatedAt: FieldValue.serverTimestamp() };
}

/** A plan type as stored, or null when it cannot be read. */
export function readPlanType(snapshot: DocumentSnapshot): PlanType | null {
  if (!snapshot.exists) return null;
  const d = snapshot.data()!;
  const type: PlanType = {
    id: snapshot.id,
    name: String(d.name ?? ''),
    serviceId: String(d.serviceId ?? ''),
    washes: num(d.washes, 0),
    validityDays: num(d.validityDays, 0),
    priceValue: num(d.priceValue, 0),
    includesSpecialFee: d.includesSpecialFee === true,
    perDayCap: num(d.perDayCap, 1),
    onSale: d.onSale === true,
  };
  if (!type.name || type.washes < 1 || type.validityDays < 1 || !(type.priceValue > 0)) return null;
  return type;
}

/** The stored fields of a plan type. */
export function planTypeData(type: PlanType, updatedBy: string) {
  const { id: _id, ...fields } = type;
  return { ...fields, updatedAt: FieldValue.serverTimestamp(), updatedBy };
}

/** The catalogue a deployment starts with (seed script and first read of an empty catalogue). */
export { DEFAULT_PLAN_TYPES };
