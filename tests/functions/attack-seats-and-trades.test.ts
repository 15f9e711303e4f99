// Attack suite: customers try to take more seats than a slot has, hold seats with odd slot
// inputs, and take a trade without paying for it, through the real callables on the emulators. Races are run as
// simultaneous calls of different customers; each test checks the stored orders, holds, slot documents and payment
// records afterwards, not only the answers.
import { describe, expect, it } from 'vitest';
import { SLOT_CAPACITY } from '../../src/domain/capacity';
import type { SlotKey } from '../../src/domain/types';
import type { TransferTradingOrderResponse } from '../../src/contracts/booking-api';
import { db } from '../../functions/src/data/admin-sdk';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import {
  actualSlot,
  expectSlotConsistent,
  holdRequest,
  LOCATION,
  upcomingSlot,
} from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { complete, settle, startDriveIn, startTrade } from '../support/wipay.fixtures';

resetBetweenTests();

const transfer = (c: Customer, originalOrderId: string, paymentReference?: string) =>
  c.client.call<TransferTradingOrderResponse>('transferTradingOrder', {
    originalOrderId,
    paymentData: { cardholderName: 'Taker Name', ...(paymentReference ? { paymentReference } : {}) },
  });
/** Reserves the order and opens its WiPay trade checkout; answers the checkout id. */
async function openTrade(c: Customer, orderId: string) {
  await c.client.call('reserveTradingOrder', { orderId });
  return (await startTrade(c, orderId)).checkoutId;
}
const orderData = async (id: string) => (await db.doc(`orders/${id}`).get()).data()!;
const paymentRecords = async () => (await db.collection('paymentRecords').get()).docs.map((d) => d.data());

/** A special BASIC WASH order ($75) offered for trade by a fresh owner. */
async function offered(slot: SlotKey) {
  const owner = await createCustomer();
  const order = await seedOrder({ userId: owner.uid, slot, status: 'trading', numberPlate: 'PDF1234' });
  return { owner, order };
}

describe('a customer holding a seat with odd slot inputs', () => {
  const valid = () => upcomingSlot('free', 0);
  const year = () => valid().date.slice(0, 4);
  it.each([
    ['an impossible calendar date (30 February)', () => ({ ...valid(), date: `${year()}-02-30` })],
    ['a thirteenth month', () => ({ ...valid(), date: `${year()}-13-01` })],
    ['day zero', () => ({ ...valid(), date: `${year()}-01-00` })],
    ['a time just after midnight', () => ({ ...valid(), time: '12:10 AM' })],
    ['a time after closing', () => ({ ...valid(), time: '11:50 PM' })],
    ['the location in lower case', () => ({ ...valid(), location: LOCATION.toLowerCase() })],
    ['the location with a trailing space', () => ({ ...valid(), location: `${LOCATION} ` })],
    ['another location', () => ({ ...valid(), location: 'Port of Spain Branch' })],
  ] as const)('cannot hold a seat at %s, and nothing is written', async (_case, slot) => {
    const mallory = await createCustomer();
    const error = (await mallory.client.call('createHold', holdRequest(slot())).then(
      () => null,
      (e: unknown) => e,
    )) as { code: string } | null;
    expect(error, 'the hold was granted').not.toBeNull();
    // A refusal, not a crash: invalid-argument or the booking's own failed-precondition.
    expect(['functions/invalid-argument', 'functions/failed-precondition']).toContain(error!.code);
    expect((await db.collection('activeBookings').get()).size).toBe(0);
    expect((await db.collection('slots').get()).size).toBe(0);
  });

  it('cannot hold a seat with a 101-character page id or an extra field naming someone else', async () => {
    const mallory = await createCustomer();
    const victim = await createCustomer();
    for (const data of [
      { ...holdRequest(valid()), pageLoadId: 'x'.repeat(101) },
      { ...holdRequest(valid()), userId: victim.uid },
      { ...holdRequest(valid()), expiresAt: Date.now() + 86_400_000 },
    ]) {
      await expectRefusal(mallory.client.call('createHold', data), 'invalid-argument');
    }
    expect((await db.collection('activeBookings').get()).size).toBe(0);
  });

  it('cannot move an order to an impossible calendar date, and the order stays where it was', async () => {
    const mallory = await createCustomer();
    const from = upcomingSlot('free', 0);
    const own = await seedOrder({ userId: mallory.uid, slot: from });
    for (const appointmentDate of [`${year()}-02-30`, `${year()}-13-01`]) {
      await expectRefusal(
        mallory.client.call('rebookOrder', { orderId: own.id, appointmentDate, appointmentTime: from.time }),
        'invalid-argument',
      );
    }
    expect(await orderData(own.id)).toMatchObject({ appointmentDate: from.date, appointmentTime: from.time });
    expect((await db.collection('slots').get()).docs.map((d) => d.id)).toHaveLength(1);
  });
});

