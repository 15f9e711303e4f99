// The bay board of one business day, live (issue 27): one document, bayBoard/{YYYY-MM-DD}, kept by a trigger on
// orders, so the bay screen's first load is one read and an idle minute none. Entries are read tolerantly: an entry
// that cannot be read is skipped and named (ReadResult), never fatal; a day without a document is an empty board.
import { BAY_BOARD_COLLECTION, type BayBoardEntry, type BayBoardState } from '../../contracts/bay-api';
import { toDateValue, toTextValue } from '../../contracts/normalize';
import { APPOINTMENT_TYPES, SERVICE_TYPES } from '../../domain/types';
import { getFirebaseDb } from '../firebase';
import type { SkippedDoc } from '../model/read-result';
import { countReads } from './booking-read-counter';
import { subscribeWhenLoaded } from './when-loaded';

export interface BayBoard {
  date: string;
  entries: BayBoardEntry[];
  /** Entries left out because they could not be read, by order code (or key when it has none). */
  skipped: SkippedDoc[];
  updatedAt: Date | null;
}

const STATES: readonly BayBoardState[] = ['due', 'arrived', 'washed', 'missed', 'cancelled'];

class OddEntry extends Error {}

function field(raw: Record<string, unknown>, name: string): string {
  const value = toTextValue(raw[name]);
  if (value === null) throw new OddEntry(`field "${name}" should be text`);
  return value;
}
const optField = (raw: Record<string, unknown>, name: string): string | null =>
  raw[name] === undefined || raw[name] === null ? null : field(raw, name);
function oneOf<T extends string>(raw: Record<string, unknown>, name: string, allowed: readonly T[]): T {
  const value = raw[name];
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new OddEntry(`field "${name}" should be one of ${allowed.join(', ')}`);
}
function instant(raw: Record<string, unknown>, name: string): string | null {
  if (raw[name] === undefined || raw[name] === null) return null;
  const date = toDateValue(raw[name]);
  if (date === null) throw new OddEntry(`field "${name}" should be an instant`);
  return date.toISOString();
}

/** One entry of the board, or an OddEntry naming what is wrong. */
function readEntry(key: string, raw: unknown): BayBoardEntry {
  if (typeof raw !== 'object' || raw === null) throw new OddEntry('not a map');
  const r = raw as Record<string, unknown>;
  return {
    orderId: optField(r, 'orderId') ?? key,
    orderCode: field(r, 'orderCode'),
    firstName: optField(r, 'firstName') ?? '',
    serviceName: field(r, 'serviceName'),
    serviceType: oneOf(r, 'serviceType', SERVICE_TYPES),
    appointmentType: oneOf(r, 'appointmentType', APPOINTMENT_TYPES),
    numberPlate: optField(r, 'numberPlate'),
    appointmentTime: optField(r, 'appointmentTime') ?? '',
    appointmentAt: instant(r, 'appointmentAt'),
    state: oneOf(r, 'state', STATES),
    checkedInAt: instant(r, 'checkedInAt'),
    completedAt: instant(r, 'completedAt'),
    collect: optField(r, 'collect') ?? '',
    dueCents: typeof r.dueCents === 'number' && r.dueCents >= 0 ? r.dueCents : 0,
  };
}

/**
 * The board of `date` from its stored document data (undefined when there is none yet): every readable entry, and
 * the ones skipped with why.
 * @example readBayBoard('2026-11-25', undefined) // { date: '2026-11-25', entries: [], skipped: [], updatedAt: null }
 */
export function readBayBoard(date: string, data: Record<string, unknown> | undefined): BayBoard {
  const board: BayBoard = { date, entries: [], skipped: [], updatedAt: toDateValue(data?.updatedAt) };
  const entries = data?.entries;
  if (typeof entries !== 'object' || entries === null) return board;
  for (const [key, raw] of Object.entries(entries as Record<string, unknown>)) {
    try {
      board.entries.push(readEntry(key, raw));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const code = toTextValue((raw as { orderCode?: unknown } | null)?.orderCode);
      console.warn(`[data] skipped unreadable bay board entry ${date}/${key}: ${reason}`);
      board.skipped.push({ id: code ?? key, reason });
    }
  }
  return board;
}

/**
 * Follows the board of one business day; `onData` gets it on every change (an empty board while the day has no
 * document). Returns the unsubscribe function (safe to call before the SDK has loaded).
 */
export function subscribeBayBoard(
  date: string,
  onData: (board: BayBoard) => void,
  onError: (error: Error) => void,
): () => void {
  return subscribeWhenLoaded(
    Promise.all([getFirebaseDb(), import('../sdk/firestore')]),
    onError,
    ([db, fs], { fail }) =>
      fs.onSnapshot(
        fs.doc(db, BAY_BOARD_COLLECTION, date),
        (snapshot) => {
          if (!snapshot.metadata.fromCache) countReads('bay-board', 1);
          onData(readBayBoard(date, snapshot.data({ serverTimestamps: 'estimate' })));
        },
        fail,
      ),
  );
}
