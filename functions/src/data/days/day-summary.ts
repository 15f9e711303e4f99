// The Dashboard's daily summary in Firestore (arithmetic in day-summary-rules.ts). Per business day, two documents:
//   dashboardDayOrders/{YYYY-MM-DD}  {date, orders: {[orderId]: {cents, wash, visit, driveIn}}, updatedAt}
//                                    the orders that count on the day (booked, washed or missed)
//   dashboardDays/{YYYY-MM-DD}       {date, orders, revenueCents, washes: [{name, count}], completed,
//                                    washedAppointments, misses, noShowRate, updatedAt}  their totals (DayTotals)
// The Dashboard reads only the small totals (at most 31 a month); the entries exist so every write is idempotent.
// A day without counted orders has neither document.
//
// One rule keeps them right whatever the order, timing or repetition of events: every transaction that writes an
// order's entry on a day first reads the order itself (inside the transaction, so the order cannot change before
// the commit) and writes what the order is NOW, never what an event said it was. A repeated or late event then
// rewrites the same truth, and any entry a move or cancellation made stale is removed by that change's own event,
// which names the day the order left. The rebuild follows the same rule, so it is safe beside the live trigger.
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { IsoDate } from '../../../../src/domain/types';
import type { VisitOutcome } from '../../../../src/domain/visit-figures';
import { db } from '../admin-sdk';
import {
  placementOf,
  sameEntry,
  samePlacement,
  totalsOf,
  type DayEntry,
  type DayTotals,
} from './day-summary-rules';
import { rebuildDays, syncOrderOnDays, type DayProjection } from './day-projection';
import { scanOrderIdsByDay } from './order-day-scan';
import { shapedQuery } from '../shaped-query';

export const SUMMARY_COLLECTIONS = {
  days: 'dashboardDays',
  dayOrders: 'dashboardDayOrders',
} as const;

/** The order fields a placement reads: the rest of each order never leaves Firestore. */
const PLACEMENT_FIELDS = [
  'status',
  'noShow',
  'serviceType',
  'appointmentDate',
  'appointmentDateTime',
  'price',
  'serviceName',
];
const VISITS: readonly string[] = ['booked', 'washed', 'missed'] satisfies VisitOutcome[];

const totalsRef = (date: IsoDate) => db.collection(SUMMARY_COLLECTIONS.days).doc(date);
const entriesRef = (date: IsoDate) => db.collection(SUMMARY_COLLECTIONS.dayOrders).doc(date);

/**
 * A stored entry, or null when unreadable. An entry written before the summaries counted visits ({cents, wash}) is
 * read as booked, not a drive-in: `npm run summaries:rebuild` after deploying puts every order's outcome in.
 */
function entryOf(value: unknown): DayEntry | null {
  const v = value as Partial<DayEntry> | null;
  if (typeof v !== 'object' || v === null || typeof v.cents !== 'number' || typeof v.wash !== 'string')
    return null;
  if (!Number.isInteger(v.cents)) return null;
  const visit = typeof v.visit === 'string' && VISITS.includes(v.visit) ? v.visit : 'booked';
  return { cents: v.cents, wash: v.wash, visit, driveIn: v.driveIn === true };
}

/** Writes a day's entries and their totals, or deletes both when nothing counts on the day. */
function writeDay(tx: Transaction, date: IsoDate, entries: Record<string, DayEntry>): void {
  if (Object.keys(entries).length === 0) {
    tx.delete(entriesRef(date));
    tx.delete(totalsRef(date));
    return;
  }
  const updatedAt = FieldValue.serverTimestamp();
  tx.set(entriesRef(date), { date, orders: entries, updatedAt });
  tx.set(totalsRef(date), { date, ...totalsOf(entries), updatedAt });
}

const summaries: DayProjection<DayEntry> = {
  orderFields: PLACEMENT_FIELDS,
  entriesField: 'orders',
  readEntry: entryOf,
  place: async (_tx, orders) => orders.map((order) => placementOf(order.data())),
  dayRef: entriesRef,
  same: sameEntry,
  writeDay,
};

/**
 * Brings order `orderId` up to date in the summaries of `days` (the days an event says it left and entered) and of
 * the day it is on now, in one transaction. Idempotent; returns how many days it rewrote (0 when all were right).
 */
export const syncOrderSummary = (orderId: string, days: readonly (IsoDate | undefined)[]): Promise<number> =>
  syncOrderOnDays(summaries, orderId, days);

/**
 * What one write event of order `orderId` does to the summaries (the trigger's body): nothing when the Dashboard
 * sees no difference between `before` and `after` (most writes: a trade, a rebook at the same day and price...),
 * else a sync of the days it left and entered. Safe to run twice, late or out of order.
 */
export async function summarizeOrderWrite(
  orderId: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Promise<number> {
  const from = placementOf(before);
  const to = placementOf(after);
  if (samePlacement(from, to)) return 0;
  return syncOrderSummary(orderId, [from?.date, to?.date]);
}

export interface RebuildResult {
  /** Orders scanned. */
  orders: number;
  /** Days that have a summary after the rebuild. */
  days: number;
}

/**
 * Recomputes every day summary from the orders: for the deploy of the summary over existing orders, after a bulk
 * import with triggers off (the seeds), or to repair drift. Safe while the trigger runs: each day is rewritten in a
 * transaction that re-reads its orders, so a concurrent trigger's write is either seen or comes after it.
 */
export async function rebuildDaySummaries(): Promise<RebuildResult> {
  const { days, scanned } = await scanOrderIdsByDay(PLACEMENT_FIELDS, (_id, data) => placementOf(data)?.date);
  // Days stored now but no longer holding an order are rewritten too (emptied: deleted).
  const stored = await Promise.all(
    Object.values(SUMMARY_COLLECTIONS).map((name) => db.collection(name).listDocuments()),
  );
  const storedIds = stored.flat().map((ref: DocumentReference) => ref.id);
  return { orders: scanned, days: await rebuildDays(summaries, days, storedIds) };
}

/** The stored totals of the days from `start` to `end` (inclusive), by document id: one read per stored day. */
export async function readDayTotals(
  start: IsoDate,
  end: IsoDate,
): Promise<{ date: IsoDate; totals: DayTotals }[]> {
  const snap = await shapedQuery(db.collection(SUMMARY_COLLECTIONS.days), 'dashboardDays', {
    __name__: { '>=': start, '<=': end },
  }).get();
  const count = (doc: DocumentSnapshot, field: string) => Number(doc.get(field)) || 0;
  return snap.docs.map((doc) => {
    const washes: unknown = doc.get('washes');
    const rate: unknown = doc.get('noShowRate');
    return {
      date: doc.id,
      totals: {
        orders: count(doc, 'orders'),
        revenueCents: count(doc, 'revenueCents'),
        washes: Array.isArray(washes)
          ? washes.filter(
              (w: { name?: unknown; count?: unknown }) =>
                typeof w?.name === 'string' && typeof w.count === 'number',
            )
          : [],
        completed: count(doc, 'completed'),
        washedAppointments: count(doc, 'washedAppointments'),
        misses: count(doc, 'misses'),
        noShowRate: typeof rate === 'number' ? rate : null,
      },
    };
  });
}
