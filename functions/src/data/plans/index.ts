// plans/: wash plans (issue 43, docs/plans.md): prepaid wash books and 30-day passes bound to one car.
//   - the documents (plan-docs.ts): one plan term with its washes in one map, so a booking that uses a plan costs
//     one more read and one more write;
//   - the catalogue the admin edits and the Plans page shows, staff's figures (plan-catalogue.ts, plan-figures.ts);
//   - a paid checkout starting a term, once (plan-activation.ts), the receipt and renewal reminders (plan-mail.ts,
//     plan-reminders.ts), a refund's stop of a term with its reserved washes released (plan-release.ts);
//   - the owner's view with the plan's pass (plan-views.ts);
//   - the one rule of a plan's wash applied to a stored plan, for orders/ (plan-rules.ts).
// Reserving a wash at booking, consuming it at the bay and giving it back live with the order's own writes in
// orders/ (orders stand on plans/); buying and refunding live in payments/.
export {
  plansCol,
  planTypesCol,
  readPlan,
  readPlanTx,
  readPlanType,
  planUseUpdate,
  planReturnUpdate,
  planTypeData,
  type PlanDoc,
} from './plan-docs';
export { listMyPlans, myPlanView } from './plan-views';
export {
  planRefusalFor,
  planWashesLeft,
  type PlanRefusal,
  type PlanUseRequest,
  type PlanUseState,
} from './plan-rules';
// Buying and refunding (payments/ runs the transactions): the catalogue, a term's start, its stop, the receipt.
export { requirePlanTypeOnSale } from './plan-catalogue';
export {
  buyerTermIds,
  latestActiveTerm,
  newPlanData,
  planPaymentRecordData,
  readPlanTerms,
  requirePlanPlate,
  termOfPurchase,
  type PlanTerms,
} from './plan-activation';
export { queuePlanReceipt } from './plan-mail';
export {
  readPlanToStop,
  readReservedOrders,
  requireRefundablePlan,
  writePlanStop,
  writePlanRefundState,
} from './plan-release';
