// The Dashboard's daily summaries against the emulators: the order trigger keeps them equal to a full
// recomputation from the orders through every kind of write, and its body stays right when events arrive twice,
// late, out of order or together (replayed by hand with the emulator's triggers paused). The rebuild repairs drift.
import '../../scripts/support/admin-emulator-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/admin';
import { placementOf, totalsOf, type DayEntry } from '../../functions/src/data/day-summary';
import {
  rebuildDaySummaries,
  summarizeOrderWrite,
  SUMMARY_COLLECTIONS,
} from '../../functions/src/data/day-summary-store';
import { setBackgroundTriggers } from '../../scripts/emulator-triggers';
import { resetBetweenTests } from '../support/reset';

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
      totals!.docs.map((d) => [
        d.id,
        { orders: d.get('orders'), revenueCents: d.get('revenueCents'), washes: d.get('washes') },
      ]),
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
      ref('ORDER-T1').set(order()),
      ref('ORDER-T2').set(order({ serviceName: 'PREMIUM WASH', price: '105.00' })),
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
    expect(once.totals[A]).toMatchObject({ orders: 1, revenueCents: 4500 });
  });

  it('ends on what the order is now whatever order the events arrive in', async () => {
    const v1 = order();
    const v2 = order({ appointmentDate: B });
    const v3 = order({ appointmentDate: B, price: 60 });
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
    expect(now.totals[B]).toMatchObject({ orders: 1, revenueCents: 6000 });
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
    await Promise.all(ids.map((id) => ref(id).set(order())));
    await Promise.all(ids.map((id) => summarizeOrderWrite(id, undefined, order())));
    expect((await stored()).totals[A]).toMatchObject({ orders: 12, revenueCents: 12 * 4500 });
  });

  describe('rebuildDaySummaries', () => {
    it('replaces drifted summaries with a recomputation and deletes days nothing counts on', async () => {
      await Promise.all([
        ref('ORDER-B1').set(order()),
        ref('ORDER-B2').set(order({ appointmentDate: B, price: '90.00' })),
        db
          .doc(`${SUMMARY_COLLECTIONS.dayOrders}/${A}`)
          .set({ orders: { 'ORDER-GONE': { cents: 1, wash: 'X' } } }),
        db.doc(`${SUMMARY_COLLECTIONS.days}/2026-11-02`).set({ orders: 9, revenueCents: 9, washes: [] }),
      ]);
      expect(await rebuildDaySummaries()).toEqual({ orders: 2, days: 2 });
      const now = await stored();
      expect(now).toEqual(await recomputed());
      expect(now.totals).toMatchObject({ [A]: { orders: 1 }, [B]: { orders: 1, revenueCents: 9000 } });
    });
  });
});
