// Round trips and cost of one booking, as a customer and the owner pay for them in production.
//   The functions' own createHold and confirmBooking run in this process (Admin SDK against the Firestore emulator)
// with every Firestore RPC recorded (method, start, end, documents): the SEQUENTIAL ROUND TRIPS on the critical path
// are the longest chain of RPCs each starting after the one before it ended (parallel reads are one round); reads
// are the documents a getAll asked for plus the documents a query answered (at least 1 per query, as billed);
// writes and deletes are the commit's. The triggers an order starts (renderOrderMail, summarizeOrderDays,
// keepBayBoard) are run here too, with the emulator's own triggers paused, so their document traffic is counted.
//   The booking is a customer's steady state: their appointment map is already in bookingStates (a first booking
// of a new customer, or one after a repair, adds one query of their orders) and the slot has its members document
// (the first hold of a slot never touched adds two queries).
//   Then one line multiplies it out: every seat of every slot of a day booked, and a month (30 such days), at the
// prices below.
import '../support/admin-emulator-env';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { bookableDates } from '../../src/domain/calendar';
import { findPackageById } from '../../src/domain/catalogue';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin-sdk';
import { confirmBooking } from '../../functions/src/data/orders/booking-confirmation';
import { createHold, releaseHold } from '../../functions/src/data/slots/slot-holds';
import { renderMailJob } from '../../functions/src/data/mail/order-mail-jobs';
import { summarizeOrderWrite } from '../../functions/src/data/days/day-summary';
import { boardOrderWrite } from '../../functions/src/data/days/bay-board';
import { recomputeSlots } from '../../functions/src/data/slots/slot-writes';
import { withTriggersPaused } from '../emulator-triggers';
import { createVerifiedCustomer } from '../support/verified-customer';
import { keepStdoutForResult, log, type BenchRow } from './bench-stats';
import { slotsWithSeats } from './slot-audit';

/**
 * Published prices, USD, read 25 Nov 2026 (firebase.google.com/docs/firestore/pricing and
 * cloud.google.com/functions/pricing; the Firestore figures are the Standard edition's in the nam5 US
 * multi-region, the regional us-central1 prices are half of them). Beyond the free quota (Firestore: 50,000 reads,
 * 20,000 writes, 20,000 deletes a day; Functions: 2 million invocations a month), which the figures below ignore.
 * Functions compute time (vCPU- and GiB-seconds) is not included: it depends on the instance size and concurrency.
 */
export const PRICES = {
  date: '2026-11-25',
  firestoreReadPer100k: 0.06,
  firestoreWritePer100k: 0.18,
  firestoreDeletePer100k: 0.02,
  functionsInvocationPerMillion: 0.4,
} as const;
const DAYS_PER_MONTH = 30;

interface Rpc {
  method: string;
  start: number;
  end: number;
  reads: number;
  writes: number;
  deletes: number;
}

interface Traffic {
  rounds: number;
  methods: string[];
  reads: number;
  writes: number;
  deletes: number;
}

type Internal = {
  request: (method: string, request: Record<string, unknown>, ...rest: unknown[]) => Promise<unknown>;
  requestStream: (
    method: string,
    bidi: boolean,
    request: Record<string, unknown>,
    ...rest: unknown[]
  ) => Promise<NodeJS.ReadableStream>;
};

/** Records every RPC `firestore` sends while `work` runs. */
async function recorded(firestore: Firestore, work: () => Promise<unknown>): Promise<Rpc[]> {
  const target = firestore as unknown as Internal;
  const { request, requestStream } = target;
  const rpcs: Rpc[] = [];
  target.request = async (method, body, ...rest) => {
    const rpc: Rpc = { method, start: performance.now(), end: Infinity, reads: 0, writes: 0, deletes: 0 };
    rpcs.push(rpc);
    const writes = (body.writes as { delete?: unknown }[] | undefined) ?? [];
    rpc.deletes = writes.filter((w) => w.delete).length;
    rpc.writes = writes.length - rpc.deletes;
    try {
      return await request.call(firestore, method, body, ...rest);
    } finally {
      rpc.end = performance.now();
    }
  };
  target.requestStream = async (method, bidi, body, ...rest) => {
    const rpc: Rpc = { method, start: performance.now(), end: Infinity, reads: 0, writes: 0, deletes: 0 };
    rpcs.push(rpc);
    rpc.reads = method === 'batchGetDocuments' ? ((body.documents as unknown[] | undefined)?.length ?? 0) : 1;
    const stream = await requestStream.call(firestore, method, bidi, body, ...rest);
    stream.on('end', () => (rpc.end = performance.now()));
    return stream;
  };
  try {
    await work();
  } finally {
    target.request = request;
    target.requestStream = requestStream;
  }
  return rpcs;
}

