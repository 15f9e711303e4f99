// Wash plans in use (issue 43), written as attacks: a plan pays for a booking only through planUseRefusal in the
// booking's own transaction (refused: no order, no use, the seat stays the hold's), its wash moves with a rebook,
// comes back once with a give-up, is used at the bay, forfeited by a no-show, and redeemed by a drive-in with the
// plan's signed pass; nobody else books with, lists or redeems it. Plans are seeded with the Admin SDK as a paid
// checkout leaves them (buying is the plan-sale suite's).
import { describe, expect, it } from 'vitest';
import type { BayResponse } from '../../src/contracts/bay-api';
import type { ListMyPlansResponse, RedeemPlanAtBayResponse } from '../../src/contracts/plan-api';
import { slotInstant } from '../../src/domain/calendar';
import { PLAN_TEXT } from '../../src/domain/plans';
import type { SlotKey } from '../../src/domain/types';
import { parseQrPayload } from '../../src/domain/qr-payload';
import { db } from '../../functions/src/data/admin-sdk';
import { markNoShows } from '../../functions/src/data/orders/no-shows';
import { signPlanPass } from '../../functions/src/pass/plan-pass';
import { createCustomer, createStaff, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedHold, seedOrder } from '../support/seed.fixtures';
import { newRequestId, slotDoc, slotIn, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { hold, confirm } from '../support/confirm.fixtures';
import { checkIn, complete, createAttendant, inOpenHours, qrOf, writesOf } from '../support/bay.fixtures';
import { ordersOf, planUses, planWriteTime, seedPlan, setPlan } from '../support/plan-use.fixtures';

resetBetweenTests();

const PLATE = 'PDF1234';

async function bookWithPlan(c: Customer, slot: SlotKey, planId: string, extra: Record<string, unknown> = {}) {
  const { holdId } = await hold(c, slot);
  const call = confirm(c, {
    holdId,
    serviceId: 'comfort-wash',
    appointmentType: slot.type,
    numberPlate: PLATE,
    planId,
    ...extra,
  });
  return { holdId, call };
}

/** A refused plan booking wrote nothing: no order, no use, the plan untouched, the seat still the hold's alone. */
async function expectPlanRefused(
  c: Customer,
  slot: SlotKey,
  planId: string,
  detail: string,
  extra: Record<string, unknown> = {},
) {
  const before = await planWriteTime(planId);
  const { holdId, call } = await bookWithPlan(c, slot, planId, extra);
  const error = await expectRefusal(call, 'failed-precondition', 'plan-refused');
  expect(error.details).toMatchObject({ reason: 'plan-refused', detail });
  if (detail !== 'not-found') {
    expect(error.message).toBe(PLAN_TEXT.refusal[detail as keyof typeof PLAN_TEXT.refusal]);
  }
  expect(await ordersOf(c.uid)).toEqual([]);
  expect(await planWriteTime(planId)).toBe(before);
  expect((await db.doc(`activeBookings/${holdId}`).get()).exists).toBe(true);
  expect((await slotDoc(slot))?.orders ?? 0).toBe(0);
}

const redeem = (c: Pick<Customer, 'client'>, data: Record<string, unknown>) =>
  c.client.call<RedeemPlanAtBayResponse>('redeemPlanAtBay', { requestId: newRequestId(), ...data });
const listPlans = (c: Customer) => c.client.call<ListMyPlansResponse>('listMyPlans', {});

describe('booking with a plan', () => {
  it('reserves one wash with the order: planId, plate, nothing due; the owner lists it with its pass', async () => {
    const alice = await createCustomer();
    const planId = await seedPlan({ userId: alice.uid });
    const slot = upcomingSlot('free', 2);
    const { orderId } = await (await bookWithPlan(alice, slot, planId)).call;

    const order = (await db.doc(`orders/${orderId}`).get()).data()!;
    expect(order).toMatchObject({
      planId,
      planName: '30-Day Comfort Pass',
      numberPlate: PLATE,
      price: 0,
      serviceName: 'COMFORT WASH',
    });
    expect(order.planCoversFee).toBeUndefined();
    expect(parseQrPayload(order.qrData).orderData.price).toBe(0);
    expect(await planUses(planId)).toMatchObject({ [orderId]: { date: slot.date, state: 'reserved' } });

    const { plans } = await listPlans(alice);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ planId, left: 7, reserved: 1, used: 0, status: 'active', plate: PLATE });
    expect(plans[0]!.uses).toEqual([{ orderId, date: slot.date, state: 'reserved' }]);
    expect(typeof plans[0]!.pass).toBe('string');
  }, 60_000);

  it('refuses another plate, a day at the cap, a plan that ends first, a dearer package: nothing written', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('free', 3);
    const plan = await seedPlan({ userId: alice.uid });
    await expectPlanRefused(alice, slot, plan, 'plate', { numberPlate: 'PBX999' });
    const capped = await seedPlan({
      userId: alice.uid,
      uses: { 'ORDER-other': { date: slot.date, state: 'used' } },
    });
    await expectPlanRefused(alice, slot, capped, 'day-cap');
    const ending = await seedPlan({ userId: alice.uid, endsAt: new Date(Date.now() + 3_600_000) });
    await expectPlanRefused(alice, slot, ending, 'ended');
    const basic = await seedPlan({ userId: alice.uid, serviceId: 'basic-wash' });
    await expectPlanRefused(alice, slot, basic, 'package', { serviceId: 'premium-wash' });
    const refunded = await seedPlan({ userId: alice.uid, status: 'refunded' });
    await expectPlanRefused(alice, slot, refunded, 'refunded');
    const usedUp = await seedPlan({
      userId: alice.uid,
      washes: 1,
      uses: { 'ORDER-x': { date: '2026-01-01', state: 'used' } },
    });
    await expectPlanRefused(alice, slot, usedUp, 'none-left');
    // A special on a plan that does not pay the fee: refused, and no fee is taken on the side.
    await expectPlanRefused(alice, upcomingSlot('special', 3), plan, 'special-fee', {
      appointmentType: 'special',
    });
    await expectPlanRefused(alice, slot, 'PLAN-nosuchplan', 'not-found');
  }, 90_000);

  it('names an unreadable plan of the owner as skipped, beside the plans it can read; never to another customer', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const planId = await seedPlan({ userId: alice.uid });
    await db.doc('plans/PLAN-odd' + alice.uid.slice(0, 6)).set({ userId: alice.uid, name: 'no dates' });
    const listed = await listPlans(alice);
    expect(listed.plans.map((p) => p.planId)).toEqual([planId]);
    expect(listed.skipped).toEqual(['PLAN-odd' + alice.uid.slice(0, 6)]);
    expect(await listPlans(bob)).toEqual({ plans: [], skipped: [] });
  });

  it("another customer can neither book with, list nor redeem someone's plan", async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const planId = await seedPlan({ userId: alice.uid });
    await expectPlanRefused(bob, upcomingSlot('free', 4), planId, 'not-yours');
    expect((await listPlans(bob)).plans).toEqual([]);
    await expectRefusal(
      redeem(bob, { pass: await signPlanPass(planId), numberPlate: PLATE }),
      'permission-denied',
    );
    expect(await planUses(planId)).toEqual({});
  }, 60_000);

  it('two bookings racing for the last wash give exactly one order', async () => {
    const alice = await createCustomer();
    const planId = await seedPlan({
      userId: alice.uid,
      washes: 2,
      includesSpecialFee: true,
      uses: { 'ORDER-earlier': { date: '2026-01-02', state: 'used' } },
    });
    const slots = [upcomingSlot('special', 0, 0), upcomingSlot('special', 0, 1)];
    const expiresAt = new Date(Date.now() + 110_000);
    const holds = await Promise.all(slots.map((slot) => seedHold({ userId: alice.uid, slot, expiresAt })));
    const calls = holds.map((holdId) =>
      confirm(alice, {
        holdId,
        serviceId: 'comfort-wash',
        appointmentType: 'special',
        numberPlate: PLATE,
        planId,
      }),
    );
    const outcomes = await Promise.allSettled(calls);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
    expect(won).toHaveLength(1);
    expect(lost[0]!.reason).toMatchObject({ details: { reason: 'plan-refused', detail: 'none-left' } });
    const orders = await ordersOf(alice.uid);
    expect(orders).toHaveLength(1);
    // The plan pays the special's fee: none was taken, and the ledger knows it from the order.
    expect(orders[0]).toMatchObject({ planId, planCoversFee: true, appointmentType: 'special' });
    const uses = await planUses(planId);
    expect(Object.keys(uses).sort()).toEqual(['ORDER-earlier', orders[0]!.id].sort());
    // A plan's wash is the plan owner's for the plan's car: it is never offered for trade.
    await expectRefusal(
      alice.client.call('offerOrderForTrade', { orderId: orders[0]!.id }),
      'failed-precondition',
      'plan-no-trade',
    );
    expect((await db.doc(`orders/${orders[0]!.id}`).get()).get('status')).toBe('confirmed');
  }, 60_000);
});

