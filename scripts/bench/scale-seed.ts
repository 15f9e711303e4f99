// Seeds the scale benchmark's data set with Admin SDK batch writes: 10,000 orders spread over the 90 days up to
// today (every status, package, type and grid time) and 2,000 user profiles. Ids start with ORDER-SCALE and
// scale-user-, so the set sits beside the demo data; seeding twice overwrites the same documents. The emulator's
// order trigger is paused while writing (10,000 queued runs otherwise) and the Dashboard's daily summaries are
// rebuilt from the orders afterwards, as a deploy over existing data does.
import '../support/admin-emulator-env';
import { Timestamp } from 'firebase-admin/firestore';
import { addDaysToDate, businessDate, slotInstant } from '../../src/domain/calendar';
import { DEFAULT_LOCATION, WASH_PACKAGES } from '../../src/domain/catalogue';
import { slotTimes } from '../../src/domain/slots';
import { db } from '../../functions/src/data/admin-sdk';
import { rebuildDaySummaries } from '../../functions/src/data/days/day-summary';
import { withTriggersPaused } from '../emulator-triggers';

export const SCALE = { orders: 10_000, users: 2_000, days: 90 } as const;
const STATUSES = ['confirmed', 'completed', 'completed', 'cancelled', 'trading'] as const;

export const scaleOrderId = (i: number) => `ORDER-SCALE${String(i).padStart(6, '0')}BENCHAAA`;

function userDoc(i: number, now: Date) {
  return {
    email: `scale${String(i).padStart(4, '0')}@bench.test`,
    name: `Scale ${i}`,
    area: ['Chaguanas', 'Couva', 'Cunupia', 'Felicity'][i % 4],
    contact: `+1868${String(5_000_000 + i).padStart(7, '0')}`,
    membershipNumber: `SCALE${String(i).padStart(3, '0')}`.slice(0, 8),
    profileCompleted: true,
    phoneVerified: true,
    createdAt: Timestamp.fromMillis(now.getTime() - i * 60_000),
  };
}

function orderDoc(i: number, today: string, now: Timestamp) {
  const type = i % 4 === 0 ? 'special' : 'free';
  const times = slotTimes(type);
  const date = addDaysToDate(today, -(i % SCALE.days));
  const time = times[i % times.length]!;
  const pkg = WASH_PACKAGES[i % WASH_PACKAGES.length]!;
  const user = i % SCALE.users;
  return {
    orderId: scaleOrderId(i),
    userId: `scale-user-${user}`,
    userEmail: `scale${String(user).padStart(4, '0')}@bench.test`,
    status: STATUSES[i % STATUSES.length],
    serviceName: pkg.name,
    serviceDescription: pkg.description,
    description: pkg.description,
    price: pkg.priceValue,
    createdAt: now,
    updatedAt: now,
    paymentMethod: 'credit_card',
    cardholderName: '',
    serviceType: 'appointment',
    location: DEFAULT_LOCATION,
    appointmentDate: date,
    appointmentTime: time,
    appointmentDateTime: Timestamp.fromDate(slotInstant(date, time)),
    appointmentType: type,
    orderCode: String(1000 + (i % 9000)),
    numberPlate: `SC${String(i).padStart(5, '0')}`,
    contact: '+18685550000',
  };
}

/** Writes the data set, 4 batches of 500 at a time, and rebuilds the summaries; returns how long it took. */
export async function seedScale(now = new Date()): Promise<number> {
  const started = Date.now();
  const today = businessDate(now);
  const stamp = Timestamp.fromDate(now);
  const writes: [string, Record<string, unknown>][] = [
    ...Array.from({ length: SCALE.users }, (_, i): [string, Record<string, unknown>] => [
      `users/scale-user-${i}`,
      userDoc(i, now),
    ]),
    ...Array.from({ length: SCALE.orders }, (_, i): [string, Record<string, unknown>] => [
      `orders/${scaleOrderId(i)}`,
      orderDoc(i, today, stamp),
    ]),
  ];
  const chunks = Array.from({ length: Math.ceil(writes.length / 500) }, (_, c) =>
    writes.slice(c * 500, c * 500 + 500),
  );
  await withTriggersPaused(async () => {
    for (let c = 0; c < chunks.length; c += 4) {
      await Promise.all(
        chunks.slice(c, c + 4).map((chunk) => {
          const batch = db.batch();
          for (const [path, data] of chunk) batch.set(db.doc(path), data);
          return batch.commit();
        }),
      );
    }
  });
  await rebuildDaySummaries();
  return Date.now() - started;
}
