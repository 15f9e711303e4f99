// The waitlist's offers (issue 44), as attacks: a freed seat goes to the first in line as a held seat nobody else
// can take or book, the offer is confirmed through the normal path, an ignored offer passes to the next at once,
// three ignored in a row leave the line, and a seat inside the lead time is never offered.
import { describe, expect, it } from 'vitest';
import { slotInstant } from '../../src/domain/calendar';
import type { ConfirmBookingResponse, CreateHoldResponse } from '../../src/contracts/booking-api';
import { slotDocId } from '../../src/contracts/slot-documents';
import { db } from '../../functions/src/data/admin-sdk';
import { cleanupExpired } from '../../functions/src/data/slots/cleanup-expired';
import { offerOneSeat } from '../../functions/src/data/waitlist';
import { createCustomer, createStaff, type Customer } from '../support/clients.fixtures';
import type { AdminWaitlistDayResponse } from '../../src/contracts/waitlist-api';
import { giveUp } from '../support/order-changes.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { expireHold } from '../support/seed.fixtures';
import { bookPaidSpecial } from '../support/wipay.fixtures';
import {
  expectSlotConsistent,
  holdRequest,
  newRequestId,
  slotDoc,
  upcomingSlot,
} from '../support/slots.fixtures';
import {
  entryOf,
  fillSlot,
  join,
  offerOf,
  offeredHold,
  settle,
  settledOutcome,
} from '../support/waitlist.fixtures';

resetBetweenTests();

const confirmHeld = (c: Customer, holdId: string) =>
  c.client.call<ConfirmBookingResponse>('confirmBooking', {
    holdId,
    requestId: newRequestId(),
    serviceId: 'basic-wash',
    appointmentType: 'free',
  });

/** A full free slot (A's order and a filler's), B then C waiting for it. */
async function fullSlotWithLine() {
  const [a, b, c] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
  const slot = upcomingSlot('free', 3);
  const [aOrder] = await fillSlot(slot, 2, [a.uid]);
  const bEntry = (await join(b, slot)).entryId;
  const cEntry = (await join(c, slot)).entryId;
  return { a, b, c, slot, aOrder: aOrder!, bEntry, cEntry };
}

