// cleanupExpired, the scheduled cleanup, called directly: expired holds, sessions and rebook states.
import { describe, expect, it } from 'vitest';
import { slotDocId } from '../../src/contracts/slot-documents';
import { db } from '../../functions/src/data/admin-sdk';
import { cleanupExpired } from '../../functions/src/data/slots/cleanup-expired';
import { createCustomer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedHold } from '../support/seed.fixtures';
import { holdRequest, slotDoc, upcomingSlot } from '../support/slots.fixtures';
import { createHold } from '../support/holds.fixtures';

resetBetweenTests();

describe('cleanupExpired (the scheduled cleanup, called directly)', () => {
  it('deletes expired holds and removes them from slot documents, keeping live ones', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const slot = upcomingSlot('free');
    const live = await createHold(alice, holdRequest(slot));
    const expired = await seedHold({
      userId: bob.uid,
      slot,
      expiresAt: new Date(Date.now() - 1),
      listInSlotDoc: true,
    });
    expect(Object.keys((await slotDoc(slot))!.holds as object)).toContain(expired);

    const result = await cleanupExpired(new Date());
    expect(result.holds).toBe(1);
    expect((await db.doc(`activeBookings/${expired}`).get()).exists).toBe(false);
    expect((await db.doc(`activeBookings/${live.holdId}`).get()).exists).toBe(true);
    expect((await slotDoc(slot))!.holds).toEqual({ [live.holdId]: live.expiresAt });
  });

  it('deletes user sessions idle for more than 10 minutes and expired special rebook states', async () => {
    const now = Date.now();
    await db.doc('userSessions/stale').set({
      userId: 'stale',
      page: 'payment',
      timestamp: new Date(now - 11 * 60_000),
      lastActivity: new Date(now - 11 * 60_000),
      sessionId: 's1',
    });
    await db.doc('userSessions/fresh').set({
      userId: 'fresh',
      page: 'payment',
      timestamp: new Date(now),
      lastActivity: new Date(now - 60_000),
      sessionId: 's2',
    });
    await db
      .doc('specialRebookStates/old')
      .set({ userId: 'u1', rebookType: 'special', expiresAt: new Date(now - 1_000) });
    await db
      .doc('specialRebookStates/new')
      .set({ userId: 'u2', rebookType: 'special', expiresAt: new Date(now + 60_000) });

    const result = await cleanupExpired(new Date(now));
    expect(result).toMatchObject({ sessions: 1, rebookStates: 1 });
    expect((await db.doc('userSessions/stale').get()).exists).toBe(false);
    expect((await db.doc('userSessions/fresh').get()).exists).toBe(true);
    expect((await db.doc('specialRebookStates/old').get()).exists).toBe(false);
    expect((await db.doc('specialRebookStates/new').get()).exists).toBe(true);
    expect(slotDocId(upcomingSlot('free'))).toMatch(/_chaguanas-branch_free_\d{4}$/);
  });
});
