// createHold and releaseHold through the client SDK against the emulators (the cleanup: hold-cleanup.test.ts).
import { describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { HOLD_LIFETIME_MS } from '../../src/domain/holds';
import { TRADING_RESERVATION } from '../../src/contracts/slot-documents';
import { db } from '../../functions/src/data/admin-sdk';
import { clientFor, createCustomer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedHold, seedOrder } from '../support/seed.fixtures';
import {
  expectSlotConsistent,
  holdRequest,
  nextSunday,
  slotDoc,
  upcomingDates,
  upcomingSlot,
} from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { createHold, releaseHold } from '../support/holds.fixtures';

resetBetweenTests();

describe('createHold', () => {
  it('holds a seat for exactly 2 minutes by the server clock and lists it on the slot document', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('free');
    const before = Date.now();
    const { holdId, expiresAt } = await createHold(alice, holdRequest(slot));
    expect(expiresAt).toBeGreaterThanOrEqual(before + HOLD_LIFETIME_MS - 5_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + HOLD_LIFETIME_MS + 5_000);

    const hold = (await db.doc(`activeBookings/${holdId}`).get()).data()!;
    expect(hold.userId).toBe(alice.uid);
    expect((hold.expiresAt as Timestamp).toMillis() - (hold.createdAt as Timestamp).toMillis()).toBe(
      HOLD_LIFETIME_MS,
    );
    expect((hold.expiresAt as Timestamp).toMillis()).toBe(expiresAt);
    const doc = await slotDoc(slot);
    expect(doc).toMatchObject({
      date: slot.date,
      time: slot.time,
      appointmentType: 'free',
      orders: 0,
      reserved: false,
    });
    expect(doc!.holds).toEqual({ [holdId]: expiresAt });
    expect(JSON.stringify(doc)).not.toContain(alice.uid);
  });

  it('keeps one live hold per customer: a new hold deletes the previous one, in both slot documents', async () => {
    const alice = await createCustomer();
    const first = upcomingSlot('free', 0);
    const second = upcomingSlot('free', 1);
    const a = await createHold(alice, holdRequest(first));
    const b = await createHold(alice, holdRequest(second));
    expect(b.holdId).not.toBe(a.holdId);
    expect((await db.doc(`activeBookings/${a.holdId}`).get()).exists).toBe(false);
    expect((await slotDoc(first))!.holds).toEqual({});
    expect((await slotDoc(second))!.holds).toEqual({ [b.holdId]: b.expiresAt });
    const mine = await db.collection('activeBookings').where('userId', '==', alice.uid).get();
    expect(mine.size).toBe(1);
  });

  describe('counting seats', () => {
    it("counts other customers' live holds: a free slot with one order and one hold is full for a third", async () => {
      const [alice, bob, carol] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
      const slot = upcomingSlot('free');
      await seedOrder({ userId: carol.uid, slot });
      await createHold(alice, holdRequest(slot));
      await expectRefusal(createHold(bob, holdRequest(slot)), 'failed-precondition', 'slot-full');
      await expectSlotConsistent(slot);
    });

    it('does not count the caller’s own hold: the holder may take a fresh hold in the same slot', async () => {
      const [alice, carol] = await Promise.all([createCustomer(), createCustomer()]);
      const slot = upcomingSlot('free');
      await seedOrder({ userId: carol.uid, slot });
      const first = await createHold(alice, holdRequest(slot));
      const second = await createHold(alice, holdRequest(slot));
      expect(second.holdId).not.toBe(first.holdId);
      expect((await slotDoc(slot))!.holds).toEqual({ [second.holdId]: second.expiresAt });
    });

    it('cannot be extended once the slot filled up: the holder is refused and keeps the old hold', async () => {
      const [alice, bob, carol] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
      const slot = upcomingSlot('special');
      await seedOrder({ userId: carol.uid, slot });
      const mine = await createHold(alice, holdRequest(slot));
      await createHold(bob, holdRequest(slot));
      // special capacity 3: order + bob's hold + a third customer's hold leave nothing once alice's hold is set aside.
      const dave = await createCustomer();
      await expectRefusal(createHold(dave, holdRequest(slot)), 'failed-precondition', 'slot-full');
      await seedOrder({ userId: dave.uid, slot });
      await expectRefusal(createHold(alice, holdRequest(slot)), 'failed-precondition', 'slot-full');
      expect((await db.doc(`activeBookings/${mine.holdId}`).get()).exists).toBe(true);
    });

    it('ignores an expired hold even before the cleanup removed it (and deletes it on the way)', async () => {
      const [alice, bob, carol] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
      const slot = upcomingSlot('free');
      await seedOrder({ userId: carol.uid, slot });
      const stale = await seedHold({
        userId: bob.uid,
        slot,
        expiresAt: new Date(Date.now() - 1_000),
        listInSlotDoc: true,
      });
      const { holdId } = await createHold(alice, holdRequest(slot));
      expect((await slotDoc(slot))!.holds).toEqual({ [holdId]: expect.any(Number) });
      expect((await db.doc(`activeBookings/${stale}`).get()).exists).toBe(false);
      await expectSlotConsistent(slot);
    });

    it('treats a live trading-order reservation as blocking the slot outright', async () => {
      const [alice, bob, carol] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
      const slot = upcomingSlot('special');
      const order = await seedOrder({ userId: carol.uid, slot, status: 'trading' });
      await seedHold({
        userId: bob.uid,
        slot,
        expiresAt: new Date(Date.now() + 60_000),
        type: TRADING_RESERVATION,
        orderId: order.id,
      });
      await expectRefusal(createHold(alice, holdRequest(slot)), 'failed-precondition', 'slot-full');
    });
  });

  describe('refusals', () => {
    it('refuses a visitor with unauthenticated', async () => {
      const visitor = await clientFor();
      await expect(visitor.call('createHold', holdRequest(upcomingSlot('free')))).rejects.toMatchObject({
        code: 'functions/unauthenticated',
      });
    });

    it('refuses malformed input with invalid-argument', async () => {
      const alice = await createCustomer();
      const slot = upcomingSlot('free');
      const malformed = [
        { appointmentDate: '23/11/2026' },
        { appointmentTime: '7:10' },
        { appointmentType: 'vip' },
        { location: 'Port of Spain' },
        { userId: 'someone-else' },
      ];
      for (const change of malformed)
        await expectRefusal(createHold(alice, { ...holdRequest(slot), ...change }), 'invalid-argument');
    });

    it('refuses a customer without a verified phone or without a profile', async () => {
      const unverified = await createCustomer({ phoneVerified: false });
      await expectRefusal(
        createHold(unverified, holdRequest(upcomingSlot('free'))),
        'failed-precondition',
        'phone-not-verified',
      );
      const noProfile = await createCustomer({ profile: false });
      await expectRefusal(
        createHold(noProfile, holdRequest(upcomingSlot('free'))),
        'failed-precondition',
        'profile-missing',
      );
    });

    it.each([
      ['a Sunday', () => ({ ...upcomingSlot('free'), date: nextSunday() }), 'sunday'],
      ['a free slot at :30', () => ({ ...upcomingSlot('free'), time: '9:30 AM' }), 'wrong-minute-for-type'],
      [
        'a special slot at :10',
        () => ({ ...upcomingSlot('special'), time: '9:10 AM' }),
        'wrong-minute-for-type',
      ],
      ['an off-grid minute', () => ({ ...upcomingSlot('free'), time: '9:15 AM' }), 'off-grid'],
      [
        '7:00 AM (before the first slot)',
        () => ({ ...upcomingSlot('special'), time: '7:00 AM' }),
        'off-grid',
      ],
      [
        'a date past the 3 offered days',
        () => ({ ...upcomingSlot('free'), date: '2099-01-05' }),
        'not-bookable-date',
      ],
      ['a date in the past', () => ({ ...upcomingSlot('free'), date: '2020-01-06' }), 'not-bookable-date'],
    ] as const)('refuses %s with failed-precondition slot-not-bookable', async (_name, slot, detail) => {
      const alice = await createCustomer();
      const error = await expectRefusal(
        createHold(alice, holdRequest(slot())),
        'failed-precondition',
        'slot-not-bookable',
      );
      expect(error.details).toMatchObject({ detail });
    });

    it('offers only dates the domain calendar offers (sanity: at least two upcoming dates)', () => {
      expect(upcomingDates().length).toBeGreaterThanOrEqual(2);
    });
  });
});

describe('releaseHold', () => {
  it('releases the caller’s hold and frees the seat; a second release answers released: false', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('free');
    const { holdId } = await createHold(alice, holdRequest(slot));
    expect(await releaseHold(alice, holdId)).toEqual({ released: true });
    expect((await db.doc(`activeBookings/${holdId}`).get()).exists).toBe(false);
    expect((await slotDoc(slot))!.holds).toEqual({});
    expect(await releaseHold(alice, holdId)).toEqual({ released: false });
  });

  it("refuses to release someone else's hold with permission-denied", async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const { holdId } = await createHold(alice, holdRequest(upcomingSlot('free')));
    await expectRefusal(releaseHold(bob, holdId), 'permission-denied');
    expect((await db.doc(`activeBookings/${holdId}`).get()).exists).toBe(true);
  });

  it('refuses a visitor (unauthenticated) and a malformed id (invalid-argument)', async () => {
    const visitor = await clientFor();
    await expect(visitor.call('releaseHold', { holdId: 'abc' })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    const alice = await createCustomer();
    await expectRefusal(releaseHold(alice, 'a/b'), 'invalid-argument');
  });
});
