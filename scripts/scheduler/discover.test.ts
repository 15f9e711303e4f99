// Discovery reads what firebase-functions' onSchedule really returns (its __endpoint and .run), and finds exactly
// the scheduled functions the functions export, with their declared schedules.
import { describe, expect, it, vi } from 'vitest';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onCall } from 'firebase-functions/v2/https';
import { scheduledJobs } from './discover';

vi.mock('../../functions/src/data/admin-sdk', () => ({ db: {}, adminAuth: {} }));

describe('scheduledJobs', () => {
  it('takes the schedule, time zone and handler from onSchedule results and nothing else', async () => {
    const handler = vi.fn();
    const jobs = scheduledJobs({
      tick: onSchedule({ schedule: 'every 5 minutes', timeZone: 'America/Port_of_Spain' }, handler),
      daily: onSchedule('0 9 * * *', async () => {}),
      call: onCall(() => 1),
      constant: 3,
    });
    expect(jobs.map((j) => [j.name, j.schedule.source, j.timeZone, j.jobName])).toEqual([
      ['tick', 'every 5 minutes', 'America/Port_of_Spain', 'firebase-schedule-tick-us-central1'],
      ['daily', '0 9 * * *', 'UTC', 'firebase-schedule-daily-us-central1'],
    ]);
    const event = { jobName: 'firebase-schedule-tick-us-central1', scheduleTime: '2026-01-01T10:05:00.000Z' };
    await jobs[0]!.run(event);
    expect(handler).toHaveBeenCalledWith(event);
  });

  it('refuses a scheduled function whose schedule it cannot read', () => {
    expect(() => scheduledJobs({ odd: onSchedule('every day 09:00', async () => {}) })).toThrow(
      'every day 09:00',
    );
  });

  it("finds the functions' six scheduled jobs in business time: five every 5 minutes, the plans' daily", async () => {
    const exports = await import('../../functions/src/index');
    const jobs = scheduledJobs(exports as Record<string, unknown>);
    expect(jobs.map((j) => j.name).sort()).toEqual([
      'cleanupBookings',
      'markNoShows',
      'reconcileCheckouts',
      'sendAppointmentReminders',
      'sendDueMessages',
      'sendPlanReminders',
    ]);
    for (const j of jobs.filter((job) => job.name !== 'sendPlanReminders'))
      expect([j.schedule.describe, j.timeZone]).toEqual(['every 5 minutes', 'America/Port_of_Spain']);
    // Wash plans' renewal reminders (issue 43): once a day at 9 AM business time.
    const plans = jobs.find((j) => j.name === 'sendPlanReminders')!;
    expect([plans.schedule.source, plans.timeZone]).toEqual(['0 9 * * *', 'America/Port_of_Spain']);
    expect(plans.schedule.next(new Date('2026-12-01T12:00:00Z')).toISOString()).toBe(
      '2026-12-01T13:00:00.000Z',
    );
  });
});
