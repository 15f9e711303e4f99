// The live booking benchmarks, run by scripts/bench/live.mjs inside the emulator suite against the
// production build it serves (BENCH_BASE_URL, default http://127.0.0.1:4174) after seeding:
//   browser  client Firestore reads of one complete free booking and of an idle time modal; live-update latency
//            of another customer's hold in an open time modal (booking-live.ts)
//   load     50 customers on 50 slots of one date at once, 20 racing for one special slot, then a capacity audit
//            of every slot with the Admin SDK (booking-load.ts)
// Dates: the 2nd offered date for the browser and the race, the 3rd for the 50 bookings (never today, so the
// 30-minute lead removes no slot). The LAST stdout line is the JSON array of rows [measure, measured, budget, ok];
// everything else goes to stderr. Raw samples go to reports/bench-booking.json. Exits non-zero when a benchmark
// could not run (a broken budget is an `ok: false` row, judged by the caller).
//   node scripts/emulators.mjs exec "node scripts/bench/live.mjs"       (with BENCH_ONLY=booking: these rows only)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookableDates } from '../../src/domain/calendar';
import { dataLayerRows } from './data-layer-bench';
import { liveRows } from './booking-live';
import { loadRows } from './booking-load';
import { keepStdoutForResult, log, type BenchRow } from './bench-stats';
import { timeModalLoadRows } from './time-modal-load';

const WATCHDOG_MS = 15 * 60_000;
const baseUrl = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:4174';
const trials = Math.max(20, Number(process.env.BENCH_LATENCY_TRIALS ?? 25));

async function main(): Promise<BenchRow[]> {
  keepStdoutForResult();
  const started = Date.now();
  const dates = bookableDates(new Date());
  log(`base URL ${baseUrl}; offered dates ${dates.join(', ')}`);
  // BENCH_PARTS=data,live,modal,load picks parts (iterating on one); all by default.
  const parts = process.env.BENCH_PARTS?.split(',') ?? ['data', 'live', 'modal', 'load'];
  const none = { rows: [] as BenchRow[], details: [] as unknown };
  // First, on empty dates: the functions' own booking code without the Functions emulator (it cleans up after).
  const dataLayer = parts.includes('data') ? await dataLayerRows() : none;
  log(`data-layer rows done in ${Math.round((Date.now() - started) / 1000)} s`);
  const live = parts.includes('live')
    ? await liveRows({ baseUrl, dateIndex: 1, date: dates[1]!, trials })
    : { rows: [], details: [] };
  log(`browser phases done in ${Math.round((Date.now() - started) / 1000)} s`);
  // The Select Time modal while every free slot of the two later dates changes (its holds expire in 2 minutes).
  // The budgeted real peak (60 changes a minute), then the stress report (BENCH_MODAL=peak|stress picks one).
  const modes = (process.env.BENCH_MODAL?.split(',') ?? ['peak', 'stress']) as ('peak' | 'stress')[];
  const modal = [];
  for (const mode of parts.includes('modal') ? modes : []) {
    modal.push(...(await timeModalLoadRows({ baseUrl, dates: dates.slice(1), mode })));
  }
  log(`modal-under-load phase done in ${Math.round((Date.now() - started) / 1000)} s`);
  const load = parts.includes('load')
    ? await loadRows({ spreadDate: dates[2]!, raceDate: dates[1]!, customers: 50, racers: 20 })
    : none;
  log(`load phases done in ${Math.round((Date.now() - started) / 1000)} s`);
  const reports = join(process.cwd(), 'reports');
  mkdirSync(reports, { recursive: true });
  // live.mjs runs the parts in two processes: a part not run keeps its samples from the file.
  const file = join(reports, 'bench-booking.json');
  const earlier: Record<string, unknown> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const ran = (part: string, key: string, details: unknown) =>
    parts.includes(part) ? { [key]: details } : {};
  const samples = {
    ...earlier,
    ...ran('data', 'dataLayer', dataLayer.details),
    ...ran('live', 'live', live.details),
    ...ran('load', 'load', load.details),
  };
  writeFileSync(file, JSON.stringify(samples, null, 2));
  return [...dataLayer.rows, ...live.rows, ...modal, ...load.rows];
}

const watchdog = setTimeout(() => {
  log(`gave up after ${WATCHDOG_MS / 60_000} minutes`);
  process.exit(1);
}, WATCHDOG_MS);

main().then(
  (rows) => {
    clearTimeout(watchdog);
    // The Admin SDK keeps sockets open: exit explicitly once the result line is flushed.
    process.stdout.write(`${JSON.stringify(rows)}\n`, () => process.exit(0));
  },
  (error: unknown) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
