// specialRebookStates end to end on the server: giving up a special appointment whose fee was paid, before its
// free-rebook cut-off, creates one state; confirmBooking honours it once (in its transaction) and only for its owner
// while unexpired, and the cleanup job removes an expired one. A fee never paid (booked before any fee is taken, or
// waived by a state) earns no state: giving up at once and booking again cannot drop the fee.
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { businessDate } from '../../src/domain/calendar';
import { specialRebookCutoff } from '../../src/domain/rebooking';
import type { ConfirmBookingResponse } from '../../src/contracts/booking-api';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin';
import { cleanupExpired } from '../../functions/src/data/cleanup';
import { createCustomer, type Customer } from '../support/clients';
import { resetBetweenTests } from '../support/reset';
import { paidSpecialFee, seedHold, seedOrder } from '../support/seed';
import { expectSlotConsistent, newRequestId, slotIn, upcomingSlot } from '../support/slots';
import { confirm, hold } from './confirm.fixtures';

resetBetweenTests();

// basic-wash: wash 45, special fee 30.
const WASH_ONLY = 45;
const WITH_FEE = 75;

const giveUp = (c: Customer, orderId: string) => c.client.call('giveUpOrder', { orderId });
const statesOf = async (uid: string) =>
  (await db.collection('specialRebookStates').where('userId', '==', uid).get()).docs;

async function confirmSpecial(c: Customer, slot: SlotKey): Promise<number> {
  const holdId = await seedHold({ userId: c.uid, slot, expiresAt: new Date(Date.now() + 120_000) });
  const { orderId } = await c.client.call<ConfirmBookingResponse>('confirmBooking', {
    requestId: newRequestId(),
    serviceId: 'basic-wash',
    appointmentType: 'special',
    holdId,
  });
  return (await db.doc(`orders/${orderId}`).get()).get('price') as number;
}

async function seedState(uid: string, expiresAt: Date, id = 's1'): Promise<void> {
  await db
    .doc(`specialRebookStates/${id}`)
    .set({ userId: uid, rebookType: 'special', expiresAt: Timestamp.fromDate(expiresAt) });
}

describe('giveUpOrder and specialRebookStates', () => {
  it('creates exactly one state, expiring at the cut-off, for a paid special order given up before it', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('special', 0, 1);
    const seeded = await seedOrder({ userId: alice.uid, slot, feePaid: true });
    await giveUp(alice, seeded.id);
    // A retry finds no order and writes nothing more.
    await expect(giveUp(alice, seeded.id)).rejects.toMatchObject({ code: 'functions/not-found' });

    const states = await statesOf(alice.uid);
    expect(states).toHaveLength(1);
    expect(states[0]!.data()).toMatchObject({
      userId: alice.uid,
      rebookType: 'special',
      sourceOrderId: seeded.id,
    });
    expect((states[0]!.get('expiresAt') as Timestamp).toDate()).toEqual(specialRebookCutoff(slot.date));
  });

  it('creates none for a special order whose fee was never paid', async () => {
    const alice = await createCustomer();
    const seeded = await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 0, 1) });
    await giveUp(alice, seeded.id);
    expect(await statesOf(alice.uid)).toHaveLength(0);
  });

  it('creates none for a free order', async () => {
    const alice = await createCustomer();
    const seeded = await seedOrder({ userId: alice.uid, slot: upcomingSlot('free', 0, 1) });
    await giveUp(alice, seeded.id);
    expect(await statesOf(alice.uid)).toHaveLength(0);
  });

  // After the cut-off means an appointment later today (business time), still more than 2 hours away: such a moment
  // exists between 1:00 AM and about 10 PM business time only.
  const laterToday = slotIn(150, 'special');
  const afterCutoffPossible =
    laterToday.date === businessDate(new Date()) &&
    Date.now() >= specialRebookCutoff(laterToday.date).getTime();
  it.skipIf(!afterCutoffPossible)('creates none for a special order given up after its cut-off', async () => {
    const alice = await createCustomer();
    const seeded = await seedOrder({ userId: alice.uid, slot: slotIn(150, 'special'), feePaid: true });
    await giveUp(alice, seeded.id);
    expect(await statesOf(alice.uid)).toHaveLength(0);
  });
});

