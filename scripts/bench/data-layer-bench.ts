// Booking throughput of the functions' OWN booking code, with nothing in between: createHold and confirmBooking
// of functions/src/data (the functions the callables call, `now` passed in) run in this process against the
// Firestore emulator through the Admin SDK. No Functions emulator, so what is measured is the booking path's
// transactions, reads and contention, not the emulator's worker processes.
//   Each row runs its bookings at a fixed concurrency and, in the same run and at the same concurrency, a BASELINE
//   of the same number of one-document transactions that do nothing else (read a document, write it back: what the
//   emulator and this machine allow at the least), printed as context. Budget: booking throughput within 2x of the
//   FLOOR's (3x for the 20 racers, who rerun by design), the floor measured just before and just after the row (100
//   attempts each, the mean of the two rates), so both see the same emulator warmth and machine load: measured last
//   only, the floor ran on a warmer emulator than the rows. BENCH_ROWS=1,2,3,cost picks rows.
//   Before the rows, not reported: a warm-up round of bookings and of floor attempts. After them, reported first:
//   the FLOOR (reference-tx.ts), a booking attempt's document traffic alone, two transactions without a query, a
//   decision or the e-mail, against the baseline the same way. A booking row can come no nearer the baseline than
//   the floor.
//   Customers are real seeded accounts (Auth emulator user + profile with a verified phone and a contact number,
//   and the booking state verifying the phone leaves), so the preconditions run for real. The emulator's background
//   triggers (mail job, Dashboard summary, bay board) are paused during each row, as they fire on nothing the floor
//   writes: what runs after a booking's commit is counted by the cost rows (booking-cost.ts), and in production it
//   runs on other instances, not on the 2 cores the rows and the emulator share here. After every row every slot is
//   audited (slot-audit.ts) and the row's orders, holds, mail jobs and new slot documents are removed again, so later
//   rows and benchmarks find the dates as they were.
//   npx tsx scripts/bench/data-layer-bench.ts   (inside `node scripts/emulators.mjs exec`; last stdout line = rows)
import '../support/admin-emulator-env';
import { getAuth } from 'firebase-admin/auth';
import { bookableDates } from '../../src/domain/calendar';
import { findPackageById } from '../../src/domain/catalogue';
import type { SlotKey } from '../../src/domain/types';
import { slotDocId } from '../../src/contracts/slot-documents';
import type { DocumentReference } from 'firebase-admin/firestore';
import { slotsCol } from '../../functions/src/data/booking-docs';
import { slotMembersCol } from '../../functions/src/data/slots/slot-members';
import { db } from '../../functions/src/data/admin-sdk';
import { confirmBooking, type PaidSpecialFee } from '../../functions/src/data/orders/booking-confirmation';
import { APPOINTMENT_FEES } from '../../src/domain/pricing';
import { createHold } from '../../functions/src/data/slots/slot-holds';
import { recomputeSlots } from '../../functions/src/data/slots/slot-writes';
import { keepStdoutForResult, log, ms, type BenchRow } from './bench-stats';
import { auditSlots, slotsWithSeats } from './slot-audit';
import { p, tally, timed, type Sample } from './bench-pool';
import { againstBaseline, floorRow, floorRun } from './reference-tx';
import { costRows } from './booking-cost';
import { createVerifiedCustomer } from '../support/verified-customer';
import { withTriggersPaused } from '../emulator-triggers';

/**
 * Booking throughput may be at most this many times below the FLOOR's of the same run (reference-tx.ts): the
 * contended race pays reruns by design, so it gets more room.
 */
const FLOOR_BUDGET = { spread: 2, race: 3 } as const;
const PACKAGE = findPackageById('basic-wash')!;

interface Customer {
  uid: string;
  email: string;
}

let serial = 0;

