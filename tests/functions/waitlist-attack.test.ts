// The waitlist attacked from outside its happy path (issue 44): strangers, bay attendants and customers at the
// staff's day view; joins for dates and times a booking would refuse; another customer leaving an offered entry;
// and a customer whose entries were closed for ignored offers rejoining at once to hold seats again.
import { describe, expect, it } from 'vitest';
import { addDaysToDate, businessDate } from '../../src/domain/calendar';
import { WAITLIST_SETTINGS } from '../../src/domain/waitlist';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../functions/src/data/admin-sdk';
import { cleanupExpired } from '../../functions/src/data/slots/cleanup-expired';
import { clientFor, createCustomer } from '../support/clients.fixtures';
import { createAttendant } from '../support/bay.fixtures';
import { giveUp } from '../support/order-changes.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { blockCustomer, expireHold, seedOrder } from '../support/seed.fixtures';
import { newRequestId, nextSunday, slotDoc, upcomingSlot } from '../support/slots.fixtures';
import {
  entryOf,
  fillSlot,
  join,
  leave,
  offerOf,
  offeredHold,
  settledOutcome,
} from '../support/waitlist.fixtures';

resetBetweenTests();

const reasonIn = (error: { details?: unknown }) => (error.details as { reason?: string } | undefined)?.reason;

