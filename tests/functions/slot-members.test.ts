// A slot's private members document (functions/src/data/slots/slot-members.ts): the booking path decides on it instead of
// querying the slot's orders and holds, every write keeps it equal to them (expectSlotConsistent checks it in every
// suite), and a slot without one, or with one that cannot be read, is read from the orders and holds themselves.
// Clients cannot read it at all (tests/rules/deny-by-default.test.ts).
import { describe, expect, it } from 'vitest';
import { findPackageById } from '../../src/domain/catalogue';
import { APPOINTMENT_FEES } from '../../src/domain/pricing';
import { slotDocId } from '../../src/contracts/slot-documents';
import { db } from '../../functions/src/data/admin-sdk';
import { confirmBooking } from '../../functions/src/data/orders/booking-confirmation';
import { createHold } from '../../functions/src/data/slots/slot-holds';
import { readHold } from '../../functions/src/data/booking-docs';
import { runBookingTransaction } from '../../functions/src/data/slots/booking-transaction';
import { readSlot } from '../../functions/src/data/slots/slot-transaction';
import { giveHoldSeatTo, recomputeSlots } from '../../functions/src/data/slots/slot-writes';
import { slotFieldsOf } from '../../functions/src/data/slots/slot-members';
import { createCustomer } from '../support/clients.fixtures';
import { reasonOf } from '../support/refusals.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { expectSlotConsistent, holdRequest, slotMembersDoc, upcomingSlot } from '../support/slots.fixtures';

resetBetweenTests();

const membersRef = (slot: ReturnType<typeof upcomingSlot>) => db.doc(`slotMembers/${slotDocId(slot)}`);
const holdOf = (uid: string, slot: ReturnType<typeof upcomingSlot>) =>
  createHold(uid, holdRequest(slot), new Date());

describe("a slot's members document", () => {
  it('lists the hold, then the order that replaced it (owner and status), nothing else', async () => {
    const alice = await createCustomer({ signIn: false });
    const slot = upcomingSlot('free', 2);
    const { holdId } = await holdOf(alice.uid, slot);
    expect((await slotMembersDoc(slot))!.holds).toEqual({
      [holdId]: expect.objectContaining({ userId: alice.uid, pageLoadId: 'TAB-test' }),
    });
    const { orderId } = await confirmBooking(
      alice.uid,
      alice.email,
      {
        holdId,
        requestId: 'members-1',
        appointmentType: 'free',
        servicePackage: findPackageById('basic-wash')!,
        numberPlate: null,
      },
      new Date(),
    );
    const members = await slotMembersDoc(slot);
    expect(members!.orders).toEqual({ [orderId]: { userId: alice.uid, status: 'confirmed' } });
    expect(members!.holds).toEqual({});
    await expectSlotConsistent(slot);
  });

  it('is what a seat is decided on, and recomputeSlots rebuilds it from the orders and holds', async () => {
    const [alice, bob] = await Promise.all([
      createCustomer({ signIn: false }),
      createCustomer({ signIn: false }),
    ]);
    const slot = upcomingSlot('free', 4);
    await holdOf(alice.uid, slot);
    // Two seats listed that no order backs (a drifted document): the slot is full by its members.
    await membersRef(slot).update({
      orders: { ghost1: { userId: 'x', status: 'confirmed' }, ghost2: { userId: 'y', status: 'confirmed' } },
    });
    expect(await reasonOf(holdOf(bob.uid, slot))).toBe('slot-full');
    await recomputeSlots([slot]);
    expect(await reasonOf(holdOf(bob.uid, slot))).toBe('held');
    await expectSlotConsistent(slot);
  });

  it('when unreadable, is read from the orders and holds and written anew by the next booking', async () => {
    const [alice, bob] = await Promise.all([
      createCustomer({ signIn: false }),
      createCustomer({ signIn: false }),
    ]);
    const full = upcomingSlot('free', 5);
    await seedOrder({ userId: 'someone', slot: full });
    await seedOrder({ userId: 'another', slot: full });
    await membersRef(full).set({ orders: 'odd', holds: {} });
    expect(await reasonOf(holdOf(alice.uid, full))).toBe('slot-full');

    const open = upcomingSlot('free', 6);
    const order = await seedOrder({ userId: 'someone', slot: open });
    await membersRef(open).set({ orders: { [order.id]: { userId: 'someone', status: 'odd' } }, holds: {} });
    expect(await reasonOf(holdOf(bob.uid, open))).toBe('held');
    expect(await reasonOf(holdOf(alice.uid, open))).toBe('slot-full');
    await expectSlotConsistent(open);
  });

  it('stays in step when a booking and another writer of the slot commit at the same time', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => createCustomer({ signIn: false })));
    const slot = upcomingSlot('special', 2);
    await seedOrder({ userId: 'someone', slot });
    const outcomes = await Promise.all([
      ...customers.map((c) => reasonOf(holdOf(c.uid, slot))),
      recomputeSlots([slot]).then(() => 'recomputed'),
    ]);
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(2);
    await expectSlotConsistent(slot);
  });
});

