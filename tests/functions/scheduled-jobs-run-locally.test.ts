// The scheduled functions run on their own schedule against the emulators (scripts/local-services.ts), without any
// test calling a handler: an appointment whose arrival window closed is marked missed and one starting within the
// hour gets its reminder e-mail, the data placed relative to now. The runner waits in this tier until a test starts
// it (so the suites that clear data and call the handlers themselves are undisturbed), and is stopped after.
import '../../scripts/support/admin-emulator-env';
import { describe, expect, it } from 'vitest';
import { ARRIVAL_LATE_MINUTES } from '../../src/contracts/bay-api';
import { noShowMailId } from '../../src/domain/no-show';
import { reminderId } from '../../src/domain/reminders';
import { db } from '../../functions/src/data/admin-sdk';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { slotIn } from '../support/slots.fixtures';

resetBetweenTests();

const SCHEDULER = 'http://127.0.0.1:4531/__scheduler';
const SPEEDUP = 60; // "every 5 minutes" every 5 s

interface RunnerState {
  running: boolean;
  jobs: Array<{ name: string; schedule: string }>;
  runs: Array<{ name: string; startedAt: string; outcome: string; error?: string }>;
}

const state = async (): Promise<RunnerState> => (await fetch(SCHEDULER)).json() as Promise<RunnerState>;
const post = async (path: string) => {
  const res = await fetch(`${SCHEDULER}/${path}`, { method: 'POST' });
  expect(res.status).toBe(200);
};

/** Waits until each of `names` has a finished run that started after `since`. */
async function runsAfter(since: number, names: string[], timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { runs } = await state();
    const fresh = runs.filter((r) => Date.parse(r.startedAt) >= since && r.outcome !== 'skipped');
    if (names.every((n) => fresh.some((r) => r.name === n))) return fresh;
    if (Date.now() > deadline) throw new Error(`no run of ${names.join(', ')} yet: ${JSON.stringify(runs)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('scheduled jobs on the local suite', () => {
  it('wait for a start in the test tier, each job with the schedule its function declares', async () => {
    const { running, jobs } = await state();
    expect(running).toBe(false);
    expect(jobs.map((j) => `${j.name}: ${j.schedule}`).sort()).toEqual([
      'cleanupBookings: every 5 minutes',
      'markNoShows: every 5 minutes',
      'reconcileCheckouts: every 5 minutes',
      'sendAppointmentReminders: every 5 minutes',
      'sendDueMessages: every 5 minutes',
      'sendPlanReminders: 0 9 * * *',
    ]);
  });

  it('mark a no-show and queue a reminder on their own', { timeout: 60_000 }, async () => {
    const earlier = new Date(Date.now() - 3 * 3_600_000);
    const missed = await seedOrder({
      userId: 'alice',
      slot: slotIn(-(ARRIVAL_LATE_MINUTES + 15)),
      email: 'alice@example.test',
      createdAt: earlier,
    });
    const soon = await seedOrder({
      userId: 'bob',
      slot: slotIn(30),
      email: 'bob@example.test',
      createdAt: earlier,
    });
    expect((await db.doc(`mail/${reminderId(soon)}`).get()).exists).toBe(false);

    const since = Date.now();
    await post(`start?speedup=${SPEEDUP}`);
    try {
      const runs = await runsAfter(since, ['markNoShows', 'sendAppointmentReminders']);
      expect(runs.filter((r) => r.outcome === 'failed')).toEqual([]);
    } finally {
      await post('stop');
    }

    expect((await db.doc(`orders/${missed.id}`).get()).data()).toMatchObject({
      status: 'cancelled',
      noShow: true,
    });
    expect((await db.doc(`mail/${noShowMailId(missed.id)}`).get()).exists).toBe(true);
    const reminder = (await db.doc(`mail/${reminderId(soon)}`).get()).data();
    expect(reminder).toMatchObject({ to: 'bob@example.test', kind: 'reminder', orderId: soon.id });
    expect((await db.doc(`orders/${soon.id}`).get()).get('status')).toBe('confirmed');
    expect((await state()).running).toBe(false);
  });
});