describe('a freed seat offered to the first in line', () => {
  it('holds the seat for B (not C), tells B, keeps it from C, and B books it through confirmBooking', async () => {
    const { a, b, c, slot, aOrder, bEntry, cEntry } = await fullSlotWithLine();
    await giveUp(a, aOrder.id);
    const holdId = await offeredHold(bEntry);

    const hold = (await db.doc(`activeBookings/${holdId}`).get()).data()!;
    expect(hold.userId).toBe(b.uid);
    const minutes = (hold.expiresAt.toMillis() - hold.createdAt.toMillis()) / 60_000;
    expect(minutes).toBe(10);
    expect(Object.keys((await slotDoc(slot))!.holds as object)).toEqual([holdId]);
    const mail = (await db.doc(`mail/waitlist-offer-${holdId}`).get()).data()!;
    expect(mail.to).toBe(b.email);
    expect(mail.message.text).toContain(`/waitlist/offer/${bEntry}`);
    // The same offer is queued for B's phone channels (the message queue decides them by B's choices for offers).
    const message = (await db.doc(`messages/waitlist-offer-${holdId}`).get()).data()!;
    expect(message).toMatchObject({ kind: 'offer', userId: b.uid, orderId: null });
    expect(message.inlineFacts.link).toContain(`/waitlist/offer/${bEntry}`);
    expect((await entryOf(bEntry)).notice).toContain(slot.time);
    expect((await entryOf(cEntry)).status).toBe('waiting');

    // C can neither take B's held seat nor find one free at Select Time.
    await expectRefusal(confirmHeld(c, holdId), 'permission-denied');
    await expectRefusal(
      c.client.call<CreateHoldResponse>('createHold', holdRequest(slot)),
      'failed-precondition',
      'slot-full',
    );
    await expectRefusal(c.client.call('releaseHold', { holdId }), 'permission-denied');

    const { orderId } = await confirmHeld(b, holdId);
    expect((await db.doc(`orders/${orderId}`).get()).get('userId')).toBe(b.uid);
    expect(await settledOutcome(holdId)).toBe('taken');
    expect((await entryOf(bEntry)).status).toBe('booked');
    await settle();
    expect((await entryOf(cEntry)).status).toBe('waiting');
    await expectSlotConsistent(slot);

    // Staff see the day: both customers, the one offer taken, one booking from the waitlist.
    const staff = await createStaff('viewOnly');
    const day = await staff.client.call<AdminWaitlistDayResponse>('adminWaitlistDay', { date: slot.date });
    expect(day.entries.map((e) => [e.email, e.status, e.place])).toEqual([
      [b.email, 'booked', null],
      [c.email, 'waiting', 1],
    ]);
    expect(day.counts).toMatchObject({ made: 1, taken: 1, expired: 0 });
    expect(day.bookings).toBe(1);
    // The first test of the file starts the functions emulator's workers (cold starts).
  }, 60_000);

  it('passes an offer left to run out to the next in line at once, never back to B for that seat', async () => {
    const { a, slot, aOrder, bEntry, cEntry } = await fullSlotWithLine();
    await giveUp(a, aOrder.id);
    const bHold = await offeredHold(bEntry);
    await expireHold(bHold);
    await cleanupExpired(new Date());
    expect(await settledOutcome(bHold)).toBe('expired');
    const cHold = await offeredHold(cEntry);
    expect(cHold).not.toBe(bHold);
    expect((await entryOf(bEntry)).status).toBe('waiting');
    expect((await entryOf(bEntry)).offeredSlots).toEqual([slotDocId(slot)]);
    await expectSlotConsistent(slot);
  });

  it('closes the entries of a customer who let 3 offers in a row run out, and tells them', async () => {
    const { a, b, slot, aOrder, bEntry, cEntry } = await fullSlotWithLine();
    await db.doc(`waitlistPeople/${b.uid}`).set({ ignoredInRow: 2 }, { merge: true });
    await giveUp(a, aOrder.id);
    const bHold = await offeredHold(bEntry);
    await expireHold(bHold);
    await cleanupExpired(new Date());
    expect(await settledOutcome(bHold)).toBe('expired');
    expect((await entryOf(bEntry)).status).toBe('removed');
    const told = await db.collection('mail').where('userId', '==', b.uid).get();
    expect(told.docs.map((d) => d.get('message.subject'))).toContain('You have left the waitlist');
    await offeredHold(cEntry);
    await expectSlotConsistent(slot);
  });

  it('books a special offer through the fee checkout on WiPay, in the held seat', async () => {
    const [a, b] = await Promise.all([createCustomer(), createCustomer()]);
    const slot = upcomingSlot('special', 2);
    const [aOrder] = await fillSlot(slot, 3, [a.uid]);
    const bEntry = (await join(b, slot)).entryId;
    await giveUp(a, aOrder!.id);
    const holdId = await offeredHold(bEntry);
    const { orderId } = await bookPaidSpecial(b, { holdId });
    const order = (await db.doc(`orders/${orderId}`).get()).data()!;
    expect([order.userId, order.appointmentTime, order.appointmentType]).toEqual([
      b.uid,
      slot.time,
      'special',
    ]);
    expect(await settledOutcome(holdId)).toBe('taken');
    await expectSlotConsistent(slot);
  });

  it('offers no seat inside the lead time (30 minutes before it), and offers it before then', async () => {
    const b = await createCustomer();
    const slot = upcomingSlot('free', 5);
    const bEntry = (await join(b, slot)).entryId;
    const at = slotInstant(slot.date, slot.time).getTime();
    expect(await offerOneSeat(slot, new Date(at - 20 * 60_000))).toBeNull();
    expect((await entryOf(bEntry)).status).toBe('waiting');
    const holdId = await offerOneSeat(slot, new Date());
    expect(holdId).toBeTruthy();
    expect((await offerOf(holdId!)).entryId).toBe(bEntry);
  });
});
