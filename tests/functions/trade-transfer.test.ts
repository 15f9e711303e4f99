// Taking a trading order over, as the app does it (a priced order is paid through WiPay: trade.fixtures `transfer`;
// reserving and listing: trade-reserve-and-list.test.ts). Paid trades, the seat gate and the
// reservation ceiling have their own suites (paid-trades, hold-preconditions, seat-throttles).
import { describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { MESSAGES } from '../../src/domain/messages';
import { parseQrPayload } from '../../src/domain/qr-payload';
import { db } from '../../functions/src/data/admin-sdk';
import { clientFor, createCustomer } from '../support/clients.fixtures';
import { mailSettled } from '../support/order-mail.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder, seedTradingOrder } from '../support/seed.fixtures';
import { expectSlotConsistent, slotDoc, slotIn, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { reserve, transfer } from '../support/trade.fixtures';

resetBetweenTests();

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
      cardholderName: bob.email,
      numberPlate: null,
      tradedFrom: offered.id,
    });
    expect(taken.orderCode).not.toBe(offered.orderCode);
    expect(JSON.stringify(taken)).not.toContain(alice.uid);
    expect(JSON.stringify(taken)).not.toContain(alice.email);
    expect(parseQrPayload(taken.qrData).orderData).toMatchObject({ userId: bob.uid, status: 'confirmed' });
    expect((await db.doc(`activeBookings/${holdId}`).get()).exists).toBe(false);
    expect(await slotDoc(slot)).toMatchObject({ orders: 1, reserved: false });
    await mailSettled();
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
    const offered = await seedTradingOrder(alice.uid);
    await reserve(carol, offered.id);
    await expectRefusal(transfer(bob, offered.id), 'failed-precondition', 'reserved');
  });

  it('refuses an order that is no longer trading, with the spec message (failed-precondition)', async () => {
    const [alice, bob, carol] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const offered = await seedTradingOrder(alice.uid);
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
    const offered = await seedTradingOrder(alice.uid);
    expect((await expectRefusal(transfer(alice, offered.id), 'permission-denied')).message).toBe(
      MESSAGES.tradePayment.ownOrder,
    );
    expect((await expectRefusal(transfer(alice, 'ORDER-gone'), 'not-found')).message).toBe(
      MESSAGES.tradePayment.notFound,
    );
  });

  it('never accepts card data or a payment reference: any key besides cardholderName is refused with invalid-argument', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const offered = await seedTradingOrder(alice.uid);
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
    const offered = await seedTradingOrder(alice.uid);
    await expect(
      (await clientFor()).call('transferTradingOrder', {
        originalOrderId: offered.id,
        paymentData: { cardholderName: 'X' },
      }),
    ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    await expectRefusal(transfer(bob, offered.id), 'failed-precondition', 'phone-not-verified');
  });

  it('refuses a taker with 3 open appointments (resource-exhausted)', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const offered = await seedTradingOrder(alice.uid);
    for (const i of [1, 2, 3]) await seedOrder({ userId: bob.uid, slot: upcomingSlot('special', i) });
    await expectRefusal(transfer(bob, offered.id), 'resource-exhausted', 'max-open-appointments');
    expect(
      ((await db.doc(`orders/${offered.id}`).get()).get('updatedAt') as Timestamp).toMillis(),
    ).toBeGreaterThan(0);
  });
});
