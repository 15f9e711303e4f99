// rebookOrder, giveUpOrder, offerOrderForTrade and cancelTrade through the client SDK.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { MESSAGES } from '../../src/domain/messages';
import { parseQrPayload } from '../../src/domain/qr-payload';
import type { OrderStatusResponse, RebookOrderResponse } from '../../src/contracts/booking-api';
import { TRADING_RESERVATION } from '../../src/contracts/slots';
import type { SlotKey } from '../../src/domain/types';
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
  seedHold,
  seedOrder,
  slotDoc,
  slotIn,
  upcomingSlot,
} from '../support/booking-fixtures';

beforeEach(clearFirestore);
afterEach(disposeBookingClients);
afterAll(clearFirestore);

const rebook = (c: Customer, orderId: string, slot: Pick<SlotKey, 'date' | 'time'>) =>
  c.client.call<RebookOrderResponse>('rebookOrder', {
    orderId,
    appointmentDate: slot.date,
    appointmentTime: slot.time,
  });
const giveUp = (c: Customer, orderId: string) => c.client.call('giveUpOrder', { orderId });
const offer = (c: Customer, orderId: string) =>
  c.client.call<OrderStatusResponse>('offerOrderForTrade', { orderId });
const cancelTrade = (c: Customer, orderId: string) =>
  c.client.call<OrderStatusResponse>('cancelTrade', { orderId });
const order = async (id: string) => (await db.doc(`orders/${id}`).get()).data();

describe('rebookOrder', () => {
  it('moves the seat between the two slots, marks the order changed and sets the price to 0', async () => {
    const alice = await createCustomer();
    const from = upcomingSlot('free', 0);
    const to = upcomingSlot('free', 4, 1);
    const seeded = await seedOrder({ userId: alice.uid, slot: from });
    expect(await rebook(alice, seeded.id, to)).toEqual({
      orderId: seeded.id,
      appointmentDate: to.date,
      appointmentTime: to.time,
    });

    const moved = (await order(seeded.id))!;
    expect(moved).toMatchObject({
      appointmentDate: to.date,
      appointmentTime: to.time,
      description: 'ON THE GO changed',
      serviceDescription: 'ON THE GO changed',
      price: 0,
      rebooked: true,
    });
    expect(parseQrPayload(moved.qrData).orderData).toMatchObject({ appointmentDate: to.date, price: 0 });
    expect(await slotDoc(from)).toMatchObject({ orders: 0 });
    expect(await slotDoc(to)).toMatchObject({ orders: 1 });
    await expectSlotConsistent(from);
    await expectSlotConsistent(to);
  });

  it('refuses a second rebook of the same order (already-rebooked)', async () => {
    const alice = await createCustomer();
    const seeded = await seedOrder({ userId: alice.uid, slot: upcomingSlot('free', 0) });
    await rebook(alice, seeded.id, upcomingSlot('free', 1));
    await expectRefusal(
      rebook(alice, seeded.id, upcomingSlot('free', 2)),
      'failed-precondition',
      'already-rebooked',
    );
  });

  it('refuses a full target slot with slot-full and a clash with another own appointment with time-clash', async () => {
    const [alice, bob, carol] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const seeded = await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 0) });
    const full = upcomingSlot('special', 1);
    for (const u of [bob, carol, bob]) await seedOrder({ userId: u.uid, slot: full });
    await expectRefusal(rebook(alice, seeded.id, full), 'failed-precondition', 'slot-full');

    const mine = upcomingSlot('special', 2);
    await seedOrder({ userId: alice.uid, slot: mine });
    const clash = await expectRefusal(rebook(alice, seeded.id, mine), 'failed-precondition', 'time-clash');
    expect(clash.message).toBe(MESSAGES.rebook.clash);
  });

  it('refuses a slot that is not on the type’s grid, and the same slot', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('free', 0);
    const seeded = await seedOrder({ userId: alice.uid, slot });
    await expectRefusal(
      rebook(alice, seeded.id, { date: slot.date, time: '9:30 AM' }),
      'failed-precondition',
      'slot-not-bookable',
    );
    await expectRefusal(rebook(alice, seeded.id, slot), 'failed-precondition', 'slot-not-bookable');
  });

  it('refuses once the rebook window closed (a free order created more than 2 hours ago)', async () => {
    const alice = await createCustomer();
    const seeded = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('free', 0, 1),
      createdAt: new Date(Date.now() - 3 * 3_600_000),
    });
    await expectRefusal(
      rebook(alice, seeded.id, upcomingSlot('free', 1, 1)),
      'failed-precondition',
      'rebook-window-closed',
    );
  });

  it('refuses a trading order (wrong-status) and a customer with more than 3 other open appointments', async () => {
    const alice = await createCustomer();
    const trading = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 0),
      status: 'trading',
    });
    await expectRefusal(
      rebook(alice, trading.id, upcomingSlot('special', 9)),
      'failed-precondition',
      'wrong-status',
    );
    const target = await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 1) });
    for (const i of [2, 3, 4]) await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', i) });
    const error = await expectRefusal(
      rebook(alice, target.id, upcomingSlot('special', 9)),
      'resource-exhausted',
      'max-open-appointments',
    );
    expect(error.message).toBe(MESSAGES.rebook.maxReached);
  });

  it('refuses another customer’s order (permission-denied), a missing order (not-found), a visitor and bad input', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const seeded = await seedOrder({ userId: bob.uid, slot: upcomingSlot('free', 0) });
    await expectRefusal(rebook(alice, seeded.id, upcomingSlot('free', 1)), 'permission-denied');
    await expectRefusal(rebook(alice, 'ORDER-0000000000000NOTHERE1', upcomingSlot('free', 1)), 'not-found');
    const visitor = await bookingClient();
    await expect(
      visitor.call('rebookOrder', {
        orderId: seeded.id,
        appointmentDate: '2026-01-01',
        appointmentTime: '9:10 AM',
      }),
    ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    await expectRefusal(rebook(alice, seeded.id, { date: 'tomorrow', time: '9:10 AM' }), 'invalid-argument');
  });
});

