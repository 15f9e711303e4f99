// Demo data for the emulators (never a real project): clears Auth and Firestore, then creates the demo accounts
// (scripts/demo-accounts.ts), orders in every status on past and coming days relative to the real now in business
// time, a trading order offered by bob, a free-appointment block for carol, the two default wash plans on sale, and slot documents recounted from the
// orders with the booking path's own function, and the Dashboard's daily summaries rebuilt from the orders (the
// order trigger is paused while seeding), with today's appointments in every state of the bay board
// (scripts/demo-day.ts) and the bay board rebuilt from the orders by the trigger's own builder. Run against running emulators: `npx tsx scripts/seed.ts`.
import type { AppointmentType, OrderStatus, SlotKey } from '../src/domain/types';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount, type DemoAccount } from './demo-accounts';
import { withTriggersPaused } from './emulator-triggers';
import { useLocalPassKey } from './support/local-pass-key';
import { DEFAULT_MESSAGE_PREFS } from '../src/contracts/messages';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-chaguanas-wash';
process.env.GCLOUD_PROJECT = PROJECT_ID;
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
// The orders' passes are signed with the emulators' key (functions/.secret.local), as the functions sign them.
useLocalPassKey();
if (!PROJECT_ID.startsWith('demo-')) {
  console.error(`[seed] refusing to seed "${PROJECT_ID}": only demo- projects on the emulators are seeded`);
  process.exit(1);
}

// Loaded after the environment is set: the Admin SDK reads it on initialisation.
const { Timestamp } = await import('firebase-admin/firestore');
const { adminAuth, db } = await import('../functions/src/data/admin-sdk');
const { buildOrder, signedOrderData } = await import('../functions/src/data/orders/new-order');
const { recomputeSlots } = await import('../functions/src/data/slots/slot-writes');
const { openBookableDates } = await import('../functions/src/data/slots/slot-openings');
const { rebuildDaySummaries } = await import('../functions/src/data/days/day-summary');
const { rebuildBayBoard } = await import('../functions/src/data/days/bay-board');
const { buildDriveInOrder } = await import('../functions/src/data/orders/drive-in-order');
const { demoDayOrders } = await import('./demo-day');
const { addDaysToDate, bookableDates, businessDate, isSunday, slotInstant } =
  await import('../src/domain/calendar');
const { DEFAULT_LOCATION, findPackageById } = await import('../src/domain/catalogue');
const { membershipNumber } = await import('../src/domain/identifiers');
const { slotTimes } = await import('../src/domain/slots');
const { DEFAULT_PLAN_TYPES } = await import('../src/domain/plans');
const { planTypeData, planTypesCol } = await import('../functions/src/data/plans/plan-docs');

async function clearEmulators(): Promise<void> {
  const base = (host: string) => `http://${host}/emulator/v1/projects/${PROJECT_ID}`;
  const responses = await Promise.all([
    fetch(`${base(process.env.FIRESTORE_EMULATOR_HOST!)}/databases/(default)/documents`, {
      method: 'DELETE',
    }),
    fetch(`${base(process.env.FIREBASE_AUTH_EMULATOR_HOST!)}/accounts`, { method: 'DELETE' }),
  ]);
  for (const r of responses)
    if (!r.ok) throw new Error(`clearing the emulators failed: HTTP ${r.status} ${r.url}`);
}

async function createAccount(account: DemoAccount, now: Date): Promise<string> {
  const uid = `demo-${account.key}-0001`;
  await adminAuth.createUser({
    uid,
    email: account.email,
    emailVerified: true,
    password: DEMO_PASSWORD,
    displayName: account.displayName,
    phoneNumber: account.phoneNumber,
  });
  if (account.claims) await adminAuth.setCustomUserClaims(uid, account.claims);
  await db.doc(`users/${uid}`).set({
    email: account.email,
    name: account.displayName,
    displayName: account.displayName,
    area: account.area,
    contact: account.phoneNumber,
    pendingContact: null,
    membershipNumber: membershipNumber(uid, Math.random),
    profileCompleted: true,
    phoneVerified: true,
    phoneVerifiedAt: Timestamp.fromDate(now),
    createdAt: Timestamp.fromDate(new Date(now.getTime() - 30 * 86_400_000)),
  });
  // The message choices a customer starts with (docs/messages.md): reminders by e-mail, nothing on the phone.
  await db.doc(`messagePrefs/${uid}`).set({ ...DEFAULT_MESSAGE_PREFS, updatedAt: Timestamp.fromDate(now) });
  return uid;
}

