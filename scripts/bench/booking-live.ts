// The browser phases of the booking benchmarks: the read count of one complete free booking, the reads of an idle
// time modal, and the live-update latency of another customer's hold (see booking-browser.ts for the how).
import type { Timestamp } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { SLOT_CAPACITY } from '../../src/domain/capacity';
import { CONFIG } from '../../functions/src/config';
import type { CreateHoldResponse } from '../../src/contracts/booking-api';
import { slotDocId } from '../../src/contracts/slot-documents';
import { bookingStatesCol, ordersCol, slotsCol } from '../../functions/src/data/booking-docs';
import {
  benchContext,
  completeBooking,
  fullyFreeTimes,
  launchBrowser,
  occupiedSeenAt,
  openFreeTimeModal,
  pageNow,
  readEntries,
  readsBySource,
  sumReads,
  waitForSeats,
  watchOccupied,
} from './booking-browser';
import {
  benchCustomers,
  call,
  callOrThrow,
  holdRequest,
  slotOn,
  type BenchCustomer,
} from './booking-callables';
import { log, percentile, sleep, spread, wallClock, type BenchRow } from './bench-stats';

export const BUDGETS = { readsPerBooking: 10, idleReads: 0, liveP95Ms: 1000 } as const;
const IDLE_MS = 10_000;
const SEEN_TIMEOUT_MS = 10_000;

export interface LiveOptions {
  baseUrl: string;
  /** Index of the date among the three the page offers (1 or 2: never today). */
  dateIndex: number;
  date: string;
  trials: number;
}

export interface LatencySample {
  time: string;
  /** Slot document commit (its updatedAt server timestamp) -> modal shows the slot occupied. */
  fromCommit: number;
  /** Just before the createHold request is sent -> modal shows the slot occupied. */
  fromSend: number;
  /** createHold round trip as the caller saw it. */
  callable: number;
}

export interface LiveResult {
  rows: BenchRow[];
  details: { bookingReads: string; samples: LatencySample[] };
}

async function readsOfOneBooking(page: Page, customer: BenchCustomer, options: LiveOptions) {
  await openFreeTimeModal(page, customer, options.dateIndex);
  const time = (await fullyFreeTimes(page)).at(-1);
  if (!time) throw new Error(`no free slot with every seat left on ${options.date}`);
  await completeBooking(page, time);
  await sleep(1_000); // late reports of the page that just unmounted
  const entries = await readEntries(page);
  const orders = await ordersCol().where('userId', '==', customer.uid).get();
  const booked = orders.docs.filter(
    (d) => d.get('status') === 'confirmed' && d.get('appointmentTime') === time,
  );
  if (booked.length !== 1)
    throw new Error(`the browser booking of ${time} left ${booked.length} confirmed orders`);
  if (entries.length === 0) throw new Error('no [firestore-reads] lines: is dist/ an emulator build?');
  return { total: sumReads(entries), bySource: readsBySource(entries) };
}

async function idleReads(page: Page): Promise<number> {
  const start = await pageNow(page);
  await sleep(IDLE_MS);
  const end = await pageNow(page);
  return sumReads((await readEntries(page)).filter((e) => e.at >= start && e.at <= end));
}

async function commitInstant(date: string, time: string, holdId: string): Promise<number> {
  const snap = await slotsCol()
    .doc(slotDocId(slotOn(date, time, 'free')))
    .get();
  const holds = (snap.get('holds') ?? {}) as Record<string, number>;
  if (!(holdId in holds)) throw new Error(`slot ${snap.id} does not list hold ${holdId}`);
  const updatedAt = snap.get('updatedAt') as Timestamp;
  return updatedAt.seconds * 1000 + updatedAt.nanoseconds / 1e6;
}

/**
 * Per trial, on a slot with both seats free: customer C holds it (the modal shows '1 of 2 places left'), then
 * customer B's hold fills it, timed until the modal lists it under 'Occupied times'. A new hold of B or C
 * replaces their previous one, so each slot frees again as the trials move on. Each (B, C) pair serves at most
 * CONFIG.holdsPerHour trials: the hourly hold ceiling refuses the next one.
 */
