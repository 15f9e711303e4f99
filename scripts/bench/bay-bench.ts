// The bay screen's benchmarks (issue 27), run by scripts/bench/live.mjs after seeding, against the production build
// it serves (BENCH_BASE_URL, default http://127.0.0.1:4174) and the emulators; report-only rows:
//   reads    the app's own client read counter (`[firestore-reads] <source> +n = total`, emulator builds) while the
//            seeded bay attendant (bay@demo.test) opens the panel until today's board is shown (first load), then
//            while the screen sits idle for a minute (BENCH_BAY_IDLE_MS; the board is one listened document);
//   latency  check-in through the bay screen's typed entry (order code + plate) on a phone-sized page: from the
//            click on "Check in" to the answer region showing that order checked in (a MutationObserver stamps it
//            in the page), BENCH_BAY_TRIALS (default 20) orders of today, each through the real checkInOrder.
// The orders are written with the functions' own builders and signed with the emulators' key (like the seed), at
// the real now in business time. After closing time (7:00 PM) the server refuses every check-in, so the trials then
// time the refusal's round trip and the row says so. The LAST stdout line is the JSON array of rows.
//   BENCH_ONLY=bay node scripts/emulators.mjs exec "node scripts/bench/live.mjs"   (these rows alone)
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { BAY_BOARD_COLLECTION } from '../../src/contracts/bay-api';
import { CLOSING_MINUTES } from '../../src/domain/arrival';
import { businessDate, businessMinutesOfDay, formatTime12 } from '../../src/domain/calendar';
import { DEFAULT_LOCATION, findPackageById } from '../../src/domain/catalogue';
import { useLocalPassKey } from '../support/local-pass-key';
import { emulatorApp, PASSWORD } from '../support/e2e-emulators';
import { createVerifiedCustomer } from '../support/verified-customer';
import {
  benchContext,
  launchBrowser,
  pageNow,
  readEntries,
  readsBySource,
  sumReads,
} from './booking-browser';
import { keepStdoutForResult, percentile, ms, sleep, type BenchRow } from './bench-stats';

useLocalPassKey();
const { buildOrder, signedOrderData } = await import('../../functions/src/data/orders/new-order');

const baseUrl = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:4174';
const TRIALS = Math.max(1, Number(process.env.BENCH_BAY_TRIALS ?? 20));
const IDLE_MS = Number(process.env.BENCH_BAY_IDLE_MS ?? 60_000);
const ATTENDANT = 'bay@demo.test';
const ADMIN_AUTH_PATH = '/adminpfy9665k01-auth';
const app = emulatorApp('bay-bench');
const db = getFirestore(app);

const log = (message: string) => process.stderr.write(`[bay-bench] ${message}\n`);

interface BenchOrder {
  orderId: string;
  orderCode: string;
  numberPlate: string;
}

/** `count` confirmed free appointments of one new customer, today at the current minute, signed. */
async function todaysOrders(count: number): Promise<BenchOrder[]> {
  const stamp = Date.now().toString(36).toUpperCase();
  const email = `bench-bay-${stamp}@bench.test`;
  const uid = await createVerifiedCustomer(
    { auth: getAuth(app), db },
    { email, password: PASSWORD, name: 'Bench Customer', contact: '+18685551234' },
  );
  const now = new Date();
  const date = businessDate(now);
  const time = formatTime12(businessMinutesOfDay(now));
  const codes = new Set<string>();
  const orders: BenchOrder[] = [];
  while (orders.length < count) {
    const order = buildOrder({
      userId: uid,
      userEmail: email,
      contact: '+18685551234',
      servicePackage: findPackageById('basic-wash')!,
      appointmentType: 'free',
      location: DEFAULT_LOCATION,
      appointmentDate: date,
      appointmentTime: time,
      numberPlate: `BB${stamp.slice(-4)}${orders.length}`,
      now,
    });
    if (codes.has(order.orderCode)) continue;
    codes.add(order.orderCode);
    await db
      .doc(`orders/${order.orderId}`)
      .set(await signedOrderData(order, { specialInstructions: '' }, now));
    orders.push({ orderId: order.orderId, orderCode: order.orderCode, numberPlate: order.numberPlate! });
  }
  return orders;
}

/**
 * Waits until the keepBayBoard trigger has put every order on today's board and the board stopped changing, so the
 * screen's reads count its own load and idleness, not the trigger catching up with the writes above.
 */
async function boardHolds(orders: readonly BenchOrder[]): Promise<void> {
  const ref = db.doc(`${BAY_BOARD_COLLECTION}/${businessDate(new Date())}`);
  const deadline = Date.now() + 120_000;
  let lastUpdate = '';
  for (;;) {
    const snap = await ref.get();
    const entries = (snap.get('entries') ?? {}) as Record<string, unknown>;
    const update = snap.updateTime?.toMillis().toString() ?? '';
    if (orders.every((o) => o.orderId in entries) && update === lastUpdate) return;
    if (Date.now() > deadline)
      throw new Error('the bay board did not take the bench orders within 2 minutes');
    lastUpdate = update;
    await sleep(2000);
  }
}

