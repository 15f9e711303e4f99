// The Dashboard's daily summaries against the emulators: the order trigger keeps them equal to a full
// recomputation from the orders through every kind of write, and its body stays right when events arrive twice,
// late, out of order or together (replayed by hand with the emulator's triggers paused). The rebuild repairs drift.
import '../../scripts/support/admin-emulator-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/admin-sdk';
import { placementOf, totalsOf, type DayEntry } from '../../functions/src/data/days/day-summary-rules';
import {
  rebuildDaySummaries,
  summarizeOrderWrite,
  SUMMARY_COLLECTIONS,
} from '../../functions/src/data/days/day-summary';
import { setBackgroundTriggers } from '../../scripts/emulator-triggers';
import { resetBetweenTests } from '../support/reset.fixtures';

const A = '2026-11-20';
const B = '2026-11-21';
const order = (fields: Record<string, unknown> = {}) => ({
  orderId: 'x',
  userId: 'u1',
  status: 'confirmed',
  appointmentDate: A,
  appointmentTime: '7:10 AM',
  appointmentType: 'free',
  serviceName: 'BASIC WASH',
  price: 45,
  location: 'Chaguanas Branch',
  ...fields,
});
const ref = (id: string) => db.doc(`orders/${id}`);

/** What the summaries must be: every order read and placed again, day by day. */
async function recomputed() {
  const days: Record<string, Record<string, DayEntry>> = {};
  for (const doc of (await db.collection('orders').get()).docs) {
    const placement = placementOf(doc.data());
    if (placement) (days[placement.date] ??= {})[doc.id] = placement.entry;
  }
  const totals = Object.fromEntries(Object.entries(days).map(([date, e]) => [date, totalsOf(e)]));
  return { entries: days, totals };
}

/** What is stored, without the write times. */
async function stored() {
  const [entries, totals] = await Promise.all(
    [SUMMARY_COLLECTIONS.dayOrders, SUMMARY_COLLECTIONS.days].map((name) => db.collection(name).get()),
  );
  return {
    entries: Object.fromEntries(entries!.docs.map((d) => [d.id, d.get('orders') as unknown])),
    totals: Object.fromEntries(
      totals!.docs.map((d) => {
        const { date: _date, updatedAt: _at, ...totals } = d.data();
        return [d.id, totals];
      }),
    ),
  };
}

/** Waits until the trigger caught up with the orders, and returns the summaries' totals. */
async function settled() {
  const expected = await recomputed();
  await expect.poll(stored, { timeout: 20_000, interval: 250 }).toEqual(expected);
  return expected.totals;
}

resetBetweenTests();

