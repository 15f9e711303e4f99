// Opening the bookable dates (functions/src/data/slots/slot-openings.ts): every slot gets its members document before its
// first hold, built from the slot's orders and holds, so an opening never hides a seat that is taken, and a date is
// opened once. Clients can neither read nor write the markers (tests/rules/deny-by-default.test.ts).
import { describe, expect, it } from 'vitest';
import { slotDocId } from '../../src/contracts/slot-documents';
import { db } from '../../functions/src/data/admin-sdk';
import { createHold } from '../../functions/src/data/slots/slot-holds';
import {
  ensureSlotMembers,
  openBookableDates,
  slotKeysOfDate,
} from '../../functions/src/data/slots/slot-openings';
import { bookableDates } from '../../src/domain/calendar';
import { createCustomer } from '../support/clients.fixtures';
import { reasonOf } from '../support/refusals.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedHold, seedOrder } from '../support/seed.fixtures';
import { expectSlotConsistent, holdRequest, slotMembersDoc, upcomingSlot } from '../support/slots.fixtures';

resetBetweenTests();

describe('opening the bookable dates', () => {
  it('gives every slot of each date an empty members document, no public document, and opens a date once', async () => {
    const now = new Date();
    const dates = bookableDates(now);
    expect(await openBookableDates(now)).toEqual(dates);
    const slot = upcomingSlot('free', 3);
    expect(await slotMembersDoc(slot)).toEqual({ orders: {}, holds: {}, updatedAt: expect.anything() });
    expect((await db.doc(`slots/${slotDocId(slot)}`).get()).exists).toBe(false);
    const members = (await db.collection('slotMembers').count().get()).data().count;
    expect(members).toBe(dates.reduce((n, date) => n + slotKeysOfDate(date).length, 0));
    expect((await db.doc(`slotOpenings/${dates[0]}`).get()).get('slots')).toBe(
      slotKeysOfDate(dates[0]!).length,
    );

    // Opened already: the next run reads the markers and writes nothing.
    await db.doc(`slotMembers/${slotDocId(slot)}`).delete();
    expect(await openBookableDates(now)).toEqual([]);
    expect(await slotMembersDoc(slot)).toBeUndefined();
  });

  it('lists the orders and live holds a slot already has, so a full slot stays full', async () => {
    const [alice, bob] = await Promise.all([
      createCustomer({ signIn: false }),
      createCustomer({ signIn: false }),
    ]);
    const slot = upcomingSlot('free', 5);
    const order = await seedOrder({ userId: 'someone', slot });
    const holdId = await seedHold({ userId: alice.uid, slot, expiresAt: new Date(Date.now() + 60_000) });
    // As a slot written before members documents existed: the orders and holds are the only truth.
    await db.doc(`slotMembers/${slotDocId(slot)}`).delete();

    expect(await ensureSlotMembers(slot, new Date())).toBe(true);
    const members = await slotMembersDoc(slot);
    expect(Object.keys(members!.orders as object)).toEqual([order.id]);
    expect(Object.keys(members!.holds as object)).toEqual([holdId]);
    await expectSlotConsistent(slot);
    // The order and alice's live hold fill the slot's two seats.
    expect(await reasonOf(createHold(bob.uid, holdRequest(slot), new Date()))).toBe('slot-full');
    // A slot with its members already is left alone.
    expect(await ensureSlotMembers(slot, new Date())).toBe(false);
  });

  it('stays in step with holds placed while it opens the slot', async () => {
    const customers = await Promise.all(Array.from({ length: 5 }, () => createCustomer({ signIn: false })));
    const slot = upcomingSlot('special', 4);
    const outcomes = await Promise.all([
      ...customers.map((c) => reasonOf(createHold(c.uid, holdRequest(slot), new Date()))),
      ensureSlotMembers(slot, new Date()).then(() => 'opened'),
    ]);
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'slot-full')).toHaveLength(2);
    await expectSlotConsistent(slot);
  });
});
