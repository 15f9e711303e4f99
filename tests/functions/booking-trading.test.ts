// reserveTradingOrder and transferTradingOrder through the client SDK. Paid trades, the seat gate and the
// reservation ceiling have their own suites (paid-trades, hold-preconditions, seat-throttles).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { MESSAGES } from '../../src/domain/messages';
import { parseQrPayload } from '../../src/domain/qr-payload';
import { TRADE_TIMER_SECONDS } from '../../src/domain/trading';
import type {
  ListTradingOrdersResponse,
  ReserveTradingOrderResponse,
  TransferTradingOrderResponse,
} from '../../src/contracts/booking-api';
import { db } from '../../functions/src/data/admin';
import {
  bookingClient,
  createCustomer,
  disposeBookingClients,
  type Customer,
} from '../support/booking-clients';
import {
  clearFirestore,
  expectRefusal,
  expectSlotConsistent,
  holdRequest,
  seedOrder,
  slotDoc,
  slotIn,
  upcomingSlot,
} from '../support/booking-fixtures';

beforeEach(clearFirestore);
afterEach(disposeBookingClients);
afterAll(clearFirestore);

const reserve = (c: Customer, orderId: string) =>
  c.client.call<ReserveTradingOrderResponse>('reserveTradingOrder', { orderId });
/** Every seeded order costs more than $0, so a trade pays with a TEST gateway reference. */
const transfer = (
  c: Customer,
  originalOrderId: string,
  paymentData: Record<string, unknown> = {
    cardholderName: 'Bob Ramdass',
    paymentReference: `test_${randomUUID()}`,
  },
) => c.client.call<TransferTradingOrderResponse>('transferTradingOrder', { originalOrderId, paymentData });

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
    const offered = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 0),
      status: 'trading',
    });
    const first = await reserve(bob, offered.id);
    expect(await reserve(bob, offered.id)).toEqual(first);
  });

  it('refuses the owner (permission-denied), a confirmed order (wrong-status), a close one (too-late), a missing one', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const offered = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 0),
      status: 'trading',
    });
    const own = await expectRefusal(reserve(alice, offered.id), 'permission-denied');
    expect(own.message).toBe(MESSAGES.tradePayment.ownOrder);
    const confirmed = await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 1) });
    await expectRefusal(reserve(bob, confirmed.id), 'failed-precondition', 'wrong-status');
    const soon = await seedOrder({ userId: alice.uid, slot: slotIn(100, 'special'), status: 'trading' });
    await expectRefusal(reserve(bob, soon.id), 'failed-precondition', 'too-late');
    const missing = await expectRefusal(reserve(bob, 'ORDER-missing'), 'not-found');
    expect(missing.message).toBe(MESSAGES.tradePayment.notFound);
    await expect(
      (await bookingClient()).call('reserveTradingOrder', { orderId: offered.id }),
    ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    await expectRefusal(reserve(bob, ''), 'invalid-argument');
  });
});

