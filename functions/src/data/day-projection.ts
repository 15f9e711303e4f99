// What the bay board (bay-board-store.ts) and the Dashboard's summaries (day-summary-store.ts) have in common: each
// projects every order onto one document per business day, a map {orderId: entry}, and keeps it true by one rule
// (see those files): a transaction reads the order and writes where it is NOW on the days an event names and on its
// current day. Only the entry, how a day is read and how it is written differ; they come in as a DayProjection.
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { IsoDate } from '../../../src/domain/types';
import { db } from './admin-sdk';
import { ordersCol } from './booking-docs';

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Orders of one day share its document, so a busy day's writes contend: retry more than the SDK's default 5. */
export const DAY_MAX_ATTEMPTS = 25;
const PARALLEL_DAYS = 4;

/** One kind of per-day document: where a day lives, how its entries are read and compared, how a day is written. */
export interface DayProjection<E> {
  dayRef(date: IsoDate): DocumentReference;
  entriesOf(snap: DocumentSnapshot): Record<string, E>;
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

/** A stored day's entries under `field`; anything `read` cannot read is left out, so the next write replaces it. */
export function storedEntries<E>(
  snap: DocumentSnapshot,
  field: string,
  read: (value: unknown) => E | null,
): Record<string, E> {
  const stored: unknown = snap.get(field);
  const entries: Record<string, E> = {};
  if (typeof stored !== 'object' || stored === null) return entries;
  for (const [id, value] of Object.entries(stored)) {
    const entry = read(value);
    if (entry) entries[id] = entry;
  }
  return entries;
}

/**
 * Puts order `orderId` where it is now on the days `named` (read in `snaps`, in the same order) and on its current
 * day (read here when not among them), and off every other of those days. Returns how many days it rewrote.
 */
export async function placeOnDays<E>(
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
    const entries = projection.entriesOf(snaps[i]!);
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
 * day it is on now, in one transaction. The order and the named days are read in one round trip (only `fieldMask`:
 * the order fields `placementOf` needs and the days' entries field), so the order stays locked only briefly;
 * `placementOf` says where the order is now (it may read more in the transaction). Idempotent; returns how many days
 * it rewrote (0 when all were right).
 */
export async function syncOrderOnDays<E>(
  projection: DayProjection<E>,
  orderId: string,
  days: readonly (IsoDate | undefined)[],
  fieldMask: readonly string[],
  placementOf: (
    tx: Transaction,
    order: Record<string, unknown> | undefined,
  ) => Promise<DayPlacement<E> | null> | DayPlacement<E> | null,
): Promise<number> {
  const named = namedDays(days);
  return db.runTransaction(
    async (tx) => {
      const [order, ...snaps] = await tx.getAll(
        ordersCol().doc(orderId),
        ...named.map((date) => projection.dayRef(date)),
        { fieldMask: [...fieldMask] },
      );
      const now = await placementOf(tx, order?.data());
      return placeOnDays(tx, projection, orderId, named, snaps, now);
    },
    { maxAttempts: DAY_MAX_ATTEMPTS },
  );
}

/**
 * Rebuilds every day a scan found orders on (`days`: day -> candidate order ids) and every day stored now
 * (`storedIds`, emptied when no order is left on it), a few days at a time. Returns how many days keep entries.
 */
export async function rebuildDays(
  days: ReadonlyMap<IsoDate, readonly string[]>,
  storedIds: readonly string[],
  rebuildDay: (date: IsoDate, candidates: readonly string[]) => Promise<number>,
): Promise<number> {
  const dates = [...new Set([...days.keys(), ...storedIds])].filter((d) => ISO_DAY.test(d)).sort();
  let kept = 0;
  for (let i = 0; i < dates.length; i += PARALLEL_DAYS) {
    const counts = await Promise.all(
      dates.slice(i, i + PARALLEL_DAYS).map((date) => rebuildDay(date, days.get(date) ?? [])),
    );
    kept += counts.filter((n) => n > 0).length;
  }
  return kept;
}