/** The `count` most recent non-Sunday dates before today. */
function pastDates(today: string, count: number): string[] {
  const dates: string[] = [];
  for (let offset = 1; dates.length < count; offset += 1) {
    const date = addDaysToDate(today, -offset);
    if (!isSunday(date)) dates.push(date);
  }
  return dates;
}

interface SeedOrder {
  who: DemoAccount['key'];
  date: string;
  timeIndex: number;
  type: AppointmentType;
  status: OrderStatus;
  serviceId: string;
  plate?: string;
}

const now = new Date();
await clearEmulators();
const uids = new Map<DemoAccount['key'], string>();
for (const account of DEMO_ACCOUNTS) uids.set(account.key, await createAccount(account, now));

const today = businessDate(now);
const [past1, past2, past3, past4] = pastDates(today, 4) as [string, string, string, string];
// Coming dates after today, so every seeded appointment is more than 2 hours ahead whatever the hour.
const [next1, next2] = bookableDates(now).filter((d) => d !== today) as [string, string];
const orders: SeedOrder[] = [
  // Past services.
  {
    who: 'alice',
    date: past4,
    timeIndex: 3,
    type: 'free',
    status: 'completed',
    serviceId: 'basic-wash',
    plate: 'PDF1234',
  },
  {
    who: 'alice',
    date: past2,
    timeIndex: 8,
    type: 'special',
    status: 'completed',
    serviceId: 'premium-wash',
    plate: 'PDF1234',
  },
  { who: 'bob', date: past3, timeIndex: 5, type: 'special', status: 'cancelled', serviceId: 'comfort-wash' },
  {
    who: 'bob',
    date: past1,
    timeIndex: 12,
    type: 'free',
    status: 'completed',
    serviceId: 'comfort-wash',
    plate: 'TCE5678',
  },
  { who: 'carol', date: past1, timeIndex: 12, type: 'free', status: 'cancelled', serviceId: 'basic-wash' },
  {
    who: 'carol',
    date: past2,
    timeIndex: 4,
    type: 'special',
    status: 'completed',
    serviceId: 'comfort-wash',
    plate: 'PCK4321',
  },
  // Coming appointments: a full free slot (alice + bob), a trading special offered by bob, open orders for all.
  {
    who: 'alice',
    date: next1,
    timeIndex: 10,
    type: 'free',
    status: 'confirmed',
    serviceId: 'comfort-wash',
    plate: 'PDF1234',
  },
  {
    who: 'bob',
    date: next1,
    timeIndex: 10,
    type: 'free',
    status: 'confirmed',
    serviceId: 'basic-wash',
    plate: 'TCE5678',
  },
  { who: 'bob', date: next1, timeIndex: 6, type: 'special', status: 'trading', serviceId: 'premium-wash' },
  {
    who: 'carol',
    date: next1,
    timeIndex: 6,
    type: 'special',
    status: 'confirmed',
    serviceId: 'basic-wash',
    plate: 'PCK4321',
  },
  {
    who: 'alice',
    date: next2,
    timeIndex: 4,
    type: 'special',
    status: 'confirmed',
    serviceId: 'premium-wash',
  },
];

const keys: SlotKey[] = [];
/** Carol's missed free appointment of today: the cause of her block (so staff can excuse it). */
let missedOrderId = '';
const counts: Record<OrderStatus, number> = { confirmed: 0, trading: 0, completed: 0, cancelled: 0 };

