// listMyPlans (issue 43): the caller's plans as their owner sees them (MyPlanView), newest term first: counts and
// status by the server's clock, the history of its washes, and the plan's signed pass while it is active or upcoming
// (a refunded, ended or used-up plan shows no pass; the bay re-checks the plan anyway). Only the caller's own plans:
// the query is by the caller's uid, bounded.
import { findPackageById } from '../../../../src/domain/catalogue';
import { planCounts, planStatus } from '../../../../src/domain/plans';
import type { ListMyPlansResponse, MyPlanView } from '../../../../src/contracts/plan-api';
import { signPlanPass } from '../../pass/plan-pass';
import { shapedQuery } from '../shaped-query';
import { plansCol, readPlan, type PlanDoc } from './plan-docs';

/** Most plans listed (terms of one customer: a few a year). */
export const MY_PLANS_LIMIT = 50;

/** One plan as its owner sees it at `now`. */
export async function myPlanView(plan: PlanDoc, now: Date): Promise<MyPlanView> {
  const { left, reserved, used } = planCounts(plan.uses, plan.washes);
  const status = planStatus(plan, now);
  const passable = status === 'active' || status === 'upcoming';
  return {
    planId: plan.id,
    planTypeId: plan.planTypeId,
    name: plan.name,
    serviceId: plan.serviceId,
    serviceName: findPackageById(plan.serviceId)?.name ?? '',
    washes: plan.washes,
    left,
    reserved,
    used,
    perDayCap: plan.perDayCap,
    includesSpecialFee: plan.includesSpecialFee,
    plate: plan.plate,
    status,
    startsAt: plan.startsAt.getTime(),
    endsAt: plan.endsAt.getTime(),
    priceValue: plan.priceValue,
    pass: passable ? await signPlanPass(plan.id) : null,
    uses: plan.uses.map((u) => ({ orderId: u.orderId, date: u.date, state: u.state })),
  };
}

export async function listMyPlans(uid: string, now: Date): Promise<ListMyPlansResponse> {
  const snap = await shapedQuery(plansCol(), 'myPlansOfUser', { userId: uid }).limit(MY_PLANS_LIMIT).get();
  const plans: PlanDoc[] = [];
  const skipped: string[] = [];
  for (const doc of snap.docs) {
    const plan = readPlan(doc);
    if (plan?.userId === uid) plans.push(plan);
    else if (!plan) skipped.push(doc.id);
  }
  plans.sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  return { plans: await Promise.all(plans.map((p) => myPlanView(p, now))), skipped };
}
