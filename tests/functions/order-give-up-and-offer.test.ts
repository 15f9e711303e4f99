// giveUpOrder, offerOrderForTrade and cancelTrade through the client SDK.
import { describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { MESSAGES } from '../../src/domain/messages';
import { parseQrPayload } from '../../src/domain/qr-payload';
import { TRADING_RESERVATION } from '../../src/contracts/slot-documents';
import { db } from '../../functions/src/data/admin-sdk';
import { clientFor, createCustomer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedHold, seedOrder, seedTradingOrder } from '../support/seed.fixtures';
import { slotDoc, slotIn, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { giveUp, offer, cancelTrade, order } from '../support/order-changes.fixtures';

resetBetweenTests();

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
    const trading = await seedTradingOrder(alice.uid);
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
    await expect((await clientFor()).call('giveUpOrder', { orderId: seeded.id })).rejects.toMatchObject({
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
    const trading = await seedTradingOrder(alice.uid);
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
    const visitor = await clientFor();
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
