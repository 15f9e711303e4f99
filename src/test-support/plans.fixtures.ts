// Wash plans (issue 43) as the screens receive them from listMyPlans, listPlanTypes and adminPlans.
import type { AdminPlanRow, MyPlanView, PlanTypeView } from '../contracts/plan-api';
import { DEFAULT_PLAN_TYPES, planTermsText } from '../domain/plans';

const DAY = 86_400_000;

/** The 30-day Comfort Pass for PBC1234, started yesterday, one wash used: 7 of 8 left. */
export function makeMyPlan(fields: Partial<MyPlanView> = {}, now = Date.now()): MyPlanView {
  return {
    planId: 'PLAN-chk-1',
    planTypeId: 'comfort-pass-30',
    name: '30-Day Comfort Pass',
    serviceId: 'comfort-wash',
    serviceName: 'COMFORT WASH',
    washes: 8,
    left: 7,
    reserved: 0,
    used: 1,
    perDayCap: 1,
    includesSpecialFee: false,
    plate: 'PBC1234',
    status: 'active',
    startsAt: now - DAY,
    endsAt: now + 29 * DAY,
    priceValue: 350,
    pass: 'eyJhbGciOiJFZERTQSJ9.eyJwIjoiUExBTi1jaGstMSJ9.c2lnbmF0dXJl',
    uses: [{ orderId: 'ORDER-9', date: '2026-11-20', state: 'used' }],
    ...fields,
  };
}

const SERVICE_NAMES: Record<string, string> = { 'basic-wash': 'BASIC WASH', 'comfort-wash': 'COMFORT WASH' };

/** The two plans a deployment starts with, as listPlanTypes answers them. */
export const PLAN_TYPE_VIEWS: PlanTypeView[] = DEFAULT_PLAN_TYPES.map((t) => ({
  ...t,
  serviceName: SERVICE_NAMES[t.serviceId],
  terms: planTermsText(t),
}));

export function makeAdminPlan(fields: Partial<AdminPlanRow> = {}): AdminPlanRow {
  const { pass: _pass, ...plan } = makeMyPlan();
  return { ...plan, userId: 'u1', email: 'alice@demo.test', refundStatus: null, ...fields };
}