describe("a confirmation gives the hold's seat to its order", () => {
  it('without colliding with a hold another customer placed on the slot meanwhile', async () => {
    const [alice, bob] = await Promise.all([
      createCustomer({ signIn: false }),
      createCustomer({ signIn: false }),
    ]);
    const slot = upcomingSlot('special', 3);
    const { holdId } = await holdOf(alice.uid, slot);
    let attempts = 0;
    let bobsHold = '';
    await runBookingTransaction(async (tx) => {
      attempts += 1;
      const snap = await tx.get(db.doc(`activeBookings/${holdId}`));
      const state = await readSlot(tx, slot, new Date());
      // Bob's hold commits after this transaction read the slot.
      if (attempts === 1) bobsHold = (await holdOf(bob.uid, slot)).holdId;
      const order = { id: 'ORDER-X', userId: alice.uid, status: 'confirmed' as const, ...slotFieldsOf(slot) };
      giveHoldSeatTo(tx, state, readHold(snap), order, new Date());
    });
    expect(attempts).toBe(1);
    const members = await slotMembersDoc(slot);
    expect(members!.orders).toEqual({ 'ORDER-X': { userId: alice.uid, status: 'confirmed' } });
    expect(Object.keys(members!.holds as object)).toEqual([bobsHold]);
    const publicDoc = (await db.doc(`slots/${slotDocId(slot)}`).get()).data()!;
    expect(publicDoc.orders).toBe(1);
    expect(Object.keys(publicDoc.holds as object)).toEqual([bobsHold]);
    expect((await db.doc(`activeBookings/${holdId}`).get()).exists).toBe(false);
  });

  it('keeps the slot in step when the holders confirm while others race for the last seat', async () => {
    const customers = await Promise.all(Array.from({ length: 5 }, () => createCustomer({ signIn: false })));
    const slot = upcomingSlot('special', 4);
    const holders = customers.slice(0, 2);
    const holds = await Promise.all(holders.map((c) => holdOf(c.uid, slot)));
    const confirmations = holders.map((c, i) =>
      confirmBooking(
        c.uid,
        c.email,
        {
          holdId: holds[i]!.holdId,
          requestId: `race-${i}`,
          appointmentType: 'special',
          servicePackage: findPackageById('basic-wash')!,
          numberPlate: null,
        },
        new Date(),
        {
          fee: { cents: APPOINTMENT_FEES.special * 100, paymentReference: `race-fee-${i}-${Date.now()}` },
          processor: 'test',
        },
      ).then(() => 'booked'),
    );
    const racers = customers.slice(2).map((c) => reasonOf(holdOf(c.uid, slot)));
    const outcomes = await Promise.all([...confirmations, ...racers]);
    expect(outcomes.filter((o) => o === 'booked')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'slot-full')).toHaveLength(2);
    await expectSlotConsistent(slot);
  });
});
