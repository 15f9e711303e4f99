// scripts/seed.ts against the emulators: idempotent, demo accounts with claims and verified phones, orders in every
// status (a trading one offered by bob), today's appointments in every state of the bay board and their board,
// carol's free block (caused by her missed appointment of today), slot documents that match the orders, and the
// Dashboard's daily summaries rebuilt from them (the order trigger is paused while seeding).
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { readOrder } from '../../functions/src/data/booking-docs';
import { placementOf, totalsOf, type DayEntry } from '../../functions/src/data/days/day-summary-rules';
import { SUMMARY_COLLECTIONS } from '../../functions/src/data/days/day-summary';
import { boardPlacementOf } from '../../functions/src/data/days/bay-board-rules';
import { BAY_BOARD_COLLECTION, type BayBoardEntry } from '../../src/contracts/bay-api';
import { businessDate } from '../../src/domain/calendar';
import { isDriveInOrder } from '../../src/domain/types';
import { adminAuth, db } from '../../functions/src/data/admin-sdk';
import { verifyPass } from '../../functions/src/pass/order-pass';
import { BAY_ATTENDANT_CLAIM } from '../../src/contracts/bay-api';
import { parseQrPayload } from '../../src/domain/qr-payload';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';
import { clientFor, disposeClients } from '../support/clients.fixtures';
import { clearFirestore } from '../support/reset.fixtures';
import { expectSlotConsistent } from '../support/slots.fixtures';

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
    expect(second).toMatch(/^\[seed\] demo-chaguanas-wash: 6 accounts/);
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
    for (const o of orders) {
      const pass = parseQrPayload(o.qrData!).pass!;
      expect(await verifyPass(pass)).toEqual({ orderId: o.orderId, version: 1 });
    }
    const bay = await adminAuth.getUserByEmail(demoAccount('bay').email);
    expect(bay.customClaims).toEqual({ [BAY_ATTENDANT_CLAIM]: true });
    const bob = await adminAuth.getUserByEmail(demoAccount('bob').email);
    expect(orders.some((o) => o.status === 'trading' && o.userId === bob.uid)).toBe(true);
    const carol = await adminAuth.getUserByEmail(demoAccount('carol').email);
    const block = (await db.doc(`freeAppointmentBlocks/${carol.uid}`).get()).data()!;
    expect(block.blockUntil.toMillis()).toBeGreaterThan(Date.now());

    // A drive-in order (bought today) holds no seat and has no slot.
    for (const o of orders.filter((order) => !isDriveInOrder(order))) {
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

    // Today at the bay: every state of the board, and a drive-in, on the board the trigger's builder wrote.
    const today = businessDate(new Date());
    const entries = (await db.doc(`${BAY_BOARD_COLLECTION}/${today}`).get()).get('entries') as Record<
      string,
      BayBoardEntry
    >;
    const states = Object.values(entries).map((e) => e.state);
    expect(new Set(states)).toEqual(new Set(['due', 'arrived', 'washed', 'missed']));
    expect(Object.values(entries).some((e) => e.serviceType === 'drive-in')).toBe(true);
    const todays = orders.filter((o) => o.appointmentDate === today);
    expect(Object.keys(entries).sort()).toEqual(todays.map((o) => o.id).sort());
    for (const o of todays) {
      const data = (await db.doc(`orders/${o.id}`).get()).data();
      const name = (await db.doc(`users/${o.userId}`).get()).get('name') as string;
      expect(entries[o.id]).toEqual(boardPlacementOf(o.id, data, name.split(' ')[0]!)!.entry);
    }
    const missed = Object.values(entries).find((e) => e.state === 'missed')!;
    expect(block.noShowOrderId).toBe(missed.orderId);
    // Two seeds of ~25 s each on a loaded 2-core machine (most of it the emulator reloading the functions when the
    // seed turns the triggers back on).
  }, 120_000);
});
