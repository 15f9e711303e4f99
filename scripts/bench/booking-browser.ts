// Browser half of the booking benchmarks (Playwright, Debian Chromium, the production build on `vite preview`):
//   reads    the app's own client read counter (`[firestore-reads] <source> +n = total`, printed on emulator
//            builds by src/lib/data/booking-read-counter.ts) for one complete free booking, and while the time
//            modal sits idle;
//   latency  another customer's hold (the createHold callable, from Node) until the open modal lists that slot
//            under 'Occupied times'.
// The page steps are the e2e suite's own (scripts/support/booking-page.ts): by role and visible text.
import { chromium, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  chooseUpToDate,
  openAppointmentPage,
  openTimeModal,
  pickTime,
  signIn,
  type Customer,
} from '../support/booking-page';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** One counted read report of the app, stamped in the page (performance.now()). */
export interface ReadEntry {
  at: number;
  source: string;
  count: number;
}

interface BenchWindow {
  __benchReads: ReadEntry[];
  /** Arms the occupied-slot watch; answers whether the slot is already listed. */
  __benchArm: (time: string) => boolean;
  __benchSeenAt: number | null;
}

/**
 * Installed before the app's scripts run, as plain JavaScript (tsx would decorate named TypeScript functions
 * with helpers that do not exist in the page):
 * - wraps console.debug/log/info to stamp the app's read-counter lines with performance.now(), so a time window
 *   can be cut without console-delivery lag;
 * - one MutationObserver that stamps (performance.timeOrigin + performance.now()) the first DOM change after which
 *   the time modal's 'Occupied times' list contains the armed time.
 */
const IN_PAGE_SCRIPT = `(() => {
  const reads = (window.__benchReads = []);
  for (const level of ['debug', 'log', 'info']) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      const match = /^\\[firestore-reads\\] (.+) \\+(\\d+) = \\d+$/.exec(String(args[0]));
      if (match) reads.push({ at: performance.now(), source: match[1], count: Number(match[2]) });
      original(...args);
    };
  }
  let target = null;
  window.__benchSeenAt = null;
  function occupied() {
    const items = document.querySelectorAll('[aria-label="Occupied times"] li');
    return [...items].some((li) => (li.textContent || '').startsWith(target));
  }
  function check() {
    if (target !== null && window.__benchSeenAt === null && occupied())
      window.__benchSeenAt = performance.timeOrigin + performance.now();
  }
  window.__benchArm = (time) => {
    target = time;
    window.__benchSeenAt = null;
    return occupied();
  };
  document.addEventListener('DOMContentLoaded', () =>
    new MutationObserver(check).observe(document.body, {
      subtree: true, childList: true, characterData: true, attributes: true,
    }),
  );
})();`;

/** A context whose pages run IN_PAGE_SCRIPT (phone-sized viewport, `baseURL` for relative navigation). */
export async function benchContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 } });
  await context.addInitScript({ content: IN_PAGE_SCRIPT });
  return context;
}

export async function readEntries(page: Page): Promise<ReadEntry[]> {
  return page.evaluate(() => (window as unknown as BenchWindow).__benchReads);
}

export async function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

export const sumReads = (entries: readonly ReadEntry[]) => entries.reduce((t, e) => t + e.count, 0);

export function readsBySource(entries: readonly ReadEntry[]): string {
  const by = new Map<string, number>();
  for (const e of entries) by.set(e.source, (by.get(e.source) ?? 0) + e.count);
  return [...by].map(([source, n]) => `${source} ${n}`).join(', ');
}

/** Times offered with every seat free in the open modal ('H:MM AM, 2 of 2 places left'), in order. */
export async function fullyFreeTimes(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole('dialog', { name: 'Select Time' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.flatMap((label) => {
    const match = /^(.+), (\d+) of (\d+) places left$/.exec(label);
    return match && match[2] === match[3] ? [match[1]!] : [];
  });
}

/**
 * Signs in, opens /appointment from a package's BOOK NOW, picks Chaguanas Branch, the free type and the date at
 * `dateIndex`, and opens the loaded 'Select Time' modal.
 */
export async function openFreeTimeModal(page: Page, customer: Customer, dateIndex: number): Promise<void> {
  await signIn(page, customer);
  await openAppointmentPage(page, 'basic-wash');
  await chooseUpToDate(page, 'free', dateIndex);
  await openTimeModal(page);
}

/**
 * Completes the booking of `time` in the open modal: the availability check, 'Continue with Booking',
 * 'Complete Booking', then the account's orders tab.
 */
export async function completeBooking(page: Page, time: string): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Select Time' });
  const check = await pickTime(page, modal, time);
  await expect(check.getByText('Timeslot Available!')).toBeVisible();
  await check.getByRole('button', { name: 'Continue with Booking' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 20_000 });
}

/** Arms the page's watch for `time` to appear under 'Occupied times'. Throws when it already does. */
export async function watchOccupied(page: Page, time: string): Promise<void> {
  const already = await page.evaluate((t) => (window as unknown as BenchWindow).__benchArm(t), time);
  if (already) throw new Error(`${time} is already listed as occupied before the hold`);
}

/** The wall-clock instant the armed watch saw its slot occupied (waits up to `timeout` ms). */
export async function occupiedSeenAt(page: Page, timeout: number): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as BenchWindow).__benchSeenAt, null, {
    timeout,
  });
  return (await handle.jsonValue()) as number;
}

/** Waits until the modal shows `time` with `left` places left. */
export async function waitForSeats(page: Page, time: string, left: number, capacity: number): Promise<void> {
  await expect(
    page.getByRole('dialog', { name: 'Select Time' }).getByRole('button', {
      name: `${time}, ${left} of ${capacity} places left`,
      exact: true,
    }),
  ).toBeVisible({ timeout: 10_000 });
}