describe('the waitlist attacked', () => {
  it('refuses strangers every waitlist call, and bay attendants and customers the staff’s day', async () => {
    const stranger = { client: await clientFor() };
    const slot = upcomingSlot('free', 3);
    const request = { date: slot.date, location: slot.location, appointmentType: 'free', from: slot.time };
    await expectRefusal(
      stranger.client.call('joinWaitlist', { ...request, to: slot.time }),
      'unauthenticated',
    );
    await expectRefusal(stranger.client.call('leaveWaitlist', { entryId: 'x' }), 'unauthenticated');
    await expectRefusal(stranger.client.call('listMyWaitlist', {}), 'unauthenticated');
    await expectRefusal(stranger.client.call('adminWaitlistDay', { date: slot.date }), 'unauthenticated');
    const [bay, customer] = await Promise.all([createAttendant(), createCustomer()]);
    for (const caller of [bay, customer])
      await expectRefusal(caller.client.call('adminWaitlistDay', { date: slot.date }), 'permission-denied');
  }, 60_000);

  it('refuses a past date, a Sunday, a date beyond the booking horizon and a window already inside the lead time', async () => {
    const b = await createCustomer();
    const today = businessDate(new Date());
    const base = upcomingSlot('free', 3);
    for (const date of [addDaysToDate(today, -1), nextSunday(), addDaysToDate(today, 90)]) {
      const refused = await expectRefusal(join(b, { ...base, date }), 'failed-precondition');
      expect(reasonIn(refused)).toBe('waitlist-window');
    }
    // Today's first times are gone by the afternoon; a window of only gone times is refused (skipped before 7 AM).
    const early = { ...base, date: today, time: '7:10 AM' };
    if (new Date().getTime() > new Date(`${today}T11:40:00Z`).getTime()) {
      const refused = await expectRefusal(join(b, early, '7:20 AM'), 'failed-precondition');
      expect(reasonIn(refused)).toBe('waitlist-window');
    }
    const stored = await db.collection('waitlistEntries').where('userId', '==', b.uid).get();
    expect(stored.size).toBe(0);
  });

  it('refuses another customer leaving an offered entry: the offer and its hold stay', async () => {
    const [a, b, c] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const slot = upcomingSlot('free', 4);
    const [aOrder] = await fillSlot(slot, 2, [a.uid]);
    const bEntry = (await join(b, slot)).entryId;
    await giveUp(a, aOrder!.id);
    const holdId = await offeredHold(bEntry);
    await expectRefusal(leave(c, bEntry), 'permission-denied');
    expect((await entryOf(bEntry)).status).toBe('offered');
    expect((await offerOf(holdId)).outcome).toBe('open');
    expect(Object.keys((await slotDoc(slot))!.holds as object)).toEqual([holdId]);
  });

  it('keeps a customer closed out for 3 ignored offers from rejoining at once (the bound would reset)', async () => {
    const [a, b] = await Promise.all([createCustomer(), createCustomer()]);
    const slot = upcomingSlot('free', 5);
    const [aOrder] = await fillSlot(slot, 2, [a.uid]);
    const bEntry = (await join(b, slot, '6:50 PM')).entryId;
    await db.doc(`waitlistPeople/${b.uid}`).set({ ignoredInRow: 2 }, { merge: true });
    await giveUp(a, aOrder!.id);
    const bHold = await offeredHold(bEntry);
    await expireHold(bHold);
    await cleanupExpired(new Date());
    expect(await settledOutcome(bHold)).toBe('expired');
    expect((await entryOf(bEntry)).status).toBe('removed');
    // The whole-day window again, at once: refused, so the 3-ignored rule bounds what one account holds.
    const refused = await expectRefusal(join(b, slot, '6:50 PM'), 'failed-precondition');
    expect(reasonIn(refused)).toBe('waitlist-removed');
    const open = await db.collection('waitlistEntries').where('userId', '==', b.uid).get();
    expect(open.docs.map((d) => d.get('status'))).toEqual(['removed']);
  });
  it('counts an offer given back in its last minutes as ignored (releaseHold or Leave just before it runs out)', async () => {
    const [a1, a2, b] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const [slot1, slot2] = [upcomingSlot('free', 6), upcomingSlot('free', 7)];
    const [order1] = await fillSlot(slot1, 2, [a1.uid]);
    const [order2] = await fillSlot(slot2, 2, [a2.uid]);
    const bEntry = (await join(b, slot1, '6:50 PM')).entryId;
    const bOther = (await join(b, upcomingSlot('special', 2, 1))).entryId;
    await db.doc(`waitlistPeople/${b.uid}`).set({ ignoredInRow: 1 }, { merge: true });
    const ignored = async () => (await db.doc(`waitlistPeople/${b.uid}`).get()).get('ignoredInRow');
    /** Moves the offer to its last minute, as if B had sat on it for 9 of its 10 minutes. */
    const sitOn = async (holdId: string) => {
      const soon = Timestamp.fromMillis(Date.now() + 60_000);
      await db.doc(`waitlistOffers/${holdId}`).update({ expiresAt: soon });
      await db.doc(`waitlistEntries/${bEntry}`).update({ 'offer.expiresAt': soon });
    };
    await giveUp(a1, order1!.id);
    const first = await offeredHold(bEntry);
    await sitOn(first);
    await b.client.call('releaseHold', { holdId: first });
    expect(await settledOutcome(first)).toBe('declined');
    expect(await ignored()).toBe(2);

    await giveUp(a2, order2!.id);
    const second = await offeredHold(bEntry);
    expect(second).not.toBe(first);
    await sitOn(second);
    await leave(b, bEntry);
    expect((await offerOf(second)).outcome).toBe('declined');
    // The third ignored in a row: B's other entry closes and B is told, as when an offer runs out.
    expect((await entryOf(bOther)).status).toBe('removed');
    expect(await ignored()).toBe(0);
    const refused = await expectRefusal(join(b, slot1), 'failed-precondition');
    expect(reasonIn(refused)).toBe('waitlist-removed');
  }, 60_000);

  it('skips a customer who booked a 3rd appointment elsewhere since joining: the seat goes to the next', async () => {
    const [a, b, c] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const slot = upcomingSlot('special', 4);
    await seedOrder({ userId: b.uid, slot: upcomingSlot('special', 0) });
    await seedOrder({ userId: b.uid, slot: upcomingSlot('special', 1) });
    const [aOrder] = await fillSlot(slot, 3, [a.uid]);
    const bEntry = (await join(b, slot)).entryId;
    const cEntry = (await join(c, slot)).entryId;
    await seedOrder({ userId: b.uid, slot: upcomingSlot('special', 2) }); // booked at Select Time meanwhile
    await giveUp(a, aOrder!.id);
    const holdId = await offeredHold(cEntry);
    expect((await offerOf(holdId)).userId).toBe(c.uid);
    expect((await entryOf(bEntry)).status).toBe('waiting');
  });

  it('lets a customer blocked after the offer not book the held seat', async () => {
    const [a, b] = await Promise.all([createCustomer(), createCustomer()]);
    const slot = upcomingSlot('free', 8);
    const [aOrder] = await fillSlot(slot, 2, [a.uid]);
    const bEntry = (await join(b, slot)).entryId;
    await giveUp(a, aOrder!.id);
    const holdId = await offeredHold(bEntry);
    await blockCustomer(b.uid, 'free', new Date(Date.now() + 7 * 86_400_000));
    await expectRefusal(
      b.client.call('confirmBooking', {
        holdId,
        requestId: newRequestId(),
        serviceId: 'basic-wash',
        appointmentType: 'free',
      }),
      'failed-precondition',
    );
    const booked = await db.collection('orders').where('userId', '==', b.uid).get();
    expect(booked.size).toBe(0);
  });

  it('bounds join-and-leave churn: every join leaves a document each account page and day view reads', async () => {
    const b = await createCustomer();
    const slot = upcomingSlot('special', 5);
    for (let i = 0; i < WAITLIST_SETTINGS.joinsPerHour; i++) await leave(b, (await join(b, slot)).entryId);
    const refused = await expectRefusal(join(b, slot), 'resource-exhausted');
    expect(reasonIn(refused)).toBe('waitlist-joins');
    const stored = await db.collection('waitlistEntries').where('userId', '==', b.uid).get();
    expect(stored.size).toBe(WAITLIST_SETTINGS.joinsPerHour);
  }, 60_000);
});
