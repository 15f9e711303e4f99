// Per-customer hourly ceilings on taking seats: 20 holds and 5 trade reservations created per hour, keyed on the
// signed-in caller. Released and expired seats still count (they are never given back), a repeated call on a live
// reservation creates nothing, and one customer's ceiling never touches another customer.
import { describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { DOMAIN_TEXT } from '../../src/domain/messages';
import type { CreateHoldResponse, ReserveTradingOrderResponse } from '../../src/contracts/booking-api';
import { db } from '../../functions/src/data/admin-sdk';
import { CONFIG } from '../../functions/src/config';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { expireHold, seedOrder, seedTradingOrder } from '../support/seed.fixtures';
import { holdRequest, slotDoc, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { hashKey } from '../../functions/src/keys/hash-key';
import { startSpecial } from '../support/wipay.fixtures';

resetBetweenTests();

const createHold = (c: Customer, timeIndex: number) =>
  c.client.call<CreateHoldResponse>('createHold', holdRequest(upcomingSlot('free', timeIndex)));
const releaseHold = (c: Customer, holdId: string) => c.client.call('releaseHold', { holdId });
const reserve = (c: Customer, orderId: string) =>
  c.client.call<ReserveTradingOrderResponse>('reserveTradingOrder', { orderId });

/** Lets a reservation run out, as if its trade timer had passed unpaid. */
describe('the hold ceiling', () => {
  it('is 20 holds per customer per hour', () => {
    expect(CONFIG.holdsPerHour).toBe(20);
  });

  it('refuses the 21st hold of the hour, counting released holds, and keeps the 20th', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    let last: CreateHoldResponse | null = null;
    for (let i = 0; i < CONFIG.holdsPerHour; i += 1) {
      last = await createHold(alice, i);
      // Giving a hold back does not give the count back.
      if (i % 5 === 0) await releaseHold(alice, last.holdId);
    }
    const target = upcomingSlot('free', 25);
    const error = await expectRefusal(
      alice.client.call('createHold', holdRequest(target)),
      'resource-exhausted',
      'hold-limit',
    );
    expect(error.message).toBe(DOMAIN_TEXT.holdLimit(20));
    expect((await slotDoc(target))?.holds ?? {}).toEqual({});
    const mine = await db.collection('activeBookings').where('userId', '==', alice.uid).get();
    expect(mine.docs.map((d) => d.id)).toEqual([last!.holdId]);

    // Another customer's ceiling is untouched.
    await expect(bob.client.call('createHold', holdRequest(target))).resolves.toMatchObject({
      holdId: expect.any(String),
    });
  }, 120_000);

  it('counts only holds that were granted: refused attempts cost nothing', async () => {
    const [alice, carol, dave] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const full = upcomingSlot('free', 1);
    await seedOrder({ userId: carol.uid, slot: full });
    await seedOrder({ userId: dave.uid, slot: full });
    for (let i = 0; i < CONFIG.holdsPerHour + 2; i += 1) {
      await expectRefusal(
        alice.client.call('createHold', holdRequest(full)),
        'failed-precondition',
        'slot-full',
      );
    }
    await expect(createHold(alice, 2)).resolves.toMatchObject({ holdId: expect.any(String) });
  }, 120_000);

  it("is counted in the account's seat-time document, and a special's checkout extension keeps the count", async () => {
    // Issue 45: one document a hold reads and writes for both limits (no rateLimits/seat-holds-* any more).
    const alice = await createCustomer();
    const seatTime = db.doc(`rateLimits/seat-time-${hashKey('seat-time', alice.uid)}`);
    await createHold(alice, 0);
    const { holdId } = await alice.client.call<CreateHoldResponse>(
      'createHold',
      holdRequest(upcomingSlot('special', 1)),
    );
    expect((await seatTime.get()).get('holds.count')).toBe(2);
    const counters = await db.collection('rateLimits').get();
    expect(counters.docs.map((d) => d.id).filter((id) => id.startsWith('seat-holds'))).toEqual([]);

    // The checkout charges the hold's extension to the same document and leaves the count as it was.
    await startSpecial(alice, { holdId });
    const after = (await seatTime.get()).data()!;
    expect(after.holds.count).toBe(2);
    expect(after.charges).toHaveLength(3);
    for (let i = 2; i < CONFIG.holdsPerHour; i += 1) {
      await seatTime.update({ charges: [] }); // the time budget is not what this test is about
      await createHold(alice, 2 + i);
    }
    await expectRefusal(createHold(alice, 23), 'resource-exhausted', 'hold-limit');
  }, 120_000);
});

describe('the trade reservation ceiling', () => {
  it('is 5 reservations per customer per hour', () => {
    expect(CONFIG.tradeReservationsPerHour).toBe(5);
  });

  it('refuses the 6th reservation of the hour, counting expired and released ones, and reserves nothing', async () => {
    const [alice, bob, carol] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const slot = upcomingSlot('special', 0);
    const offered = await seedOrder({ userId: alice.uid, slot, status: 'trading' });
    for (let i = 0; i < CONFIG.tradeReservationsPerHour; i += 1) {
      const { holdId } = await reserve(bob, offered.id);
      // A repeated call answers the live reservation: it creates nothing and counts nothing.
      expect((await reserve(bob, offered.id)).holdId).toBe(holdId);
      if (i % 2 === 1) await expireHold(holdId);
      else await releaseHold(bob, holdId);
    }
    const error = await expectRefusal(
      reserve(bob, offered.id),
      'resource-exhausted',
      'trade-reservation-limit',
    );
    expect(error.message).toBe(DOMAIN_TEXT.tradeReservationLimit(5));
    const live = await db.collection('activeBookings').where('userId', '==', bob.uid).get();
    expect(live.docs.filter((d) => (d.get('expiresAt') as Timestamp).toMillis() > Date.now())).toHaveLength(
      0,
    );
    expect((await slotDoc(slot))!.reserved).toBe(false);
    expect((await db.doc(`orders/${offered.id}`).get()).data()).toMatchObject({
      userId: alice.uid,
      status: 'trading',
    });

    // Another customer may still reserve the order Bob can no longer reserve.
    await expect(reserve(carol, offered.id)).resolves.toMatchObject({ holdId: expect.any(String) });
  }, 120_000);

  it('keeps holds and reservations apart: a customer at the reservation ceiling may still hold a seat', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const offered = await seedTradingOrder(alice.uid);
    for (let i = 0; i < CONFIG.tradeReservationsPerHour; i += 1) {
      await releaseHold(bob, (await reserve(bob, offered.id)).holdId);
    }
    await expectRefusal(reserve(bob, offered.id), 'resource-exhausted', 'trade-reservation-limit');
    await expect(createHold(bob, 3)).resolves.toMatchObject({ holdId: expect.any(String) });
  }, 120_000);
});
