// Wash plans (issue 43, docs/plans.md): the documents and calls the app and the functions agree on. Both collections
// are written only by the functions and read by clients only through these calls (firestore.rules: the catch-all).
import type { PlanStatus, PlanType, PlanUseState } from '../domain/plans';
import { row, type EmptyRequest } from './call-table';

export const PLAN_COLLECTIONS = {
  /** planTypes/{id}: the admin's catalogue of plans (PlanType fields, updatedAt, updatedBy). */
  types: 'planTypes',
  /**
   * plans/{planId}: one term of one plan bought by one customer for one car. planId = 'PLAN-' + the checkout id
   * that paid for it, so a payment starts at most one plan.
   *   { userId, planTypeId, name, serviceId, washes, validityDays, perDayCap, includesSpecialFee, priceValue,
   *     plate, status: 'active' | 'refunded', startsAt, endsAt, uses: { [orderId]: { date, state, at } },
   *     checkoutId, transactionId, paymentProcessor, refundStatus?, refundedAt?, renews?: planId,
   *     reminded?: { fiveDays?, oneDay?, oneLeft? }, createdAt, updatedAt }
   */
  plans: 'plans',
} as const;

/** A plan's id from the checkout that paid for it. */
export const planIdOfCheckout = (checkoutId: string) => `PLAN-${checkoutId}`;

/** The plan on sale as the Plans page shows it. */
export interface PlanTypeView extends PlanType {
  /** The package's name, e.g. 'COMFORT WASH'. */
  serviceName: string;
  /** planTermsText(type). */
  terms: string;
}
export interface ListPlanTypesResponse {
  planTypes: PlanTypeView[];
}

/** One wash of a plan as the account shows it. */
export interface PlanUseView {
  orderId: string;
  date: string;
  state: PlanUseState;
}

/** One bought term as its owner sees it. */
export interface MyPlanView {
  planId: string;
  planTypeId: string;
  name: string;
  serviceId: string;
  serviceName: string;
  washes: number;
  left: number;
  reserved: number;
  used: number;
  perDayCap: number;
  includesSpecialFee: boolean;
  plate: string;
  status: PlanStatus;
  /** Epoch millis. */
  startsAt: number;
  endsAt: number;
  priceValue: number;
  /** The plan's signed pass, the QR text a drive-in shows at the bay (null once refunded or ended). */
  pass: string | null;
  uses: PlanUseView[];
}
export interface ListMyPlansResponse {
  plans: MyPlanView[];
  /** The caller's plan documents that could not be read (no dates, say): named, never silently missing. */
  skipped?: string[];
}

/** startCheckout's request for a plan (payment-api.ts StartCheckoutRequest, purpose 'plan'). */
export interface PlanCheckoutRequest {
  purpose: 'plan';
  planTypeId: string;
  /** The car the plan is bound to. */
  numberPlate: string;
  returnUrl: string;
}

// ---- redeemPlanAtBay (bay attendants and full admins): a drive-in wash paid by the plan whose pass was scanned.
//      failed-precondition with PLAN_TEXT.refusal[...] as the message (plate, day-cap, ended, refunded, none-left).
export interface RedeemPlanAtBayRequest {
  /** The scanned QR text of the plan's pass. */
  pass: string;
  /** The plate of the car at the bay, as the attendant reads it. */
  numberPlate: string;
  /** Client-generated idempotency key: a second tap answers the first order. */
  requestId: string;
}
export interface RedeemPlanAtBayResponse {
  orderId: string;
  planName: string;
  serviceName: string;
  plate: string;
  left: number;
  washes: number;
}

// ---- adminSavePlanType (full admins): creates or edits one plan on sale.
export type AdminSavePlanTypeRequest = PlanType;
export interface AdminSavePlanTypeResponse {
  id: string;
}

/** The figures of plans for staff (the Plans tab). */
export interface PlanFigures {
  sold: number;
  active: number;
  washesRedeemed: number;
  /** Received for plans not refunded, in cents. */
  receivedCents: number;
  /** Still owed in washes (deferred revenue), in cents. */
  deferredCents: number;
  refundedCents: number;
}
export interface AdminPlanRow extends Omit<MyPlanView, 'pass'> {
  userId: string;
  email: string;
  refundStatus: 'requested' | 'refunded' | 'rejected' | null;
}
export interface AdminPlansResponse {
  planTypes: PlanTypeView[];
  figures: PlanFigures;
  plans: AdminPlanRow[];
}

// ---- adminRefundPlan (full admins): refunds an unused plan in full through WiPay (the refund path of orders);
//      the plan stops at once: its reserved washes go back to paying at the location, its pass is refused.
export interface AdminRefundPlanRequest {
  planId: string;
}
export interface AdminRefundPlanResponse {
  refundStatus: 'requested' | 'refunded' | 'rejected';
  amount: number;
  released: number;
}

/** Buying and running plans: the catalogue, staff's view and the refund (data/plans/ plan-catalogue, plan-refund). */
export const PLAN_SALE_CALLABLES = {
  listPlanTypes: row.anyone<EmptyRequest, ListPlanTypesResponse>(),
  adminSavePlanType: row.admin<AdminSavePlanTypeRequest, AdminSavePlanTypeResponse>(),
  adminPlans: row.viewOnlyAdmin<EmptyRequest, AdminPlansResponse>(),
  adminRefundPlan: row.admin<AdminRefundPlanRequest, AdminRefundPlanResponse>('payment'),
};

/**
 * Using plans: the owner's view with the pass (data/plans/plan-views.ts), and a drive-in redeemed at the bay
 * (data/orders/plan-redeem.ts). Both sign or verify a plan's pass: reach 'pass' binds the pass signing key.
 */
export const PLAN_USE_CALLABLES = {
  listMyPlans: row.customer<EmptyRequest, ListMyPlansResponse>('pass'),
  redeemPlanAtBay: row.bayAttendant<RedeemPlanAtBayRequest, RedeemPlanAtBayResponse>('pass'),
};
