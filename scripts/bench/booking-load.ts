// The load phases of the booking benchmarks, Node only, through the real write path (the createHold and
// confirmBooking callables over HTTP, each customer signed in beforehand):
//   race    M customers race for one empty special slot (capacity 3), at most 8 in flight (the Functions emulator starts a worker per concurrent call);
//   spread  N customers book N different slots of one date, at most 8 in flight (the Functions emulator starts a worker per concurrent call);
//   waitlist the race's losers join its slot's waitlist and its winners give up at once: each seat offered once
//            (waitlist-load.ts, issue 44);
// then every slot's orders + holds are read back with the Admin SDK and judged by domain/capacity.
//
// Aborted transactions: the write path runs Admin SDK transactions with maxAttempts 25 (slot-transaction.ts); the
// SDK retries a contended (ABORTED) attempt internally, invisibly to the caller. What a client can observe, and
// what is counted here, are the callables that still failed: status ABORTED (all attempts used up), and any other
// failure that is not the domain's own refusal (failed-precondition 'slot-full' for the losers of the race).
import { SLOT_CAPACITY } from '../../src/domain/capacity';
import { bookSlot, benchCustomers, warmUpFunctions, type BookingAttempt } from './booking-callables';
import { log, percentile, spread, type BenchRow } from './bench-stats';
import { auditSlots, slotsWithSeats } from './slot-audit';
import { waitlistRows } from './waitlist-load';

/** Calls in flight at once through the Functions emulator. */
const IN_FLIGHT = 8;

export interface LoadOptions {
  spreadDate: string;
  raceDate: string;
  customers: number;
  racers: number;
}

const failureLabel = (a: BookingAttempt) =>
  a.failure ? `${a.failure.step}:${a.failure.status}${a.failure.reason ? `/${a.failure.reason}` : ''}` : 'ok';

