// The scale benchmark: seeds 10,000 orders over 90 days and 2,000 users (scale-seed.ts), then times
// what an admin's screens ask Firestore for, with the app's own query code and a signed-in admin client SDK:
//   Orders tab first page, a filtered page (status + wash type + appointment type + last 30 days), an order-ID
//   lookup (the search), the Users tab's first page (50 users ordered by e-mail), and the Dashboard (the
//   adminDashboard callable, which reads the month's daily summaries, plus the 10 newest orders, in parallel as
//   the tab does).
// Reads are what Firestore bills: documents returned (at least 1 per query, 1 per document get).
// Budgets: p95 <= 500 ms and <= 60 reads each.
// Runs inside the emulator suite; the LAST stdout line is the JSON array of rows [measure, measured, budget, ok].
//   node scripts/emulators.mjs exec "npx tsx scripts/bench/scale-bench.ts"     (or: npm run bench -- scale)
import '../support/admin-emulator-env';
import * as fs from 'firebase/firestore';
import { businessDate, addDaysToDate } from '../../src/domain/calendar';
import { queryOrdersPage, searchOrders, type OrdersSdk } from '../../src/lib/data/admin-order-queries';
import { dashboardFigures } from '../../functions/src/data/days/dashboard-figures';
import { adminAuth } from '../../functions/src/data/admin-sdk';
import { emulatorClient } from '../support/emulator-client';
import { HOST, PORTS } from '../support/emulator-config';
import { keepStdoutForResult, percentile, type BenchRow } from './bench-stats';
import { SCALE, scaleOrderId, seedScale } from './scale-seed';

const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 20);
const WARM_UP = 2;
const BUDGET = { p95Ms: 500, reads: 60 } as const;
const log = (message: string) => process.stderr.write(`[scale-bench] ${message}\n`);

/** The SDK with every get counted the way Firestore bills it. */
function countingSdk(counter: { reads: number }): OrdersSdk {
  return {
    ...fs,
    getDocs: (async (q: fs.Query) => {
      const snap = await fs.getDocs(q);
      counter.reads += Math.max(1, snap.size);
      return snap;
    }) as typeof fs.getDocs,
    getDoc: (async (ref: fs.DocumentReference) => {
      counter.reads += 1;
      return fs.getDoc(ref);
    }) as typeof fs.getDoc,
  };
}

interface Measure {
  name: string;
  /** One run; returns the reads it cost. */
  run: (i: number) => Promise<number>;
}

async function measure({ name, run }: Measure): Promise<BenchRow[]> {
  for (let i = 0; i < WARM_UP; i += 1) await run(i);
  const times: number[] = [];
  const reads: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    reads.push(await run(i + WARM_UP));
    times.push(performance.now() - started);
  }
  const p50 = Math.round(percentile(times, 50));
  const p95 = Math.round(percentile(times, 95));
  const maxReads = Math.max(...reads);
  log(`${name}: p50 ${p50} ms, p95 ${p95} ms, reads ${maxReads}`);
  return [
    [`${name}: p50 / p95`, `${p50} / ${p95} ms`, `p95 <= ${BUDGET.p95Ms} ms`, p95 <= BUDGET.p95Ms],
    [`${name}: document reads`, String(maxReads), `<= ${BUDGET.reads}`, maxReads <= BUDGET.reads],
  ];
}

async function main(): Promise<BenchRow[]> {
  keepStdoutForResult();
  log(`seeding ${SCALE.orders} orders over ${SCALE.days} days and ${SCALE.users} users`);
  log(`seeded in ${Math.round((await seedScale()) / 1000)} s`);
  const admin = { email: `scale-admin-${Date.now()}@example.test`, password: 'secret-123' };
  const { uid } = await adminAuth.createUser(admin);
  await adminAuth.setCustomUserClaims(uid, { admin: true });
  const client = await emulatorClient(admin);
  const db = fs.getFirestore(client.app);
  fs.connectFirestoreEmulator(db, HOST, PORTS.firestore);
  const today = businessDate(new Date());
  // The callable's billed reads, from the same summary read it runs (the summaries do not change during the run).
  const dashboardReads = (await dashboardFigures(new Date())).reads;

  const counted = async (body: (sdk: OrdersSdk) => Promise<unknown>) => {
    const counter = { reads: 0 };
    await body(countingSdk(counter));
    return counter.reads;
  };
  const measures: Measure[] = [
    { name: 'Orders tab first page', run: () => counted((sdk) => queryOrdersPage(sdk, db, {})) },
    {
      name: 'Orders filtered (status, wash, type, 30 days)',
      run: () =>
        counted((sdk) =>
          queryOrdersPage(sdk, db, {
            status: 'completed',
            serviceName: 'PREMIUM WASH',
            appointmentType: 'free',
            from: addDaysToDate(today, -30),
            to: today,
          }),
        ),
    },
    {
      // Orders of the oldest days: never on a first page.
      name: 'Order-ID lookup (search)',
      run: (i) => counted((sdk) => searchOrders(sdk, db, scaleOrderId(89 + 90 * (i % 100)))),
    },
    {
      name: 'Users tab first page (50 by e-mail)',
      run: async () => {
        const users = fs.query(fs.collection(db, 'users'), fs.orderBy('email'), fs.limit(50));
        return Math.max(1, (await fs.getDocs(users)).size);
      },
    },
    {
      name: 'Dashboard (daily summaries + 10 newest)',
      run: async () => {
        const recent = fs.query(fs.collection(db, 'orders'), fs.orderBy('createdAt', 'desc'), fs.limit(10));
        const [, snap] = await Promise.all([client.call('adminDashboard', {}), fs.getDocs(recent)]);
        return dashboardReads + Math.max(1, snap.size);
      },
    },
  ];
  const rows: BenchRow[] = [];
  for (const m of measures) rows.push(...(await measure(m)));
  // Where the Dashboard's time goes: its summary read alone, without the callable around it.
  const alone: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    await dashboardFigures(new Date());
    alone.push(performance.now() - started);
  }
  log(`Dashboard summary read alone (Admin SDK): p50 ${Math.round(percentile(alone, 50))} ms`);
  return rows;
}

main().then(
  (rows) => process.stdout.write(`${JSON.stringify(rows)}\n`, () => process.exit(0)),
  (error: unknown) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