/** Writes one demo appointment (signed as the app signs it) and counts it; returns its order id. */
async function seedAppointment(
  o: {
    who: Parameters<typeof demoAccount>[0];
    serviceId: string;
    type: SlotKey['type'];
    date: string;
    time: string;
    plate: string | null;
    status: OrderStatus;
  },
  createdAt: Date,
  extra: Record<string, unknown>,
): Promise<string> {
  const account = demoAccount(o.who);
  const order = buildOrder({
    userId: uids.get(o.who)!,
    userEmail: account.email,
    contact: account.phoneNumber,
    servicePackage: findPackageById(o.serviceId)!,
    appointmentType: o.type,
    location: DEFAULT_LOCATION,
    appointmentDate: o.date,
    appointmentTime: o.time,
    numberPlate: o.plate,
    status: o.status,
    now: createdAt,
  });
  await db
    .doc(`orders/${order.orderId}`)
    .set(await signedOrderData(order, { specialInstructions: '', ...extra }, createdAt));
  keys.push({ date: o.date, time: o.time, type: o.type, location: DEFAULT_LOCATION });
  counts[o.status] += 1;
  return order.orderId;
}

const summaries = await withTriggersPaused(async () => {
  for (const [index, o] of orders.entries()) {
    const time = slotTimes(o.type)[o.timeIndex]!;
    const appointmentAt = slotInstant(o.date, time);
    const createdAt = new Date(
      Math.min(now.getTime() - 3_600_000, appointmentAt.getTime() - 86_400_000) + index,
    );
    await seedAppointment({ ...o, time, plate: o.plate ?? null }, createdAt, {});
  }
  // Today at the bay: an appointment in every state of the bay board, and a drive-in bought just now.
  for (const [index, o] of demoDayOrders(now).entries()) {
    const createdAt = new Date(slotInstant(today, o.time).getTime() - 86_400_000 + index);
    const { checkedInAt, completedAt, noShow, noShowAt } = o.visit;
    const stamp = (d: Date) => Timestamp.fromDate(d);
    const visit = {
      ...(checkedInAt ? { checkedInAt: stamp(checkedInAt), checkedInBy: uids.get('admin')! } : {}),
      ...(completedAt ? { completedAt: stamp(completedAt), completedBy: uids.get('admin')! } : {}),
      ...(noShow ? { noShow, noShowAt: stamp(noShowAt!) } : {}),
    };
    const orderId = await seedAppointment({ ...o, date: today }, createdAt, visit);
    if (noShow) missedOrderId = orderId;
  }
  const driveIn = buildDriveInOrder({
    userId: uids.get('bob')!,
    userEmail: demoAccount('bob').email,
    contact: demoAccount('bob').phoneNumber,
    servicePackage: findPackageById('basic-wash')!,
    cardholderName: demoAccount('bob').displayName,
    now,
  });
  await db.doc(`orders/${driveIn.orderId}`).set(await signedOrderData(driveIn, {}, now));
  counts.confirmed += 1;
  const [days, board] = await Promise.all([rebuildDaySummaries(), rebuildBayBoard()]);
  return { ...days, boardDays: board.days };
});

const carol = uids.get('carol')!;
const blockUntil = new Date(slotInstant(addDaysToDate(today, 7), '7:00 PM'));
await db.doc(`freeAppointmentBlocks/${carol}`).set({
  userId: carol,
  blockUntil: Timestamp.fromDate(blockUntil),
  type: 'free',
  reason: 'Missed a free appointment',
  updatedAt: Timestamp.fromDate(now),
  noShowOrderId: missedOrderId,
});

// The wash plans on sale (issue 43): the two defaults, as the admin would edit them (planTypes/{id}).
for (const type of DEFAULT_PLAN_TYPES) await planTypesCol().doc(type.id).set(planTypeData(type, 'seed'));

const slots = await recomputeSlots(keys, now);
// The bookable dates opened as the cleanup job opens them: every empty slot's members document ahead of its first hold.
const opened = await openBookableDates(now);
console.log(
  `[seed] ${PROJECT_ID}: ${DEMO_ACCOUNTS.length} accounts (password ${DEMO_PASSWORD}), ` +
    `${Object.values(counts).reduce((a, b) => a + b, 0)} orders ` +
    `(${Object.entries(counts)
      .map(([s, n]) => `${n} ${s}`)
      .join(', ')}), 1 free block (carol until ${businessDate(blockUntil)}), ` +
    `${slots} slot documents, ${opened.length} dates opened, ${summaries.days} dashboard days, ${summaries.boardDays} bay board days, ` +
    `${DEFAULT_PLAN_TYPES.length} plan types`,
);
process.exit(0);
