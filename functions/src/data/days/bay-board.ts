// The bay board in Firestore (entries built in bay-board-rules.ts): bayBoard/{YYYY-MM-DD} {date, entries: {[orderId]:
// BayBoardEntry}, updatedAt}, one document a day, so the bay screen's first load is one read. A day without entries
// has no document.
//
// The rule that keeps it true whatever the order, timing or repetition of events is the Dashboard summaries' own
// (day-summary.ts): every transaction that writes an order's entry first reads the order (and its owner's
// first name) inside the transaction and writes what the order is NOW, never what the event said. An event is used
// only for the days it names (the day the order left and the day it entered), so an older event that arrives after
// a newer one rewrites the same truth and still cleans the day it names. (Dropping such an event by comparing
// updatedAt would be wrong: a late "moved from A to B" event is the only one that names A.)
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { IsoDate } from '../../../../src/domain/types';
import { BAY_BOARD_COLLECTION, type BayBoardEntry } from '../../../../src/contracts/bay-api';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { db } from '../admin-sdk';
import {
  boardPlacementOf,
  firstNameOf,
  ownerOf,
  readBoardEntry,
  sameBoardEntry,
  type BoardPlacement,
} from './bay-board-rules';
import { rebuildDays, syncOrderOnDays, type DayProjection } from './day-projection';
import { scanOrderIdsByDay } from './order-day-scan';

/** The order fields an entry reads: nothing else of the order (no contact details) is read. */
const ENTRY_FIELDS = [
  'userId',
  'status',
  'noShow',
  'serviceType',
  'appointmentDate',
  'appointmentDateTime',
  'appointmentTime',
  'appointmentType',
  'orderCode',
  'serviceName',
  'numberPlate',
  'checkedInAt',
  'completedAt',
];

const userRef = (uid: string) => db.collection(COLLECTIONS.users).doc(uid);
export const bayBoardRef = (date: IsoDate) => db.collection(BAY_BOARD_COLLECTION).doc(date);

/** Writes a day's entries, or deletes its document when nothing is on the day. */
function writeDay(tx: Transaction, date: IsoDate, entries: Record<string, BayBoardEntry>): void {
  if (Object.keys(entries).length === 0) tx.delete(bayBoardRef(date));
  else tx.set(bayBoardRef(date), { date, entries, updatedAt: FieldValue.serverTimestamp() });
}

/** The first names of the given owners, read in the transaction (only the `name` field). */
async function firstNames(tx: Transaction, uids: readonly string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(uids.filter(Boolean))];
  if (distinct.length === 0) return new Map();
  const snaps = await tx.getAll(...distinct.map(userRef), { fieldMask: ['name'] });
  return new Map(snaps.map((s) => [s.id, firstNameOf(s.get('name'))]));
}

/** Where each order is on the board now, with its owner's first name (read in the transaction). */
async function placeOrders(tx: Transaction, orders: readonly DocumentSnapshot[]) {
  const names = await firstNames(
    tx,
    orders.map((o) => ownerOf(o.data())),
  );
  return orders.map((o) => boardPlacementOf(o.id, o.data(), names.get(ownerOf(o.data())) ?? ''));
}

const board: DayProjection<BayBoardEntry> = {
  orderFields: ENTRY_FIELDS,
  entriesField: 'entries',
  readEntry: (value) => readBoardEntry(value) ?? null,
  place: placeOrders,
  dayRef: bayBoardRef,
  same: sameBoardEntry,
  writeDay,
};

/**
 * Brings order `orderId` up to date on the board of `days` (the days an event says it left and entered) and of the
 * day it is on now, in one transaction. Idempotent; returns how many days it rewrote (0 when all were right).
 */
export const syncOrderOnBoard = (orderId: string, days: readonly (IsoDate | undefined)[]): Promise<number> =>
  syncOrderOnDays(board, orderId, days);

/** The placement an event's snapshot describes, the owner's name aside (an event carries no profile). */
const eventPlacement = (orderId: string, data: Record<string, unknown> | undefined) =>
  boardPlacementOf(orderId, data, '');

function samePlacement(a: BoardPlacement | null, b: BoardPlacement | null): boolean {
  return a === b || (!!a && !!b && a.date === b.date && sameBoardEntry(a.entry, b.entry));
}

/**
 * What one write event of order `orderId` does to the board (the trigger's body): nothing when the board sees no
 * difference between `before` and `after` (a give-up of nothing it shows, a new qrData...), else a sync of the days
 * it left and entered. Safe to run twice, late or out of order.
 */
export async function boardOrderWrite(
  orderId: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Promise<number> {
  const from = eventPlacement(orderId, before);
  const to = eventPlacement(orderId, after);
  if (samePlacement(from, to) && ownerOf(before) === ownerOf(after)) return 0;
  return syncOrderOnBoard(orderId, [from?.date, to?.date]);
}

/**
 * Recomputes every day of the bay board from the orders (`npm run bayboard:rebuild`): after the first deploy of the
 * trigger, after the seed (triggers paused), or to repair drift. Safe while the trigger runs: each day is rewritten
 * in a transaction that re-reads its orders.
 */
export async function rebuildBayBoard(): Promise<{ orders: number; days: number }> {
  const { days, scanned } = await scanOrderIdsByDay(
    ENTRY_FIELDS,
    (id, data) => boardPlacementOf(id, data, '')?.date,
  );
  const storedIds = (await db.collection(BAY_BOARD_COLLECTION).listDocuments()).map((ref) => ref.id);
  return { orders: scanned, days: await rebuildDays(board, days, storedIds) };
}