/** Round trips on the critical path (longest chain of RPCs each starting after the previous ended), and the ops. */
function traffic(rpcs: readonly Rpc[]): Traffic {
  const sorted = [...rpcs].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((rpc, i) => {
    let before = 0;
    for (let j = 0; j < i; j++) if (sorted[j]!.end <= rpc.start) before = Math.max(before, depth[j]!);
    depth.push(before + 1);
  });
  const sum = (key: 'reads' | 'writes' | 'deletes') => rpcs.reduce((n, r) => n + r[key], 0);
  return {
    rounds: Math.max(0, ...depth),
    methods: sorted.map((r) => r.method),
    reads: sum('reads'),
    writes: sum('writes'),
    deletes: sum('deletes'),
  };
}

const ops = (t: Pick<Traffic, 'reads' | 'writes' | 'deletes'>): string =>
  `${t.reads} reads, ${t.writes} writes, ${t.deletes} deletes`;
const usd = (t: Pick<Traffic, 'reads' | 'writes' | 'deletes'>, invocations: number) =>
  (t.reads * PRICES.firestoreReadPer100k) / 1e5 +
  (t.writes * PRICES.firestoreWritePer100k) / 1e5 +
  (t.deletes * PRICES.firestoreDeletePer100k) / 1e5 +
  (invocations * PRICES.functionsInvocationPerMillion) / 1e6;

type Ops = Pick<Traffic, 'reads' | 'writes' | 'deletes'>;
const times = (t: Ops, n: number): Ops => ({
  reads: t.reads * n,
  writes: t.writes * n,
  deletes: t.deletes * n,
});
const plus = (...all: Ops[]): Ops => ({
  reads: all.reduce((n, t) => n + t.reads, 0),
  writes: all.reduce((n, t) => n + t.writes, 0),
  deletes: all.reduce((n, t) => n + t.deletes, 0),
});

const holdInput = (key: SlotKey) => ({
  appointmentDate: key.date,
  appointmentTime: key.time,
  appointmentType: key.type,
  location: key.location,
  pageLoadId: 'bench',
});

/** How the measured booking is made: with a number plate, and paid by a wash plan of that plate (issue 43). */
interface BookingWay {
  plate?: string;
  plan?: boolean;
}

/** A wash plan of `uid` for `plate`, as a paid checkout leaves it (its id). */
async function seedBenchPlan(uid: string, plate: string): Promise<string> {
  const planId = `PLAN-bench-${uid}`;
  const now = Date.now();
  await db.doc(`plans/${planId}`).set({
    userId: uid,
    planTypeId: 'basic-book-5',
    name: '5-Wash Basic Book',
    serviceId: 'basic-wash',
    washes: 5,
    validityDays: 182,
    perDayCap: 1,
    includesSpecialFee: false,
    priceValue: 200,
    plate,
    status: 'active',
    startsAt: Timestamp.fromMillis(now - 86_400_000),
    endsAt: Timestamp.fromMillis(now + 182 * 86_400_000),
    uses: {},
  });
  return planId;
}

/** One free booking of `slot` by a new customer, each step's traffic recorded; the triggers run by hand. */
async function measureBooking(slot: SlotKey, way: BookingWay = {}) {
  const email = `bench-cost-${Date.now()}@bench.test`;
  const uid = await createVerifiedCustomer(
    { auth: getAuth(), db },
    { email, password: 'bench-pass-123', name: 'Bench Cost', contact: '+18687654321' },
  );
  // Steady state: the customer's appointment map is built (by this first hold) before the measured booking, and the
  // slot has its members document (the first hold of a slot never touched reads it by two queries instead).
  const warm = await createHold(uid, holdInput(slot), new Date());
  await releaseHold(uid, warm.holdId, new Date());
  let holdId = '';
  let orderId = '';
  const hold = traffic(
    await recorded(db, async () => {
      holdId = (await createHold(uid, holdInput(slot), new Date())).holdId;
    }),
  );
  const booking = {
    holdId,
    requestId: `bench-cost-${uid}`,
    appointmentType: 'free' as const,
    servicePackage: findPackageById('basic-wash')!,
    numberPlate: way.plate ?? null,
    ...(way.plan && way.plate ? { planId: await seedBenchPlan(uid, way.plate) } : {}),
  };
  return withTriggersPaused(async () => {
    const confirm = traffic(
      await recorded(db, async () => {
        orderId = (await confirmBooking(uid, email, booking, new Date())).orderId;
      }),
    );
    const order = (await db.doc(`orders/${orderId}`).get()).data();
    const job = (await db.collection('mailJobs').where('orderId', '==', orderId).get()).docs[0]!;
    const background = traffic(
      await recorded(db, async () => {
        await renderMailJob(job.id);
        await summarizeOrderWrite(orderId, undefined, order);
        await boardOrderWrite(orderId, undefined, order);
      }),
    );
    return { hold, confirm, background, orderId };
  });
}

