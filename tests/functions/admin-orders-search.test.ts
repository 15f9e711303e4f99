// The Orders tab's server-side reads (src/lib/data/admin-order-queries.ts) run exactly as the browser runs them:
// client SDK, signed in as staff, against the emulator with the real rules. 130 orders, so the target of every
// search sits beyond the first page of 50.
import * as fs from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate } from '../../src/domain/calendar';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  queryOrdersPage,
  searchOrders,
  type AdminOrderFilters,
  type AdminOrdersCursor,
} from '../../src/lib/data/admin-order-queries';
import { db } from '../../functions/src/data/admin-sdk';
import { disposeClients, type Customer, createStaff } from '../support/clients.fixtures';
import { clearFirestore } from '../support/reset.fixtures';
import { HOST, PORTS } from '../../scripts/support/emulator-config';

const COUNT = 130;
const TARGET = 'ORDER-1700000000000TARGETAA';

function order(i: number, over: Record<string, unknown> = {}) {
  const id = i === 0 ? TARGET : `ORDER-17000000${String(i).padStart(5, '0')}SEARCHXX`;
  const now = Timestamp.now();
  return {
    id,
    data: {
      orderId: id,
      userId: `user-${i % 7}`,
      userEmail: `customer${i % 7}@example.test`,
      status: ['confirmed', 'completed', 'cancelled', 'trading'][i % 4],
      serviceName: ['BASIC WASH', 'COMFORT WASH', 'PREMIUM WASH'][i % 3],
      serviceDescription: '',
      description: '',
      price: 45,
      createdAt: now,
      updatedAt: now,
      paymentMethod: 'credit_card',
      cardholderName: '',
      serviceType: 'appointment',
      location: i % 5 === 0 ? 'San Fernando Branch' : 'Chaguanas Branch',
      // Order 0 has the oldest appointment: it is on the last page, never the first.
      appointmentDate: addDaysToDate('2030-01-01', i),
      appointmentTime: '9:10 AM',
      appointmentDateTime: now,
      appointmentType: i % 2 === 0 ? 'free' : 'special',
      orderCode: String(2000 + i),
      numberPlate: `PBX${1000 + i}`,
      contact: '+18685550000',
      ...over,
    },
  };
}

// An older order stored under an automatic id, its order id only in the body.
const LEGACY = { id: 'autoIdLegacy42', data: order(999, { orderId: 'ORDER-1600000000000LEGACYAA' }).data };
const TARGET_EMAIL = 'target.person@example.test';
const ALL = [
  ...Array.from({ length: COUNT }, (_, i) => order(i, i === 0 ? { userEmail: TARGET_EMAIL } : {})),
  LEGACY,
];

function firestoreOf(c: Customer): fs.Firestore {
  const firestore = fs.getFirestore(c.client.app);
  fs.connectFirestoreEmulator(firestore, HOST, PORTS.firestore);
  return firestore;
}

let admin: fs.Firestore;
let viewer: fs.Firestore;

beforeAll(async () => {
  await clearFirestore();
  const batch = db.batch();
  for (const { id, data } of ALL) batch.set(db.doc(`orders/${id}`), data);
  await batch.commit();
  const [a, v] = await Promise.all([createStaff(), createStaff('viewOnly')]);
  admin = firestoreOf(a);
  viewer = firestoreOf(v);
});
afterAll(async () => {
  await disposeClients();
  await clearFirestore();
});

describe('the first page', () => {
  it('holds 50 orders, newest appointment first, and not the target', async () => {
    const page = await queryOrdersPage(fs, admin, {});
    expect(page.orders).toHaveLength(ADMIN_ORDERS_PAGE_SIZE);
    expect(page.orders[0]!.appointmentDate > page.orders[49]!.appointmentDate).toBe(true);
    expect(page.orders.map((o) => o.id)).not.toContain(TARGET);
    expect(page.next).not.toBeNull();
  });
});

describe('search finds an order that is not loaded', () => {
  it.each([
    ['its order ID', TARGET],
    ['its order ID typed in lower case', TARGET.toLowerCase()],
    ['its order code', '2000'],
    ['its number plate typed with a space in lower case', ' pbx 1000 '],
    [
      'its e-mail typed in another case (stored in lower case, as Auth keeps it)',
      'Target.Person@Example.TEST',
    ],
    ['its e-mail exactly as stored', TARGET_EMAIL],
  ])('by %s', async (_how, term) => {
    const found = (await searchOrders(fs, admin, term)).items;
    expect(found.map((o) => o.id)).toEqual([TARGET]);
  });

  it('by the order ID of an older order stored under another document id', async () => {
    const found = (await searchOrders(fs, admin, 'ORDER-1600000000000LEGACYAA')).items;
    expect(found.map((o) => o.id)).toEqual(['autoIdLegacy42']);
  });

  it('finds nothing for a term that matches no field exactly', async () => {
    expect((await searchOrders(fs, admin, 'PBX10')).items).toEqual([]);
    expect((await searchOrders(fs, admin, 'nobody@example.test')).items).toEqual([]);
  });

  it('lets a view-only admin search too (staff read orders)', async () => {
    expect((await searchOrders(fs, viewer, '2000')).items.map((o) => o.id)).toEqual([TARGET]);
  });
});

describe('filters run on the server', () => {
  it.each<[string, AdminOrderFilters, (o: ReturnType<typeof order>['data']) => boolean]>([
    ['status', { status: 'cancelled' }, (o) => o.status === 'cancelled'],
    ['location', { location: 'San Fernando Branch' }, (o) => o.location === 'San Fernando Branch'],
    ['wash type', { serviceName: 'PREMIUM WASH' }, (o) => o.serviceName === 'PREMIUM WASH'],
    ['appointment type', { appointmentType: 'special' }, (o) => o.appointmentType === 'special'],
    [
      'date range',
      { from: '2030-01-11', to: '2030-01-20' },
      (o) => o.appointmentDate >= '2030-01-11' && o.appointmentDate <= '2030-01-20',
    ],
    [
      'every filter at once',
      {
        status: 'confirmed',
        location: 'Chaguanas Branch',
        serviceName: 'BASIC WASH',
        appointmentType: 'free',
        from: '2030-01-01',
        to: '2030-03-31',
      },
      (o) =>
        o.status === 'confirmed' &&
        o.location === 'Chaguanas Branch' &&
        o.serviceName === 'BASIC WASH' &&
        o.appointmentType === 'free',
    ],
  ])('by %s, paging with a cursor over every match and nothing else', async (_name, filters, keep) => {
    const expected = ALL.filter(
      (o) => keep(o.data) && (!filters.from || o.data.appointmentDate >= filters.from),
    )
      .filter((o) => !filters.to || o.data.appointmentDate <= filters.to)
      .map((o) => o.id);
    const seen: string[] = [];
    let next: AdminOrdersCursor | null = null;
    do {
      const page = await queryOrdersPage(fs, admin, filters, next, 20);
      seen.push(...page.orders.map((o) => o.id));
      next = page.next;
    } while (next);
    expect(seen.sort()).toEqual(expected.sort());
    expect(seen.length).toBeGreaterThan(0);
  });

  it('finds nothing for the pending status, which no order has', async () => {
    expect((await queryOrdersPage(fs, admin, { status: 'pending' })).orders).toEqual([]);
  });
});
