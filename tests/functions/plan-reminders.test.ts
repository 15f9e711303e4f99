// The reminders to renew a wash plan (issue 43, data/plans/plan-reminders.ts), run as the daily job runs them against
// the emulators with plans seeded by the Admin SDK: 5 days and 1 day before the end and when exactly 1 wash is left,
// each once however many runs; nothing for a term already renewed, refunded, not started or ended.
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../functions/src/data/admin-sdk';
import { newPlanData } from '../../functions/src/data/plans/plan-activation';
import { sendPlanReminders } from '../../functions/src/data/plans/plan-reminders';
import { DEFAULT_PLAN_TYPES } from '../../src/domain/plans';
import { resetBetweenTests } from '../support/reset.fixtures';

resetBetweenTests();

const DAY = 86_400_000;
const NOW = new Date(Date.now() + 365 * DAY); // far from any real plan of the suite
const { onSale: _onSale, ...PASS } = DEFAULT_PLAN_TYPES.find((t) => t.id === 'comfort-pass-30')!;

let seeded = 0;
/** A plan of a customer with an e-mail, its term ending `endsInMs` after NOW, with `used` washes used. */
async function seedPlan(endsInMs: number, options: { used?: number; washes?: number; extra?: object } = {}) {
  seeded += 1;
  const id = `PLAN-reminder-${seeded}`;
  const userId = `plan-user-${seeded}`;
  await db.doc(`users/${userId}`).set({ email: `${userId}@example.test` });
  const endsAt = new Date(NOW.getTime() + endsInMs);
  const uses = Object.fromEntries(
    Array.from({ length: options.used ?? 0 }, (_, i) => [
      `ORDER-${id}-${i}`,
      { date: `2026-01-${String(i + 1).padStart(2, '0')}`, state: 'used', at: Timestamp.now() },
    ]),
  );
  await db.doc(`plans/${id}`).set({
    ...newPlanData({
      userId,
      terms: { ...PASS, washes: options.washes ?? PASS.washes },
      plate: 'PDF1234',
      startsAt: new Date(endsAt.getTime() - 30 * DAY),
      endsAt,
      checkoutId: `checkout-${seeded}`,
      transactionId: `SB-${seeded}`,
      processor: 'WiPay sandbox',
      renews: null,
    }),
    uses,
    ...options.extra,
  });
  return id;
}

const remindersOf = async (planId: string) =>
  (await db.collection('messages').where('kind', '==', 'plan-reminder').get()).docs
    .map((d) => d.id)
    .filter((id) => id.startsWith(`plan-reminder-${planId}-`))
    .sort();
const mailOf = async (id: string) => (await db.doc(`mail/${id}`).get()).data();

describe('sendPlanReminders', { timeout: 60_000 }, () => {
  it('reminds 5 days and 1 day before the end, once each, by message and e-mail', async () => {
    const soon = await seedPlan(4 * DAY);
    const tomorrow = await seedPlan(12 * 3_600_000);
    const far = await seedPlan(5 * DAY + 60_000);
    const first = await sendPlanReminders(NOW);
    expect(first).toMatchObject({ looked: 3, sent: 2, errors: 0 });
    expect(await remindersOf(soon)).toEqual([`plan-reminder-${soon}-fiveDays`]);
    expect(await remindersOf(tomorrow)).toEqual([`plan-reminder-${tomorrow}-oneDay`]);
    expect(await remindersOf(far)).toEqual([]);
    const mail = await mailOf(`plan-reminder-${soon}-fiveDays`);
    expect(mail).toMatchObject({ to: 'plan-user-1@example.test', kind: 'plan-reminder' });
    expect(mail!.message.text).toContain('Renew it on the Plans page');
    expect((await db.doc(`plans/${soon}`).get()).get('reminded')).toEqual({ fiveDays: true });

    // The next run, and the next day's: nothing twice; the 5-day plan's last day brings its 1-day reminder.
    expect(await sendPlanReminders(NOW)).toMatchObject({ sent: 0, errors: 0 });
    expect(await sendPlanReminders(new Date(NOW.getTime() + 3 * DAY + 60_000))).toMatchObject({ sent: 2 });
    expect(await remindersOf(soon)).toEqual([
      `plan-reminder-${soon}-fiveDays`,
      `plan-reminder-${soon}-oneDay`,
    ]);
    expect(await remindersOf(far)).toEqual([`plan-reminder-${far}-fiveDays`]);
  });

  it('reminds when exactly 1 wash is left, once; not with 2 left, nor for a one-wash plan', async () => {
    const oneLeft = await seedPlan(20 * DAY, { used: 7 });
    const twoLeft = await seedPlan(20 * DAY, { used: 6 });
    const single = await seedPlan(20 * DAY, { washes: 1 });
    expect(await sendPlanReminders(NOW)).toMatchObject({ sent: 1, errors: 0 });
    expect(await remindersOf(oneLeft)).toEqual([`plan-reminder-${oneLeft}-oneLeft`]);
    expect(await remindersOf(twoLeft)).toEqual([]);
    expect(await remindersOf(single)).toEqual([]);
    expect((await mailOf(`plan-reminder-${oneLeft}-oneLeft`))!.message.subject).toBe(
      '1 wash left on your 30-Day Comfort Pass',
    );
    expect(await sendPlanReminders(NOW)).toMatchObject({ sent: 0 });
  });

  it('sends no reminder e-mail to a customer who turned e-mail reminders off (the message is still queued)', async () => {
    const soon = await seedPlan(4 * DAY);
    await db.doc(`messagePrefs/plan-user-${seeded}`).set({
      reminders: { email: false, whatsapp: false, sms: true },
      offers: { email: false, whatsapp: false, sms: false },
    });
    expect(await sendPlanReminders(NOW)).toMatchObject({ sent: 1, errors: 0 });
    expect(await remindersOf(soon)).toEqual([`plan-reminder-${soon}-fiveDays`]);
    expect(await mailOf(`plan-reminder-${soon}-fiveDays`)).toBeUndefined();
  });

  it('sends no reminder of the end of a term already renewed, nor for a refunded, upcoming or ended one', async () => {
    const renewed = await seedPlan(3 * DAY);
    await seedPlan(33 * DAY, { extra: { renews: renewed } });
    const refunded = await seedPlan(3 * DAY, { extra: { status: 'refunded' } });
    const upcoming = await seedPlan(3 * DAY, {
      extra: { startsAt: Timestamp.fromMillis(NOW.getTime() + DAY) },
    });
    const ended = await seedPlan(-60_000);
    expect(await sendPlanReminders(NOW)).toMatchObject({ sent: 0, errors: 0 });
    for (const id of [renewed, refunded, upcoming, ended]) expect(await remindersOf(id)).toEqual([]);
  });
});