/**
 * Removes the measured booking: its order (the triggers, running again, take it off the summaries and the board),
 * its e-mail and job, and the slot's documents.
 */
async function removeBooking(orderId: string, slot: SlotKey): Promise<void> {
  const jobs = await db.collection('mailJobs').where('orderId', '==', orderId).get();
  await Promise.all([
    db.doc(`orders/${orderId}`).delete(),
    ...jobs.docs.flatMap((j) => [j.ref.delete(), db.doc(`mail/${j.id}`).delete()]),
  ]);
  await recomputeSlots([slot]);
}

const roundRow = (name: string, t: Traffic): BenchRow => [
  `${name}: sequential Firestore round trips on the critical path; documents`,
  `${t.rounds} round trips (${t.methods.join(', ')}); ${ops(t)}`,
  'report (floor: 2 round trips, one read round and one commit)',
  true,
];

const BENCH_PLATE = 'PBENCH1';

/** "book with a plan": its traffic, and what it costs over the same booking (same plate) without a plan. */
function planRow(plain: Traffic, plan: Traffic): BenchRow {
  const extraReads = plan.reads - plain.reads;
  const extraWrites = plan.writes - plain.writes;
  return [
    'book with a plan (confirmBooking with planId, issue 43): round trips; documents; over the same booking without a plan',
    `${plan.rounds} round trips (${plan.methods.join(', ')}); ${ops(plan)}; ` +
      `+${extraReads} read, +${extraWrites} write, +${plan.rounds - plain.rounds} round trips`,
    'at most +1 read and +1 write, no more round trips',
    extraReads <= 1 && extraWrites <= 1 && plan.rounds <= plain.rounds,
  ];
}

/** The booking, a full day of `seats` of them and a month of such days, in operations and dollars. */
function costRow(perBooking: Ops, seats: number, date: string): BenchRow {
  // Invocations: createHold, confirmBooking, and the three triggers (the order's two, the mail job's one).
  const invocations = 5;
  const day = times(perBooking, seats);
  const dayUsd = usd(day, invocations * seats);
  const month = times(day, DAYS_PER_MONTH);
  return [
    `cost of a full day (${seats} seats of ${date}, all booked) and a month (${DAYS_PER_MONTH} such days), prices of ${PRICES.date}`,
    `per booking ${ops(perBooking)}, ${invocations} invocations = $${usd(perBooking, invocations).toFixed(6)}; ` +
      `day ${ops(day)}, ${invocations * seats} invocations = $${dayUsd.toFixed(4)}; ` +
      `month ${ops(month)}, ${invocations * seats * DAYS_PER_MONTH} invocations = $${(dayUsd * DAYS_PER_MONTH).toFixed(2)}`,
    `report (Firestore $${PRICES.firestoreReadPer100k}/$${PRICES.firestoreWritePer100k}/$${PRICES.firestoreDeletePer100k} per 100k reads/writes/deletes, Functions $${PRICES.functionsInvocationPerMillion}/million invocations, free quotas ignored)`,
    true,
  ];
}

/** The cost rows: createHold, confirmBooking, the triggers of the order, and the day and month multiplied out. */
export async function costRows(): Promise<BenchRow[]> {
  const dates = bookableDates(new Date());
  const date = dates[dates.length - 1]!;
  const slots = await slotsWithSeats(date, new Date());
  const slot = slots.find((s) => s.key.type === 'free')!.key;
  const seats = slots.reduce((n, s) => n + s.seatsLeft, 0);
  const { hold, confirm, background, orderId } = await measureBooking(slot);
  await removeBooking(orderId, slot);
  // Issue 43: a booking paid by a wash plan costs at most one read and one write more than the same booking (same
  // plate) without it: the plan, read in the gate's first round, and its uses[orderId], written in the same commit.
  const plated = await measureBooking(slot, { plate: BENCH_PLATE });
  await removeBooking(plated.orderId, slot);
  const withPlan = await measureBooking(slot, { plate: BENCH_PLATE, plan: true });
  await removeBooking(withPlan.orderId, slot);
  return [
    roundRow('createHold', hold),
    roundRow('confirmBooking', confirm),
    roundRow('confirmBooking with a number plate', plated.confirm),
    planRow(plated.confirm, withPlan.confirm),
    [
      'after the commit, per order: renderOrderMail, summarizeOrderDays, keepBayBoard (off the critical path)',
      `${background.rounds} round trips; ${ops(background)}`,
      'report',
      true,
    ],
    costRow(plus(hold, confirm, background), seats, date),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  keepStdoutForResult();
  costRows().then(
    (rows) => process.stdout.write(`${JSON.stringify(rows)}\n`, () => process.exit(0)),
    (error: unknown) => {
      log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exit(1);
    },
  );
}