async function latencyTrials(
  page: Page,
  pairs: readonly (readonly [BenchCustomer, BenchCustomer])[],
  options: LiveOptions,
) {
  const times = (await fullyFreeTimes(page)).slice(0, options.trials);
  if (times.length < options.trials)
    throw new Error(`only ${times.length} free slots on ${options.date} for ${options.trials} trials`);
  const samples: LatencySample[] = [];
  const capacity = SLOT_CAPACITY.free;
  for (const [i, time] of times.entries()) {
    const [b, c] = pairs[Math.floor(i / CONFIG.holdsPerHour)]!;
    const slot = slotOn(options.date, time, 'free');
    await callOrThrow<CreateHoldResponse>(c.token, 'createHold', holdRequest(slot));
    await waitForSeats(page, time, capacity - 1, capacity);
    await watchOccupied(page, time);
    const sentAt = wallClock();
    const { holdId } = await callOrThrow<CreateHoldResponse>(b.token, 'createHold', holdRequest(slot));
    const returnedAt = wallClock();
    const seenAt = await occupiedSeenAt(page, SEEN_TIMEOUT_MS).catch(() => Number.POSITIVE_INFINITY);
    const committedAt = await commitInstant(options.date, time, holdId);
    samples.push({
      time,
      fromCommit: seenAt - committedAt,
      fromSend: seenAt - sentAt,
      callable: returnedAt - sentAt,
    });
  }
  return samples;
}

async function releaseHeldSlots(customers: readonly BenchCustomer[]): Promise<void> {
  const states = await Promise.all(customers.map((c) => bookingStatesCol().doc(c.uid).get()));
  await Promise.all(
    states.map((s, i) => {
      const holdId = s.get('holdId') as string | null | undefined;
      return holdId ? call(customers[i]!.token, 'releaseHold', { holdId }) : null;
    }),
  );
}

export async function liveRows(options: LiveOptions): Promise<LiveResult> {
  const pairCount = Math.ceil(options.trials / CONFIG.holdsPerHour);
  const [booker, watcher, ...holders] = await benchCustomers('live', 2 + 2 * pairCount, 4);
  const pairs = Array.from({ length: pairCount }, (_, i) => [holders[2 * i]!, holders[2 * i + 1]!] as const);
  const browser = await launchBrowser();
  try {
    const bookerContext = await benchContext(browser, options.baseUrl);
    const reads = await readsOfOneBooking(await bookerContext.newPage(), booker!, options);
    await bookerContext.close();
    log(`one free booking: ${reads.total} client reads (${reads.bySource})`);

    const page = await (await benchContext(browser, options.baseUrl)).newPage();
    await openFreeTimeModal(page, watcher!, options.dateIndex);
    const idle = await idleReads(page);
    log(`idle modal, ${IDLE_MS / 1000} s: ${idle} reads`);
    const samples = await latencyTrials(page, pairs, options).finally(() => releaseHeldSlots(holders));
    const fromCommit = samples.map((s) => s.fromCommit);
    const fromSend = samples.map((s) => s.fromSend);
    log(`live update from commit: ${spread(fromCommit)}; from send: ${spread(fromSend)}`);
    log(
      `createHold round trip p50 ${Math.round(
        percentile(
          samples.map((s) => s.callable),
          50,
        ),
      )} ms`,
    );
    const n = samples.length;
    return {
      rows: [
        [
          'client Firestore reads, one free booking (/appointment -> account)',
          String(reads.total),
          `<= ${BUDGETS.readsPerBooking}`,
          reads.total <= BUDGETS.readsPerBooking,
        ],
        [
          `client Firestore reads, time modal idle ${IDLE_MS / 1000} s`,
          String(idle),
          String(BUDGETS.idleReads),
          idle === BUDGETS.idleReads,
        ],
        [
          `live update, hold commit -> modal 'Occupied', p50/p95/max (${n} trials)`,
          spread(fromCommit),
          `p95 <= ${BUDGETS.liveP95Ms} ms`,
          percentile(fromCommit, 95) <= BUDGETS.liveP95Ms,
        ],
        [
          `live update, createHold sent -> modal 'Occupied', p50/p95/max`,
          spread(fromSend),
          `p95 <= ${BUDGETS.liveP95Ms} ms`,
          percentile(fromSend, 95) <= BUDGETS.liveP95Ms,
        ],
      ],
      details: { bookingReads: reads.bySource, samples },
    };
  } finally {
    await browser.close();
  }
}
