// rebookOrder passes the gate of every seat-taking path (booking-preconditions.ts) for its target, judged without the
// order it moves: a rebook cannot put two free washes on one day, a blocked customer cannot move an appointment, and
// each refusal leaves the order, both slot documents, the booking state and the outbox as they were. The controls
// show the owner's rebook still goes through, also when only the moved order itself stood in the way.
import { describe, expect, it } from 'vitest';
import { addDaysToDate, firstOpenDayFrom, formatDisplayDate } from '../../src/domain/calendar';
import { ELIGIBILITY_TEXT } from '../../src/domain/messages';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin-sdk';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { mailSettled } from '../support/order-mail.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { blockCustomer, seedOrder } from '../support/seed.fixtures';
import { expectSlotConsistent, slotDoc, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { order, rebook } from '../support/order-changes.fixtures';

resetBetweenTests();

/** What a refused rebook must not have touched: the order, the caller's booking state, the outbox. */
async function snapshot(customer: Customer, orderId: string) {
  await mailSettled();
  const [stored, state, mail] = await Promise.all([
    order(orderId),
    db.doc(`bookingStates/${customer.uid}`).get(),
    db.collection('mail').get(),
  ]);
  return { order: stored, state: state.data(), mail: mail.size };
}

/** The order, state and outbox as before; the old slot still holds the order; the target slot was never written. */
async function expectNothingWritten(
  before: Awaited<ReturnType<typeof snapshot>>,
  customer: Customer,
  orderId: string,
  { from, target }: { from: SlotKey; target: SlotKey },
): Promise<void> {
  expect(await snapshot(customer, orderId)).toEqual(before);
  await expectSlotConsistent(from);
  expect(await slotDoc(from)).toMatchObject({ orders: 1 });
  expect(await slotDoc(target)).toBeUndefined();
}

describe('rebookOrder runs the booking gate on its target', () => {
  it('refuses moving the later of two free appointments 3 days apart onto the earlier one’s day (attack), writing nothing', async () => {
    const alice = await createCustomer();
    const first = upcomingSlot('free', 0);
    // D + 3: allowed beside D by the free cadence (3 days apart).
    const later: SlotKey = { ...upcomingSlot('free', 2), date: addDaysToDate(first.date, 3) };
    await seedOrder({ userId: alice.uid, slot: first });
    const moved = await seedOrder({ userId: alice.uid, slot: later });
    const target = upcomingSlot('free', 4);
    const before = await snapshot(alice, moved.id);

    const error = await expectRefusal(rebook(alice, moved.id, target), 'failed-precondition', 'not-eligible');
    expect(error.message).toBe(
      ELIGIBILITY_TEXT.freeCadence(formatDisplayDate(firstOpenDayFrom(addDaysToDate(first.date, 3)))),
    );
    await expectNothingWritten(before, alice, moved.id, { from: later, target });
  });

  it('control: the same rebook goes through once the other free appointment is cancelled', async () => {
    const alice = await createCustomer();
    const first = upcomingSlot('free', 0);
    const later: SlotKey = { ...upcomingSlot('free', 2), date: addDaysToDate(first.date, 3) };
    await seedOrder({ userId: alice.uid, slot: first, status: 'cancelled' });
    const moved = await seedOrder({ userId: alice.uid, slot: later });
    const target = upcomingSlot('free', 4);
    await rebook(alice, moved.id, target);
    expect(await order(moved.id)).toMatchObject({ appointmentDate: target.date, rebooked: true });
    await expectSlotConsistent(later);
    await expectSlotConsistent(target);
  });

  it.each(['free', 'special'] as const)(
    'refuses a customer blocked from %s appointments, writing nothing',
    async (type) => {
      const alice = await createCustomer();
      const from = upcomingSlot(type, 0, 1);
      const seeded = await seedOrder({ userId: alice.uid, slot: from });
      await blockCustomer(alice.uid, type, new Date(Date.now() + 7 * 86_400_000));
      const target = upcomingSlot(type, 2, 0);
      const before = await snapshot(alice, seeded.id);

      const error = await expectRefusal(
        rebook(alice, seeded.id, target),
        'failed-precondition',
        'not-eligible',
      );
      expect(error.message).toMatch(/^Blocked until \w+day \d\d\/\d\d\/\d{4}\.$/);
      await expectNothingWritten(before, alice, seeded.id, { from, target });
    },
  );

  it('control: a block that has passed, or one of the other type, does not stop the rebook', async () => {
    const alice = await createCustomer();
    await blockCustomer(alice.uid, 'free', new Date(Date.now() - 1_000));
    await blockCustomer(alice.uid, 'special', new Date(Date.now() + 7 * 86_400_000));
    const from = upcomingSlot('free', 0, 1);
    const seeded = await seedOrder({ userId: alice.uid, slot: from });
    const target = upcomingSlot('free', 2, 0);
    await rebook(alice, seeded.id, target);
    expect(await order(seeded.id)).toMatchObject({ appointmentDate: target.date, rebooked: true });
    await expectSlotConsistent(from);
    await expectSlotConsistent(target);
  });

  it('control: moves a free order to a date only its own old date was too close to', async () => {
    const alice = await createCustomer();
    // The two upcoming dates are less than 3 days apart: judged with the order itself, the target would be refused.
    const from = upcomingSlot('free', 0, 1);
    const target = upcomingSlot('free', 3, 0);
    const seeded = await seedOrder({ userId: alice.uid, slot: from });
    expect(await rebook(alice, seeded.id, target)).toEqual({
      orderId: seeded.id,
      appointmentDate: target.date,
      appointmentTime: target.time,
    });
    expect(await order(seeded.id)).toMatchObject({ appointmentDate: target.date, rebooked: true, price: 0 });
    expect(await slotDoc(from)).toMatchObject({ orders: 0 });
    expect(await slotDoc(target)).toMatchObject({ orders: 1 });
    await expectSlotConsistent(from);
    await expectSlotConsistent(target);
  });

  it('control: moves the order to another time of its own day', async () => {
    const alice = await createCustomer();
    const from = upcomingSlot('free', 0);
    const target = upcomingSlot('free', 1);
    const seeded = await seedOrder({ userId: alice.uid, slot: from });
    await rebook(alice, seeded.id, target);
    expect(await order(seeded.id)).toMatchObject({ appointmentTime: target.time, rebooked: true });
    await expectSlotConsistent(from);
    await expectSlotConsistent(target);
  });
});
