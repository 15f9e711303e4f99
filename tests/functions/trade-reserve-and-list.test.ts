// reserveTradingOrder and listTradingOrders through the client SDK.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { TRADE_TIMER_SECONDS } from '../../src/domain/trade';
import type { ListTradingOrdersResponse } from '../../src/contracts/booking-api';
import { db } from '../../functions/src/data/admin-sdk';
import { clientFor, createCustomer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder, seedTradingOrder } from '../support/seed.fixtures';
import { expectSlotConsistent, holdRequest, slotDoc, slotIn, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { reserve } from '../support/trade.fixtures';

resetBetweenTests();

describe('reserveTradingOrder', () => {
  it.each(['free', 'special'] as const)(
    'reserves a %s trading order for the trade timer and blocks its slot for everyone else',
    async (type) => {
      const [alice, bob, carol] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
      const slot = upcomingSlot(type, 0);
      const offered = await seedOrder({ userId: alice.uid, slot, status: 'trading' });
      const before = Date.now();
      const { holdId, expiresAt } = await reserve(bob, offered.id);
      expect(expiresAt).toBeGreaterThanOrEqual(before + TRADE_TIMER_SECONDS[type] * 1000 - 5_000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + TRADE_TIMER_SECONDS[type] * 1000 + 5_000);
      const reservation = (await db.doc(`activeBookings/${holdId}`).get()).data()!;
      expect(reservation).toMatchObject({
        userId: bob.uid,
        type: 'trading_order_reservation',
        orderId: offered.id,
      });
      expect(await slotDoc(slot)).toMatchObject({
        orders: 1,
        holds: {},
        reserved: true,
        reservedUntil: expiresAt,
      });

      await expectRefusal(
        carol.client.call('createHold', holdRequest(slot)),
        'failed-precondition',
        'slot-full',
      );
      const taken = await expectRefusal(reserve(carol, offered.id), 'failed-precondition', 'reserved');
      expect(taken.message).toBe(MESSAGES.tradePayment.noLongerAvailable);
      await expectSlotConsistent(slot);
    },
  );

  it('answers a repeated call with the same reservation (never extended)', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const offered = await seedTradingOrder(alice.uid);
    const first = await reserve(bob, offered.id);
    expect(await reserve(bob, offered.id)).toEqual(first);
  });

  it('refuses the owner (permission-denied), a confirmed order (wrong-status), a close one (too-late), a missing one', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const offered = await seedTradingOrder(alice.uid);
    const own = await expectRefusal(reserve(alice, offered.id), 'permission-denied');
    expect(own.message).toBe(MESSAGES.tradePayment.ownOrder);
    const confirmed = await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 1) });
    await expectRefusal(reserve(bob, confirmed.id), 'failed-precondition', 'wrong-status');
    const soon = await seedOrder({ userId: alice.uid, slot: slotIn(100, 'special'), status: 'trading' });
    await expectRefusal(reserve(bob, soon.id), 'failed-precondition', 'too-late');
    const missing = await expectRefusal(reserve(bob, 'ORDER-missing'), 'not-found');
    expect(missing.message).toBe(MESSAGES.tradePayment.notFound);
    await expect(
      (await clientFor()).call('reserveTradingOrder', { orderId: offered.id }),
    ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    await expectRefusal(reserve(bob, ''), 'invalid-argument');
  });
});

describe('listTradingOrders', () => {
  it('lists the offers the caller may take, soonest first, without personal data', async () => {
    const [alice, bob, carol] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const later = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 6, 1),
      status: 'trading',
      numberPlate: 'PDF1234',
      email: alice.email,
      contact: alice.contact,
    });
    const sooner = await seedOrder({ userId: alice.uid, slot: upcomingSlot('free', 2), status: 'trading' });
    await seedOrder({ userId: alice.uid, slot: upcomingSlot('free', 3), status: 'confirmed' });
    await seedOrder({ userId: alice.uid, slot: slotIn(60, 'special'), status: 'trading' });
    const mine = await seedOrder({ userId: bob.uid, slot: upcomingSlot('special', 2), status: 'trading' });
    const { expiresAt } = await reserve(carol, later.id);

    const { orders } = await bob.client.call<ListTradingOrdersResponse>('listTradingOrders', {});
    expect(orders.map((o) => o.originalOrderId)).toEqual([sooner.id, later.id]);
    expect(orders[1]).toMatchObject({
      serviceName: later.serviceName,
      price: later.price,
      reservedUntil: expiresAt,
    });
    expect(orders[0]!.reservedUntil).toBeNull();
    const text = JSON.stringify(orders);
    for (const secret of [alice.uid, alice.email, alice.contact, 'PDF1234', mine.id])
      expect(text).not.toContain(secret);
    await expect((await clientFor()).call('listTradingOrders', {})).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
  });
});