describe('rebook and give-up of a plan order', () => {
  it('a give-up returns the reserved wash once; a second give-up returns nothing', async () => {
    const alice = await createCustomer();
    const planId = await seedPlan({ userId: alice.uid, washes: 1 });
    const { orderId } = await (await bookWithPlan(alice, upcomingSlot('free', 5), planId)).call;
    expect(Object.keys(await planUses(planId))).toEqual([orderId]);
    await alice.client.call('giveUpOrder', { orderId });
    expect(await planUses(planId)).toEqual({});
    const before = await planWriteTime(planId);
    await expectRefusal(alice.client.call('giveUpOrder', { orderId }), 'not-found');
    expect(await planWriteTime(planId)).toBe(before);
    expect((await listPlans(alice)).plans[0]).toMatchObject({ left: 1, reserved: 0 });
  }, 60_000);

  it('a rebook moves the wash to the new day; a day after the plan ends is refused plainly', async () => {
    const alice = await createCustomer();
    const planId = await seedPlan({ userId: alice.uid });
    const from = upcomingSlot('free', 6, 0);
    const to = upcomingSlot('free', 7, 1);
    const { orderId } = await (await bookWithPlan(alice, from, planId)).call;
    const rebook = (target: SlotKey) =>
      alice.client.call('rebookOrder', {
        orderId,
        appointmentDate: target.date,
        appointmentTime: target.time,
      });

    // The plan ends between the two days: refused, the use stays where it was.
    await setPlan(planId, { endsAt: new Date(slotInstant(from.date, from.time).getTime() + 3_600_000) });
    const error = await expectRefusal(rebook(to), 'failed-precondition', 'plan-refused');
    expect(error.message).toBe(PLAN_TEXT.refusal.ended);
    expect((await planUses(planId))[orderId]).toMatchObject({ date: from.date, state: 'reserved' });

    await setPlan(planId, { endsAt: new Date(Date.now() + 20 * 86_400_000) });
    await rebook(to);
    expect(await planUses(planId)).toEqual({
      [orderId]: expect.objectContaining({ date: to.date, state: 'reserved' }),
    });
  }, 60_000);
});