describe('customers racing for the last seat of a slot by different paths', () => {
  it.each([0, 1, 2])(
    'cannot overfill it by a rebook and two holds at the same instant (round %i)',
    async (round) => {
      const target = upcomingSlot('free', 3 + round, 1);
      const capacity = SLOT_CAPACITY.free;
      const others = await Promise.all(
        Array.from({ length: capacity - 1 }, async () =>
          seedOrder({ userId: (await createCustomer()).uid, slot: target }),
        ),
      );
      expect(others).toHaveLength(capacity - 1);
      const rebooker = await createCustomer();
      const own = await seedOrder({ userId: rebooker.uid, slot: upcomingSlot('free', 3 + round, 0) });
      const [h1, h2] = await Promise.all([createCustomer(), createCustomer()]);

      const results = await Promise.allSettled([
        h1.client.call('createHold', holdRequest(target)),
        rebooker.client.call('rebookOrder', {
          orderId: own.id,
          appointmentDate: target.date,
          appointmentTime: target.time,
        }),
        h2.client.call('createHold', holdRequest(target)),
      ]);
      const winners = results.filter((r) => r.status === 'fulfilled').length;
      expect(winners).toBe(1);
      const actual = await actualSlot(target);
      expect(actual.orders.length + Object.keys(actual.holds).length).toBe(capacity);
      await expectSlotConsistent(target);
    },
  );
});

describe('a customer taking a trade without paying for it', () => {
  it('cannot pay for two trades with one WiPay payment by reporting it for both at the same instant', async () => {
    const first = await offered(upcomingSlot('special', 0));
    const second = await offered(upcomingSlot('special', 1));
    const taker = await createCustomer();
    const paid = await settle(await openTrade(taker, first.order.id), 'approve');
    const otherCheckout = await openTrade(taker, second.order.id);
    const results = await Promise.allSettled([complete(taker, paid), complete(taker, paid, otherCheckout)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect((await orderData(first.order.id)).userId).toBe(taker.uid);
    expect(await orderData(second.order.id)).toMatchObject({ userId: second.owner.uid, status: 'trading' });
    const records = await paymentRecords();
    expect(records).toEqual([expect.objectContaining({ orderId: first.order.id, userId: taker.uid })]);
  });

  it('cannot use one payment for a drive-in purchase and a trade reported at the same instant', async () => {
    const { owner, order } = await offered(upcomingSlot('special', 0));
    const taker = await createCustomer();
    const driveIn = await startDriveIn(taker);
    const paid = await settle(driveIn.checkoutId, 'approve');
    const tradeCheckout = await openTrade(taker, order.id);
    const results = await Promise.allSettled([complete(taker, paid), complete(taker, paid, tradeCheckout)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(await paymentRecords()).toEqual([expect.objectContaining({ purpose: 'drive-in' })]);
    expect(await orderData(order.id)).toMatchObject({ userId: owner.uid, status: 'trading' });
  });

  it('cannot take an order with the payment another customer made for that same order earlier', async () => {
    const { order } = await offered(upcomingSlot('special', 0));
    const [bob, carol] = await Promise.all([createCustomer(), createCustomer()]);
    const bobPaid = await settle(await openTrade(bob, order.id), 'approve');
    expect((await complete(bob, bobPaid)).status).toBe('paid');
    // Bob offers the order he paid for again; Carol replays Bob's payment for her own checkout of it.
    await bob.client.call('offerOrderForTrade', { orderId: order.id });
    const carolCheckout = await openTrade(carol, order.id);
    await expectRefusal(
      complete(carol, bobPaid, carolCheckout),
      'failed-precondition',
      'payment-not-verified',
    );
    await expectRefusal(complete(carol, bobPaid), 'permission-denied');
    expect(await orderData(order.id)).toMatchObject({ userId: bob.uid, status: 'trading' });
    const records = await paymentRecords();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ userId: bob.uid, orderId: order.id, purpose: 'trade' });
  });

  it('cannot take an order with a leaked return when the rightful payer reports it at the same instant', async () => {
    const { order } = await offered(upcomingSlot('special', 0));
    const [bob, mallory] = await Promise.all([createCustomer(), createCustomer()]);
    const paid = await settle(await openTrade(bob, order.id), 'approve');
    const results = await Promise.allSettled([complete(bob, paid), complete(mallory, paid)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect((await orderData(order.id)).userId).toBe(bob.uid);
    expect(await paymentRecords()).toEqual([expect.objectContaining({ orderId: order.id, userId: bob.uid })]);
  });

  it.each([0, 1])(
    'cannot end up with an order that is both taken and still offered when the owner cancels the trade at the same instant (round %i)',
    async (round) => {
      const slot = upcomingSlot('special', round);
      const { owner, order } = await offered(slot);
      const taker = await createCustomer();
      const paid = await settle(await openTrade(taker, order.id), 'approve');
      await Promise.allSettled([
        owner.client.call('cancelTrade', { orderId: order.id }),
        complete(taker, paid),
      ]);
      const stored = await orderData(order.id);
      const records = await paymentRecords();
      expect(stored.status).toBe('confirmed');
      if (stored.userId === taker.uid) {
        expect(records).toEqual([expect.objectContaining({ userId: taker.uid, orderId: order.id })]);
      } else {
        expect(stored.userId).toBe(owner.uid);
        expect(records).toEqual([]);
      }
      const actual = await actualSlot(slot);
      expect(actual.orders).toHaveLength(1);
      expect(actual.reservations).toHaveLength(0);
      await expectSlotConsistent(slot);
    },
  );

  it('cannot take a trade without WiPay while the order is reserved for the taker', async () => {
    const { owner, order } = await offered(upcomingSlot('special', 0));
    const taker = await createCustomer();
    await taker.client.call('reserveTradingOrder', { orderId: order.id });
    for (const paymentReference of [undefined, 'test_', 'TEST_12345678', `test_${'x'.repeat(200)}`]) {
      await expect(transfer(taker, order.id, paymentReference)).rejects.toBeDefined();
    }
    expect(await orderData(order.id)).toMatchObject({ userId: owner.uid, status: 'trading' });
    expect(await paymentRecords()).toEqual([]);
  });
});