/** `count` accounts a booking accepts: Auth user, profile with verified phone and contact number. */
async function seedCustomers(label: string, count: number): Promise<Customer[]> {
  const out: Customer[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, async () => {
      serial += 1;
      const email = `bench-${label}-${Date.now()}-${serial}@bench.test`;
      const contact = `+1868${1000000 + serial}`;
      const input = { email, password: 'bench-pass-123', name: `Bench ${label}`, contact };
      return { uid: await createVerifiedCustomer({ auth: getAuth(), db }, input), email };
    });
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

/**
 * A special's fee as WiPay confirms it (checkout-special.ts calls confirmBooking with it): without it a special is
 * refused (special-fee-unpaid) and the special rows would measure refusals. One reference per attempt.
 */
function paidFee(customer: Customer): PaidSpecialFee {
  const paymentReference = `bench-${customer.uid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return { fee: { cents: APPOINTMENT_FEES.special * 100, paymentReference }, processor: 'bench' };
}

/** One booking as the app makes it: createHold, then confirmBooking of that hold, each with its own `now`. */
function booking(customer: Customer, slot: SlotKey): () => Promise<Sample> {
  return () => {
    let holdId: string | undefined;
    return timed(async () => {
      const hold = await createHold(
        customer.uid,
        {
          appointmentDate: slot.date,
          appointmentTime: slot.time,
          appointmentType: slot.type,
          location: slot.location,
          pageLoadId: 'bench',
        },
        new Date(),
      );
      holdId = hold.holdId;
      const { orderId } = await confirmBooking(
        customer.uid,
        customer.email,
        {
          holdId,
          requestId: `bench-${customer.uid}`,
          appointmentType: slot.type,
          servicePackage: PACKAGE,
          numberPlate: null,
        },
        new Date(),
        slot.type === 'special' ? paidFee(customer) : undefined,
      );
      return { outcome: 'booked', orderId, holdId };
    }).then((sample) => ({ ...sample, holdId }));
  };
}

interface RowSpec {
  label: string;
  pairs: [Customer, SlotKey][];
  concurrency: number;
  /** How many bookings must go through (the others must be the domain's refusal, slot-full). */
  expectBooked: number;
  /** Within this many times of the floor's throughput. */
  floorBudget: number;
}

/** A row measured, with the floor measured around it. */
interface Measured {
  spec: RowSpec;
  rate: number;
  /** The floor's attempts/s just before and just after the row, averaged. */
  floorRate: number;
  /** The row's figures and its baseline's, as printed. */
  measured: string;
  outcomeOk: boolean;
  auditRow: BenchRow;
}

/** The row's throughput line, judged against the floor's rate. */
function judged({ spec, rate, floorRate, measured, outcomeOk, auditRow }: Measured): BenchRow[] {
  const ratio = floorRate / rate;
  return [
    [
      `data layer (no Functions emulator): ${spec.label}, ${spec.concurrency} in flight`,
      `${measured} | FLOOR ${floorRate.toFixed(1)}/s: ${ratio.toFixed(1)}x`,
      `<= ${spec.floorBudget}x FLOOR, ${spec.expectBooked} booked`,
      ratio <= spec.floorBudget && outcomeOk,
    ],
    auditRow,
  ];
}

/** The slot documents (public and members) of `keys` that do not exist yet: the row's clean-up removes them again. */
async function missingSlotDocs(keys: readonly SlotKey[]): Promise<DocumentReference[]> {
  const ids = [...new Set(keys.map(slotDocId))];
  const refs = ids.flatMap((id) => [slotsCol().doc(id), slotMembersCol().doc(id)]);
  const snaps = await db.getAll(...refs);
  return snaps.filter((snap) => !snap.exists).map((snap) => snap.ref);
}

/** The mail jobs the row's confirmations queued: with the triggers paused, nothing rendered them. */
async function removeMailJobs(orderIds: readonly string[]): Promise<void> {
  for (let i = 0; i < orderIds.length; i += 30) {
    const jobs = await db
      .collection('mailJobs')
      .where('orderId', 'in', orderIds.slice(i, i + 30))
      .get();
    const batch = db.batch();
    for (const job of jobs.docs) batch.delete(job.ref);
    await batch.commit();
  }
}

/** A row between two floor runs, with the emulator's background triggers paused (see the header). */
async function runRow(spec: RowSpec, tag: string): Promise<{ measured: Measured; detail: unknown }> {
  const before = await floorRun(`${tag}a`, 100, spec.concurrency);
  const result = await withTriggersPaused(() => runRowAlone(spec));
  const after = await floorRun(`${tag}b`, 100, spec.concurrency);
  const floorRate = (before.rate + after.rate) / 2;
  log(`${spec.label}: floor around it ${before.rate.toFixed(1)} / ${after.rate.toFixed(1)} attempts/s`);
  return { measured: { ...result.measured, floorRate }, detail: { ...(result.detail as object), floorRate } };
}

async function runRowAlone(
  spec: RowSpec,
): Promise<{ measured: Omit<Measured, 'floorRate'>; detail: unknown }> {
  const n = spec.pairs.length;
  const newSlotDocs = await missingSlotDocs(spec.pairs.map(([, slot]) => slot));
  const tasks = spec.pairs.map(([c, slot]) => booking(c, slot));
  const { run, rate, base, baseRate } = await againstBaseline(spec.label, tasks, spec.concurrency);
  const booked = run.samples.filter((s) => s.outcome === 'booked').length;
  const refused = run.samples.filter((s) => s.outcome === 'slot-full').length;
  const ratio = baseRate / rate;
  log(`${spec.label}: ${tally(run.samples)}; ${rate.toFixed(1)}/s vs baseline ${baseRate.toFixed(1)}/s`);

  const audit = await auditSlots(new Date());
  // Remove the row's bookings again (orders, and holds a failed confirmation left), then heal the slot documents.
  const batch = db.batch();
  for (const s of run.samples) {
    if (s.orderId) batch.delete(db.collection('orders').doc(s.orderId));
    if (s.holdId) batch.delete(db.collection('activeBookings').doc(s.holdId));
  }
  await batch.commit();
  await removeMailJobs(run.samples.flatMap((s) => (s.orderId ? [s.orderId] : [])));
  await recomputeSlots(spec.pairs.map(([, slot]) => slot));
  // Slot documents this row created go again (each is now empty): a customer's booking page listens to every slot
  // document of its date, and the browser rows after this one must find the dates as the demo seed left them.
  const emptied = db.batch();
  for (const ref of newSlotDocs) emptied.delete(ref);
  await emptied.commit();

  const measured =
    `${rate.toFixed(1)} booking attempts/s (createHold + confirmBooking), p50/p95 ${ms(p(run.samples, 50))} / ${ms(p(run.samples, 95))} ` +
    `(${booked} booked, ${refused} slot-full) | baseline 1-doc tx ${baseRate.toFixed(1)}/s, ` +
    `${ms(p(base, 50))} / ${ms(p(base, 95))}: ${ratio.toFixed(1)}x`;
  return {
    measured: {
      spec,
      rate,
      measured,
      outcomeOk: booked === spec.expectBooked && booked + refused === n,
      auditRow: [
        `data layer: ${spec.label}: slots over capacity / public docs disagreeing`,
        `${audit.over.length} / ${audit.mismatched.length} (of ${audit.slots} slots)`,
        '0 / 0',
        audit.over.length === 0 && audit.mismatched.length === 0,
      ],
    },
    detail: { label: spec.label, rate, baseRate, tally: tally(run.samples), audit },
  };
}

/** Every free seat of the given dates, slot by slot, each slot repeated once per seat. */
async function seats(dates: readonly string[]): Promise<SlotKey[]> {
  const now = new Date();
  const out: SlotKey[] = [];
  for (const date of dates) {
    for (const { key, seatsLeft } of await slotsWithSeats(date, now)) {
      for (let i = 0; i < seatsLeft; i++) out.push(key);
    }
  }
  return out;
}

export async function dataLayerRows(): Promise<{ rows: BenchRow[]; details: unknown[] }> {
  const dates = bookableDates(new Date());
  // The last offered date has every slot ahead of it (today's may be mostly past).
  const date = dates[dates.length - 1]!;
  const slots = (await slotsWithSeats(date, new Date())).map((s) => s.key);
  const specials = (await slotsWithSeats(date, new Date())).filter(
    (s) => s.key.type === 'special' && s.seatsLeft === 3,
  );
  if (slots.length < 50 || specials.length === 0) throw new Error(`not enough empty slots on ${date}`);
  // BENCH_ROWS=1,2,3,cost picks rows (iterating): only the customers of the rows picked are seeded.
  const only = process.env.BENCH_ROWS?.split(',');
  const picked = (row: string) => !only || only.includes(row);
  const spread = picked('1') ? await seedCustomers('spread', 50) : [];
  const racers = picked('2') ? await seedCustomers('race', 20) : [];
  const many = picked('3') ? await seedCustomers('many', 200) : [];
  const allSeats = await seats(dates);
  // 200 customers over the 3 dates: seats taken in an interleaved order so that neighbours collide.
  const manySeats = allSeats.filter((_, i) => i % Math.max(1, Math.floor(allSeats.length / 200)) === 0);
  const specs: RowSpec[] = [
    {
      label: '50 customers on 50 slots of one date',
      pairs: spread.map((c, i) => [c, slots[i]!]),
      concurrency: 50,
      expectBooked: 50,
      floorBudget: FLOOR_BUDGET.spread,
    },
    {
      label: '20 racers on one special slot (capacity 3)',
      pairs: racers.map((c) => [c, specials[0]!.key]),
      concurrency: 20,
      expectBooked: 3,
      floorBudget: FLOOR_BUDGET.race,
    },
    {
      label: `200 customers over ${dates.length} dates`,
      pairs: many.map((c, i) => [c, manySeats[i % manySeats.length]!]),
      concurrency: 50,
      expectBooked: Math.min(200, manySeats.length),
      floorBudget: FLOOR_BUDGET.spread,
    },
  ];
  // Not reported: a first round of bookings with its floor runs, so that no row pays the JIT of this process or of
  // the emulator (the baseline's transactions warm up within a few dozen, the booking code's were the first row's).
  const warm = await seedCustomers('warm', 20);
  const warmPairs = warm.map((c, i): [Customer, SlotKey] => [c, slots[i]!]);
  await runRow(
    {
      label: 'warm-up',
      pairs: warmPairs,
      concurrency: 20,
      expectBooked: 20,
      floorBudget: Infinity,
    },
    'warm',
  );
  const measured: Measured[] = [];
  const details: unknown[] = [];
  for (const [i, spec] of specs.entries()) {
    if (!picked(String(i + 1))) continue;
    const result = await runRow(spec, `row${i + 1}`);
    measured.push(result.measured);
    details.push(result.detail);
  }
  // The floor row last, reported beside its baseline (each row was judged against its own floor runs); then the
  // cost of one booking, on its own.
  const floor = await floorRow(200, 50);
  const rows: BenchRow[] = [floor.row, ...measured.flatMap(judged)];
  if (picked('cost')) rows.push(...(await costRows()));
  return { rows, details };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  keepStdoutForResult();
  dataLayerRows().then(
    ({ rows }) => process.stdout.write(`${JSON.stringify(rows)}\n`, () => process.exit(0)),
    (error: unknown) => {
      log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exit(1);
    },
  );
}