describe("staff's status changes of a plan order", () => {
  it('completed uses the wash, confirmed reserves it again, cancelled gives a reserved wash back once', async () => {
    const [alice, admin] = await Promise.all([createCustomer(), createStaff('admin')]);
    const planId = await seedPlan({ userId: alice.uid });
    const { orderId } = await (await bookWithPlan(alice, upcomingSlot('free', 9), planId)).call;
    const setStatus = (status: string) =>
      admin.client.call('adminUpdateOrderStatus', { orderIds: [orderId], status });
    await setStatus('completed');
    expect((await planUses(planId))[orderId]).toMatchObject({ state: 'used' });
    // A wash used is not given back by cancelling the order afterwards.
    await setStatus('cancelled');
    expect((await planUses(planId))[orderId]).toMatchObject({ state: 'used' });
    await setStatus('confirmed');
    expect((await planUses(planId))[orderId]).toMatchObject({ state: 'reserved' });
    await setStatus('cancelled');
    expect(await planUses(planId)).toEqual({});
  }, 60_000);
});

describe.runIf(inOpenHours())('a plan order at the bay', () => {
  async function seedPlanOrder(userId: string, slot: SlotKey, planStatus: 'active' | 'refunded' = 'active') {
    const order = await seedOrder({
      userId,
      slot,
      numberPlate: PLATE,
      serviceId: 'comfort-wash',
      extra: { planName: '30-Day Comfort Pass' },
    });
    const planId = await seedPlan({
      userId,
      status: planStatus,
      uses: { [order.id]: { date: slot.date, state: 'reserved' } },
    });
    await db.doc(`orders/${order.id}`).update({ planId, price: 0 });
    return { order, planId };
  }

  it('checks in with "Prepaid by plan", completion uses the wash, undo reserves it again', async () => {
    const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
    const { order, planId } = await seedPlanOrder(alice.uid, slotIn(-5));
    const arrived = await checkIn(bay, { qr: await qrOf(order.id) });
    expect(arrived.order).toMatchObject({
      collect: PLAN_TEXT.prepaid,
      dueCents: 0,
      planName: '30-Day Comfort Pass',
    });
    await complete(bay, { orderId: order.id });
    expect((await planUses(planId))[order.id]).toMatchObject({ state: 'used' });
    await bay.client.call<BayResponse>('undoWashed', { orderId: order.id });
    expect((await planUses(planId))[order.id]).toMatchObject({ state: 'reserved' });
  }, 60_000);

  it('refuses to check in an order whose plan was refunded, and writes nothing', async () => {
    const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
    const { order, planId } = await seedPlanOrder(alice.uid, slotIn(-5), 'refunded');
    const before = [await writesOf(order.id), await planWriteTime(planId)];
    const error = await expectRefusal(
      checkIn(bay, { qr: await qrOf(order.id) }),
      'failed-precondition',
      'plan-refused',
    );
    expect(error.message).toBe(PLAN_TEXT.refusal.refunded);
    expect([await writesOf(order.id), await planWriteTime(planId)]).toEqual(before);
  }, 60_000);

  it('a missed plan appointment forfeits its wash', async () => {
    const alice = await createCustomer();
    const { order, planId } = await seedPlanOrder(alice.uid, slotIn(-120));
    await markNoShows(new Date());
    expect((await db.doc(`orders/${order.id}`).get()).get('noShow')).toBe(true);
    expect((await planUses(planId))[order.id]).toMatchObject({ state: 'forfeited' });
  }, 60_000);
});

