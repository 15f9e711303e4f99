// Staff's view of plans (adminPlans, issue 43, docs/plans.md): the catalogue, the figures and one row per term with
// the buyer's e-mail. Bounded: the PLANS_FIGURES_MAX newest terms (by createdAt) are read, and the figures are of
// those (the answer says when the bound was reached). Reads only.
import { COLLECTIONS } from '../../../../src/contracts/documents';
import type { AdminPlanRow, AdminPlansResponse, PlanFigures } from '../../../../src/contracts/plan-api';
import { findPackageById } from '../../../../src/domain/catalogue';
import { planCounts, planMoney, planStatus } from '../../../../src/domain/plans';
import { db } from '../admin-sdk';
import { col } from '../booking-docs';
import { shapedQuery } from '../shaped-query';
import { planTypeView, readPlanTypes } from './plan-catalogue';
import { plansCol, readPlan, type PlanDoc } from './plan-docs';

/** The most plan terms staff's view reads (newest first). */
export const PLANS_FIGURES_MAX = 500;

/** The figures of `plans` at `now` (pure). */
export function planFigures(plans: readonly PlanDoc[], now: Date): PlanFigures {
  const figures: PlanFigures = {
    sold: plans.length,
    active: 0,
    washesRedeemed: 0,
    receivedCents: 0,
    deferredCents: 0,
    refundedCents: 0,
  };
  for (const plan of plans) {
    const cents = Math.round(plan.priceValue * 100);
    if (plan.status === 'refunded') {
      figures.refundedCents += cents;
      continue;
    }
    const status = planStatus(plan, now);
    if (status === 'active' || status === 'upcoming') figures.active += 1;
    figures.washesRedeemed += planCounts(plan.uses, plan.washes).used;
    figures.receivedCents += cents;
    figures.deferredCents += planMoney(plan, now).deferredCents;
  }
  return figures;
}

/** One term as staff see it. */
export function adminPlanRow(plan: PlanDoc, email: string, now: Date): AdminPlanRow {
  const counts = planCounts(plan.uses, plan.washes);
  return {
    planId: plan.id,
    planTypeId: plan.planTypeId,
    name: plan.name,
    serviceId: plan.serviceId,
    serviceName: findPackageById(plan.serviceId)?.name ?? plan.serviceId,
    washes: plan.washes,
    left: counts.left,
    reserved: counts.reserved,
    used: counts.used,
    perDayCap: plan.perDayCap,
    includesSpecialFee: plan.includesSpecialFee,
    plate: plan.plate,
    status: planStatus(plan, now),
    startsAt: plan.startsAt.getTime(),
    endsAt: plan.endsAt.getTime(),
    priceValue: plan.priceValue,
    uses: plan.uses.map((u) => ({ orderId: u.orderId, date: u.date, state: u.state })),
    userId: plan.userId,
    email,
    refundStatus: plan.refundStatus,
  };
}

export async function readAdminPlans(now: Date): Promise<AdminPlansResponse & { truncated: boolean }> {
  const [types, found] = await Promise.all([
    readPlanTypes(),
    shapedQuery(plansCol(), 'plansNewest', {}).limit(PLANS_FIGURES_MAX).get(),
  ]);
  const plans = found.docs.map(readPlan).filter((p): p is PlanDoc => p !== null);
  const userIds = [...new Set(plans.map((p) => p.userId))];
  const users = userIds.length ? await db.getAll(...userIds.map((id) => col(COLLECTIONS.users).doc(id))) : [];
  const emailOf = new Map(users.map((u) => [u.id, String(u.get('email') ?? '')]));
  return {
    planTypes: types.map(planTypeView),
    figures: planFigures(plans, now),
    plans: plans.map((p) => adminPlanRow(p, emailOf.get(p.userId) ?? '', now)),
    truncated: found.size >= PLANS_FIGURES_MAX,
  };
}
