// A term of a wash plan bought through WiPay's hosted checkout (startCheckout / completeCheckout purpose 'plan',
// issue 43, docs/plans.md).
//   start:    the plan type must be on sale (data/plans/ findPlanType); the price is its stored priceValue, never
//             the client's (the request carries none); the car's plate is required and validated. checkouts/{id}
//             keeps planTypeId, the plate and the terms as priced (planTerms), so the term bought is the one paid for
//             even if the admin edits the plan meanwhile.
//   complete: WiPay's confirmed payment (checkout-completion.ts checked hash, order id and total) starts the term in
//             one transaction: plans/{planIdOfCheckout(checkoutId)} (tx.create, so once whatever the number of
//             returns, webhooks and reconciliations), paymentRecords/{transactionId} with planId (never an orderId),
//             and the receipt (mail + queued message). A renewal starts at the end of the buyer's latest active term
//             of the same plan type and plate (domain/plans planTerm). A payment refunded or disputed before the term
//             started makes no plan (the record refuses it, as for orders), and the checkout is closed.
import { HttpsError } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { planIdOfCheckout, type PlanCheckoutRequest } from '../../../../src/contracts/plan-api';
import type { CompleteCheckoutResponse, StartCheckoutResponse } from '../../../../src/contracts/payment-api';
import { MONEY_TEXT } from '../../../../src/domain/messages';
import { refuse } from '../../refusals/booking-errors';
import { PAYMENT_TEXT } from '../card-payment';
import { col } from '../booking-docs';
import { readBookingUser, requireBookableProfile, runBookingTransaction } from '../slots';
import { isWithdrawn, paymentRef, readPaymentRecord } from '../orders';
import {
  buyerTermIds,
  latestActiveTerm,
  newPlanData,
  planPaymentRecordData,
  plansCol,
  queuePlanReceipt,
  readPlanTerms,
  requirePlanPlate,
  requirePlanTypeOnSale,
  termOfPurchase,
  type PlanTerms,
} from '../plans';
import {
  checkoutsCol,
  newCheckout,
  pendingCheckoutDoc,
  type CheckoutDoc,
  type CompleteDeps,
} from './checkouts';
import { openWiPaySession, requireWiPay, settlePaidCheckout } from './checkout-sessions';
import type { CheckoutDeps } from './checkout-start';

export async function startPlanCheckout(
  uid: string,
  tokenEmail: string | null,
  input: Omit<PlanCheckoutRequest, 'purpose'>,
  deps: CheckoutDeps,
): Promise<StartCheckoutResponse> {
  const wipay = requireWiPay(uid, deps.wipay);
  const plate = requirePlanPlate(input.numberPlate);
  const type = await requirePlanTypeOnSale(input.planTypeId);
  const email = await runBookingTransaction(async (tx) => {
    const user = await readBookingUser(tx, uid);
    requireBookableProfile(user, true);
    return user.profile.email || tokenEmail || '';
  });
  const { onSale: _onSale, ...terms } = type;
  const checkout = newCheckout(uid, 'plan', type.priceValue, deps);
  await checkout.ref.create(
    pendingCheckoutDoc(checkout, type.serviceId, email, { planTypeId: type.id, plate, planTerms: terms }),
  );
  return openWiPaySession(wipay, checkout, input.returnUrl, email);
}

/** What the plan checkout stored: the terms as priced and the plate. */
async function readPlanCheckout(checkoutId: string): Promise<{ terms: PlanTerms; plate: string }> {
  const snap = await checkoutsCol().doc(checkoutId).get();
  const terms = readPlanTerms(snap.get('planTerms'));
  const plate = snap.get('plate') as unknown;
  if (!terms || typeof plate !== 'string' || !plate)
    throw new HttpsError('internal', `checkout ${checkoutId}: no plan terms`);
  return { terms, plate };
}

/** Starts the term WiPay's confirmed payment bought, once; answers the plan's id. */
async function activatePlan(
  checkout: CheckoutDoc,
  transactionId: string,
  deps: CompleteDeps,
): Promise<string> {
  const { terms, plate } = await readPlanCheckout(checkout.id);
  const uid = checkout.userId;
  const planId = planIdOfCheckout(checkout.id);
  const candidates = (await buyerTermIds(uid, terms.id, plate)).filter((id) => id !== planId);
  const { now } = deps;
  return runBookingTransaction(async (tx) => {
    const planRef = plansCol().doc(planId);
    const [existing, paymentSnap, user] = await Promise.all([
      tx.get(planRef),
      tx.get(paymentRef(transactionId)),
      tx.get(col(COLLECTIONS.users).doc(uid)),
    ]);
    if (existing.exists) return planId;
    const record = readPaymentRecord(paymentSnap);
    if (isWithdrawn(record))
      refuse('failed-precondition', 'payment-withdrawn', MONEY_TEXT.paymentWithdrawn, 'withdrawn');
    if (record.exists)
      refuse(
        'failed-precondition',
        'payment-not-verified',
        PAYMENT_TEXT.paymentNotVerified,
        'reference-used',
      );
    const current = await latestActiveTerm(tx, candidates, uid, now);
    const term = termOfPurchase(now, terms.validityDays, current);

    // Writes.
    tx.create(
      planRef,
      newPlanData({
        userId: uid,
        terms,
        plate,
        ...term,
        checkoutId: checkout.id,
        transactionId,
        processor: deps.processor,
        renews: current?.id ?? null,
      }),
    );
    tx.create(
      paymentRef(transactionId),
      planPaymentRecordData({ userId: uid, planId, amount: checkout.amount, processor: deps.processor }),
    );
    const email = String(user.get('email') ?? '') || checkout.payerName;
    const notice = { ...terms, planId, userId: uid, email, plate, ...term, left: terms.washes };
    queuePlanReceipt(tx, notice, { ...terms, onSale: true }, now);
    return planId;
  });
}

/** WiPay confirmed the payment of a plan checkout: the term starts (once) and the return page goes to the plan. */
export async function completePlanCheckout(
  checkout: CheckoutDoc,
  transactionId: string,
  deps: CompleteDeps,
): Promise<CompleteCheckoutResponse> {
  const planId = await settlePaidCheckout(checkout, transactionId, () =>
    activatePlan(checkout, transactionId, deps),
  );
  return { status: 'paid', orderId: planId, purpose: 'plan' };
}
