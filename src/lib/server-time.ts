// The server's clock on the client. Every business decision the app shows (the dates offered, the slots cut by the
// 30-minute lead time, countdowns, session staleness, rebook and give-up windows) and every time the rules check is
// taken from serverNow(), never from the device's clock, which may be minutes or days off.
//
// How the offset is learned: one HEAD request to the site's own origin (Firebase Hosting; superstatic or Vite
// locally) with a cache-busting query, reading the HTTP `Date` header (+ `Age`, should a cache answer) and matching
// it with the round trip's midpoint (domain/server-clock offsetFromRoundTrip). Why this and not a callable or a
// Firestore server-timestamp round trip: it works before sign-in, without App Check and offline-first caches, costs
// no function invocation, no cold start (whose delay would sit on one side of the round trip) and no document write
// per page load. Its one-second resolution is far finer than any decision it serves (minutes), and the server
// re-checks every booking with its own clock anyway.
//
// Measured once per page load (startServerClock, from the app shell), again when the tab becomes visible or the
// network returns after the device clock jumped against the monotonic clock (a sleep or a manual change), and
// after a failed measurement. Until a measurement succeeds the offset is 0 (the device clock).
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ClockReading, RoundTrip } from '../domain/server-clock';
import { clockJumped, offsetFromRoundTrip } from '../domain/server-clock';

export interface ServerClockState {
  /** Server clock minus device clock, in ms (negative: the device is ahead). */
  offsetMs: number;
  status: 'pending' | 'measured' | 'failed';
}

/** One round trip: device times around a request and the server's stated time. */
export type SampleServerTime = () => Promise<RoundTrip>;

export interface ServerClockDeps {
  sample: SampleServerTime;
  wallNow: () => number;
  monoNow: () => number;
}

export interface ServerClock {
  /** The server's clock now, in epoch ms. */
  nowMs(): number;
  state(): ServerClockState;
  subscribe(listener: () => void): () => void;
  /** Measures the offset (one request at a time); resolves when done, never rejects. */
  measure(sample?: SampleServerTime): Promise<void>;
  /** Measures again if the device clock jumped since the last measurement (or the last one failed). */
  recheck(): Promise<void>;
  /** Resolves once the first measurement settled, or after `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>;
}

export function createServerClock(deps: ServerClockDeps): ServerClock {
  let current: ServerClockState = { offsetMs: 0, status: 'pending' };
  let baseline: ClockReading | null = null;
  let inFlight: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const settled = new Set<() => void>();

  const publish = (next: ServerClockState) => {
    if (next.offsetMs !== current.offsetMs || next.status !== current.status) {
      current = next;
      for (const listener of listeners) listener();
    }
    for (const resolve of settled) resolve();
    settled.clear();
  };

  const measure = (sample: SampleServerTime = deps.sample): Promise<void> => {
    inFlight ??= sample()
      .then((trip) => {
        baseline = { wallMs: deps.wallNow(), monoMs: deps.monoNow() };
        publish({ offsetMs: offsetFromRoundTrip(trip), status: 'measured' });
      })
      .catch(() => {
        // Keep the last good offset; without one, the device clock stands in.
        publish({ ...current, status: current.status === 'measured' ? 'measured' : 'failed' });
        baseline = null;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    nowMs: () => deps.wallNow() + current.offsetMs,
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    measure,
    recheck() {
      const reading = { wallMs: deps.wallNow(), monoMs: deps.monoNow() };
      if (baseline && !clockJumped({ baseline, current: reading })) return Promise.resolve();
      return measure();
    },
    ready(timeoutMs = 3_000) {
      if (current.status !== 'pending') return Promise.resolve();
      // Nobody started the page load's measurement yet (a screen outside the app shell): start it.
      if (!inFlight) void measure();
      return new Promise<void>((resolve) => {
        settled.add(resolve);
        setTimeout(resolve, timeoutMs);
      });
    },
  };
}

/** Asks the site's own origin for its `Date` header (HEAD, no body, past every cache). */
export const sampleHostingDate: SampleServerTime = async () => {
  const url = `/?server-clock=${Math.random().toString(36).slice(2)}`;
  const sentAtMs = Date.now();
  const response = await fetch(url, { method: 'HEAD', cache: 'no-store', credentials: 'omit' });
  const receivedAtMs = Date.now();
  const date = Date.parse(response.headers.get('Date') ?? '');
  if (!Number.isFinite(date)) throw new Error('no Date header');
  const age = Number(response.headers.get('Age') ?? 0);
  return {
    sentAtMs,
    receivedAtMs,
    serverDateMs: date + (Number.isFinite(age) && age > 0 ? age * 1000 : 0),
    serverResolutionMs: 1000,
  };
};

/** The app's one server clock. */
export const serverClock: ServerClock = createServerClock({
  sample: sampleHostingDate,
  wallNow: () => Date.now(),
  monoNow: () => (typeof performance !== 'undefined' ? performance.now() : Date.now()),
});

/** The server's clock now, in epoch ms: use it for every business decision instead of Date.now(). */
export const serverNowMs = (): number => serverClock.nowMs();

/** The server's clock now: use it for every business decision instead of new Date(). */
export const serverNow = (): Date => new Date(serverClock.nowMs());

let started = false;

/**
 * Measures the offset once for this page load and re-measures when the tab comes back (visible, online) after the
 * device clock jumped. Idempotent; the app shell calls it on mount.
 */
export function startServerClock(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void serverClock.measure();
  const recheck = () => {
    if (document.visibilityState === 'visible') void serverClock.recheck();
  };
  document.addEventListener('visibilitychange', recheck);
  window.addEventListener('online', recheck);
  window.addEventListener('pageshow', recheck);
}

/** The clock's state (offset and whether it was measured); re-renders when a measurement changes it. */
export function useServerClock(): ServerClockState {
  return useSyncExternalStore(serverClock.subscribe, serverClock.state, serverClock.state);
}

/**
 * The server's clock now, re-read every `tickMs` (null: only when the offset changes), for screens whose
 * decisions move with time (slot lists, countdowns, open/past orders).
 */
export function useServerNow(tickMs: number | null = 1000): Date {
  const clock = useServerClock();
  const [reading, setReading] = useState(() => ({ clock, now: serverNow() }));
  if (reading.clock !== clock) setReading({ clock, now: serverNow() });
  useEffect(() => {
    if (tickMs === null) return;
    const timer = setInterval(() => setReading({ clock, now: serverNow() }), tickMs);
    return () => clearInterval(timer);
  }, [clock, tickMs]);
  return reading.now;
}
