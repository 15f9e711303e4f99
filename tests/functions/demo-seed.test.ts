// scripts/seed.ts against the emulators: idempotent, demo accounts with claims and verified phones, orders in every
// status (a trading one offered by bob), carol's free block, slot documents that match the orders, and the
// Dashboard's daily summaries rebuilt from them (the order trigger is paused while seeding).
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { readOrder } from '../../functions/src/data/booking-docs';
import { placementOf } from '../../functions/src/data/day-summary';
import { SUMMARY_COLLECTIONS } from '../../functions/src/data/day-summary-store';
import { adminAuth, db } from '../../functions/src/data/admin';
import { verifyPass } from '../../functions/src/pass/order-pass';
import { BAY_ATTENDANT_CLAIM } from '../../src/contracts/bay-api';
import { parseQrPayload } from '../../src/domain/qr-payload';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';
import { clientFor, disposeClients } from '../support/clients';
import { clearFirestore } from '../support/reset';
import { expectSlotConsistent } from '../support/slots';

afterAll(async () => {
  await disposeClients();
  await clearFirestore();
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

    for (const o of orders) {
      await expectSlotConsistent({
        date: o.appointmentDate,
        time: o.appointmentTime,
        type: o.appointmentType,
        location: o.location,
      });
    }

    const counted = new Map<string, number>();
    for (const doc of (await db.collection('orders').get()).docs) {
      const day = placementOf(doc.data())?.date;
      if (day) counted.set(day, (counted.get(day) ?? 0) + 1);
    }
    const summaries = await db.collection(SUMMARY_COLLECTIONS.days).get();
    expect(new Map(summaries.docs.map((d) => [d.id, d.get('orders') as number]))).toEqual(counted);
    expect(counted.size).toBeGreaterThan(1);
  }, 60_000);
});