function tally(attempts: readonly BookingAttempt[]): string {
  const counts = new Map<string, number>();
  for (const a of attempts) counts.set(failureLabel(a), (counts.get(failureLabel(a)) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k} x${n}`).join(', ');
}

const isAborted = (a: BookingAttempt) => a.failure?.status === 'ABORTED';
const isSlotFull = (a: BookingAttempt) =>
  a.failure?.status === 'FAILED_PRECONDITION' && a.failure.reason === 'slot-full';

async function runAll(
  pairs: readonly [Parameters<typeof bookSlot>[0], Parameters<typeof bookSlot>[1]][],
): Promise<{ attempts: BookingAttempt[]; wallMs: number }> {
  // At most IN_FLIGHT calls at once: the Functions emulator starts one worker process per concurrent request.
  const attempts: BookingAttempt[] = [];
  let next = 0;
  const lane = async () => {
    while (next < pairs.length) {
      const [customer, slot] = pairs[next++]!;
      attempts.push(await bookSlot(customer, slot));
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, pairs.length) }, lane));
  const wallMs = Math.max(...attempts.map((a) => a.endedAt)) - Math.min(...attempts.map((a) => a.startedAt));
  return { attempts, wallMs };
}

/** M customers race for one empty special slot of the race date. */
async function runRace(options: LoadOptions, racers: Awaited<ReturnType<typeof benchCustomers>>) {
  const m = options.racers;
  const capacity = SLOT_CAPACITY.special;
  const raceSlot = (await slotsWithSeats(options.raceDate, new Date())).find(
    (s) => s.key.type === 'special' && s.seatsLeft === capacity,
  )?.key;
  if (!raceSlot) throw new Error(`no empty special slot on ${options.raceDate}`);
  const raceRun = await runAll(racers.map((c) => [c, raceSlot]));
  const winners = raceRun.attempts.filter((a) => a.failure === null).length;
  const refused = raceRun.attempts.filter(isSlotFull).length;
  const otherLosses = m - winners - refused;
  log(
    `race ${raceSlot.date} ${raceSlot.time}: ${tally(raceRun.attempts)} in ${Math.round(raceRun.wallMs)} ms`,
  );
  return { capacity, raceSlot, raceRun, winners, refused, otherLosses };
}

/** N customers book N different slots of the spread date. */
async function runSpread(options: LoadOptions, spreadCustomers: Awaited<ReturnType<typeof benchCustomers>>) {
  const n = options.customers;
  const slots = (await slotsWithSeats(options.spreadDate, new Date())).slice(0, n).map((s) => s.key);
  if (slots.length < n) throw new Error(`only ${slots.length} slots with a seat on ${options.spreadDate}`);
  const types = { free: slots.filter((s) => s.type === 'free').length, special: 0 };
  types.special = slots.length - types.free;
  const spreadRun = await runAll(spreadCustomers.map((c, i) => [c, slots[i]!]));
  const booked = spreadRun.attempts.filter((a) => a.failure === null).length;
  const throughput = booked / (spreadRun.wallMs / 1000);
  log(`spread: ${tally(spreadRun.attempts)} in ${Math.round(spreadRun.wallMs)} ms`);
  return { types, spreadRun, booked, throughput };
}

/** The race's losers (refused slot-full) and winners. */
const losersAndWinners = (attempts: readonly BookingAttempt[]) => ({
  losers: attempts.filter(isSlotFull).map((a) => a.customer),
  winners: attempts.filter((a) => a.failure === null).map((a) => a.customer),
});

export async function loadRows(options: LoadOptions): Promise<{ rows: BenchRow[]; details: unknown }> {
  const { customers: n, racers: m } = options;
  const spreadCustomers = await benchCustomers('load', n);
  const racers = await benchCustomers('race', m);
  await warmUpFunctions(['createHold', 'confirmBooking'], IN_FLIGHT);

  // The race first: the spread run may leave transactions of timed-out calls holding emulator locks.
  const { capacity, raceSlot, raceRun, winners, refused, otherLosses } = await runRace(options, racers);
  const { types, spreadRun, booked, throughput } = await runSpread(options, spreadCustomers);
  // The waitlist active in the load: the race's losers wait, its winners give up, the seats go to the line.
  const waitlist = await waitlistRows(raceSlot, losersAndWinners(raceRun.attempts));

  const audit = await auditSlots(new Date());
  for (const line of [...audit.over, ...audit.mismatched]) log(`audit: ${line}`);
  const all = [...spreadRun.attempts, ...raceRun.attempts];
  const aborted = all.filter(isAborted).length;
  const otherFailures = all.filter((a) => a.failure !== null && !isAborted(a) && !isSlotFull(a)).length;
  const ms = (attempts: BookingAttempt[]) => attempts.map((a) => a.endedAt - a.startedAt);
  const w = audit.worst;

  const rows: BenchRow[] = [
    [
      `Functions emulator (its worker processes, not the app): ${n} customers book ${n} slots of ${options.spreadDate} (${IN_FLIGHT} in flight) (${types.free} free, ${types.special} special)`,
      booked === n ? `${booked} of ${n} booked` : `${booked} of ${n} booked (${tally(spreadRun.attempts)})`,
      `${n} of ${n}`,
      booked === n,
    ],
    [
      `load: throughput (createHold + confirmBooking per booking)`,
      `${throughput.toFixed(1)} bookings/s`,
      'report',
      true,
    ],
    [
      `load: hold + confirm latency p50/p95/max (every attempt)`,
      spread(ms(spreadRun.attempts)),
      'report',
      true,
    ],
    [
      `Functions emulator (its worker processes, not the app): race of ${m} customers, one empty special slot (capacity ${capacity}): winners`,
      `${winners} won, ${refused} slot-full, ${otherLosses} other`,
      `${capacity} won`,
      winners === capacity,
    ],
    [`race: hold + confirm latency p50/p95/max`, spread(ms(raceRun.attempts)), 'report', true],
    [
      `bookings failed ABORTED / other errors (of ${all.length}; SDK retries are internal)`,
      `${aborted} / ${otherFailures}`,
      'report',
      true,
    ],
    [
      `max slot occupancy after the runs (${audit.slots} slots, Admin SDK)`,
      `free ${w.free.taken}/${w.free.capacity}, special ${w.special.taken}/${w.special.capacity}`,
      '<= capacity',
      audit.over.length === 0,
    ],
    [
      `slot documents equal their orders + live holds`,
      `${audit.documents - audit.mismatched.length} of ${audit.documents}`,
      'all',
      audit.mismatched.length === 0,
    ],
    ...waitlist.rows,
  ];
  const details = {
    spread: {
      wallMs: spreadRun.wallMs,
      outcomes: tally(spreadRun.attempts),
      p95: percentile(ms(spreadRun.attempts), 95),
    },
    race: { slot: raceSlot, wallMs: raceRun.wallMs, outcomes: tally(raceRun.attempts) },
    audit,
    waitlist: waitlist.details,
  };
  return { rows, details };
}
