// The busiest screen under load: the Select Time modal while every slot of the shown dates changes (other customers
// placing and replacing holds through the functions' own createHold, in this process, against the emulators), on a
// page whose CPU is throttled 4x (Chrome DevTools Protocol, Emulation.setCPUThrottlingRate).
//   tap -> list   from the tap on a date (the click event's own timestamp) to the first frame in which the open
//                 modal lists that date's times (a MutationObserver stamps it), with the Select Time button clicked
//                 right after the date; p50/p95 over the trials (dates alternate, so each tap loads a new day).
//   longest task  the longest task the page ran (PerformanceObserver 'longtask': tasks of 50 ms and more) from the
//                 first trial to the last, while the holds stream in.
// Two rows (issue 45):
//   PEAK    a real Saturday peak times ten: 60 hold changes a minute (one a second, paced), budgeted:
//           p95 <= 300 ms, no task over 50 ms.
//   STRESS  as fast as 4 customers at a time can place holds (about 600 a minute, until the 30 customers reach their
//           20 holds an hour): a REPORT, printed beside the emulator's behaviour behind it: it re-sends a listened
//           query's whole result on every change (production sends the changed document; docs/benchmarks.md).
// Each mode has its own 30 load customers. BENCH_MODAL=peak or stress runs one mode (iterating).
import type { Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { db } from '../../functions/src/data/admin-sdk';
import { bookingStatesCol } from '../../functions/src/data/booking-docs';
import { createHold, releaseHold } from '../../functions/src/data/slots/slot-holds';
import { slotTimes } from '../../src/domain/slots';
import { DEFAULT_LOCATION } from '../../src/domain/catalogue';
import type { SlotKey } from '../../src/domain/types';
import { createVerifiedCustomer } from '../support/verified-customer';
import { chooseUpToDate, openAppointmentPage, signIn } from '../support/booking-page';
import { PASSWORD } from '../support/e2e-emulators';
import { benchContext, launchBrowser } from './booking-browser';
import { log, percentile, sleep, type BenchRow } from './bench-stats';

export const MODAL_BUDGETS = { tapToListP95Ms: 300, longestTaskMs: 50 } as const;
/** The budgeted row's load: hold changes a minute (a busy Saturday's few a minute on a day, times ten). */
const PEAK_CHANGES_PER_MINUTE = 60;

export type ModalLoadMode = 'peak' | 'stress';
const CPU_SLOWDOWN = 4;
const TRIALS = 20;
const LOAD_CUSTOMERS = 30;
const LOAD_CONCURRENCY = 4;

const IN_PAGE = `(() => {
  window.__tasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  window.__tapAt = null;
  window.__shownAt = null;
  document.addEventListener('click', (e) => {
    const t = e.target;
    if (t instanceof HTMLInputElement && t.name === 'appointment-date') {
      window.__tapAt = e.timeStamp;
      window.__shownAt = null;
    }
  }, true);
  const shown = () => {
    for (const d of document.querySelectorAll('[role="dialog"]')) {
      if (!(d.textContent || '').includes('Select Time')) continue;
      if ((d.textContent || '').includes('Loading...')) return false;
      return d.querySelector('button[aria-label*="places left"]') !== null;
    }
    return false;
  };
  document.addEventListener('DOMContentLoaded', () =>
    new MutationObserver(() => {
      if (window.__tapAt !== null && window.__shownAt === null && shown()) window.__shownAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true }),
  );
})();`;

interface PageState {
  __tapAt: number | null;
  __shownAt: number | null;
  __tasks: { start: number; duration: number }[];
}

/** Other customers holding every free slot of `dates` in turn (each new hold replaces the customer's last one). */
function startLoad(dates: readonly string[], customers: readonly string[], mode: ModalLoadMode) {
  const slots: SlotKey[] = dates.flatMap((date) =>
    slotTimes('free').map((time) => ({ date, time, type: 'free' as const, location: DEFAULT_LOCATION })),
  );
  let running = true;
  let changes = 0;
  let next = 0;
  // Peak: each worker starts a change every LOAD_CONCURRENCY seconds, staggered, so changes start once a second.
  const paceMs = mode === 'peak' ? (60_000 / PEAK_CHANGES_PER_MINUTE) * LOAD_CONCURRENCY : 0;
  const startedAt = performance.now();
  const worker = async (w: number) => {
    for (let i = w, round = 0; running; i += LOAD_CONCURRENCY, round++) {
      if (paceMs > 0) {
        const due = startedAt + (w * paceMs) / LOAD_CONCURRENCY + round * paceMs;
        while (running && performance.now() < due) await sleep(Math.min(100, due - performance.now()));
        if (!running) break;
      }
      const uid = customers[i % customers.length]!;
      const slot = slots[next++ % slots.length]!;
      try {
        await createHold(
          uid,
          {
            appointmentDate: slot.date,
            appointmentTime: slot.time,
            appointmentType: 'free',
            location: slot.location,
            pageLoadId: 'bench',
          },
          new Date(),
        );
        changes += 1;
      } catch {
        // A full or past slot, or a customer at the hourly ceiling: the next one.
      }
    }
  };
  const workers = Array.from({ length: LOAD_CONCURRENCY }, (_, w) => worker(w));
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return changes;
    },
  };
}

