// Wash plans' calls for the screens (issue 43, contracts/plan-api.ts): the Plans page's catalogue and checkout, the
// account's plans, the bay's drive-in redemption and the admin's Plans tab. Reads reject (the screens show a retry);
// actions never throw: a refusal comes back as the server's sentence (PLAN_TEXT), shown as it comes.
import { paths } from '../../config/paths';
import type {
  AdminPlansResponse,
  AdminRefundPlanResponse,
  AdminSavePlanTypeRequest,
  MyPlanView,
  PlanTypeView,
  RedeemPlanAtBayRequest,
  RedeemPlanAtBayResponse,
} from '../../contracts/plan-api';
import { MESSAGES } from '../../domain/messages';
import { callableErrorCode, callableErrorMessage } from '../callable-errors';
import {
  adminPlans,
  adminRefundPlan,
  adminSavePlanType,
  listMyPlans,
  listPlanTypes,
  redeemPlanAtBay,
  startCheckout,
} from '../callables';
import { goToCheckout, type StartOutcome } from './wipay-checkout';

/** Said when a plan call failed without a sentence of its own (our wording). */
export const PLAN_CALL_FAILED = 'Could not reach the server. Check the connection and try again.';

export type PlanActionResult<T> = { status: 'ok'; response: T } | { status: 'refused'; message: string };

/** The sentence of a failed plan call: the server's own for a refusal, ours when it never answered. */
export function planCallRefusal(error: unknown): { status: 'refused'; message: string } {
  const code = callableErrorCode(error);
  const sentence = callableErrorMessage(error);
  if (code === 'unauthenticated') return { status: 'refused', message: MESSAGES.payment.authExpired };
  const refusal = ['failed-precondition', 'invalid-argument', 'not-found', 'permission-denied'];
  if (code !== null && refusal.includes(code) && sentence) return { status: 'refused', message: sentence };
  console.warn('[plans] the call failed', error);
  return { status: 'refused', message: PLAN_CALL_FAILED };
}

async function act<T>(call: () => Promise<T>): Promise<PlanActionResult<T>> {
  try {
    return { status: 'ok', response: await call() };
  } catch (error) {
    return planCallRefusal(error);
  }
}

/** The plans on sale, as the Plans page shows them. */
export async function loadPlanTypes(): Promise<PlanTypeView[]> {
  return (await listPlanTypes({})).planTypes;
}

/** The caller's plans (every term, newest first as the server sends them), each with its pass. */
export async function loadMyPlans(): Promise<MyPlanView[]> {
  return (await listMyPlanList()).plans;
}

/** The caller's plans and the ids of their plan documents that could not be read (shown as skipped). */
export async function listMyPlanList(): Promise<{ plans: MyPlanView[]; skipped: string[] }> {
  const answer = await listMyPlans({});
  return { plans: answer.plans, skipped: answer.skipped ?? [] };
}

/**
 * Opens WiPay's page for one term of a plan for the car `numberPlate` (the server prices it from the plan type). A
 * renewal is the same call: the server starts it when the current term of that plan and car ends. Never throws.
 */
export async function startPlanCheckout(planTypeId: string, numberPlate: string): Promise<StartOutcome> {
  try {
    const { url, checkoutId } = await startCheckout({
      purpose: 'plan',
      planTypeId,
      numberPlate,
      returnUrl: `${window.location.origin}${paths.paymentReturn}`,
    });
    return { status: 'redirect', url, checkoutId };
  } catch (error) {
    const code = callableErrorCode(error);
    if (code === 'unauthenticated') return { status: 'error', message: MESSAGES.payment.authExpired };
    const sentence = callableErrorMessage(error);
    const refused = code === 'failed-precondition' || code === 'invalid-argument' || code === 'not-found';
    return { status: 'error', message: refused && sentence ? sentence : MESSAGES.payment.failed };
  }
}

/** A drive-in at the bay paid by the plan whose pass was scanned (or pasted). */
export function redeemAtBay(
  request: RedeemPlanAtBayRequest,
): Promise<PlanActionResult<RedeemPlanAtBayResponse>> {
  return act(() => redeemPlanAtBay(request));
}

/** The admin's Plans tab: catalogue, figures and every plan sold. */
export function loadAdminPlans(): Promise<AdminPlansResponse> {
  return adminPlans({});
}

/** Creates or edits one plan on sale (full admins). */
export function savePlanType(type: AdminSavePlanTypeRequest): Promise<PlanActionResult<{ id: string }>> {
  return act(() => adminSavePlanType(type));
}

/** Refunds an unused plan in full through WiPay (full admins). */
export function refundPlan(planId: string): Promise<PlanActionResult<AdminRefundPlanResponse>> {
  return act(() => adminRefundPlan({ planId }));
}

/**
 * Buys (or renews) a term for the car `numberPlate` and leaves for WiPay's page; resolves with the sentence to show
 * when the server refused (PlanBuyForm's `onBuy`).
 */
export async function buyPlan(planTypeId: string, numberPlate: string): Promise<string | null> {
  const outcome = await startPlanCheckout(planTypeId, numberPlate);
  if (outcome.status === 'error') return outcome.message;
  goToCheckout(outcome.url);
  return null;
}