/** Stamps, in the page, the click on Check in and the first change after which the answer names `code`. */
const ARM = `(code) => {
  const region = document.querySelector('[aria-label="Scan result"]');
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Check in');
  window.__bayClickAt = null;
  window.__bayAnswerAt = null;
  window.__bayAnswer = null;
  button.addEventListener('click', () => { window.__bayClickAt = performance.now(); }, { once: true, capture: true });
  const observer = new MutationObserver(() => {
    const text = region.textContent || '';
    if (window.__bayClickAt !== null && /Checked in|Already checked in|Refused/.test(text) && (text.includes(code) || text.includes('Refused'))) {
      window.__bayAnswerAt = performance.now();
      window.__bayAnswer = text;
      observer.disconnect();
    }
  });
  observer.observe(region, { subtree: true, childList: true, characterData: true });
}`;

async function checkInOnce(page: Page, order: BenchOrder): Promise<{ ms: number; answer: string }> {
  await page.getByLabel('Order code').fill(order.orderCode);
  await page.getByLabel('Number plate').fill(order.numberPlate);
  await page.evaluate(`(${ARM})(${JSON.stringify(order.orderCode)})`);
  await page.getByRole('button', { name: 'Check in' }).click();
  const handle = await page.waitForFunction(
    () => {
      const w = window as unknown as {
        __bayClickAt: number | null;
        __bayAnswerAt: number | null;
        __bayAnswer: string;
      };
      return w.__bayAnswerAt !== null
        ? { ms: w.__bayAnswerAt - w.__bayClickAt!, answer: w.__bayAnswer }
        : null;
    },
    null,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as { ms: number; answer: string };
}

async function main(): Promise<BenchRow[]> {
  keepStdoutForResult();
  const afterClosing = businessMinutesOfDay(new Date()) >= CLOSING_MINUTES - 2;
  const orders = await todaysOrders(TRIALS + 1);
  await boardHolds(orders);
  log(
    `${orders.length} orders written for today${afterClosing ? ' (after closing: refusals expected)' : ''}`,
  );
  const browser = await launchBrowser();
  try {
    const context = await benchContext(browser, baseUrl);
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(ADMIN_AUTH_PATH);
    await page.getByLabel('Email').fill(ATTENDANT);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In to Admin Panel' }).click();
    await page.getByRole('heading', { name: 'Today', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Order code').waitFor();
    // Let the listener's first snapshot and anything it triggers arrive.
    await sleep(3000);
    // The app counts from its first script (the sign-in page and the panel are one document).
    const first = await readEntries(page);
    log(`first load: ${sumReads(first)} reads (${readsBySource(first)})`);
    const idleFrom = await pageNow(page);
    await sleep(IDLE_MS);
    const idle = (await readEntries(page)).filter((e) => e.at >= idleFrom);
    log(`idle ${IDLE_MS / 1000} s: ${sumReads(idle)} reads (${readsBySource(idle)})`);

    // One warm-up check-in (the function's cold start is not the bay's latency), then the trials.
    const samples: number[] = [];
    const answers = new Map<string, number>();
    for (const [index, order] of orders.entries()) {
      const { ms: took, answer } = await checkInOnce(page, order);
      const verdict = /Refused/.test(answer) ? 'refused' : /Already/.test(answer) ? 'already' : 'checked in';
      answers.set(verdict, (answers.get(verdict) ?? 0) + 1);
      if (index > 0) samples.push(took);
    }
    log(
      `check-ins: ${[...answers].map(([k, n]) => `${k} ${n}`).join(', ')}; samples ${samples.map(Math.round).join(' ')}`,
    );
    const label = afterClosing
      ? 'Bay check-in, click to answer shown (after closing: refusals) p50 / p95'
      : 'Bay check-in (typed), click to answer shown p50 / p95';
    const sample = samples.length > 0 ? samples : [Infinity];
    return [
      [
        label,
        `${ms(percentile(sample, 50))} / ${ms(percentile(sample, 95))}`,
        `report (n=${samples.length})`,
        true,
      ],
      ['Bay screen first load, Firestore reads', String(sumReads(first)), 'report', true],
      [
        `Bay screen idle ${Math.round(IDLE_MS / 1000)} s, Firestore reads`,
        String(sumReads(idle)),
        'report',
        true,
      ],
    ];
  } finally {
    await browser.close();
  }
}

main().then(
  (rows) => process.stdout.write(`${JSON.stringify(rows)}\n`, () => process.exit(0)),
  (error: unknown) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
