import { useEffect, useMemo, useRef, useState } from 'react';
import type { SlotAvailability } from '../../../domain/capacity';
import type { SlotDoc } from '../../../contracts/slot-documents';
import type { DayQuery } from '../../../lib/data/slots-live';
import {
  dayAvailabilityFromSlots,
  nextAvailabilityChange,
  subscribeDaySlots,
} from '../../../lib/data/slots-live';
import { serverNow, serverNowMs, useServerNow } from '../../../lib/server-time';

export type LiveSlotsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; available: SlotAvailability[]; occupied: SlotAvailability[] };

/**
 * Snapshots that arrive within this many ms of the last one shown are shown together, once, at the end of the
 * window: while other customers hold and release seats all day long, the page renders a few times a second at
 * most instead of once per snapshot. The first snapshot of a day is shown at once.
 */
export const SNAPSHOT_BATCH_MS = 250;

/** How long a day's listener stays open after the page moved to another day: going back shows it at once. */
export const DAY_LINGER_MS = 60_000;

interface DayEntry {
  latest: SlotDoc[] | null;
  listeners: Set<{ data: (docs: SlotDoc[]) => void; error: () => void }>;
  unsubscribe: () => void;
  linger: ReturnType<typeof setTimeout> | null;
}

/**
 * The day listeners of one booking page, by day: a day the customer leaves keeps its listener DAY_LINGER_MS, so
 * tapping back to it lists its times from the snapshot in hand instead of waiting for a new query's answer.
 */
export interface DayPool {
  subscribe(query: DayQuery, data: (docs: SlotDoc[]) => void, error: () => void): () => void;
  /** The latest documents of a day whose listener is open, or null. */
  peek(key: string): SlotDoc[] | null;
  /** Closes every listener (the page unmounts); the pool stays usable. */
  close(): void;
}

export const dayKey = (query: DayQuery) => `${query.date}|${query.location}|${query.type}`;

export function createDayPool(): DayPool {
  const days = new Map<string, DayEntry>();
  const drop = (key: string) => {
    const entry = days.get(key);
    if (!entry) return;
    days.delete(key);
    if (entry.linger !== null) clearTimeout(entry.linger);
    entry.unsubscribe();
  };
  const open = (key: string, query: DayQuery): DayEntry => {
    const entry: DayEntry = { latest: null, listeners: new Set(), unsubscribe: () => {}, linger: null };
    days.set(key, entry);
    entry.unsubscribe = subscribeDaySlots(
      query,
      (docs) => {
        entry.latest = docs;
        for (const listener of entry.listeners) listener.data(docs);
      },
      () => {
        for (const listener of entry.listeners) listener.error();
        drop(key);
      },
    );
    return entry;
  };
  return {
    subscribe(query, data, error) {
      const key = dayKey(query);
      const entry = days.get(key) ?? open(key, query);
      if (entry.linger !== null) clearTimeout(entry.linger);
      entry.linger = null;
      const listener = { data, error };
      entry.listeners.add(listener);
      if (entry.latest) data(entry.latest);
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size > 0 || days.get(key) !== entry) return;
        entry.linger = setTimeout(() => drop(key), DAY_LINGER_MS);
      };
    },
    peek: (key) => days.get(key)?.latest ?? null,
    close: () => [...days.keys()].forEach(drop),
  };
}

/**
 * Subscribes to the day's slot documents through `pool`, handing them on at most once per SNAPSHOT_BATCH_MS (the
 * latest wins). Returns the unsubscribe function.
 */
function subscribeBatched(
  pool: DayPool,
  query: DayQuery,
  onData: (docs: SlotDoc[]) => void,
  onError: () => void,
): () => void {
  let latest: SlotDoc[] | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let shownAt = -Infinity;
  const show = () => {
    timer = null;
    shownAt = performance.now();
    if (latest) onData(latest);
  };
  const unsubscribe = pool.subscribe(
    query,
    (docs) => {
      latest = docs;
      if (timer !== null) return;
      const wait = shownAt + SNAPSHOT_BATCH_MS - performance.now();
      if (wait <= 0) show();
      else timer = setTimeout(show, wait);
    },
    onError,
  );
  return () => {
    if (timer !== null) clearTimeout(timer);
    unsubscribe();
  };
}