describe('the order trigger', () => {
  it('keeps the summaries equal to a recomputation through create, update, cancel, move, text price and delete', async () => {
    await Promise.all([
      ref('ORDER-T1').set(order({ status: 'completed' })),
      ref('ORDER-T2').set(order({ status: 'completed', serviceName: 'PREMIUM WASH', price: '105.00' })),
      ref('ORDER-T3').set(order({ status: 'cancelled', price: 75 })),
    ]);
    expect(await settled()).toEqual({
      [A]: {
        orders: 2,
        revenueCents: 15000,
        washes: [
          { name: 'BASIC WASH', count: 1 },
          { name: 'PREMIUM WASH', count: 1 },
        ],
        completed: 2,
        washedAppointments: 2,
        misses: 0,
        noShowRate: 0,
      },
    });

    await ref('ORDER-T1').update({ price: 60, serviceName: 'COMFORT WASH' });
    expect((await settled())[A]).toMatchObject({ orders: 2, revenueCents: 16500 });

    await ref('ORDER-T2').update({ status: 'cancelled' });
    expect((await settled())[A]).toMatchObject({ orders: 1, revenueCents: 6000 });

    await ref('ORDER-T3').update({ status: 'completed' });
    expect((await settled())[A]).toMatchObject({ orders: 2, revenueCents: 13500 });

    await ref('ORDER-T1').update({ appointmentDate: B });
    const moved = await settled();
    expect(moved[A]).toMatchObject({ orders: 1, revenueCents: 7500 });
    expect(moved[B]).toMatchObject({ orders: 1, revenueCents: 6000 });

    await ref('ORDER-T1').update({ price: '$1,045.50' });
    expect((await settled())[B]).toMatchObject({ orders: 1, revenueCents: 104550 });

    await ref('ORDER-T1').delete();
    expect(Object.keys(await settled())).toEqual([A]);
    expect((await db.doc(`${SUMMARY_COLLECTIONS.days}/${B}`).get()).exists).toBe(false);
  });

  // The day of the bay: what the check-in callables and the no-show job write, seeded here as they leave orders.
  const checkedIn = { checkedInAt: new Date('2026-11-20T11:02:00Z'), checkedInBy: 'attendant' };
  const washed = { ...checkedIn, status: 'completed', completedAt: new Date('2026-11-20T11:20:00Z') };
  const missed = { status: 'cancelled', noShow: true, noShowAt: new Date('2026-11-20T12:00:00Z') };

  it('counts a day of confirmed, completed, missed and cancelled orders as washes, misses and a no-show rate', async () => {
    await Promise.all([
      ref('ORDER-D1').set(order()),
      ref('ORDER-D2').set(order({ ...checkedIn, serviceName: 'PREMIUM WASH', price: 75 })),
      ref('ORDER-D3').set(order({ ...washed, serviceName: 'PREMIUM WASH', price: 75 })),
      ref('ORDER-D4').set(order({ ...washed, price: '60.00', serviceName: 'COMFORT WASH' })),
      ref('ORDER-D5').set(order({ ...washed, serviceType: 'drive-in', appointmentTime: '9:37 AM' })),
      ref('ORDER-D6').set(order({ ...missed, appointmentTime: '8:00 AM' })),
      ref('ORDER-D7').set(order({ status: 'cancelled', price: 75 })),
    ]);
    const expected = {
      // D1 and D2 (booked) and the three washes; not the miss, not the cancelled order.
      orders: 5,
      // The completed orders' money only: 75 + 60 + 45.
      revenueCents: 18000,
      washes: [
        { name: 'BASIC WASH', count: 1 },
        { name: 'COMFORT WASH', count: 1 },
        { name: 'PREMIUM WASH', count: 1 },
      ],
      completed: 3,
      // The drive-in cannot be missed: 1 miss / (2 washed appointments + 1 miss).
      washedAppointments: 2,
      misses: 1,
      noShowRate: 1 / 3,
    };
    expect(await settled()).toEqual({ [A]: expected });

    // The bay completes the checked-in car, and staff excuse the miss (it stays a miss; only the block is lifted).
    await ref('ORDER-D2').update({ status: 'completed', completedAt: new Date() });
    await ref('ORDER-D6').update({ noShowExcusedAt: new Date(), noShowExcusedBy: 'admin' });
    const after = await settled();
    expect(after[A]).toMatchObject({
      orders: 5,
      revenueCents: 25500,
      completed: 4,
      misses: 1,
      noShowRate: 0.25,
    });

    // The rebuild from the orders gives the same day.
    await Promise.all(
      Object.values(SUMMARY_COLLECTIONS).map((name) => db.recursiveDelete(db.collection(name))),
    );
    expect(await rebuildDaySummaries()).toEqual({ orders: 7, days: 1 });
    expect((await stored()).totals).toEqual(after);
  });

  it('keeps a day of misses only, and a missed order moving back to confirmed leaves no miss behind', async () => {
    await ref('ORDER-M1').set(order(missed));
    expect(await settled()).toEqual({
      [A]: {
        orders: 0,
        revenueCents: 0,
        washes: [],
        completed: 0,
        washedAppointments: 0,
        misses: 1,
        noShowRate: 1,
      },
    });
    await ref('ORDER-M1').update({ status: 'confirmed', noShow: false });
    expect((await settled())[A]).toMatchObject({ orders: 1, misses: 0, noShowRate: null });
    await ref('ORDER-M1').update({ status: 'cancelled' });
    expect(await settled()).toEqual({});
  });
});

