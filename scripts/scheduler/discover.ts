// Finds the scheduled functions among the exports of the built functions (functions/lib/index.js): each v2
// `onSchedule` result carries `__endpoint.scheduleTrigger` ({ schedule, timeZone }) and its handler as `.run`
// (firebase-functions/lib/v2/providers/scheduler.js). The same handler Cloud Scheduler reaches in production, not a copy.
import { parseSchedule } from './schedule';
import type { ScheduledEvent, ScheduledJob } from './runner';

interface ScheduleEndpoint {
  region?: unknown;
  scheduleTrigger?: { schedule?: unknown; timeZone?: unknown };
}

const isDefault = (value: unknown) =>
  value === undefined || value === null || (value as object).constructor?.name === 'ResetValue';

type Exported = { __endpoint?: ScheduleEndpoint; run?: (event: ScheduledEvent) => unknown };

/** Every scheduled function of `exports`, by export name; a schedule this runner cannot read throws. */
export function scheduledJobs(exports: Record<string, unknown>): ScheduledJob[] {
  const jobs: ScheduledJob[] = [];
  for (const [name, value] of Object.entries(exports)) {
    const fn = value as Exported | null;
    const trigger = fn?.__endpoint?.scheduleTrigger;
    if (!trigger) continue;
    const { schedule } = trigger;
    // Without a time zone, firebase-functions leaves a ResetValue: Cloud Scheduler's default, UTC.
    const timeZone = isDefault(trigger.timeZone) ? 'UTC' : trigger.timeZone;
    if (typeof schedule !== 'string' || typeof timeZone !== 'string' || typeof fn.run !== 'function') {
      throw new Error(`${name}: a scheduled function whose schedule or time zone is not a plain string`);
    }
    const region = Array.isArray(fn.__endpoint?.region) ? String(fn.__endpoint.region[0]) : 'us-central1';
    const run = fn.run.bind(fn);
    jobs.push({
      name,
      jobName: `firebase-schedule-${name}-${region}`,
      schedule: parseSchedule(schedule, timeZone),
      timeZone,
      run,
    });
  }
  return jobs;
}
