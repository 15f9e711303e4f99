// Booking throughput of the functions' OWN booking code, with nothing in between: createHold and confirmBooking
// of functions/src/data (the functions the callables call, `now` passed in) run in this process against the
// Firestore emulator through the Admin SDK. No Functions emulator, so what is measured is the booking path's
// transactions, reads and contention, not the emulator's worker processes.
//   Each row runs its bookings at a fixed concurrency and, in the same run and at the same concurrency, a BASELINE
//   of the same number of one-document transactions that do nothing else (read a document, write it back: what the
//   emulator and this machine allow at the least), printed as context. Budget: booking throughput within 2x of the
//   FLOOR's (issue 45 aims at 1.7x, printed beside it), the floor measured just before and just after the row (100
//   attempts each, the mean of the two rates), so both see the same emulator warmth and machine load: measured last
//   only, the floor ran on a warmer emulator than the rows. The 20 racers are judged within 2x of the CONTENDED
//   FLOOR (reference-tx.ts: the same bare transactions, 20 at once on one slot's documents with the same capacity),
//   measured around their row the same way; the 200 customers, who book some slots twice side by side, within 2x
//   (aim 1.7x) of the MATCHED FLOOR (reference-tx.ts: the same bare transactions on the row's own slots, attempts
//   sharing a slot sharing its documents).
//   Every row runs BENCH_RUNS times (default 3, each run with its own customers and its own floor around it); the
//   table prints the median ratio with min and max, and the budget holds on the median.
//   BENCH_ROWS=1,2,3,locations,cost picks rows.
//   Before the rows, not reported: a warm-up round of bookings and of floor attempts. After them, reported first:
//   the FLOOR (reference-tx.ts), a booking attempt's document traffic alone, two transactions without a query, a
//   decision or the e-mail, against the baseline the same way. A booking row can come no nearer the baseline than
//   the floor.
//   Customers are real seeded accounts (Auth emulator user + profile with a verified phone and a contact number,
//   and the booking state verifying the phone leaves), so the preconditions run for real. The emulator's background
//   triggers (mail job, Dashboard summary, bay board) are paused during each row AND their events detached
//   (emulator-triggers.ts withTriggersDetached: paused alone, the Firestore emulator still built and posted every
//   event to the Functions emulator, which dropped it, 0.8 ms of its CPU and about 0.5 ms of the Firestore
//   emulator's per booking), as they fire on nothing the floor writes: what runs after a booking's commit is counted
//   by the cost rows (booking-cost.ts), and in production it is delivered by Eventarc and runs on other instances,
//   not on the 2 cores the rows and the emulator share here. After every row every slot is
//   audited (slot-audit.ts) and the row's orders, holds, mail jobs and new slot documents are removed again, so later
//   rows and benchmarks find the dates as they were.
//   npx tsx scripts/bench/data-layer-bench.ts   (inside `node scripts/emulators.mjs exec`; last stdout line = rows)
import '../support/admin-emulator-env';
import { bookableDates } from '../../src/domain/calendar';
import { checkSlot } from '../../src/domain/slots';
import type { SlotKey } from '../../src/domain/types';
import { slotDocId } from '../../src/contracts/slot-documents';
import { db } from '../../functions/src/data/admin-sdk';
import { recomputeSlots } from '../../functions/src/data/slots/slot-writes';
import { keepStdoutForResult, log, ms, type BenchRow } from './bench-stats';
import { auditSlots, slotsWithSeats } from './slot-audit';
import { p, tally } from './bench-pool';
import { againstBaseline, contendedFloorRun, floorRow, floorRun, matchedFloorRun } from './reference-tx';
import { booking, missingSlotDocs, removeMailJobs, seedCustomers, type Customer } from './bench-bookings';
import { locationRows } from './locations-bench';
import { costRows } from './booking-cost';
import { withTriggersDetached } from '../emulator-triggers';

/**
 * Booking throughput may be at most this many times below the FLOOR's of the same run (reference-tx.ts); the race
 * against the CONTENDED FLOOR's, which pays the same reruns by design (issue 45); the 200 customers against the
 * MATCHED FLOOR's, which pays their same-slot neighbours' reruns the same way.
 */
const FLOOR_BUDGET = { spread: 2, race: 2 } as const;
/**
 * Where issue 45 wants the two uncontended rows' medians (a margin under their budget), printed beside the budget:
 * at a steady state their single runs still spread 1.3-1.9x (docs/benchmarks.md), so it is not the pass line.
 */