describe('confirmBooking with a special rebook state', () => {
  it('a given-up paid special appointment makes the next special booking free of the fee, once', async () => {
    const alice = await createCustomer();
    const seeded = await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 0, 1), feePaid: true });
    expect((await db.doc(`orders/${seeded.id}`).get()).get('specialFeePaid')).toEqual(
      paidSpecialFee(seeded.id),
    );
    await giveUp(alice, seeded.id);
    expect(await confirmSpecial(alice, upcomingSlot('special', 1, 1))).toBe(WASH_ONLY);
    expect(await statesOf(alice.uid)).toHaveLength(0);
    expect(await confirmSpecial(alice, upcomingSlot('special', 2, 1))).toBe(WITH_FEE);
  });

  it('refuses the dodge: book a special, give it up at once, book another the same day: the fee is charged', async () => {
    const alice = await createCustomer();
    const first = upcomingSlot('special', 0);
    const { holdId } = await hold(alice, first);
    const { orderId } = await confirm(alice, { holdId, appointmentType: 'special' });
    const booked = (await db.doc(`orders/${orderId}`).get()).data()!;
    expect(booked.price).toBe(WITH_FEE);
    expect(booked.specialFeePaid).toBeUndefined();
    await giveUp(alice, orderId);
    expect(await statesOf(alice.uid)).toHaveLength(0);

    const second = upcomingSlot('special', 1);
    expect(second.date).toBe(first.date);
    const again = await hold(alice, second);
    const rebooked = await confirm(alice, { holdId: again.holdId, appointmentType: 'special' });
    expect((await db.doc(`orders/${rebooked.orderId}`).get()).get('price')).toBe(WITH_FEE);
    expect(await statesOf(alice.uid)).toHaveLength(0);
    await expectSlotConsistent(first);
    await expectSlotConsistent(second);
  });

  it('a special booked fee-free with a state, given up, earns no further state (no chain of waived fees)', async () => {
    const alice = await createCustomer();
    const paid = await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 0, 1), feePaid: true });
    await giveUp(alice, paid.id);
    const holdId = await seedHold({
      userId: alice.uid,
      slot: upcomingSlot('special', 1, 1),
      expiresAt: new Date(Date.now() + 120_000),
    });
    const { orderId } = await confirm(alice, { holdId, appointmentType: 'special' });
    const waived = (await db.doc(`orders/${orderId}`).get()).data()!;
    expect(waived.price).toBe(WASH_ONLY);
    expect(waived.specialFeePaid).toBeUndefined();
    await giveUp(alice, orderId);
    expect(await statesOf(alice.uid)).toHaveLength(0);
    expect(await confirmSpecial(alice, upcomingSlot('special', 2, 1))).toBe(WITH_FEE);
  });

  it('two concurrent special bookings with one state: only one is free', async () => {
    const alice = await createCustomer();
    await seedState(alice.uid, new Date(Date.now() + 3_600_000));
    const prices = await Promise.all([
      confirmSpecial(alice, upcomingSlot('special', 0)),
      confirmSpecial(alice, upcomingSlot('special', 1)),
    ]);
    expect(prices.sort()).toEqual([WASH_ONLY, WITH_FEE]);
    expect(await statesOf(alice.uid)).toHaveLength(0);
  });

  it('does not honour an expired state, which the cleanup then removes', async () => {
    const alice = await createCustomer();
    await seedState(alice.uid, new Date(Date.now() - 1_000));
    expect(await confirmSpecial(alice, upcomingSlot('special'))).toBe(WITH_FEE);
    expect(await statesOf(alice.uid)).toHaveLength(1);
    await cleanupExpired(new Date());
    expect(await statesOf(alice.uid)).toHaveLength(0);
  });

  it('does not honour another customer’s state (attack: borrowing a free booking)', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    await seedState(bob.uid, new Date(Date.now() + 3_600_000));
    expect(await confirmSpecial(alice, upcomingSlot('special'))).toBe(WITH_FEE);
    expect(await statesOf(bob.uid)).toHaveLength(1);
  });
});
