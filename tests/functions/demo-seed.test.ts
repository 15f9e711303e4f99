// scripts/seed.ts against the emulators: idempotent, demo accounts with claims and verified phones, orders in every
// status (a trading one offered by bob), carol's free block, slot documents that match the orders, and the
// Dashboard's daily summaries rebuilt from them (the order trigger is paused while seeding).
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { readOrder } from '../../functions/src/data/booking-docs';
import { placementOf, totalsOf, type DayEntry } from '../../functions/src/data/day-summary';
import { SUMMARY_COLLECTIONS } from '../../functions/src/data/day-summary-store';
import { adminAuth, db } from '../../functions/src/data/admin';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';
import { clientFor, disposeClients } from '../support/clients';
import { clearFirestore } from '../support/reset';
import { expectSlotConsistent } from '../support/slots';

afterAll(async () => {
  await disposeClients();
  await clearFirestore();
});

/** The figures of a day summary the Dashboard shows. */
const pick = (t: { [K in 'orders' | 'revenueCents' | 'completed' | 'misses']?: unknown }) => ({
  orders: t.orders,
  revenueCents: t.revenueCents,
  completed: t.completed,
  misses: t.misses,
});

function seed(): string {
  return execFileSync('npx', ['tsx', 'scripts/seed.ts'], {
    encoding: 'utf8',
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

describe('scripts/seed.ts', () => {
  it('seeds the demo data, the same way every time it runs', async () => {
    const first = seed();
    const second = seed();
    expect(second.trim().split('\n')).toHaveLength(1);
    expect(second).toMatch(/^\[seed\] demo-chaguanas-wash: 5 accounts/);
    expect(first.replace(/\d{4}-\d{2}-\d{2}/g, '')).toBe(second.replace(/\d{4}-\d{2}-\d{2}/g, ''));

    for (const account of DEMO_ACCOUNTS) {
      const user = await adminAuth.getUserByEmail(account.email);
      expect(user.phoneNumber).toBe(account.phoneNumber);
      expect(user.customClaims ?? {}).toEqual(account.claims ?? {});
      expect((await db.doc(`users/${user.uid}`).get()).data()).toMatchObject({
        phoneVerified: true,
        contact: account.phoneNumber,
      });
    }
    const client = await clientFor({ email: demoAccount('alice').email, password: DEMO_PASSWORD });
    expect(client).toBeDefined();

    const orders = (await db.collection('orders').get()).docs.map(readOrder);
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['confirmed', 'trading', 'completed', 'cancelled']),
    );
    const bob = await adminAuth.getUserByEmail(demoAccount('bob').email);
    expect(orders.some((o) => o.status === 'trading' && o.userId === bob.uid)).toBe(true);
    const carol = await adminAuth.getUserByEmail(demoAccount('carol').email);
    const block = (await db.doc(`freeAppointmentBlocks/${carol.uid}`).get()).data()!;
    expect(block.blockUntil.toMillis()).toBeGreaterThan(Date.now());

    for (const o of orders) {
      await expectSlotConsistent({
        date: o.appointmentDate,
        time: o.appointmentTime,
        type: o.appointmentType,
        location: o.location,
      });
    }

    const days = new Map<string, Record<string, DayEntry>>();
    for (const doc of (await db.collection('orders').get()).docs) {
      const placement = placementOf(doc.data());
      if (placement) days.set(placement.date, { ...days.get(placement.date), [doc.id]: placement.entry });
    }
    const counted = new Map([...days].map(([date, entries]) => [date, totalsOf(entries)]));
    const summaries = await db.collection(SUMMARY_COLLECTIONS.days).get();
    expect(new Map(summaries.docs.map((d) => [d.id, pick(d.data())]))).toEqual(
      new Map([...counted].map(([date, totals]) => [date, pick(totals)])),
    );
    expect(counted.size).toBeGreaterThan(1);
  }, 60_000);
});