describe('the trigger body, events replayed by hand', () => {
  // Turning the triggers back on reloads the functions (seconds): once for the whole block.
  beforeAll(async () => {
    expect(await setBackgroundTriggers(false)).toBe(true);
  });
  afterAll(async () => {
    await setBackgroundTriggers(true);
  });

  it('writes the same summary when the same event is delivered twice', async () => {
    const data = order();
    await ref('ORDER-R1').set(data);
    expect(await summarizeOrderWrite('ORDER-R1', undefined, data)).toBe(1);
    const once = await stored();
    expect(await summarizeOrderWrite('ORDER-R1', undefined, data)).toBe(0);
    expect(await stored()).toEqual(once);
    expect(once).toEqual(await recomputed());
    expect(once.totals[A]).toMatchObject({ orders: 1, revenueCents: 0 });
  });

  it('ends on what the order is now whatever order the events arrive in', async () => {
    const v1 = order();
    const v2 = order({ appointmentDate: B });
    const v3 = order({ appointmentDate: B, price: 60, status: 'completed' });
    await ref('ORDER-R2').set(v3);
    for (const [before, after] of [
      [v2, v3],
      [undefined, v1],
      [v1, v2],
      [undefined, v1],
    ] as const)
      await summarizeOrderWrite('ORDER-R2', before, after);
    const now = await stored();
    expect(now).toEqual(await recomputed());
    expect(Object.keys(now.totals)).toEqual([B]);
    expect(now.totals[B]).toMatchObject({ orders: 1, revenueCents: 6000, completed: 1 });
  });

  it('leaves nothing behind when the creation arrives again, or only, after the deletion', async () => {
    const data = order();
    await ref('ORDER-R3').set(data);
    await summarizeOrderWrite('ORDER-R3', undefined, data);
    expect((await stored()).totals[A]).toMatchObject({ orders: 1 });
    await ref('ORDER-R3').delete();
    await summarizeOrderWrite('ORDER-R3', data, undefined);
    await summarizeOrderWrite('ORDER-R3', undefined, data);
    expect(await stored()).toEqual({ entries: {}, totals: {} });

    await ref('ORDER-R5').set(data);
    await ref('ORDER-R5').delete();
    await summarizeOrderWrite('ORDER-R5', data, undefined);
    await summarizeOrderWrite('ORDER-R5', undefined, data);
    expect(await stored()).toEqual({ entries: {}, totals: {} });
  });

  it('counts every order when many events of the same day run at once', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `ORDER-R4-${i}`);
    const washed = order({ status: 'completed' });
    await Promise.all(ids.map((id) => ref(id).set(washed)));
    await Promise.all(ids.map((id) => summarizeOrderWrite(id, undefined, washed)));
    expect((await stored()).totals[A]).toMatchObject({ orders: 12, revenueCents: 12 * 4500, completed: 12 });
  });

  describe('rebuildDaySummaries', () => {
    it('replaces drifted summaries with a recomputation and deletes days nothing counts on', async () => {
      await Promise.all([
        ref('ORDER-B1').set(order()),
        ref('ORDER-B2').set(order({ appointmentDate: B, price: '90.00', status: 'completed' })),
        ref('ORDER-B3').set(order({ appointmentDate: B, status: 'cancelled', noShow: true })),
        db
          .doc(`${SUMMARY_COLLECTIONS.dayOrders}/${A}`)
          .set({ orders: { 'ORDER-GONE': { cents: 1, wash: 'X' } } }),
        db.doc(`${SUMMARY_COLLECTIONS.days}/2026-11-02`).set({ orders: 9, revenueCents: 9, washes: [] }),
      ]);
      expect(await rebuildDaySummaries()).toEqual({ orders: 3, days: 2 });
      const now = await stored();
      expect(now).toEqual(await recomputed());
      expect(now.totals).toMatchObject({
        [A]: { orders: 1 },
        [B]: { orders: 1, revenueCents: 9000, completed: 1, misses: 1, noShowRate: 0.5 },
      });
    });

    it('reads an entry written before outcomes were kept as booked, and the rebuild puts the outcome in', async () => {
      await ref('ORDER-L1').set(order({ status: 'completed' }));
      await db.doc(`${SUMMARY_COLLECTIONS.dayOrders}/${A}`).set({
        date: A,
        orders: { 'ORDER-L1': { cents: 4500, wash: 'BASIC WASH' } },
      });
      // Another order's event rewrites the day: the old entry is kept, read as booked (no revenue yet).
      const other = order({ status: 'confirmed', price: 60 });
      await ref('ORDER-L2').set(other);
      await summarizeOrderWrite('ORDER-L2', undefined, other);
      expect((await stored()).totals[A]).toMatchObject({ orders: 2, revenueCents: 0, completed: 0 });
      await rebuildDaySummaries();
      expect((await stored()).totals[A]).toMatchObject({ orders: 2, revenueCents: 4500, completed: 1 });
    });
  });
});
