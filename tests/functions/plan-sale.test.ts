// Wash plans' sale (issue 43, docs/plans.md) against the emulators and the local WiPay simulator, written as the
// attacks: the price never comes from the client, a plan not on sale is refused, a payment reported three times
// starts one plan, a renewal bought early starts at the end, nobody completes another customer's plan checkout,
// view-only admins neither edit the catalogue nor refund, a refund stops the plan and releases its reserved washes
// (the booking with a plan is the other helper's: its reserved use and order are seeded here with the Admin SDK),
// and a plan with a used wash is not refunded, with nothing written.
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { StartCheckoutResponse } from '../../src/contracts/payment-api';
import {
  planIdOfCheckout,
  type AdminPlansResponse,
  type AdminRefundPlanResponse,
  type ListPlanTypesResponse,
} from '../../src/contracts/plan-api';
import { DEFAULT_PLAN_TYPES, PLAN_TEXT, type PlanType } from '../../src/domain/plans';
import { DOMAIN_TEXT } from '../../src/domain/messages';
import { orderLedger, type LedgerOrder } from '../../src/domain/order-ledger';
import { db } from '../../functions/src/data/admin-sdk';
import { completeCheckout } from '../../functions/src/data/payments/checkout-completion';
import { recordPaymentDispute } from '../../functions/src/data/payments/payment-disputes';
import { reconcileCheckouts } from '../../functions/src/data/payments/checkout-reconciliation';
import { completionDeps } from '../../functions/src/payment/wipay';
import { clientFor, createCustomer, createStaff, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { upcomingSlot } from '../support/slots.fixtures';
import {
  complete,
  delivery,
  postDelivery,
  RETURN_URL,
  settle,
  SIMULATOR,
  successData,
  simulatorConnection,
} from '../support/wipay.fixtures';

resetBetweenTests();

const PASS = DEFAULT_PLAN_TYPES.find((t) => t.id === 'comfort-pass-30')!;
const PLATE = 'PDF1234';

const startPlan = (c: Customer, extra: Record<string, unknown> = {}) =>
  c.client.call<StartCheckoutResponse>('startCheckout', {
    purpose: 'plan',
    planTypeId: PASS.id,
    numberPlate: 'pdf 1234',
    returnUrl: RETURN_URL,
    ...extra,
  });

const savePlanType = (c: Pick<Customer, 'client'>, type: PlanType) =>
  c.client.call<{ id: string }>('adminSavePlanType', type);
const refundPlan = (c: Pick<Customer, 'client'>, planId: string) =>
  c.client.call<AdminRefundPlanResponse>('adminRefundPlan', { planId });

const plansOf = async (uid: string): Promise<Array<Record<string, unknown> & { id: string }>> =>
  (await db.collection('plans').where('userId', '==', uid).get()).docs.map((d) => ({
    id: d.id,
    ...d.data(),
  }));
const plan = async (id: string) => (await db.doc(`plans/${id}`).get()).data()!;
const payment = async (id: string) => (await db.doc(`paymentRecords/${id}`).get()).data();
const checkoutsOf = async (uid: string) =>
  (await db.collection('checkouts').where('userId', '==', uid).get()).docs;
const auditsOf = async (target: string) =>
  (await db.collection('auditLog').where('target', '==', target).get()).docs.map((d) => d.data());
const refundsAtWiPay = async (transactionId: string) =>
  ((await (await fetch(`${SIMULATOR}/__sim/refunds`)).json()) as string[]).filter(
    (id) => id === transactionId,
  );

/** Buys the 30-day pass on the simulator's page and returns: the plan's id and the WiPay transaction. */
async function buyPass(c: Customer): Promise<{ planId: string; transactionId: string; checkoutId: string }> {
  const { checkoutId } = await startPlan(c);
  const paid = await settle(checkoutId, 'approve');
  const answer = await complete(c, paid);
  expect(answer).toEqual({ status: 'paid', orderId: planIdOfCheckout(checkoutId), purpose: 'plan' });
  return { planId: planIdOfCheckout(checkoutId), transactionId: paid.transaction_id, checkoutId };
}

describe('the catalogue', { timeout: 60_000 }, () => {
  it('lists the two default plans to anyone, with the package name and the terms in plain words', async () => {
    const visitor = { client: await clientFor() };
    const { planTypes } = await visitor.client.call<ListPlanTypesResponse>('listPlanTypes', {});
    expect(planTypes.map((t) => t.id)).toEqual(['basic-book-5', 'comfort-pass-30']);
    expect(planTypes[1]).toMatchObject({ ...PASS, serviceName: 'COMFORT WASH' });
    expect(planTypes[1]!.terms).toContain('8 COMFORT WASHES');
  });

  it('lets a full admin edit a plan (audited, the other default kept) and hides one taken off sale', async () => {
    const admin = await createStaff();
    await savePlanType(admin, { ...PASS, onSale: false });
    const { planTypes } = await admin.client.call<ListPlanTypesResponse>('listPlanTypes', {});
    expect(planTypes.map((t) => t.id)).toEqual(['basic-book-5']);
    expect((await db.doc('planTypes/comfort-pass-30').get()).data()).toMatchObject({
      onSale: false,
      priceValue: 350,
      updatedBy: admin.uid,
    });
    const [audit] = await auditsOf('planTypes/comfort-pass-30');
    expect(audit).toMatchObject({ action: 'planType.save', actorUid: admin.uid, after: { onSale: false } });
  });

  it('refuses a view-only admin and a customer: nothing written', async () => {
    for (const caller of [await createStaff('viewOnly'), await createCustomer()]) {
      await expectRefusal(savePlanType(caller, { ...PASS, priceValue: 1 }), 'permission-denied');
    }
    expect((await db.collection('planTypes').get()).size).toBe(0);
    expect((await db.collection('auditLog').get()).size).toBe(0);
  });

  it('refuses values beyond the limits, an unknown package and extra fields', async () => {
    const admin = await createStaff();
    const bad: Array<Record<string, unknown>> = [
      { ...PASS, washes: 61 },
      { ...PASS, validityDays: 0 },
      { ...PASS, priceValue: 10_001 },
      { ...PASS, priceValue: 10.005 },
      { ...PASS, perDayCap: 5 },
      { ...PASS, name: 'x'.repeat(61) },
      { ...PASS, serviceId: 'gold-wash' },
      { ...PASS, id: 'Bad Id' },
      { ...PASS, createdBy: 'me' },
    ];
    for (const type of bad)
      await expectRefusal(admin.client.call('adminSavePlanType', type), 'invalid-argument');
    expect((await db.collection('planTypes').get()).size).toBe(0);
  });
});

describe('buying a plan: the price and the plan type are the server’s', { timeout: 90_000 }, () => {
  it('charges the stored price, refuses a price or total sent by the client, and follows the admin’s price', async () => {
    const alice = await createCustomer();
    for (const extra of [{ priceValue: 1 }, { total: '1.00' }, { amount: 1 }, { serviceId: 'basic-wash' }])
      await expectRefusal(startPlan(alice, extra), 'invalid-argument');
    expect(await checkoutsOf(alice.uid)).toHaveLength(0);

    const first = await startPlan(alice);
    expect(first.total).toBe('350.00');
    expect((await db.doc(`checkouts/${first.checkoutId}`).get()).data()).toMatchObject({
      purpose: 'plan',
      amount: 350,
      total: '350.00',
      planTypeId: PASS.id,
      plate: PLATE,
      planTerms: { washes: 8, validityDays: 30, priceValue: 350 },
    });
    await savePlanType(await createStaff(), { ...PASS, priceValue: 400 });
    expect((await startPlan(alice)).total).toBe('400.00');
  });

  it('refuses a plan type not on sale and an unknown one: no checkout written', async () => {
    const alice = await createCustomer();
    await savePlanType(await createStaff(), { ...PASS, onSale: false });
    const off = await expectRefusal(startPlan(alice), 'failed-precondition');
    expect(off.message).toBe(PLAN_TEXT.notOnSale);
    const unknown = await expectRefusal(
      startPlan(alice, { planTypeId: 'free-forever' }),
      'failed-precondition',
    );
    expect(unknown.message).toBe(PLAN_TEXT.notOnSale);
    expect(await checkoutsOf(alice.uid)).toHaveLength(0);
  });

  it('requires a valid number plate', async () => {
    const alice = await createCustomer();
    const none = await expectRefusal(startPlan(alice, { numberPlate: '  ' }), 'invalid-argument');
    expect(none.message).toBe(PLAN_TEXT.plateNeeded);
    const bad = await expectRefusal(startPlan(alice, { numberPlate: 'PDF#1234' }), 'invalid-argument');
    expect(bad.message).toBe(DOMAIN_TEXT.invalidNumberPlate);
    expect(await checkoutsOf(alice.uid)).toHaveLength(0);
  });
});

describe('a paid plan starts once', { timeout: 90_000 }, () => {
  it('starts one plan for a payment reported by the return, the webhook and the reconciliation at once', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await startPlan(alice);
    const paid = await settle(checkoutId, 'approve');
    const planId = planIdOfCheckout(checkoutId);
    const later = new Date(Date.now() + 10 * 60_000);
    const answers = await Promise.allSettled([
      complete(alice, paid),
      postDelivery(delivery('payment.success', successData(paid))),
      reconcileCheckouts(simulatorConnection(), later),
      completeCheckout(
        checkoutId,
        { kind: 'processor', transactionId: paid.transaction_id },
        completionDeps(simulatorConnection(), new Date()),
      ),
    ]);
    expect(answers[0]).toMatchObject({ status: 'fulfilled', value: { status: 'paid', orderId: planId } });
    expect(answers[3]).toMatchObject({ status: 'fulfilled', value: { status: 'paid', orderId: planId } });
    // And once more afterwards, as a late webhook would.
    expect((await postDelivery(delivery('payment.success', successData(paid)))).status).toBe(200);
    expect(await complete(alice, paid)).toEqual({ status: 'paid', orderId: planId, purpose: 'plan' });

    const plans = await plansOf(alice.uid);
    expect(plans.map((p) => p.id)).toEqual([planId]);
    const stored = plans[0]!;
    expect(stored).toMatchObject({
      planTypeId: PASS.id,
      washes: 8,
      priceValue: 350,
      plate: PLATE,
      status: 'active',
      uses: {},
      checkoutId,
      transactionId: paid.transaction_id,
      renews: null,
    });
    const startsAt = (stored.startsAt as Timestamp).toMillis();
    expect((stored.endsAt as Timestamp).toMillis() - startsAt).toBe(30 * 86_400_000);
    // The payment record names the plan and no order: no order path takes it for an order's.
    expect(await payment(paid.transaction_id)).toMatchObject({
      userId: alice.uid,
      planId,
      purpose: 'plan',
      amount: 350,
    });
    expect((await payment(paid.transaction_id))!.orderId).toBeUndefined();
    expect((await db.collection('orders').where('userId', '==', alice.uid).get()).size).toBe(0);
    // One receipt: the e-mail and the queued message.
    const mail = (await db.doc(`mail/plan-receipt-${planId}`).get()).data()!;
    expect(mail).toMatchObject({ to: alice.email, kind: 'plan-receipt' });
    expect(mail.message.text).toContain('30-Day Comfort Pass');
    expect(mail.message.text).toContain(PLATE);
    const messages = await db.collection('messages').where('userId', '==', alice.uid).get();
    expect(messages.docs.map((d) => [d.id, d.get('kind')])).toEqual([
      [`plan-receipt-${planId}`, 'plan-receipt'],
    ]);
    expect((await db.doc(`checkouts/${checkoutId}`).get()).data()).toMatchObject({
      status: 'paid',
      orderId: planId,
    });
  });

  it('starts a renewal bought before the end at the end of the current term', async () => {
    const alice = await createCustomer();
    const first = await buyPass(alice);
    const second = await buyPass(alice);
    const [a, b] = [await plan(first.planId), await plan(second.planId)];
    expect((b.startsAt as Timestamp).toMillis()).toBe((a.endsAt as Timestamp).toMillis());
    expect((b.endsAt as Timestamp).toMillis() - (b.startsAt as Timestamp).toMillis()).toBe(30 * 86_400_000);
    expect(b.renews).toBe(first.planId);
    // Another car's plan is no renewal of this one: it starts now.
    const { checkoutId } = await startPlan(alice, { numberPlate: 'PBX9' });
    await complete(alice, await settle(checkoutId, 'approve'));
    const other = await plan(planIdOfCheckout(checkoutId));
    expect(other.renews).toBeNull();
    expect((other.startsAt as Timestamp).toMillis()).toBeLessThan((a.endsAt as Timestamp).toMillis());
  });

  it("refuses another customer completing someone else's plan checkout: no plan for anyone", async () => {
    const alice = await createCustomer();
    const mallory = await createCustomer();
    const { checkoutId } = await startPlan(alice);
    const paid = await settle(checkoutId, 'approve');
    await expectRefusal(complete(mallory, paid), 'permission-denied', 'payment-not-verified');
    expect(await plansOf(mallory.uid)).toEqual([]);
    expect(await plansOf(alice.uid)).toEqual([]);
    expect((await db.doc(`checkouts/${checkoutId}`).get()).get('status')).toBe('pending');
  });
});