const sameSlot = (a: SlotAvailability, b: SlotAvailability) =>
  a.time === b.time &&
  a.taken === b.taken &&
  a.capacity === b.capacity &&
  a.seatsLeft === b.seatsLeft &&
  a.full === b.full &&
  a.blocked === b.blocked;

/** `next`'s list with every slot that did not change taken from `previous` (the same objects: memoised rows skip). */
function reuse(previous: readonly SlotAvailability[], next: SlotAvailability[]): SlotAvailability[] {
  const before = new Map(previous.map((slot) => [slot.time, slot]));
  const merged = next.map((slot) => {
    const old = before.get(slot.time);
    return old && sameSlot(old, slot) ? old : slot;
  });
  const unchanged = merged.length === previous.length && merged.every((slot, i) => slot === previous[i]);
  return unchanged ? (previous as SlotAvailability[]) : merged;
}

/** `next` as the same object as `previous` when nothing in it changed, and its unchanged slots reused. */
function stable(previous: LiveSlotsState | null, next: LiveSlotsState): LiveSlotsState {
  if (!previous || previous.status !== next.status) return next;
  if (previous.status !== 'ready' || next.status !== 'ready') return previous;
  const available = reuse(previous.available, next.available);
  const occupied = reuse(previous.occupied, next.occupied);
  if (available === previous.available && occupied === previous.occupied) return previous;
  return { status: 'ready', available, occupied };
}

/**
 * Live availability of one day: one Firestore listener for the day's slot documents (changes arrive within a
 * second or two, batched: SNAPSHOT_BATCH_MS), evaluated against the server's clock (lib/server-time) again at the
 * instant a hold runs out or the 30-minute lead time cuts a slot (nextAvailabilityChange), so expired holds free
 * their seat without a query and the list is cut where the server will. The state keeps its identity (and each
 * slot its object) while nothing shown changes, so the page does not render for nothing.
 */
export function useLiveDaySlots(
  query: DayQuery | null,
  userId: string | null,
  ownHoldId: string | null,
): LiveSlotsState {
  const [docs, setDocs] = useState<{ key: string; docs: SlotDoc[] } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const key = query ? dayKey(query) : null;
  // Renders again when the server clock's offset is learned (no ticking: the timer below re-evaluates).
  const clockNow = useServerNow(null);
  const previous = useRef<LiveSlotsState | null>(null);
  const [pool] = useState(createDayPool);
  useEffect(() => () => pool.close(), [pool]);

  useEffect(() => {
    if (!query || !key || !userId) return;
    setFailed(null);
    return subscribeBatched(
      pool,
      query,
      (next) => setDocs({ key, docs: next }),
      () => setFailed(key),
    );
    // `key` captures the query's identity.
  }, [key, userId, pool]);

  // A day seen a moment ago is listed from its listener's snapshot at once (DayPool), before its first batch.
  const current = docs && docs.key === key ? docs.docs : key ? pool.peek(key) : null;
  useEffect(() => {
    if (!current) return;
    const wait = Math.max(0, nextAvailabilityChange(current, serverNowMs()) - serverNowMs());
    const timer = setTimeout(() => setTick((n) => n + 1), wait + 5);
    return () => clearTimeout(timer);
  }, [current, tick, clockNow]);

  const state = useMemo((): LiveSlotsState => {
    if (!query || !key || !userId) return { status: 'idle' };
    if (failed === key) return { status: 'error' };
    if (!current) return { status: 'loading' };
    try {
      const now = serverNow();
      return {
        status: 'ready',
        ...dayAvailabilityFromSlots({ query, docs: current, userId, ownHoldId, now }),
      };
    } catch {
      return { status: 'error' };
    }
    // `tick` and `clockNow`: the moments the lists are evaluated again.
  }, [key, current, failed, userId, ownHoldId, tick, clockNow]);
  const shown = stable(previous.current, state);
  useEffect(() => {
    previous.current = shown;
  });
  return shown;
}
