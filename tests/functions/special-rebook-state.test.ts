// specialRebookStates end to end on the server: giving up a special appointment whose fee was paid, before its
// free-rebook cut-off, creates one state; confirmBooking honours it once (in its transaction) and only for its owner
// while unexpired, and the cleanup job removes an expired one. A fee never paid (booked before any fee is taken, or
// waived by a state) earns no state, and a special is never booked without its fee paid through WiPay
// (wipay-special.test.ts) or waived, so giving up at once and booking again cannot drop the fee.
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { businessDate } from '../../src/domain/calendar';
import { specialRebookCutoff } from '../../src/domain/rebooking';
import { bookingErrorReason, type ConfirmBookingResponse } from '../../src/contracts/booking-api';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin-sdk';
import { cleanupExpired } from '../../functions/src/data/slots/cleanup-expired';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { paidSpecialFee, seedHold, seedOrder } from '../support/seed.fixtures';
import { expectSlotConsistent, newRequestId, slotIn, upcomingSlot } from '../support/slots.fixtures';
import { confirm, hold } from '../support/confirm.fixtures';
import { bookPaidSpecial } from '../support/wipay.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';

resetBetweenTests();

// basic-wash: wash 45, special fee 30.
const WASH_ONLY = 45;
const WITH_FEE = 75;

const giveUp = (c: Customer, orderId: string) => c.client.call('giveUpOrder', { orderId });
const statesOf = async (uid: string) =>
  (await db.collection('specialRebookStates').where('userId', '==', uid).get()).docs;

/**
 * Books a special as the app does: directly when a rebook state waives the fee ('Free Order!'), otherwise the
 * direct confirmation is refused (special-fee-unpaid) and the fee is paid through WiPay's checkout on the same hold.
 * Answers the order's price; a paid one carries specialFeePaid.
 */
async function confirmSpecial(c: Customer, slot: SlotKey): Promise<number> {
  const holdId = await seedHold({ userId: c.uid, slot, expiresAt: new Date(Date.now() + 120_000) });
  let orderId: string;
  let paid = false;
  try {
    ({ orderId } = await c.client.call<ConfirmBookingResponse>('confirmBooking', {
      requestId: newRequestId(),
      serviceId: 'basic-wash',
      appointmentType: 'special',
      holdId,
    }));
  } catch (error) {
    if (bookingErrorReason(error) !== 'special-fee-unpaid') throw error;
    ({ orderId } = await bookPaidSpecial(c, { holdId }));
    paid = true;
  }
  const order = (await db.doc(`orders/${orderId}`).get()).data()!;
  expect(order.specialFeePaid === undefined).toBe(!paid);
  return order.price as number;
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

  it('refuses the dodge: a special is never booked without its fee, so there is nothing to give up for a free one', async () => {
    const alice = await createCustomer();
    const first = upcomingSlot('special', 0);
    const { holdId } = await hold(alice, first);
    await expectRefusal(
      confirm(alice, { holdId, appointmentType: 'special' }),
      'failed-precondition',
      'special-fee-unpaid',
    );
    expect((await db.collection('orders').where('userId', '==', alice.uid).get()).size).toBe(0);
    expect(await statesOf(alice.uid)).toHaveLength(0);
    // The legitimate path: the fee paid through WiPay, recorded on the order, at the full price.
    const { orderId, transactionId } = await bookPaidSpecial(alice, { holdId });
    const booked = (await db.doc(`orders/${orderId}`).get()).data()!;
    expect(booked.price).toBe(WITH_FEE);
    expect(booked.specialFeePaid).toEqual({ cents: 3000, paymentReference: transactionId });
    await expectSlotConsistent(first);
  });

  it('a special paid through WiPay and given up before its cut-off earns one fee-free rebook', async () => {
    const alice = await createCustomer();
    const { orderId } = await bookPaidSpecial(alice, upcomingSlot('special', 0, 1));
    await giveUp(alice, orderId);
    expect(await statesOf(alice.uid)).toHaveLength(1);
    expect(await confirmSpecial(alice, upcomingSlot('special', 1, 1))).toBe(WASH_ONLY);
    expect(await confirmSpecial(alice, upcomingSlot('special', 2, 1))).toBe(WITH_FEE);
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
