// Joining the waitlist (issue 44), as attacks: a 4th entry, a blocked customer, entries counted as the bookings
// they would become, someone else's entry left, a window off the grid; joinedAt is the server's, whatever is sent.
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/admin-sdk';
import type { ListMyWaitlistResponse } from '../../src/contracts/waitlist-api';
import { createCustomer } from '../support/clients.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { blockCustomer, seedOrder } from '../support/seed.fixtures';
import { upcomingSlot } from '../support/slots.fixtures';
import { entryOf, join, leave } from '../support/waitlist.fixtures';

resetBetweenTests();

const reasonIn = (error: { details?: unknown }) => (error.details as { reason?: string } | undefined)?.reason;

describe('joinWaitlist', () => {
  it('refuses a 4th open entry, and takes one again once one is left', async () => {
    const b = await createCustomer();
    const ids = [];
    for (const index of [0, 1, 2]) ids.push((await join(b, upcomingSlot('special', index))).entryId);
    const refused = await expectRefusal(join(b, upcomingSlot('special', 3)), 'resource-exhausted');
    expect(reasonIn(refused)).toBe('waitlist-limit');
    expect(await leave(b, ids[0]!)).toEqual({ left: true });
    await join(b, upcomingSlot('special', 3));
    const open = await db.collection('waitlistEntries').where('userId', '==', b.uid).get();
    expect(open.docs.filter((d) => d.get('status') === 'waiting')).toHaveLength(3);
  });

  it('counts entries as the bookings they would become: 2 orders and 1 entry leave no room for another', async () => {
    const b = await createCustomer();
    await seedOrder({ userId: b.uid, slot: upcomingSlot('special', 0) });
    await seedOrder({ userId: b.uid, slot: upcomingSlot('special', 1) });
    await join(b, upcomingSlot('special', 2));
    await expectRefusal(join(b, upcomingSlot('special', 3)), 'resource-exhausted', 'max-open-appointments');
  });

  it('refuses a blocked customer, as a booking would', async () => {
    const b = await createCustomer();
    await blockCustomer(b.uid, 'special', new Date(Date.now() + 7 * 86_400_000));
    await expectRefusal(join(b, upcomingSlot('special', 0)), 'failed-precondition', 'not-eligible');
    expect((await db.collection('waitlistEntries').where('userId', '==', b.uid).get()).size).toBe(0);
  });

  it('refuses a second free entry inside the free cadence (the first counts as a booking)', async () => {
    const b = await createCustomer();
    await join(b, upcomingSlot('free', 0, 0));
    await expectRefusal(join(b, upcomingSlot('free', 4, 1)), 'failed-precondition', 'not-eligible');
  });

  it('refuses a window off the grid or backwards, and extra fields such as joinedAt', async () => {
    const b = await createCustomer();
    const slot = upcomingSlot('free', 4);
    await expectRefusal(join(b, slot, upcomingSlot('free', 0).time), 'failed-precondition');
    await expectRefusal(join(b, { ...slot, time: '10:00 AM' }), 'failed-precondition');
    await expectRefusal(
      b.client.call('joinWaitlist', {
        date: slot.date,
        location: slot.location,
        appointmentType: 'free',
        from: slot.time,
        to: slot.time,
        joinedAt: 0,
      }),
      'invalid-argument',
    );
  });

  it('orders the line by the server’s time of joining and shows each customer only their own place', async () => {
    const [b, c] = await Promise.all([createCustomer(), createCustomer()]);
    const slot = upcomingSlot('free', 2);
    const first = (await join(b, slot)).entryId;
    const second = (await join(c, slot)).entryId;
    const [bEntry, cEntry] = [await entryOf(first), await entryOf(second)];
    expect(bEntry.joinedAt.toMillis()).toBeLessThanOrEqual(cEntry.joinedAt.toMillis());
    const mine = await c.client.call<ListMyWaitlistResponse>('listMyWaitlist', {});
    expect(mine.entries.map((e) => [e.id, e.place])).toEqual([[second, 2]]);
    await expectRefusal(leave(c, first), 'permission-denied');
    expect((await entryOf(first)).status).toBe('waiting');
  });

  it('refuses the day view to customers', async () => {
    const b = await createCustomer();
    await expectRefusal(
      b.client.call('adminWaitlistDay', { date: upcomingSlot('free').date }),
      'permission-denied',
    );
  });
});