/** A plan of alice's with one reserved wash on a seeded order (as the booking with a plan leaves it). */
async function planWithReservedWash(alice: Customer) {
  const bought = await buyPass(alice);
  const slot = upcomingSlot('free');
  const order = await seedOrder({
    userId: alice.uid,
    slot,
    serviceId: 'comfort-wash',
    numberPlate: PLATE,
    extra: { planId: bought.planId, planName: PASS.name, planCoversFee: true },
  });
  await db.doc(`plans/${bought.planId}`).update({
    [`uses.${order.id}`]: { date: slot.date, state: 'reserved', at: Timestamp.now() },
  });
  return { ...bought, orderId: order.id };
}

describe('adminRefundPlan', { timeout: 90_000 }, () => {
  it('refunds an unused plan: refunded at once, its reserved wash released and paying at the location again', async () => {
    const alice = await createCustomer();
    const { planId, transactionId, orderId } = await planWithReservedWash(alice);
    const admin = await createStaff();
    expect(await refundPlan(admin, planId)).toEqual({ refundStatus: 'requested', amount: 350, released: 1 });
    const stopped = await plan(planId);
    expect(stopped).toMatchObject({ status: 'refunded', refundStatus: 'requested', uses: {} });
    expect(stopped.refundedAt).toBeInstanceOf(Timestamp);
    const order = (await db.doc(`orders/${orderId}`).get()).data()!;
    expect(order.planId).toBeUndefined();
    expect(order.planName).toBeUndefined();
    expect(order).toMatchObject({ planReleased: true, status: 'confirmed' });
    expect(order.planCoversFee).toBeUndefined();
    // The ledger every screen reads owes the wash at the location again (it owed nothing while the plan held it).
    const held = orderLedger({ ...(order as LedgerOrder), planId, planCoversFee: true }, [], new Date());
    expect(held.dueAtBranchCents).toBe(0);
    expect(orderLedger(order as LedgerOrder, [], new Date()).dueAtBranchCents).toBe(6_000);
    expect(await refundsAtWiPay(transactionId)).toEqual([transactionId]);
    const [audit] = await auditsOf(`plans/${planId}`);
    expect(audit).toMatchObject({
      action: 'plan.refund',
      actorUid: admin.uid,
      after: {
        status: 'refunded',
        refundStatus: 'requested',
        amount: 350,
        transactionId,
        released: [orderId],
      },
    });
    // WiPay's signed `refunded` webhook settles the plan's record and the plan, never an order.
    await expect
      .poll(async () => (await plan(planId)).refundStatus, { timeout: 15_000, interval: 250 })
      .toBe('refunded');
    expect(await payment(transactionId)).toMatchObject({ refundStatus: 'refunded', planId });
    expect((await db.doc(`orders/${orderId}`).get()).get('status')).toBe('confirmed');
    // Asking again is absorbed: nothing more reaches WiPay.
    expect(await refundPlan(admin, planId)).toMatchObject({ refundStatus: 'refunded', released: 0 });
    expect(await refundsAtWiPay(transactionId)).toEqual([transactionId]);
  });

  it('refuses a plan with a used wash, writing nothing and asking WiPay nothing', async () => {
    const alice = await createCustomer();
    const { planId, transactionId, orderId } = await planWithReservedWash(alice);
    await db.doc(`plans/${planId}`).update({ [`uses.${orderId}.state`]: 'used' });
    const before = await plan(planId);
    const refusal = await expectRefusal(refundPlan(await createStaff(), planId), 'failed-precondition');
    expect(refusal.message).toBe(PLAN_TEXT.notRefundable);
    expect(await plan(planId)).toEqual(before);
    expect((await payment(transactionId))!.refundStatus).toBeUndefined();
    expect(await auditsOf(`plans/${planId}`)).toEqual([]);
    expect(await refundsAtWiPay(transactionId)).toEqual([]);
  });

  it('refuses a view-only admin and the buyer: nothing written, nothing asked of WiPay', async () => {
    const alice = await createCustomer();
    const { planId, transactionId } = await planWithReservedWash(alice);
    const before = await plan(planId);
    for (const caller of [await createStaff('viewOnly'), alice])
      await expectRefusal(refundPlan(caller, planId), 'permission-denied');
    expect(await plan(planId)).toEqual(before);
    expect(await refundsAtWiPay(transactionId)).toEqual([]);
  });

  it('holds the plan while its payment is disputed (nothing can be booked or redeemed), and frees it when released', async () => {
    const [alice, attendant] = await Promise.all([createCustomer(), createStaff()]);
    const { planId, transactionId } = await buyPass(alice);
    const redeem = (requestId: string) =>
      attendant.client.call('redeemPlanAtBay', { requestId, pass: pass!, numberPlate: PLATE });
    const { plans } = await alice.client.call<{ plans: { pass: string | null }[] }>('listMyPlans', {});
    const pass = plans[0]!.pass;
    await recordPaymentDispute(transactionId, 'chargeback_pending', new Date());
    expect(await plan(planId)).toMatchObject({ status: 'active', paymentDispute: 'chargeback_pending' });
    const refused = await expectRefusal(redeem(`req-held-${Date.now()}-1`), 'failed-precondition');
    expect(refused.message).toBe(PLAN_TEXT.refusal['payment-on-hold']);
    expect((await plan(planId)).uses ?? {}).toEqual({});
    await recordPaymentDispute(transactionId, 'chargeback_released', new Date());
    await expect(redeem(`req-held-${Date.now()}-2`)).resolves.toMatchObject({ left: PASS.washes - 1 });
  });

  it('stops the plan as a refund does when its payment is charged back for good, and refuses refunding it then', async () => {
    const alice = await createCustomer();
    const { planId, transactionId, orderId } = await planWithReservedWash(alice);
    await recordPaymentDispute(transactionId, 'chargeback_pending', new Date());
    expect(await plan(planId)).toMatchObject({ status: 'active' });
    await recordPaymentDispute(transactionId, 'chargeback_processed', new Date());
    expect(await plan(planId)).toMatchObject({
      status: 'refunded',
      paymentDispute: 'chargeback_processed',
      uses: {},
    });
    expect((await db.doc(`orders/${orderId}`).get()).data()).toMatchObject({
      planReleased: true,
      status: 'confirmed',
    });
    expect((await db.doc(`orders/${orderId}`).get()).get('planId')).toBeUndefined();
    // Refunding it on top of the chargeback would pay the money back twice: refused, WiPay not asked.
    await expectRefusal(refundPlan(await createStaff(), planId), 'failed-precondition');
    expect(await refundsAtWiPay(transactionId)).toEqual([]);
  });

  it('answers not-found for a plan that does not exist', async () => {
    const refusal = await expectRefusal(refundPlan(await createStaff(), 'PLAN-nothing'), 'not-found');
    expect(refusal.message).toBe(PLAN_TEXT.notFound);
  });
});

describe('adminPlans', { timeout: 60_000 }, () => {
  it("shows view-only admins the figures and the buyer's e-mail; customers are refused", async () => {
    const alice = await createCustomer();
    const { planId } = await buyPass(alice);
    const viewer = await createStaff('viewOnly');
    const answer = await viewer.client.call<AdminPlansResponse>('adminPlans', {});
    expect(answer.figures).toEqual({
      sold: 1,
      active: 1,
      washesRedeemed: 0,
      receivedCents: 35_000,
      deferredCents: 35_000,
      refundedCents: 0,
    });
    expect(answer.plans).toHaveLength(1);
    expect(answer.plans[0]).toMatchObject({
      planId,
      email: alice.email,
      plate: PLATE,
      left: 8,
      status: 'active',
    });
    expect(answer.planTypes.map((t) => t.id)).toEqual(['basic-book-5', 'comfort-pass-30']);
    await expectRefusal(alice.client.call('adminPlans', {}), 'permission-denied');
  });
});
