// Runs scheduled jobs on their schedules, one timer per job, and keeps a record of each run. The wait until a job is
// due may be scaled down (speedup): "every 5 minutes" at speedup 60 runs every 5 s. Only the wait is scaled: the
// period still comes from the job's own schedule string, and the handler reads the real clock, as in production.
// A run still going when the job is due again is not overlapped: that tick is skipped and recorded. `stop` clears the
// timers at once; `idle` resolves when the runs under way have finished (the control endpoint's stop waits for it, so
// a test that stops the runner knows no job still writes into the next test's data).
import type { Schedule } from './schedule';

/** What Cloud Scheduler hands a v2 `onSchedule` handler (firebase-functions' ScheduledEvent). */
export interface ScheduledEvent {
  jobName: string;
  scheduleTime: string;
}

export interface ScheduledJob {
  name: string;
  /** Cloud Scheduler's job name for this function, e.g. firebase-schedule-markNoShows-us-central1. */
  jobName: string;
  schedule: Schedule;
  timeZone: string;
  run(event: ScheduledEvent): unknown;
}

export interface RunRecord {
  name: string;
  startedAt: string;
  durationMs: number;
  outcome: 'ok' | 'failed' | 'skipped';
  error?: string;
}

export interface RunnerOptions {
  jobs: ScheduledJob[];
  log?: (line: string) => void;
  /** Test seams: the clock and the timers. */
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** How many run records are kept (newest last). */
  keep?: number;
}

export const MAX_SPEEDUP = 3600;

/** Reads a speedup (LOCAL_SCHEDULE_SPEEDUP, the control endpoint's ?speedup=): a number from 1 to MAX_SPEEDUP. */
export function parseSpeedup(raw: string | undefined | null): number {
  if (raw === undefined || raw === null || raw.trim() === '') return 1;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1 || value > MAX_SPEEDUP) {
    throw new Error(`speedup "${raw}": a number from 1 to ${MAX_SPEEDUP} (1 = real time)`);
  }
  return value;
}

/** Keeps the last `keep` runs in `runs` and prints each. */
function runLog(runs: RunRecord[], keep: number, log: (line: string) => void) {
  return (entry: RunRecord) => {
    runs.push(entry);
    if (runs.length > keep) runs.splice(0, runs.length - keep);
    const when = new Date(entry.startedAt).toISOString().slice(11, 19);
    const what = entry.outcome === 'failed' ? `failed: ${entry.error}` : entry.outcome;
    log(`[scheduler] ${entry.name} at ${when}Z, ${entry.durationMs} ms: ${what}`);
  };
}

/** One run of `job` at `startedAt`, with Cloud Scheduler's event; never throws: the outcome is its record. */
async function runOnce(job: ScheduledJob, startedAt: number, now: () => number): Promise<RunRecord> {
  const event = { jobName: job.jobName, scheduleTime: new Date(startedAt).toISOString() };
  const base = { name: job.name, startedAt: event.scheduleTime };
  try {
    await job.run(event);
    return { ...base, durationMs: now() - startedAt, outcome: 'ok' };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...base, durationMs: now() - startedAt, outcome: 'failed', error: message };
  }
}

/** Resolves once every promise of `inFlight` (which may grow meanwhile) has settled. */
async function settleAll(inFlight: Set<Promise<unknown>>): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

function startLine(jobs: ScheduledJob[], speedup: number): string {
  const scale = speedup === 1 ? 'real time' : `${speedup}x faster than real time`;
  const list = jobs.map((j) => `${j.name} (${j.schedule.describe})`).join(', ');
  return `[scheduler] running ${jobs.length} scheduled jobs, ${scale}: ${list}`;
}

export function createRunner(options: RunnerOptions) {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((t: unknown) => clearTimeout(t as NodeJS.Timeout));
  const log = options.log ?? ((line: string) => console.log(line));
  const keep = options.keep ?? 200;
  const runs: RunRecord[] = [];
  const timers = new Map<string, unknown>();
  const nextDue = new Map<string, number>();
  const busy = new Set<string>();
  const inFlight = new Set<Promise<unknown>>();
  let speedup = 1;
  let running = false;
  // Schedule time ("virtual") runs `speedup` times faster than real time from the moment the runner started.
  let anchor = 0;
  const virtualNow = () => anchor + (now() - anchor) * speedup;
  const realDelay = (virtualDue: number) => Math.max(0, (virtualDue - virtualNow()) / speedup);

  const record = runLog(runs, keep, log);

  async function fire(job: ScheduledJob, virtualDue: number) {
    arm(job, virtualDue);
    const startedAt = now();
    if (busy.has(job.name)) {
      const skipped = { name: job.name, startedAt: new Date(startedAt).toISOString(), durationMs: 0 };
      return record({ ...skipped, outcome: 'skipped', error: 'previous run still going' });
    }
    busy.add(job.name);
    const run = runOnce(job, startedAt, now); // never throws: its outcome is the record
    inFlight.add(run);
    record(await run);
    inFlight.delete(run);
    busy.delete(job.name);
  }

  function arm(job: ScheduledJob, fromVirtual: number) {
    if (!running) return;
    const due = job.schedule.next(new Date(fromVirtual)).getTime();
    nextDue.set(job.name, due);
    timers.set(
      job.name,
      setTimer(() => void fire(job, due), realDelay(due)),
    );
  }

  return {
    start(factor = 1) {
      if (running) this.stop();
      speedup = factor;
      running = true;
      anchor = now();
      for (const job of options.jobs) arm(job, anchor);
      log(startLine(options.jobs, speedup));
    },
    stop() {
      if (!running) return;
      running = false;
      for (const timer of timers.values()) clearTimer(timer);
      timers.clear();
      nextDue.clear();
      log('[scheduler] stopped');
    },
    /** Resolves once no run is under way (after `stop`, no job writes anything more). */
    idle: () => settleAll(inFlight),
    /** Whether it runs, at which speedup, each job with its next real due time, and the runs so far (oldest first). */
    state() {
      return {
        running,
        speedup,
        jobs: options.jobs.map((job) => {
          const due = nextDue.get(job.name);
          const nextRunAt = due === undefined ? null : new Date(now() + realDelay(due)).toISOString();
          return { name: job.name, schedule: job.schedule.source, timeZone: job.timeZone, nextRunAt };
        }),
        runs: [...runs],
      };
    },
  };
}

export type Runner = ReturnType<typeof createRunner>;