describe('giveUpOrder', () => {
  it('deletes the order and frees its seat', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('free', 0);
    const seeded = await seedOrder({ userId: alice.uid, slot });
    expect(await giveUp(alice, seeded.id)).toEqual({ deleted: true });
    expect(await order(seeded.id)).toBeUndefined();
    expect(await slotDoc(slot)).toMatchObject({ orders: 0 });
  });

  it('allows 2 give-ups per rolling 24 hours, then refuses with the spec message (resource-exhausted)', async () => {
    const alice = await createCustomer();
    const orders = [];
    for (const i of [0, 1, 2])
      orders.push(await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', i) }));
    await giveUp(alice, orders[0]!.id);
    await giveUp(alice, orders[1]!.id);
    const error = await expectRefusal(giveUp(alice, orders[2]!.id), 'resource-exhausted', 'deletion-limit');
    expect(error.message).toBe(MESSAGES.giveUp.limitReached);
    expect(await order(orders[2]!.id)).toBeDefined();
  });

  it('counts only give-ups of the last 24 hours', async () => {
    const alice = await createCustomer();
    const day = 86_400_000;
    await db
      .doc(`bookingStates/${alice.uid}`)
      .set({ holdId: null, reservationId: null, deletions: [Date.now() - day - 1_000, Date.now() - 60_000] });
    const seeded = await seedOrder({ userId: alice.uid, slot: upcomingSlot('free', 0) });
    await expect(giveUp(alice, seeded.id)).resolves.toEqual({ deleted: true });
  });

  it('refuses a trading order or one obtained by trade (order-traded) with the spec message', async () => {
    const alice = await createCustomer();
    const trading = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 0),
      status: 'trading',
    });
    const error = await expectRefusal(giveUp(alice, trading.id), 'failed-precondition', 'order-traded');
    expect(error.message).toBe(MESSAGES.giveUp.traded);
    const traded = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 1),
      extra: { tradedFrom: 'ORDER-x' },
    });
    await expectRefusal(giveUp(alice, traded.id), 'failed-precondition', 'order-traded');
  });

  it('refuses within 2 hours of the appointment (too-late) and a completed order (wrong-status)', async () => {
    const alice = await createCustomer();
    const soon = await seedOrder({ userId: alice.uid, slot: slotIn(90) });
    await expectRefusal(giveUp(alice, soon.id), 'failed-precondition', 'too-late');
    const done = await seedOrder({ userId: alice.uid, slot: upcomingSlot('free', 1), status: 'completed' });
    await expectRefusal(giveUp(alice, done.id), 'failed-precondition', 'wrong-status');
  });

  it('refuses another customer’s order, a missing order, a visitor and bad input', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const seeded = await seedOrder({ userId: bob.uid, slot: upcomingSlot('free', 0) });
    await expectRefusal(giveUp(alice, seeded.id), 'permission-denied');
    await expectRefusal(giveUp(alice, 'ORDER-missing'), 'not-found');
    await expect((await bookingClient()).call('giveUpOrder', { orderId: seeded.id })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    await expectRefusal(giveUp(alice, ''), 'invalid-argument');
  });
});

