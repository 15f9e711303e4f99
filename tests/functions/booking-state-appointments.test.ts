// bookingStates/{uid} keeps each customer's appointments as the seat gate needs them (open-appointments-rules.ts), so the
// booking path runs no query of the caller's orders. Every path that changes an order keeps the map equal to what a
// query of the orders would build; the repair marks maps to be rebuilt, and a map not whole is rebuilt by a booking.
import { describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import type { DeleteMyAccountResponse } from '../../src/contracts/booking-api';
import { slotInstant } from '../../src/domain/calendar';
import { ARRIVAL_LATE_MINUTES } from '../../src/contracts/bay-api';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin-sdk';
import { readOrder } from '../../functions/src/data/booking-docs';
import { readBookingState } from '../../functions/src/data/slots/booking-user';
import { markAppointmentMapsStale } from '../../functions/src/data/slots/booking-state-repair';
import { markNoShows } from '../../functions/src/data/orders/no-shows';
import { mapOfOrders, pruned } from '../../functions/src/data/slots/open-appointments-rules';
import { createCustomer, createStaff, type Customer } from '../support/clients.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { upcomingSlot } from '../support/slots.fixtures';
import { confirm, hold } from '../support/confirm.fixtures';
import { cancelTrade, giveUp, offer, rebook } from '../support/order-changes.fixtures';
import { reserve, transfer } from '../support/trade.fixtures';

resetBetweenTests({ auth: true });

const stateOf = async (uid: string) => readBookingState(await db.doc(`bookingStates/${uid}`).get());

/** The stored map is whole and equal to the one a query of the customer's orders builds (both pruned at `now`). */
async function expectMapTrue(uid: string, now = new Date()) {
  const [state, orders] = await Promise.all([
    stateOf(uid),
    db.collection('orders').where('userId', '==', uid).get(),
  ]);
  expect(state.appointmentsKnown).toBe(true);
  expect(pruned(state.appointments, now)).toEqual(pruned(mapOfOrders(orders.docs.map(readOrder)), now));
  return state.appointments;
}

/** A customer with one free appointment booked through createHold and confirmBooking: their map is whole. */
async function bookedCustomer(slot: SlotKey = upcomingSlot('free', 3)): Promise<[Customer, string]> {
  const customer = await createCustomer();
  const { holdId } = await hold(customer, slot);
  const { orderId } = await confirm(customer, { holdId });
  return [customer, orderId];
}

describe('the booking paths keep the map whole and true', { timeout: 60_000 }, () => {
  it('book: the confirmed order is in the map, open, at its date and time', async () => {
    const slot = upcomingSlot('free', 3);
    const [alice, orderId] = await bookedCustomer(slot);
    const map = await expectMapTrue(alice.uid);
    expect(map[orderId]).toEqual({
      type: 'free',
      date: slot.date,
      time: slot.time,
      location: slot.location,
      open: true,
    });
  });

  it('rebook: the entry moves with the order', async () => {
    const [alice] = await bookedCustomer();
    const special = await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 0, 1) });
    const target = upcomingSlot('special', 2, 1);
    await rebook(alice, special.id, target);
    const map = await expectMapTrue(alice.uid);
    expect(map[special.id]).toMatchObject({ date: target.date, time: target.time, open: true });
  });

  it('give up: the entry goes with the order', async () => {
    const [alice] = await bookedCustomer();
    const special = await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 1, 1) });
    await giveUp(alice, special.id);
    expect((await expectMapTrue(alice.uid))[special.id]).toBeUndefined();
  });

  it('offer for trade, cancel the trade, and a trade: the giver loses the entry, the taker gains it', async () => {
    const [alice] = await bookedCustomer();
    const [bob] = await bookedCustomer(upcomingSlot('free', 4));
    const offered = await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 0) });
    await offer(alice, offered.id);
    expect((await expectMapTrue(alice.uid))[offered.id]).toMatchObject({ open: true });
    await cancelTrade(alice, offered.id);
    await offer(alice, offered.id);
    await reserve(bob, offered.id);
    await transfer(bob, offered.id);
    expect((await expectMapTrue(alice.uid))[offered.id]).toBeUndefined();
    expect((await expectMapTrue(bob.uid))[offered.id]).toMatchObject({ open: true });
  });
});