describe('transferTradingOrder', () => {
  it('moves the order to the caller in one transaction, keeping the seat count', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const slot = upcomingSlot('special', 0);
    const offered = await seedOrder({
      userId: alice.uid,
      slot,
      status: 'trading',
      numberPlate: 'PDF1234',
      email: alice.email,
      contact: alice.contact,
    });
    const { holdId } = await reserve(bob, offered.id);
    expect(await transfer(bob, offered.id)).toEqual({ orderId: offered.id, status: 'confirmed' });

    const taken = (await db.doc(`orders/${offered.id}`).get()).data()!;
    expect(taken).toMatchObject({
      userId: bob.uid,
      userEmail: bob.email,
      contact: bob.contact,
      status: 'confirmed',
      cardholderName: 'Bob Ramdass',
      numberPlate: null,
      tradedFrom: offered.id,
    });
    expect(taken.orderCode).not.toBe(offered.orderCode);
    expect(JSON.stringify(taken)).not.toContain(alice.uid);
    expect(JSON.stringify(taken)).not.toContain(alice.email);
    expect(parseQrPayload(taken.qrData).orderData).toMatchObject({ userId: bob.uid, status: 'confirmed' });
    expect((await db.doc(`activeBookings/${holdId}`).get()).exists).toBe(false);
    expect(await slotDoc(slot)).toMatchObject({ orders: 1, reserved: false });
    expect((await db.collection('mail').where('to', '==', bob.email).get()).size).toBe(1);
    await expectSlotConsistent(slot);
    // Obtained by trade: it cannot be given up.
    await expectRefusal(
      bob.client.call('giveUpOrder', { orderId: offered.id }),
      'failed-precondition',
      'order-traded',
    );
  });

  it('works without a prior reservation when nobody else holds one', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const offered = await seedOrder({ userId: alice.uid, slot: upcomingSlot('free', 0), status: 'trading' });
    await expect(transfer(bob, offered.id)).resolves.toEqual({ orderId: offered.id, status: 'confirmed' });
  });

  it('refuses when someone else holds the reservation (failed-precondition reserved)', async () => {
    const [alice, bob, carol] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const offered = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 0),
      status: 'trading',
    });
    await reserve(carol, offered.id);
    await expectRefusal(transfer(bob, offered.id), 'failed-precondition', 'reserved');
  });

  it('refuses an order that is no longer trading, with the spec message (failed-precondition)', async () => {
    const [alice, bob, carol] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const offered = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 0),
      status: 'trading',
    });
    await transfer(carol, offered.id);
    const error = await expectRefusal(transfer(bob, offered.id), 'failed-precondition', 'wrong-status');
    expect(error.message).toBe(MESSAGES.tradePayment.noLongerAvailable);
  });

  it('refuses an order too close to its time (more than 2 hours are needed)', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const soon = await seedOrder({ userId: alice.uid, slot: slotIn(110, 'special'), status: 'trading' });
    await expectRefusal(transfer(bob, soon.id), 'failed-precondition', 'too-late');
  });

  it('refuses the caller’s own order (permission-denied) and a missing order (not-found) with the spec messages', async () => {
    const alice = await createCustomer();
    const offered = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 0),
      status: 'trading',
    });
    expect((await expectRefusal(transfer(alice, offered.id), 'permission-denied')).message).toBe(
      MESSAGES.tradePayment.ownOrder,
    );
    expect((await expectRefusal(transfer(alice, 'ORDER-gone'), 'not-found')).message).toBe(
      MESSAGES.tradePayment.notFound,
    );
  });

  it('never accepts card data: any key besides cardholderName and paymentReference is refused with invalid-argument', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const offered = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 0),
      status: 'trading',
    });
    await expectRefusal(
      transfer(bob, offered.id, { cardholderName: 'Bob', cardNumber: '4111111111111111' }),
      'invalid-argument',
    );
    await expectRefusal(transfer(bob, offered.id, { cardholderName: 'Bob', cvv: '123' }), 'invalid-argument');
    await expectRefusal(
      transfer(bob, offered.id, { cardholderName: 'Bob', paymentReference: 'test_abcdefgh', amount: 0 }),
      'invalid-argument',
    );
    await expectRefusal(transfer(bob, offered.id, { cardholderName: '' }), 'invalid-argument');
    await expectRefusal(transfer(bob, offered.id, {}), 'invalid-argument');
    const stored = JSON.stringify((await db.doc(`orders/${offered.id}`).get()).data());
    expect(stored).not.toContain('4111111111111111');
    expect((await db.doc(`orders/${offered.id}`).get()).get('userId')).toBe(alice.uid);
  });

  it('refuses a visitor and a customer without a verified phone', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer({ phoneVerified: false })]);
    const offered = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 0),
      status: 'trading',
    });
    await expect(
      (await bookingClient()).call('transferTradingOrder', {
        originalOrderId: offered.id,
        paymentData: { cardholderName: 'X' },
      }),
    ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    await expectRefusal(transfer(bob, offered.id), 'failed-precondition', 'phone-not-verified');
  });

  it('refuses a taker with 3 open appointments (resource-exhausted)', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const offered = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 0),
      status: 'trading',
    });
    for (const i of [1, 2, 3]) await seedOrder({ userId: bob.uid, slot: upcomingSlot('special', i) });
    await expectRefusal(transfer(bob, offered.id), 'resource-exhausted', 'max-open-appointments');
    expect(
      ((await db.doc(`orders/${offered.id}`).get()).get('updatedAt') as Timestamp).toMillis(),
    ).toBeGreaterThan(0);
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
    await expect((await bookingClient()).call('listTradingOrders', {})).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
  });
});
