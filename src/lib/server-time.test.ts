// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoundTrip } from '../domain/server-clock';
import { createServerClock, sampleHostingDate, serverClock, useServerNow } from './server-time';

const DAY = 86_400_000;
const SERVER = Date.UTC(2026, 10, 25, 12, 21, 0); // 8:21 AM in Chaguanas

/** A device whose wall clock is `skewMs` off the server's and whose monotonic clock we drive by hand. */
function device(skewMs: number) {
  let mono = 0;
  let wall = SERVER + skewMs;
  return {
    wallNow: () => wall,
    monoNow: () => mono,
    advance(ms: number) {
      mono += ms;
      wall += ms;
    },
    sleep(ms: number) {
      wall += ms; // the monotonic clock of a sleeping device stands still
    },
    setWall(ms: number) {
      wall = ms;
    },
    /** The server answers after `rttMs`, having read its clock at the middle of the trip. */
    sample(rttMs = 80): () => Promise<RoundTrip> {
      return async () => {
        const sentAtMs = wall;
        const serverMs = wall - skewMs + rttMs / 2;
        this.advance(rttMs);
        return { sentAtMs, receivedAtMs: wall, serverDateMs: Math.floor(serverMs / 1000) * 1000 };
      };
    },
    get skew() {
      return skewMs;
    },
    set skew(value: number) {
      skewMs = value;
    },
  };
}

describe('createServerClock', () => {
  it.each([
    ['5 days ahead', 5 * DAY],
    ['3 hours behind', -3 * 3_600_000],
    ['20 minutes behind', -20 * 60_000],
    ['7 minutes ahead', 7 * 60_000],
    ['right', 0],
  ])('reads the server time within a second when the device clock is %s', async (_, skew) => {
    const d = device(skew);
    const clock = createServerClock({ sample: d.sample(), wallNow: d.wallNow, monoNow: d.monoNow });
    expect(clock.state().status).toBe('pending');
    await clock.measure();
    expect(clock.state().status).toBe('measured');
    expect(Math.abs(clock.nowMs() - (d.wallNow() - skew))).toBeLessThanOrEqual(1_000);
    expect(Math.abs(clock.state().offsetMs + skew)).toBeLessThanOrEqual(1_000);
  });

  it('uses the device clock until a measurement succeeds, and keeps the last good offset after a failure', async () => {
    const d = device(-5 * DAY);
    const failing = vi.fn(async (): Promise<RoundTrip> => {
      throw new TypeError('offline');
    });
    const clock = createServerClock({ sample: failing, wallNow: d.wallNow, monoNow: d.monoNow });
    await clock.measure();
    expect(clock.state()).toEqual({ offsetMs: 0, status: 'failed' });
    expect(clock.nowMs()).toBe(d.wallNow());
    await clock.measure(d.sample());
    expect(clock.state().status).toBe('measured');
    const good = clock.state().offsetMs;
    await clock.measure(failing);
    expect(clock.state()).toEqual({ offsetMs: good, status: 'measured' });
  });

  it('measures once however many ask at the same time, and tells its subscribers', async () => {
    const d = device(3_600_000);
    const sample = vi.fn(d.sample());
    const clock = createServerClock({ sample, wallNow: d.wallNow, monoNow: d.monoNow });
    const listener = vi.fn();
    clock.subscribe(listener);
    await Promise.all([clock.measure(), clock.measure(), clock.measure()]);
    expect(sample).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('measures again on a recheck only after the device clock jumped (a sleep or a change)', async () => {
    const d = device(0);
    const sample = vi.fn(d.sample());
    const clock = createServerClock({ sample, wallNow: d.wallNow, monoNow: d.monoNow });
    await clock.measure();
    d.advance(10 * 60_000);
    await clock.recheck();
    expect(sample).toHaveBeenCalledTimes(1);

    // The phone sleeps 8 hours and its owner sets its clock 3 hours back meanwhile.
    d.sleep(8 * 3_600_000);
    d.setWall(d.wallNow() - 3 * 3_600_000);
    d.skew = -3 * 3_600_000;
    const fresh = d.sample();
    sample.mockImplementation(fresh);
    await clock.recheck();
    expect(sample).toHaveBeenCalledTimes(2);
    expect(Math.abs(clock.state().offsetMs - 3 * 3_600_000)).toBeLessThanOrEqual(1_000);
  });

  it('starts the measurement when asked to be ready before anyone measured', async () => {
    const d = device(-20 * 60_000);
    const sample = vi.fn(d.sample());
    const clock = createServerClock({ sample, wallNow: d.wallNow, monoNow: d.monoNow });
    await clock.ready(60_000);
    expect(sample).toHaveBeenCalledTimes(1);
    expect(clock.state().status).toBe('measured');
  });

  it('rechecks after a failed measurement', async () => {
    const d = device(0);
    const sample = vi.fn(async (): Promise<RoundTrip> => Promise.reject(new Error('offline')));
    const clock = createServerClock({ sample, wallNow: d.wallNow, monoNow: d.monoNow });
    await clock.measure();
    await clock.recheck();
    expect(sample).toHaveBeenCalledTimes(2);
  });

  it('is ready once the first measurement settles, or after the time-out', async () => {
    const d = device(0);
    let answer: (trip: RoundTrip) => void = () => undefined;
    const clock = createServerClock({
      sample: () => new Promise<RoundTrip>((resolve) => (answer = resolve)),
      wallNow: d.wallNow,
      monoNow: d.monoNow,
    });
    const measuring = clock.measure();
    let ready = false;
    void clock.ready(60_000).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    answer({ sentAtMs: SERVER, receivedAtMs: SERVER, serverDateMs: SERVER });
    await measuring;
    await Promise.resolve();
    expect(ready).toBe(true);
    await expect(clock.ready()).resolves.toBeUndefined();

    vi.useFakeTimers();
    try {
      const stuck = createServerClock({ ...d, sample: () => new Promise<RoundTrip>(() => undefined) });
      void stuck.measure();
      const waiting = stuck.ready(3_000);
      vi.advanceTimersByTime(3_000);
      await expect(waiting).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sampleHostingDate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the Date header of a HEAD request that no cache answers, plus its Age', async () => {
    const fetchMock = vi.fn(
      async () => new Response(null, { headers: { Date: 'Wed, 25 Nov 2026 12:21:00 GMT', Age: '2' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const trip = await sampleHostingDate();
    expect(trip.serverDateMs).toBe(SERVER + 2_000);
    expect(trip.serverResolutionMs).toBe(1_000);
    expect(trip.receivedAtMs).toBeGreaterThanOrEqual(trip.sentAtMs);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/\?server-clock=\w+$/);
    expect(init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
  });

  it('fails without a Date header (the device clock then stands in)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null)),
    );
    await expect(sampleHostingDate()).rejects.toThrow(/Date/);
  });
});

describe('useServerNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(SERVER + 5 * DAY);
  });
  afterEach(() => vi.useRealTimers());

  it('follows the offset as soon as it is measured, and ticks', async () => {
    const { result } = renderHook(() => useServerNow(1_000));
    expect(result.current.getTime()).toBe(SERVER + 5 * DAY);
    await act(() =>
      serverClock.measure(async () => ({
        sentAtMs: Date.now(),
        receivedAtMs: Date.now(),
        serverDateMs: SERVER,
        serverResolutionMs: 1,
      })),
    );
    expect(result.current.getTime()).toBe(SERVER);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.getTime()).toBe(SERVER + 1_000);
  });
});
