// reserveTradingOrder refuses, before the order is reserved, every taker the trade itself (and a booking) would
// refuse: each refusal carries the spec's message, writes no reservation, leaves the slot unreserved and the order
// trading and its owner's; the taker who may book still gets the reservation.
import { describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { addDaysToDate, firstOpenDayFrom, formatDisplayDate } from '../../src/domain/calendar';
import { ELIGIBILITY_TEXT, MESSAGES, UI_TEXT } from '../../src/domain/messages';
import type { AppointmentType, SlotKey } from '../../src/domain/types';
import type { ReserveTradingOrderResponse } from '../../src/contracts/booking-api';
import { db } from '../../functions/src/data/admin-sdk';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { blockCustomer, seedOrder } from '../support/seed.fixtures';
import { slotDoc, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';

resetBetweenTests();

const reserve = (c: Customer, orderId: string) =>
  c.client.call<ReserveTradingOrderResponse>('reserveTradingOrder', { orderId });

/** Alice (the owner) offers an order in `slot`; answers the owner and the order. */
async function offer(slot: SlotKey) {
  const owner = await createCustomer();
  const order = await seedOrder({ userId: owner.uid, slot, status: 'trading' });
  return { owner, order };
}

/** No reservation of the taker, the slot not reserved, the order still trading and the owner's. */
async function expectNotReserved(taker: Customer, owner: Customer, orderId: string, slot: SlotKey) {
  const mine = await db.collection('activeBookings').where('userId', '==', taker.uid).get();
  expect(mine.size).toBe(0);
  expect((await slotDoc(slot))!.reserved).toBe(false);
  const order = (await db.doc(`orders/${orderId}`).get()).data()!;
  expect(order).toMatchObject({ userId: owner.uid, status: 'trading' });
}

const WEEK_AHEAD = () => new Date(Date.now() + 7 * 86_400_000);

describe('reserveTradingOrder refuses, before reserving, a taker who could not book the appointment', () => {
  it('refuses a taker with 3 open appointments, with the spec message', async () => {
    const slot = upcomingSlot('special', 0);
    const { owner, order } = await offer(slot);
    const bob = await createCustomer();
    for (const i of [1, 2, 3]) await seedOrder({ userId: bob.uid, slot: upcomingSlot('special', i) });
    const error = await expectRefusal(reserve(bob, order.id), 'resource-exhausted', 'max-open-appointments');
    expect(error.message).toBe(MESSAGES.booking.maxOpen);
    await expectNotReserved(bob, owner, order.id, slot);
  });

  it.each(['free', 'special'] as const)(
    'refuses a taker blocked from %s appointments for a trade of that type',
    async (type: AppointmentType) => {
      const slot = upcomingSlot(type, 0);
      const { owner, order } = await offer(slot);
      const bob = await createCustomer();
      await blockCustomer(bob.uid, type, WEEK_AHEAD());
      const error = await expectRefusal(reserve(bob, order.id), 'failed-precondition', 'not-eligible');
      expect(error.message).toMatch(/^Blocked until /);
      await expectNotReserved(bob, owner, order.id, slot);
    },
  );

  it('refuses a free trade less than 3 days from the taker’s free appointment, judged from the order’s date', async () => {
    const slot = upcomingSlot('free', 0, 1);
    const { owner, order } = await offer(slot);
    const bob = await createCustomer();
    const booked = upcomingSlot('free', 3, 0);
    await seedOrder({ userId: bob.uid, slot: booked });
    const error = await expectRefusal(reserve(bob, order.id), 'failed-precondition', 'not-eligible');
    expect(error.message).toBe(
      ELIGIBILITY_TEXT.freeCadence(formatDisplayDate(firstOpenDayFrom(addDaysToDate(booked.date, 3)))),
    );
    await expectNotReserved(bob, owner, order.id, slot);
  });

  it('reserves a free trade 3 days after the taker’s last free appointment even while today is inside that window', async () => {
    const slot = upcomingSlot('free', 0, 0);
    const { order } = await offer(slot);
    const bob = await createCustomer();
    const last = { ...upcomingSlot('free', 3, 0), date: addDaysToDate(slot.date, -3) };
    await seedOrder({ userId: bob.uid, slot: last, status: 'completed' });
    const { holdId } = await reserve(bob, order.id);
    expect((await db.doc(`activeBookings/${holdId}`).get()).get('userId')).toBe(bob.uid);
    expect((await slotDoc(slot))!.reserved).toBe(true);
  });

  it('refuses a taker whose phone is not verified, and one without a contact number', async () => {
    const slot = upcomingSlot('special', 0);
    const { owner, order } = await offer(slot);
    const [unverified, noContact] = await Promise.all([
      createCustomer({ phoneVerified: false }),
      createCustomer(),
    ]);
    await db.doc(`users/${noContact.uid}`).update({ contact: FieldValue.delete() });
    const phone = await expectRefusal(
      reserve(unverified, order.id),
      'failed-precondition',
      'phone-not-verified',
    );
    expect(phone.message).toBe(UI_TEXT.phoneVerificationRequired);
    const contact = await expectRefusal(
      reserve(noContact, order.id),
      'failed-precondition',
      'contact-missing',
    );
    expect(contact.message).toBe(MESSAGES.contactNumber.missing);
    await expectNotReserved(unverified, owner, order.id, slot);
    await expectNotReserved(noContact, owner, order.id, slot);
  });

  it('refuses a free trade at a time the taker already has, with the dialog’s text', async () => {
    const slot = upcomingSlot('free', 1);
    const { owner, order } = await offer(slot);
    const bob = await createCustomer();
    await seedOrder({ userId: bob.uid, slot });
    const error = await expectRefusal(reserve(bob, order.id), 'failed-precondition', 'duplicate-booking');
    expect(error.message).toBe(UI_TEXT.duplicateBookingDialog);
    await expectNotReserved(bob, owner, order.id, slot);
  });

  it('reserves for a taker who may book it, and a refused taker does not stop the next one', async () => {
    const slot = upcomingSlot('special', 0);
    const { order } = await offer(slot);
    const [blocked, bob] = await Promise.all([createCustomer(), createCustomer()]);
    await blockCustomer(blocked.uid, 'special', WEEK_AHEAD());
    await expectRefusal(reserve(blocked, order.id), 'failed-precondition', 'not-eligible');
    const { holdId, expiresAt } = await reserve(bob, order.id);
    expect((await db.doc(`activeBookings/${holdId}`).get()).data()).toMatchObject({
      userId: bob.uid,
      orderId: order.id,
    });
    expect(await slotDoc(slot)).toMatchObject({ reserved: true, reservedUntil: expiresAt });
  });
});