describe('offerOrderForTrade and cancelTrade', () => {
  it('offers a confirmed order for trade, then takes it back; the seat count never changes', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('special', 0);
    const seeded = await seedOrder({ userId: alice.uid, slot });
    expect(await offer(alice, seeded.id)).toEqual({ orderId: seeded.id, status: 'trading' });
    expect((await order(seeded.id))!.status).toBe('trading');
    expect(await slotDoc(slot)).toMatchObject({ orders: 1 });

    const before = ((await order(seeded.id))!.updatedAt as Timestamp).toMillis();
    expect(await cancelTrade(alice, seeded.id)).toEqual({ orderId: seeded.id, status: 'confirmed' });
    const after = (await order(seeded.id))!;
    expect(after.status).toBe('confirmed');
    expect((after.updatedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before);
    expect(parseQrPayload(after.qrData).orderData.status).toBe('confirmed');
    expect(await slotDoc(slot)).toMatchObject({ orders: 1 });
  });

  it('cancelling a trade drops a live reservation of the order', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const slot = upcomingSlot('special', 0);
    const seeded = await seedOrder({ userId: alice.uid, slot, status: 'trading' });
    const reservation = await seedHold({
      userId: bob.uid,
      slot,
      expiresAt: new Date(Date.now() + 60_000),
      type: TRADING_RESERVATION,
      orderId: seeded.id,
    });
    await cancelTrade(alice, seeded.id);
    expect((await db.doc(`activeBookings/${reservation}`).get()).exists).toBe(false);
    expect(await slotDoc(slot)).toMatchObject({ reserved: false, reservedUntil: null });
  });

  it('refuses to offer a trading or past order (wrong-status) or one within 2 hours (too-late)', async () => {
    const alice = await createCustomer();
    const trading = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 0),
      status: 'trading',
    });
    await expectRefusal(offer(alice, trading.id), 'failed-precondition', 'wrong-status');
    const completed = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 1),
      status: 'completed',
    });
    await expectRefusal(offer(alice, completed.id), 'failed-precondition', 'wrong-status');
    const soon = await seedOrder({ userId: alice.uid, slot: slotIn(60, 'special') });
    await expectRefusal(offer(alice, soon.id), 'failed-precondition', 'too-late');
  });

  it('refuses to cancel a trade that is not trading (wrong-status)', async () => {
    const alice = await createCustomer();
    const seeded = await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 0) });
    const error = await expectRefusal(cancelTrade(alice, seeded.id), 'failed-precondition', 'wrong-status');
    expect(error.message).toBe(MESSAGES.cancelTrade.failed);
  });

  it('refuses another customer’s order, a missing order, a visitor and bad input', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const seeded = await seedOrder({ userId: bob.uid, slot: upcomingSlot('special', 0), status: 'trading' });
    await expectRefusal(offer(alice, seeded.id), 'permission-denied');
    await expectRefusal(cancelTrade(alice, seeded.id), 'permission-denied');
    await expectRefusal(offer(alice, 'ORDER-missing'), 'not-found');
    await expectRefusal(cancelTrade(alice, 'ORDER-missing'), 'not-found');
    const visitor = await bookingClient();
    await expect(visitor.call('offerOrderForTrade', { orderId: seeded.id })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    await expect(visitor.call('cancelTrade', { orderId: seeded.id })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    await expectRefusal(offer(alice, 'a/b'), 'invalid-argument');
    await expectRefusal(cancelTrade(alice, 'a/b'), 'invalid-argument');
  });
});
