// rebookOrder through the client SDK (giving up and trade offers: order-give-up-and-offer.test.ts).
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { parseQrPayload } from '../../src/domain/qr-payload';
import { clientFor, createCustomer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder, seedTradingOrder } from '../support/seed.fixtures';
import { expectSlotConsistent, slotDoc, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { rebook, order } from '../support/order-changes.fixtures';

resetBetweenTests();

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
    const trading = await seedTradingOrder(alice.uid);
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
    const visitor = await clientFor();
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