const FLOOR_AIM = 1.7;
/** Runs of every ratio row inside one bench (BENCH_RUNS=1 while iterating); the budget holds on the median. */
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/**
 * Warm-up rounds of 50 bookings (with their floor runs) before the first measured row. Six: with the triggers
 * detached the bookings still sped up through a third round (160, 212, 239/s) and levelled at the fourth to sixth
 * (332, 324, 353/s), where the 50-on-50 row's runs then measured 279-311/s.
 */
const WARM_ROUNDS = 6;
/** The racers' slot's capacity (a special slot's), so the contended floor lets exactly as many win. */
const RACE_CAPACITY = 3;

interface RowSpec {
  label: string;
  pairs: [Customer, SlotKey][];
  concurrency: number;
  /** How many bookings must go through (the others must be the domain's refusal, slot-full). */
  expectBooked: number;
  /** Within this many times of the floor's throughput. */
  floorBudget: number;
  /** Where the median should sit (printed), if tighter than the budget. */
  floorAim?: number;
  /**
   * Judged against the plain floor, the contended floor (all attempts on one slot of RACE_CAPACITY), or the matched
   * floor (the floor's attempts on the row's own slot layout).
   */
  floor: 'plain' | 'contended' | 'matched';
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

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * A row's runs judged together: the median ratio to the floor around each run (min and max beside it) against the
 * budget; every run must have booked what it should and passed its audit. The last run's figures are printed.
 */
function judged(runs: readonly Measured[]): BenchRow[] {
  const { spec, measured } = runs[runs.length - 1]!;
  const ratios = runs.map((r) => r.floorRate / r.rate);
  const mid = median(ratios);
  const floorName = { plain: 'FLOOR', contended: 'CONTENDED FLOOR', matched: 'MATCHED FLOOR' }[spec.floor];
  const each = runs.map((r) => `${r.rate.toFixed(1)} vs ${r.floorRate.toFixed(1)}/s`).join('; ');
  const audits = runs.map((r) => r.auditRow);
  const auditOk = audits.every((row) => row[3]);
  return [
    [
      `data layer (no Functions emulator): ${spec.label}, ${spec.concurrency} in flight, ${runs.length} run(s) against the ${floorName} around each`,
      `median ${mid.toFixed(2)}x (min ${Math.min(...ratios).toFixed(2)}x, max ${Math.max(...ratios).toFixed(2)}x; ${each}) | last run: ${measured}`,
      `median <= ${spec.floorBudget}x ${floorName}${spec.floorAim ? ` (aim ${spec.floorAim}x)` : ''}, ${spec.expectBooked} booked in every run`,
      mid <= spec.floorBudget && runs.every((r) => r.outcomeOk),
    ],
    [audits[0]![0], audits.map((row) => row[1]).join('; '), audits[0]![2], auditOk],
  ];
}

/** A row between two floor runs, with the emulator's background triggers paused and detached (see the header). */
async function runRow(spec: RowSpec, tag: string): Promise<{ measured: Measured; detail: unknown }> {
  const floor = async (half: string) => {
    if (spec.floor === 'plain') return floorRun(`${tag}${half}`, 100, spec.concurrency);
    if (spec.floor === 'matched') {
      const layout = spec.pairs.map(([, slot]) => slotDocId(slot));
      const run = await matchedFloorRun(`${tag}${half}`, layout, spec.concurrency);
      if (run.failed > 0) throw new Error(`matched floor: ${run.failed} attempts did not go through`);
      return run;
    }
    const run = await contendedFloorRun(`${tag}${half}`, spec.pairs.length, RACE_CAPACITY);
    if (run.won !== RACE_CAPACITY) throw new Error(`contended floor: ${run.won} won, not ${RACE_CAPACITY}`);
    return run;
  };
  const before = await floor('a');
  const result = await withTriggersDetached(() => runRowAlone(spec));
  const after = await floor('b');
  const floorRate = (before.rate + after.rate) / 2;
  log(
    `${spec.label}: ${spec.floor} floor around it ${before.rate.toFixed(1)} / ${after.rate.toFixed(1)} attempts/s`,
  );
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

/** How long after the seats are listed the last row may still book them (the rows take a few minutes). */
const SEATS_HORIZON_MS = 30 * 60_000;

/**
 * Every free seat of the given dates, slot by slot, each slot repeated once per seat: only slots still bookable
 * SEATS_HORIZON_MS from now, so that no slot of today passes its lead time while the rows run (a row must book every
 * seat it was given: one run early in the morning refused one, slot-not-bookable).
 */
async function seats(dates: readonly string[]): Promise<SlotKey[]> {
  const now = new Date();
  const later = new Date(now.getTime() + SEATS_HORIZON_MS);
  const out: SlotKey[] = [];
  for (const date of dates) {
    for (const { key, seatsLeft } of await slotsWithSeats(date, now)) {
      if (!checkSlot({ date: key.date, time: key.time, type: key.type, now: later }).bookable) continue;
      for (let i = 0; i < seatsLeft; i++) out.push(key);
    }
  }
  return out;
}

/** Where the rows book: the measured date's slots and special slots, and the seats of every date for row 3. */
interface RowPlaces {
  dates: readonly string[];
  slots: readonly SlotKey[];
  specials: readonly SlotKey[];
  manySeats: readonly SlotKey[];
}

/** Row `i`'s spec with fresh customers: each run books with accounts that never booked (no hourly ceiling). */
async function freshSpec(i: number, where: RowPlaces): Promise<RowSpec> {
  if (i === 0) {
    const spread = await seedCustomers('spread', 50);
    return {
      label: '50 customers on 50 slots of one date',
      pairs: spread.map((c, k) => [c, where.slots[k]!]),
      concurrency: 50,
      expectBooked: 50,
      floorBudget: FLOOR_BUDGET.spread,
      floorAim: FLOOR_AIM,
      floor: 'plain',
    };
  }
  if (i === 1) {
    const racers = await seedCustomers('race', 20);
    return {
      label: `20 racers on one special slot (capacity ${RACE_CAPACITY})`,
      pairs: racers.map((c) => [c, where.specials[0]!]),
      concurrency: 20,
      expectBooked: RACE_CAPACITY,
      floorBudget: FLOOR_BUDGET.race,
      floor: 'contended',
    };
  }
  const many = await seedCustomers('many', 200);
  return {
    label: `200 customers over ${where.dates.length} dates`,
    pairs: many.map((c, k) => [c, where.manySeats[k % where.manySeats.length]!]),
    concurrency: 50,
    expectBooked: Math.min(200, where.manySeats.length),
    floorBudget: FLOOR_BUDGET.spread,
    floorAim: FLOOR_AIM,
    floor: 'matched',
  };
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
  // BENCH_ROWS=1,2,3,locations,cost picks rows (iterating): only the customers of the rows picked are seeded.
  const only = process.env.BENCH_ROWS?.split(',');
  const picked = (row: string) => !only || only.includes(row);
  const allSeats = await seats(dates);
  // 200 customers over the 3 dates: seats taken in an interleaved order so that neighbours collide.
  const manySeats = allSeats.filter((_, i) => i % Math.max(1, Math.floor(allSeats.length / 200)) === 0);
  const specOf = (i: number) =>
    freshSpec(i, { dates, slots, specials: specials.map((x) => x.key), manySeats });
  // Not reported: a first round of bookings with its floor runs, so that no row pays the JIT of this process or of
  // the emulator (the baseline's transactions warm up within a few dozen, the booking code's were the first row's).
  // Three rounds of 50 (issue 45): after one round of 20 the first run of every row was still its slowest (in one
  // bench 165, 170, 214/s and 136, 179, 212/s), the emulator's JIT still compiling the booking's paths.
  for (let round = 1; round <= WARM_ROUNDS; round++) {
    const warm = await seedCustomers(`warm${round}`, 50);
    await runRow(
      {
        label: `warm-up ${round}`,
        pairs: warm.map((c, i): [Customer, SlotKey] => [c, slots[i]!]),
        concurrency: 50,
        expectBooked: 50,
        floorBudget: Infinity,
        floor: 'plain',
      },
      `warm${round}`,
    );
  }
  const rows: BenchRow[] = [];
  const details: unknown[] = [];
  for (const i of [0, 1, 2]) {
    if (!picked(String(i + 1))) continue;
    const runs: Measured[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await runRow(await specOf(i), `row${i + 1}r${run}`);
      runs.push(result.measured);
      details.push({ run, ...(result.detail as object) });
    }
    rows.push(...judged(runs));
  }
  // The floor rows last, reported beside their baseline (each row was judged against its own floor runs); then 10
  // locations at once, then the cost of one booking, on its own.
  const floor = await floorRow(200, 50);
  const contended = await contendedFloorRun('row', 20, RACE_CAPACITY);
  const contendedRow: BenchRow = [
    `data layer: CONTENDED FLOOR, the floor's 2 transactions, 20 at once on one slot's documents (capacity ${RACE_CAPACITY})`,
    `${contended.rate.toFixed(1)} attempts/s, p50/p95 ${ms(p(contended.samples, 50))} / ${ms(p(contended.samples, 95))} (${tally(contended.samples)})`,
    `report (${RACE_CAPACITY} win; the racers' row is judged against the contended floor run around it)`,
    contended.won === RACE_CAPACITY,
  ];
  rows.unshift(floor.row, contendedRow);
  if (picked('locations')) rows.push(...(await locationRows()));
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