/** Releases the load customers' last holds, so the later rows find the dates free. */
async function releaseLast(customers: readonly string[]): Promise<void> {
  const states = await db.getAll(...customers.map((uid) => bookingStatesCol().doc(uid)));
  await Promise.all(
    states.map((s, i) => {
      const holdId = s.get('holdId') as string | null | undefined;
      return holdId ? releaseHold(customers[i]!, holdId, new Date()) : null;
    }),
  );
}

/** A trial (tap -> list) not done within this long counts as this long, and as timed out. */
const TRIAL_TIMEOUT_MS = 20_000;
/** Trials stop after this many timed out (a jammed page would take TRIAL_TIMEOUT_MS for each one left). */
const MAX_TIMEOUTS = 3;

async function oneTrial(page: Page, dateIndex: number): Promise<number> {
  const timeout = TRIAL_TIMEOUT_MS;
  await page.keyboard.press('Escape');
  await page.getByRole('group', { name: 'Select Date' }).getByRole('radio').nth(dateIndex).check({ timeout });
  await page.getByRole('button', { name: 'Select Time' }).click({ timeout });
  const handle = await page.waitForFunction(
    () => {
      const w = window as unknown as PageState;
      return w.__shownAt !== null && w.__tapAt !== null ? w.__shownAt - w.__tapAt : null;
    },
    null,
    { timeout },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * The taps, dates alternating (each tap loads the other day): a trial not done in TRIAL_TIMEOUT_MS counts as that
 * long and as timed out (a broken budget, not a failed benchmark); the trials stop after MAX_TIMEOUTS of them.
 */
async function runTrials(page: Page): Promise<{ samples: number[]; timedOut: number }> {
  const samples: number[] = [];
  let timedOut = 0;
  for (let i = 0; i < TRIALS && timedOut < MAX_TIMEOUTS; i++) {
    try {
      samples.push(await oneTrial(page, i % 2 === 0 ? 2 : 1));
    } catch (error) {
      const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
      log(`time modal trial ${i + 1} timed out: ${why}`);
      samples.push(TRIAL_TIMEOUT_MS);
      timedOut += 1;
    }
  }
  return { samples, timedOut };
}

export async function timeModalLoadRows(options: {
  baseUrl: string;
  dates: readonly string[];
  mode: ModalLoadMode;
}): Promise<BenchRow[]> {
  const stamp = Date.now();
  const watcher = {
    email: `bench-modal-${options.mode}-${stamp}@bench.test`,
    uid: '',
  };
  watcher.uid = await createVerifiedCustomer(
    { auth: getAuth(), db },
    { email: watcher.email, password: PASSWORD, name: 'Bench Modal', contact: '+18687000001' },
  );
  const loaders: string[] = [];
  for (let i = 0; i < LOAD_CUSTOMERS; i++) {
    loaders.push(
      await createVerifiedCustomer(
        { auth: getAuth(), db },
        {
          email: `bench-modal-load-${options.mode}-${stamp}-${i}@bench.test`,
          password: PASSWORD,
          name: 'Bench Load',
          contact: `+1868710${String(1000 + i)}`,
        },
      ),
    );
  }
  const browser = await launchBrowser();
  try {
    const context = await benchContext(browser, options.baseUrl);
    await context.addInitScript({ content: IN_PAGE });
    const page = await context.newPage();
    await signIn(page, watcher);
    await openAppointmentPage(page, 'basic-wash');
    await chooseUpToDate(page, 'free', 1);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const load = startLoad(options.dates, loaders, options.mode);
    const loadStarted = performance.now();
    await sleep(2_000); // the updates are streaming before the first tap
    const from = await page.evaluate(() => performance.now());
    const { samples, timedOut } = await runTrials(page);
    const tasks = await page.evaluate(
      (t0) => (window as unknown as PageState).__tasks.filter((t) => t.start >= t0),
      from,
    );
    const changes = await load.stop();
    const perMinute = (changes * 60_000) / (performance.now() - loadStarted);
    await releaseLast(loaders);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    log(
      `time modal (${options.mode}): ${changes} hold changes; tap->list ${samples.map(Math.round).join(', ')} ms; ${tasks.length} long tasks`,
    );
    return modalRows(options.mode, {
      changes,
      perMinute,
      samples,
      timedOut,
      tasks: tasks.map((t) => t.duration),
    });
  } finally {
    await browser.close();
  }
}

interface ModalFigures {
  changes: number;
  perMinute: number;
  samples: number[];
  timedOut: number;
  /** Durations of the long tasks (50 ms or more) from the first tap to the last. */
  tasks: number[];
}

/** The peak's two budgeted rows, or the stress load's one report row with the emulator's resend named beside it. */
function modalRows(mode: ModalLoadMode, f: ModalFigures): BenchRow[] {
  const p50 = percentile(f.samples, 50);
  const p95 = percentile(f.samples, 95);
  const longest = Math.max(0, ...f.tasks);
  const timeouts = f.timedOut === 0 ? '' : `, ${f.timedOut} timed out at ${TRIAL_TIMEOUT_MS / 1000} s`;
  const load = `${CPU_SLOWDOWN}x CPU slowdown, ${f.changes} hold changes at ${Math.round(f.perMinute)} a minute`;
  const tasks =
    f.tasks.length === 0
      ? 'none of 50 ms or more'
      : `longest ${Math.round(longest)} ms (${f.tasks.length} of 50 ms or more)`;
  if (mode === 'stress') {
    return [
      [
        `Select Time STRESS (${load}, as fast as 4 at a time): tap -> list p50/p95 (${f.samples.length} taps); long tasks`,
        `${Math.round(p50)} / ${Math.round(p95)} ms${timeouts}; ${tasks}`,
        "report: the Firestore emulator re-sends a listened query's whole result on every change (production sends the changed document; docs/benchmarks.md)",
        true,
      ],
    ];
  }
  return [
    [
      `Select Time at a real peak x10 (${load}): tap on a date -> list shown, p50/p95 (${f.samples.length} taps)`,
      `${Math.round(p50)} / ${Math.round(p95)} ms${timeouts}`,
      `p95 <= ${MODAL_BUDGETS.tapToListP95Ms} ms`,
      p95 <= MODAL_BUDGETS.tapToListP95Ms && f.timedOut === 0,
    ],
    [
      'Select Time at a real peak x10: longest task while the updates stream in',
      tasks,
      `no task over ${MODAL_BUDGETS.longestTaskMs} ms`,
      longest <= MODAL_BUDGETS.longestTaskMs,
    ],
  ];
}