describe('redeemPlanAtBay: a drive-in paid by the plan', () => {
  it('redeems once per requestId: a checked-in drive-in order, the wash used, nothing to pay', async () => {
    const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
    const planId = await seedPlan({ userId: alice.uid, perDayCap: 2 });
    const pass = await signPlanPass(planId);
    const requestId = newRequestId();
    const first = await redeem(bay, { pass, numberPlate: 'pdf 1234', requestId });
    expect(first).toMatchObject({ planName: '30-Day Comfort Pass', plate: PLATE, left: 7, washes: 8 });
    const again = await redeem(bay, { pass, numberPlate: 'pdf 1234', requestId });
    expect(again.orderId).toBe(first.orderId);
    const orders = await ordersOf(alice.uid);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      id: first.orderId,
      planId,
      serviceType: 'drive-in',
      price: 0,
      numberPlate: PLATE,
      checkedInBy: bay.uid,
      status: 'confirmed',
    });
    expect(await planUses(planId)).toEqual({ [first.orderId]: expect.objectContaining({ state: 'used' }) });
    // The attendant completes it as any checked-in car; the bay reads the prepaid sentence.
    const done = await complete(bay, { orderId: first.orderId });
    expect(done.order.collect).toBe(PLAN_TEXT.prepaid);
  }, 60_000);

  it('refuses another plate, the day cap, a refunded plan, a forged pass and an order pass: nothing written', async () => {
    const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
    const planId = await seedPlan({ userId: alice.uid });
    const pass = await signPlanPass(planId);
    const refused = async (data: Record<string, unknown>, code: string, detail?: string) => {
      const before = await planWriteTime(planId);
      const error = await expectRefusal(redeem(bay, data), code);
      if (detail) expect(error.details).toMatchObject({ reason: 'plan-refused', detail });
      expect(await planWriteTime(planId)).toBe(before);
      return error;
    };
    await refused({ pass, numberPlate: 'PBX999' }, 'failed-precondition', 'plate');
    await refused(
      { pass: 'eyJhbGciOiJFZERTQSJ9.eyJwIjoiUExBTi14In0.AAAA', numberPlate: PLATE },
      'invalid-argument',
    );
    const seeded = await seedOrder({ userId: alice.uid, slot: upcomingSlot('free', 8), numberPlate: PLATE });
    const orderPass = parseQrPayload(await qrOf(seeded.id)).pass!;
    await refused({ pass: orderPass, numberPlate: PLATE }, 'invalid-argument');
    await redeem(bay, { pass, numberPlate: PLATE });
    await refused({ pass, numberPlate: PLATE }, 'failed-precondition', 'day-cap');
    await setPlan(planId, { status: 'refunded' });
    const error = await refused({ pass, numberPlate: PLATE }, 'failed-precondition', 'refunded');
    expect(error.message).toBe(PLAN_TEXT.refusal.refunded);
    expect(await ordersOf(alice.uid)).toHaveLength(2);
  }, 60_000);

  it('a view-only admin and a customer cannot redeem; a refunded plan shows no pass', async () => {
    const [alice, viewOnly] = await Promise.all([createCustomer(), createStaff('viewOnly')]);
    const planId = await seedPlan({ userId: alice.uid, status: 'refunded' });
    const pass = await signPlanPass(planId);
    await expectRefusal(redeem(viewOnly, { pass, numberPlate: PLATE }), 'permission-denied');
    await expectRefusal(redeem(alice, { pass, numberPlate: PLATE }), 'permission-denied');
    expect((await listPlans(alice)).plans[0]).toMatchObject({ status: 'refunded', pass: null });
  }, 60_000);
});
