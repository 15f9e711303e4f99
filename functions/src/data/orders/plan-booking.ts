// A wash plan paying for an order (issue 43, docs/plans.md): the plan is read ONCE in the transaction that moves the
// order (booking, rebook, give-up, the bay), judged by domain/plans planUseRefusal (the one rule of every path), and
// its `uses[orderId]` written in that same transaction with the order: one extra read and one extra write. A refusal
// throws before anything is written (PLAN_TEXT's sentence, reason 'plan-refused').
import { HttpsError } from 'firebase-functions/v2/https';
import type { Transaction } from 'firebase-admin/firestore';
import { slotInstant } from '../../../../src/domain/calendar';
import { findPackageByName } from '../../../../src/domain/catalogue';
import type { AppointmentType, OrderDoc } from '../../../../src/contracts/documents';
import { planRefusalMessage, refusePlan } from '../../refusals/booking-errors';
import {
  plansCol,
  planRefusalFor,
  planReturnUpdate,
  planUseUpdate,
  readPlanTx,
  type PlanDoc,
  type PlanUseRequest,
  type PlanUseState,
} from '../plans';

/** The plan an order or a request names, read in the transaction (null when none is named). */
export function readNamedPlan(tx: Transaction, planId: string | null | undefined): Promise<PlanDoc | null> {
  return planId ? readPlanTx(tx, planId) : Promise.resolve(null);
}

/** Refuses unless `plan` exists and may pay for `use`; answers the plan. */
export function requirePlanUse(plan: PlanDoc | null, use: PlanUseRequest): PlanDoc {
  const refusal = planRefusalFor(plan, use);
  if (refusal || !plan) return refusePlan(refusal ?? 'not-found');
  return plan;
}

/** The wash of an appointment as planUseRefusal reads it. */
export function appointmentUse(
  uid: string,
  order: { serviceId: string; plate: string | null; date: string; time: string; type: AppointmentType },
  orderId?: string,
): PlanUseRequest {
  return {
    uid,
    serviceId: order.serviceId,
    plate: order.plate,
    at: slotInstant(order.date, order.time),
    date: order.date,
    appointmentType: order.type,
    ...(orderId ? { orderId } : {}),
  };
}

/** The fields a plan order keeps: the plan, its name, and whether the plan pays a special's fee (the ledger's). */
export function planOrderFields(plan: PlanDoc, type: AppointmentType) {
  return {
    planId: plan.id,
    planName: plan.name,
    ...(type === 'special' && plan.includesSpecialFee ? { planCoversFee: true } : {}),
  };
}

/** Writes the order's wash on its plan (reserved at booking, moved by a rebook, used, forfeited). */
export function writePlanUse(
  tx: Transaction,
  planId: string,
  orderId: string,
  date: string,
  state: PlanUseState,
  now: Date,
): void {
  tx.update(plansCol().doc(planId), planUseUpdate(orderId, date, state, now));
}

/** Gives the order's wash back to its plan when it is still only reserved (a give-up); answers whether it did. */
export function returnReservedUse(tx: Transaction, plan: PlanDoc | null, orderId: string): boolean {
  const use = plan?.uses.find((u) => u.orderId === orderId);
  if (!plan || use?.state !== 'reserved') return false;
  tx.update(plansCol().doc(plan.id), planReturnUpdate(orderId));
  return true;
}

/** The plan's state of an order's wash at the bay: re-read and moved with the order (null: not a plan order). */
export function planUseOf(plan: PlanDoc | null, order: Pick<OrderDoc, 'id'>) {
  return plan?.uses.find((u) => u.orderId === order.id) ?? null;
}

/**
 * At the bay's check-in: the plan paying for the order, re-read in the check-in's transaction, must still pay for it
 * (refunded, ended by the appointment's time, another plate...): refused with PLAN_TEXT's sentence, nothing written.
 */
export function requirePlanAtBay(plan: PlanDoc | null, order: OrderDoc): void {
  if (!order.planId) return;
  const use = {
    serviceId: findPackageByName(order.serviceName)?.id ?? '',
    plate: order.numberPlate,
    date: order.appointmentDate,
    time: order.appointmentTime,
    type: order.appointmentType,
  };
  const refusal = planRefusalFor(plan, appointmentUse(order.userId, use, order.id));
  if (!refusal) return;
  const details = { reason: 'plan-refused', detail: refusal };
  throw new HttpsError('failed-precondition', planRefusalMessage(refusal), details);
}

/** Moves the order's wash on its plan at the bay or the no-show job, when the plan holds it. */
export function movePlanUse(
  tx: Transaction,
  plan: PlanDoc | null,
  order: Pick<OrderDoc, 'id' | 'appointmentDate'>,
  state: PlanUseState,
  now: Date,
): void {
  const use = planUseOf(plan, order);
  if (!plan || !use || use.state === state) return;
  writePlanUse(tx, plan.id, order.id, use.date || order.appointmentDate, state, now);
}
