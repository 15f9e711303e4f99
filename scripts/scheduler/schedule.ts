// The schedule strings of `onSchedule` (Cloud Scheduler's two syntaxes), read the way Cloud Scheduler reads them:
// - App Engine cron's interval form "every N minutes|mins|hours" (https://cloud.google.com/appengine/docs/standard/
//   scheduling-jobs-with-cron-yaml#formatting_the_schedule): N after the previous start;
// - unix-cron, five fields (https://cloud.google.com/scheduler/docs/configuring/cron-job-schedules), evaluated in the
//   job's time zone by cron-parser.
// Any other form (App Engine's "every day 09:00", "1st monday of month", "synchronized", a sixth field for seconds)
// is refused with an error naming it: the local runner never guesses a schedule.
import { CronExpressionParser } from 'cron-parser';

export interface Schedule {
  /** The string as declared. */
  source: string;
  /** The next instant the job is due after `from`. */
  next(from: Date): Date;
  /** In words, for the runner's log. */
  describe: string;
}

const INTERVAL = /^every\s+(\d+)\s+(minutes?|mins?|hours?)$/i;
const UNIT_MS: Record<string, number> = { min: 60_000, minute: 60_000, hour: 3_600_000 };

function intervalSchedule(source: string, count: number, unit: string): Schedule {
  const key = unit.toLowerCase().replace(/s$/, '');
  const periodMs = count * UNIT_MS[key]!;
  if (!(periodMs > 0)) throw new Error(`schedule "${source}": the interval must be at least one ${key}`);
  return {
    source,
    next: (from) => new Date(from.getTime() + periodMs),
    describe: `every ${count} ${key}${count === 1 ? '' : 's'}`,
  };
}

function cronSchedule(source: string, timeZone: string): Schedule {
  const fields = source.trim().split(/\s+/);
  if (fields.length !== 5 || fields.some((f) => /[HL#?]/.test(f))) {
    throw new Error(`schedule "${source}": unix-cron has five fields without H, L, # or ?`);
  }
  // Parsed once to refuse a malformed expression at discovery, not at the first run.
  CronExpressionParser.parse(source, { tz: timeZone, strict: false });
  return {
    source,
    next: (from) => CronExpressionParser.parse(source, { tz: timeZone, currentDate: from }).next().toDate(),
    describe: `cron "${source}" (${timeZone})`,
  };
}

/** Reads `source` as Cloud Scheduler would for a job in `timeZone` (default UTC, as Cloud Scheduler's). */
export function parseSchedule(source: string, timeZone = 'UTC'): Schedule {
  const text = source.trim();
  const interval = INTERVAL.exec(text);
  if (interval) return intervalSchedule(text, Number(interval[1]), interval[2]!);
  if (/^every\b/i.test(text) || /\b(of|synchronized|from)\b/i.test(text)) {
    throw new Error(
      `schedule "${source}": this App Engine cron form is not supported by the local runner ` +
        '(scripts/scheduler/schedule.ts reads "every N minutes|hours" and five-field unix-cron)',
    );
  }
  try {
    return cronSchedule(text, timeZone);
  } catch (error) {
    const message = (error as Error).message;
    throw new Error(message.startsWith('schedule "') ? message : `schedule "${source}": ${message}`);
  }
}