describe('staff and scheduled paths keep the map true without reading it', { timeout: 60_000 }, () => {
  it('admin status changes (the writer completion at the bay shares) and admin deletes', async () => {
    const admin = await createStaff();
    const [alice, booked] = await bookedCustomer();
    const other = await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 3) });
    await admin.client.call('adminUpdateOrderStatus', { orderIds: [booked], status: 'completed' });
    expect((await expectMapTrue(alice.uid))[booked]).toMatchObject({ open: false });
    await admin.client.call('adminUpdateOrderStatus', { orderIds: [booked], status: 'cancelled' });
    expect((await expectMapTrue(alice.uid))[booked]).toBeUndefined();
    await admin.client.call('adminUpdateOrderStatus', { orderIds: [booked], status: 'confirmed' });
    expect((await expectMapTrue(alice.uid))[booked]).toMatchObject({ open: true });
    await admin.client.call('adminDeleteOrders', { orderIds: [other.id] });
    expect((await expectMapTrue(alice.uid))[other.id]).toBeUndefined();
  });

  it('a missed appointment marked by the no-show job leaves the map', async () => {
    const slot = upcomingSlot('free', 3);
    const [alice, orderId] = await bookedCustomer(slot);
    const closed = new Date(slotInstant(slot.date, slot.time).getTime() + ARRIVAL_LATE_MINUTES * 60_000);
    expect(await markNoShows(closed)).toMatchObject({ missed: 1 });
    expect((await expectMapTrue(alice.uid))[orderId]).toBeUndefined();
  });

  it('deleting the account deletes the state with the orders', async () => {
    const [alice] = await bookedCustomer();
    await alice.client.call<DeleteMyAccountResponse>('deleteMyAccount', {});
    expect((await db.doc(`bookingStates/${alice.uid}`).get()).exists).toBe(false);
  });
});

describe('the repair', () => {
  it('a map not whole is rebuilt from the orders by the next booking, which decides on it', async () => {
    const alice = await createCustomer();
    for (const i of [0, 1, 2]) await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', i, 1) });
    expect((await stateOf(alice.uid)).appointmentsKnown).toBe(false);
    await expectRefusal(hold(alice, upcomingSlot('free', 3)), 'resource-exhausted', 'max-open-appointments');
  });

  it('a whole map that drifted from the orders is marked by the repair and counted again', async () => {
    const [bob] = await bookedCustomer();
    const drifted = [
      await seedOrder({ userId: bob.uid, slot: upcomingSlot('special', 3, 1) }),
      await seedOrder({ userId: bob.uid, slot: upcomingSlot('special', 4, 1) }),
    ];
    // Drift: the entries are lost (as if the orders were imported behind the functions' back).
    await db
      .doc(`bookingStates/${bob.uid}`)
      .update(Object.fromEntries(drifted.map((o) => [`appointments.${o.id}`, FieldValue.delete()])));
    expect(await markAppointmentMapsStale()).toBeGreaterThanOrEqual(1);
    expect((await stateOf(bob.uid)).appointmentsKnown).toBe(false);
    await expectRefusal(hold(bob, upcomingSlot('free', 5)), 'resource-exhausted', 'max-open-appointments');
  });

  it('a booking on a map not whole stores the rebuilt map', async () => {
    const alice = await createCustomer();
    const raw = await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 1) });
    await db.doc(`bookingStates/${alice.uid}`).set({ appointmentsKnown: false });
    const { holdId } = await hold(alice, upcomingSlot('free', 3));
    expect((await expectMapTrue(alice.uid))[raw.id]).toMatchObject({ open: true });
    await confirm(alice, { holdId });
    expect(Object.keys(await expectMapTrue(alice.uid))).toHaveLength(2);
  });
});

describe('verifying a phone number builds the map for the first booking', { timeout: 60_000 }, () => {
  it("a new customer's map is whole and empty, so their first booking runs no query", async () => {
    const alice = await createCustomer();
    expect((await db.doc(`bookingStates/${alice.uid}`).get()).exists).toBe(false);
    await alice.client.call('claimPhoneNumber', { phoneNumber: alice.contact });
    expect(await expectMapTrue(alice.uid)).toEqual({});
    const { holdId } = await hold(alice, upcomingSlot('free', 3));
    await confirm(alice, { holdId });
    expect(Object.keys(await expectMapTrue(alice.uid))).toHaveLength(1);
  });

  it('an account that already has orders gets them in its map: verifying again cannot wipe the limit', async () => {
    const bob = await createCustomer();
    for (const i of [0, 1, 2]) await seedOrder({ userId: bob.uid, slot: upcomingSlot('special', i, 1) });
    await bob.client.call('claimPhoneNumber', { phoneNumber: bob.contact });
    expect(Object.keys(await expectMapTrue(bob.uid))).toHaveLength(3);
    await bob.client.call('claimPhoneNumber', { phoneNumber: bob.contact });
    expect(Object.keys(await expectMapTrue(bob.uid))).toHaveLength(3);
    await expectRefusal(hold(bob, upcomingSlot('free', 3)), 'resource-exhausted', 'max-open-appointments');
  });
});
