// The schedule strings the local runner reads, against the instants Cloud Scheduler would pick, and the forms it refuses.
import { describe, expect, it } from 'vitest';
import { parseSchedule } from './schedule';

const at = (iso: string) => new Date(iso);

describe('parseSchedule', () => {
  it('reads App Engine intervals as N after the previous start', () => {
    const from = at('2026-01-01T10:02:30Z');
    expect(parseSchedule('every 5 minutes', 'America/Port_of_Spain').next(from).toISOString()).toBe(
      '2026-01-01T10:07:30.000Z',
    );
    expect(parseSchedule('every 1 mins').next(from).toISOString()).toBe('2026-01-01T10:03:30.000Z');
    expect(parseSchedule('every 2 hours').next(from).toISOString()).toBe('2026-01-01T12:02:30.000Z');
    expect(parseSchedule('  Every 10 Minutes ').describe).toBe('every 10 minutes');
  });

  it('reads five-field unix-cron in the job time zone', () => {
    const from = at('2026-01-01T10:02:00Z');
    expect(parseSchedule('*/5 * * * *', 'America/Port_of_Spain').next(from).toISOString()).toBe(
      '2026-01-01T10:05:00.000Z',
    );
    // 09:00 in Port of Spain is 13:00 UTC (UTC-4, no daylight saving time).
    expect(parseSchedule('0 9 * * *', 'America/Port_of_Spain').next(from).toISOString()).toBe(
      '2026-01-01T13:00:00.000Z',
    );
    expect(parseSchedule('0 9 * * *').next(from).toISOString()).toBe('2026-01-02T09:00:00.000Z');
  });

  it.each([
    'every day 09:00',
    'every monday 09:00',
    '1st monday of month 09:00',
    'every 5 minutes synchronized',
    'every 5 minutes from 10:00 to 14:00',
    'every 0 minutes',
    'every 5 seconds',
    '0 */5 * * * *',
    '* * *',
    'H * * * *',
    '61 * * * *',
    '',
  ])('refuses "%s" loudly, naming it', (source) => {
    expect(() => parseSchedule(source)).toThrow(`schedule "${source}"`);
  });
});
