// createHold refuses, before any seat is held, every customer confirmBooking would refuse: each refusal carries the
// spec's message and leaves no hold (activeBookings) and no trace on the public slot document; the customer who may
// book still gets the seat.
import { describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { addDaysToDate, firstOpenDayFrom, formatDisplayDate } from '../../src/domain/calendar';
import { ELIGIBILITY_TEXT, MESSAGES, UI_TEXT } from '../../src/domain/messages';
import type { SlotKey } from '../../src/domain/types';
import type { CreateHoldResponse } from '../../src/contracts/booking-api';
import { db } from '../../functions/src/data/admin-sdk';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { blockCustomer, seedOrder } from '../support/seed.fixtures';
import { holdRequest, slotDoc, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';

resetBetweenTests();

const createHold = (c: Customer, slot: SlotKey) =>
  c.client.call<CreateHoldResponse>('createHold', holdRequest(slot));

/** No hold of the customer anywhere, and none on the slot's public document. */
async function expectNoSeatHeld(customer: Customer, slot: SlotKey): Promise<void> {
  const mine = await db.collection('activeBookings').where('userId', '==', customer.uid).get();
  expect(mine.size).toBe(0);
  expect((await slotDoc(slot))?.holds ?? {}).toEqual({});
}

async function expectSeatHeld(customer: Customer, slot: SlotKey): Promise<void> {
  const { holdId, expiresAt } = await createHold(customer, slot);
  expect((await db.doc(`activeBookings/${holdId}`).get()).get('userId')).toBe(customer.uid);
  expect((await slotDoc(slot))!.holds).toEqual({ [holdId]: expiresAt });
}

const WEEK_AHEAD = () => new Date(Date.now() + 7 * 86_400_000);

describe('createHold refuses, before a seat is held, what confirmBooking would refuse', () => {
  it('refuses a fourth open appointment with the spec message, holding nothing', async () => {
    const alice = await createCustomer();
    for (const i of [1, 2, 3]) {
      const status = i === 3 ? 'trading' : 'confirmed';
      await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', i), status });
    }
    const slot = upcomingSlot('special', 5);
    const error = await expectRefusal(createHold(alice, slot), 'resource-exhausted', 'max-open-appointments');
    expect(error.message).toBe(MESSAGES.booking.maxOpen);
    await expectNoSeatHeld(alice, slot);
  });

  it('holds a seat for a customer with 3 appointments of which one is completed', async () => {
    const alice = await createCustomer();
    for (const i of [1, 2, 3]) {
      const status = i === 3 ? 'completed' : 'confirmed';
      await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', i), status });
    }
    await expectSeatHeld(alice, upcomingSlot('special', 5));
  });

  it.each(['free', 'special'] as const)(
    'refuses a customer blocked from %s appointments, holding nothing',
    async (type) => {
      const alice = await createCustomer();
      const until = WEEK_AHEAD();
      await blockCustomer(alice.uid, type, until);
      const slot = upcomingSlot(type);
      const error = await expectRefusal(createHold(alice, slot), 'failed-precondition', 'not-eligible');
      expect(error.message).toMatch(/^Blocked until \w+day \d\d\/\d\d\/\d{4}\.$/);
      await expectNoSeatHeld(alice, slot);
    },
  );

  it('holds the other type for a customer blocked from one, and any type once the block has passed', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    await blockCustomer(alice.uid, 'free', WEEK_AHEAD());
    await expectSeatHeld(alice, upcomingSlot('special'));
    await blockCustomer(bob.uid, 'free', new Date(Date.now() - 1_000));
    await expectSeatHeld(bob, upcomingSlot('free'));
  });

  it('does not let one customer’s block or appointments stop another customer', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    await blockCustomer(alice.uid, 'free', WEEK_AHEAD());
    for (const i of [1, 2, 3]) await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', i) });
    await expectSeatHeld(bob, upcomingSlot('free', 4));
  });

  it('refuses a free hold less than 3 days from the customer’s free appointment, judged from the hold’s date', async () => {
    const alice = await createCustomer();
    const booked = upcomingSlot('free', 2, 0);
    await seedOrder({ userId: alice.uid, slot: booked });
    const slot = upcomingSlot('free', 4, 1);
    const error = await expectRefusal(createHold(alice, slot), 'failed-precondition', 'not-eligible');
    const next = formatDisplayDate(firstOpenDayFrom(addDaysToDate(booked.date, 3)));
    expect(error.message).toBe(ELIGIBILITY_TEXT.freeCadence(next));
    await expectNoSeatHeld(alice, slot);
  });

  it('holds a free seat 3 days after the last free appointment even while today is inside that window', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('free', 4, 0);
    // Three days before the hold's date: judged from today (at most 2 days later) the window would still be closed.
    const last = { ...slot, date: addDaysToDate(slot.date, -3) };
    await seedOrder({ userId: alice.uid, slot: last, status: 'completed' });
    await expectSeatHeld(alice, slot);
  });

  it('refuses a customer whose phone is not verified, and one without a contact number', async () => {
    const [unverified, noContact] = await Promise.all([
      createCustomer({ phoneVerified: false }),
      createCustomer(),
    ]);
    await db.doc(`users/${noContact.uid}`).update({ contact: FieldValue.delete() });
    const slot = upcomingSlot('free');
    const phone = await expectRefusal(
      createHold(unverified, slot),
      'failed-precondition',
      'phone-not-verified',
    );
    expect(phone.message).toBe(UI_TEXT.phoneVerificationRequired);
    const contact = await expectRefusal(
      createHold(noContact, slot),
      'failed-precondition',
      'contact-missing',
    );
    expect(contact.message).toBe(MESSAGES.contactNumber.missing);
    await expectNoSeatHeld(unverified, slot);
    await expectNoSeatHeld(noContact, slot);
  });

  it('refuses a second free booking of a time the customer already has, with the dialog’s text', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('free', 1);
    await seedOrder({ userId: alice.uid, slot });
    const error = await expectRefusal(createHold(alice, slot), 'failed-precondition', 'duplicate-booking');
    expect(error.message).toBe(UI_TEXT.duplicateBookingDialog);
    await expectNoSeatHeld(alice, slot);
    expect((await slotDoc(slot))!.orders).toBe(1);
  });

  it('holds a second special seat at a time the customer already has one (booking for someone else)', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('special', 1);
    await seedOrder({ userId: alice.uid, slot });
    await expectSeatHeld(alice, slot);
  });

  it('keeps the customer’s previous hold when a new one is refused', async () => {
    const alice = await createCustomer();
    const first = await createHold(alice, upcomingSlot('special', 1));
    await blockCustomer(alice.uid, 'free', WEEK_AHEAD());
    await expectRefusal(createHold(alice, upcomingSlot('free', 1)), 'failed-precondition', 'not-eligible');
    expect((await db.doc(`activeBookings/${first.holdId}`).get()).exists).toBe(true);
  });
});
