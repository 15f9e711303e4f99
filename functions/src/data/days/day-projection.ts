// What the bay board (bay-board.ts) and the Dashboard's summaries (day-summary.ts) have in common: each
// projects every order onto one document per business day, a map {orderId: entry}, and keeps it true by one rule
// (see those files): a transaction reads the order and writes where it is NOW on the days an event names and on its
// current day; a rebuild rewrites each day from its orders by the same rule. Only the order fields, the entry, how a
// day is read and how it is written differ; they come in as a DayProjection.
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { IsoDate } from '../../../../src/domain/types';
import { db } from '../admin-sdk';
import { ordersCol } from '../booking-docs';

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Orders of one day share its document, so a busy day's writes contend: retry more than the SDK's default 5. */
export const DAY_MAX_ATTEMPTS = 25;
const PARALLEL_DAYS = 4;

/**
 * One kind of per-day document: which order fields it reads and how it places an order, where a day lives, how its
 * entries are read and compared, how a day is written.
 */
export interface DayProjection<E> {
  /** The order fields `place` reads: nothing else of an order is read. */
  orderFields: readonly string[];
  /** The field of a day's document that holds its entries {orderId: entry}. */
  entriesField: string;
  /** A stored entry, or null when unreadable (left out, so the next write replaces it). */
  readEntry(value: unknown): E | null;
  /** Where each of `orders` (read with `orderFields`) is now, in the same order; it may read more in `tx`. */
  place(tx: Transaction, orders: readonly DocumentSnapshot[]): Promise<(DayPlacement<E> | null)[]>;
  dayRef(date: IsoDate): DocumentReference;
  same(a: E | undefined, b: E | undefined): boolean;
  /** Writes a day's entries, or deletes its document(s) when nothing is on the day. */
  writeDay(tx: Transaction, date: IsoDate, entries: Record<string, E>): void;
}

/** Where an order is now: its day and its entry there (null: on no day). */
export interface DayPlacement<E> {
  date: IsoDate;
  entry: E;
}

/** The well-formed, distinct days of an event's list. */
export function namedDays(days: readonly (IsoDate | undefined)[]): IsoDate[] {
  return [...new Set(days)].filter((d): d is IsoDate => !!d && ISO_DAY.test(d));
}

/** A stored day's entries; anything the projection cannot read is left out, so the next write replaces it. */
function storedEntries<E>(projection: DayProjection<E>, snap: DocumentSnapshot): Record<string, E> {
  const stored: unknown = snap.get(projection.entriesField);
  const entries: Record<string, E> = {};
  if (typeof stored !== 'object' || stored === null) return entries;
  for (const [id, value] of Object.entries(stored)) {
    const entry = projection.readEntry(value);
    if (entry) entries[id] = entry;
  }
  return entries;
}

/**
 * Puts order `orderId` where it is now on the days `named` (read in `snaps`, in the same order) and on its current
 * day (read here when not among them), and off every other of those days. Returns how many days it rewrote.
 */
async function placeOnDays<E>(
  tx: Transaction,
  projection: DayProjection<E>,
  orderId: string,
  named: readonly IsoDate[],
  snaps: DocumentSnapshot[],
  now: DayPlacement<E> | null,
): Promise<number> {
  const dates = [...named];
  if (now && !dates.includes(now.date)) {
    dates.push(now.date);
    snaps.push(await tx.get(projection.dayRef(now.date)));
  }
  let rewritten = 0;
  dates.forEach((date, i) => {
    const entries = storedEntries(projection, snaps[i]!);
    const wanted = now?.date === date ? now.entry : undefined;
    if (projection.same(entries[orderId], wanted)) return;
    if (wanted) entries[orderId] = wanted;
    else delete entries[orderId];
    projection.writeDay(tx, date, entries);
    rewritten += 1;
  });
  return rewritten;
}

/**
 * Brings order `orderId` up to date on the days `days` name (the days an event says it left and entered) and on the
 * day it is on now, in one transaction. The order and the named days are read in one round trip (only the fields
 * the projection reads), so the order stays locked only briefly. Idempotent; returns how many days it rewrote (0
 * when all were right).
 */
export async function syncOrderOnDays<E>(
  projection: DayProjection<E>,
  orderId: string,
  days: readonly (IsoDate | undefined)[],
): Promise<number> {
  const named = namedDays(days);
  return db.runTransaction(
    async (tx) => {
      const [order, ...snaps] = await tx.getAll(
        ordersCol().doc(orderId),
        ...named.map((date) => projection.dayRef(date)),
        { fieldMask: [...projection.orderFields, projection.entriesField] },
      );
      const [now] = await projection.place(tx, [order!]);
      return placeOnDays(tx, projection, orderId, named, snaps, now ?? null);
    },
    { maxAttempts: DAY_MAX_ATTEMPTS },
  );
}

/**
 * Rewrites one day from the orders themselves, read in the transaction: the scan's candidates and every order the
 * stored day lists. Returns how many orders are on the day.
 */
async function rebuildDay<E>(
  projection: DayProjection<E>,
  date: IsoDate,
  candidates: readonly string[],
): Promise<number> {
  return db.runTransaction(
    async (tx) => {
      const stored = storedEntries(projection, await tx.get(projection.dayRef(date)));
      const ids = [...new Set([...candidates, ...Object.keys(stored)])];
      const orders = ids.length
        ? await tx.getAll(...ids.map((id) => ordersCol().doc(id)), { fieldMask: [...projection.orderFields] })
        : [];
      const placements = await projection.place(tx, orders);
      const entries: Record<string, E> = {};
      orders.forEach((order, i) => {
        const placement = placements[i];
        if (placement?.date === date) entries[order.id] = placement.entry;
      });
      projection.writeDay(tx, date, entries);
      return Object.keys(entries).length;
    },
    { maxAttempts: DAY_MAX_ATTEMPTS },
  );
}

/**
 * Rebuilds every day a scan found orders on (`days`: day -> candidate order ids) and every day stored now
 * (`storedIds`, emptied when no order is left on it), a few days at a time. Returns how many days keep entries.
 */
export async function rebuildDays<E>(
  projection: DayProjection<E>,
  days: ReadonlyMap<IsoDate, readonly string[]>,
  storedIds: readonly string[],
): Promise<number> {
  const dates = [...new Set([...days.keys(), ...storedIds])].filter((d) => ISO_DAY.test(d)).sort();
  let kept = 0;
  for (let i = 0; i < dates.length; i += PARALLEL_DAYS) {
    const counts = await Promise.all(
      dates.slice(i, i + PARALLEL_DAYS).map((date) => rebuildDay(projection, date, days.get(date) ?? [])),
    );
    kept += counts.filter((n) => n > 0).length;
  }
  return kept;
}
