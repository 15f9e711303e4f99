// The runner with a fake clock and fake timers: each job on its own schedule, the wait scaled by the speedup and
// derived from the schedule string, every run recorded (ok, failed with its message, skipped while still running),
// stop clears every timer.
import { describe, expect, it } from 'vitest';
import { createRunner, parseSpeedup, type ScheduledEvent, type ScheduledJob } from './runner';
import { parseSchedule } from './schedule';

function fakeTime(start = Date.parse('2026-01-01T10:00:00Z')) {
  let now = start;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let nextId = 1;
  return {
    now: () => now,
    setTimer: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimer: (id: unknown) => void timers.delete(id as number),
    pending: () => timers.size,
    /** Moves the clock forward, firing due timers in order, letting their promises settle. */
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
        for (let i = 0; i < 5; i++) await Promise.resolve();
      }
      now = until;
    },
  };
}

const job = (name: string, schedule: string, run: (e: ScheduledEvent) => unknown): ScheduledJob => ({
  name,
  jobName: `firebase-schedule-${name}-us-central1`,
  schedule: parseSchedule(schedule, 'America/Port_of_Spain'),
  timeZone: 'America/Port_of_Spain',
  run,
});

describe('createRunner', () => {
  it('runs each job on its own schedule, with the event Cloud Scheduler sends, and prints each run', async () => {
    const time = fakeTime();
    const events: ScheduledEvent[] = [];
    const lines: string[] = [];
    const runner = createRunner({
      ...time,
      log: (l) => lines.push(l),
      jobs: [
        job('five', 'every 5 minutes', (e) => void events.push(e)),
        job('ten', 'every 10 minutes', () => {}),
      ],
    });
    runner.start();
    await time.advance(4 * 60_000);
    expect(runner.state().runs).toEqual([]);
    await time.advance(60_000);
    expect(events).toEqual([
      { jobName: 'firebase-schedule-five-us-central1', scheduleTime: '2026-01-01T10:05:00.000Z' },
    ]);
    await time.advance(5 * 60_000);
    expect(runner.state().runs.map((r) => `${r.name} ${r.startedAt.slice(11, 16)} ${r.outcome}`)).toEqual([
      'five 10:05 ok',
      'ten 10:10 ok',
      'five 10:10 ok',
    ]);
    expect(lines.filter((l) => l.includes(' ok'))).toHaveLength(3);
    expect(lines[0]).toContain('five (every 5 minutes), ten (every 10 minutes)');
  });

  it('divides the wait by the speedup: "every 5 minutes" at 60 runs every 5 s', async () => {
    const time = fakeTime();
    const runs: number[] = [];
    const runner = createRunner({
      ...time,
      log: () => {},
      jobs: [job('five', 'every 5 minutes', () => void runs.push(time.now()))],
    });
    runner.start(60);
    await time.advance(15_000);
    expect(runs.map((t) => (t - Date.parse('2026-01-01T10:00:00Z')) / 1000)).toEqual([5, 10, 15]);
    expect(runner.state()).toMatchObject({ running: true, speedup: 60 });
  });

  it('scales a cron schedule the same way, from its own next instants', async () => {
    const time = fakeTime(Date.parse('2026-01-01T10:02:00Z'));
    const runs: number[] = [];
    const runner = createRunner({
      ...time,
      log: () => {},
      jobs: [job('cron', '*/5 * * * *', () => void runs.push(time.now()))],
    });
    runner.start(60);
    // Schedule time 10:05 is 3 minutes away: 3 s at 60x; then every 5 s.
    await time.advance(8_000);
    expect(runs.map((t) => (t - Date.parse('2026-01-01T10:02:00Z')) / 1000)).toEqual([3, 8]);
  });

  it('records a failure with its message and keeps the schedule', async () => {
    const time = fakeTime();
    let calls = 0;
    const runner = createRunner({
      ...time,
      log: () => {},
      jobs: [
        job('flaky', 'every 1 minutes', () => {
          calls += 1;
          if (calls === 1) throw new Error('emulator unreachable');
        }),
      ],
    });
    runner.start();
    await time.advance(2 * 60_000);
    expect(runner.state().runs.map((r) => [r.outcome, r.error])).toEqual([
      ['failed', 'emulator unreachable'],
      ['ok', undefined],
    ]);
  });

  it('skips a tick while the previous run of the same job is still going', async () => {
    const time = fakeTime();
    let release = () => {};
    const runner = createRunner({
      ...time,
      log: () => {},
      jobs: [job('slow', 'every 1 minutes', () => new Promise<void>((r) => (release = r)))],
    });
    runner.start();
    await time.advance(2 * 60_000);
    release();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(runner.state().runs.map((r) => r.outcome)).toEqual(['skipped', 'ok']);
  });

  it('stops every timer, and runs nothing until started', async () => {
    const time = fakeTime();
    let calls = 0;
    const runner = createRunner({
      ...time,
      log: () => {},
      jobs: [job('a', 'every 1 minutes', () => void (calls += 1))],
    });
    await time.advance(10 * 60_000);
    expect(calls).toBe(0);
    runner.start();
    await time.advance(60_000);
    runner.stop();
    expect(time.pending()).toBe(0);
    await time.advance(10 * 60_000);
    expect(calls).toBe(1);
    expect(runner.state()).toMatchObject({ running: false, jobs: [{ name: 'a', nextRunAt: null }] });
  });
});

describe('parseSpeedup', () => {
  it('reads 1 by default and a number from 1 to 3600, refusing the rest', () => {
    expect(parseSpeedup(undefined)).toBe(1);
    expect(parseSpeedup('60')).toBe(60);
    for (const bad of ['0', '-5', 'fast', '100000', '0.5'])
      expect(() => parseSpeedup(bad)).toThrow('speedup');
  });
});

describe('stopping while a job runs', () => {
  it('idles only once the run under way has finished, and starts no other', async () => {
    const time = fakeTime();
    let finish: () => void = () => {};
    let runs = 0;
    const runner = createRunner({
      ...time,
      log: () => {},
      jobs: [
        job('slow', 'every 5 minutes', () => {
          runs += 1;
          return new Promise<void>((resolve) => (finish = resolve));
        }),
      ],
    });
    runner.start();
    await time.advance(5 * 60_000);
    expect(runs).toBe(1);
    runner.stop();
    let idle = false;
    const waiting = runner.idle().then(() => (idle = true));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(idle).toBe(false);
    finish();
    await waiting;
    expect(idle).toBe(true);
    expect(runner.state().runs.map((r) => r.outcome)).toEqual(['ok']);
    await time.advance(60 * 60_000);
    expect(runs).toBe(1);
  });
});
