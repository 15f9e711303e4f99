// Reminders to renew a plan (issue 43, docs/plans.md): 5 days and 1 day before its end, and when exactly 1 wash is
// left, each once (plans/{id}.reminded.fiveDays / oneDay / oneLeft, set in the transaction that queues it: mail +
// customer message, data/plans/plan-mail.ts; the e-mail only for a customer who takes reminders by e-mail, as the
// message's own planning decides). No automatic charge: the customer renews on the Plans page. A term
// already renewed (a later term names it in `renews`) gets no reminder of its end. The daily job
// (triggers/plan-reminders.ts) reads the active terms not ended, by end, in pages: at most REMINDER_SCAN_MAX a run.
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { planCounts, type PlanFacts } from '../../../../src/domain/plans';
import { db } from '../admin-sdk';
import { col } from '../booking-docs';
import { readMessagePrefs } from '../message-queue';
import { shapedQuery } from '../shaped-query';
import { logs } from '../../logs';
import { plansCol, readPlan } from './plan-docs';
import { queuePlanReminder, type PlanReminderKey } from './plan-mail';

const DAY_MS = 86_400_000;
/** The most active terms one run looks at, and the page it reads them in. */
export const REMINDER_SCAN_MAX = 2_000;
const PAGE = 200;

/**
 * The reminders due for `plan` at `now` that were not sent yet (pure). Only a term that has started and not ended:
 * 'oneDay' within a day of the end, else 'fiveDays' within 5 days; 'oneLeft' when exactly one wash is left of more.
 * @example planRemindersDue({ ...plan, endsAt: in3Days }, now, {}) // ['fiveDays']
 */
export function planRemindersDue(
  plan: PlanFacts,
  now: Date,
  reminded: Partial<Record<PlanReminderKey, boolean>>,
): PlanReminderKey[] {
  if (plan.status !== 'active') return [];
  const t = now.getTime();
  if (t < plan.startsAt.getTime() || t >= plan.endsAt.getTime()) return [];
  const due: PlanReminderKey[] = [];
  const remaining = plan.endsAt.getTime() - t;
  if (remaining <= DAY_MS) {
    if (!reminded.oneDay) due.push('oneDay');
  } else if (remaining <= 5 * DAY_MS && !reminded.fiveDays) due.push('fiveDays');
  if (plan.washes > 1 && planCounts(plan.uses, plan.washes).left === 1 && !reminded.oneLeft)
    due.push('oneLeft');
  return due;
}

async function isRenewed(planId: string): Promise<boolean> {
  return !(await shapedQuery(plansCol(), 'plansRenewing', { renews: planId }).limit(1).get()).empty;
}

/** Sends what is due for one plan, in one transaction (read again there, so a second run sends nothing). */
async function remindOne(planId: string, renewed: boolean, now: Date): Promise<number> {
  return db.runTransaction(async (tx) => {
    const plan = readPlan(await tx.get(plansCol().doc(planId)));
    if (!plan) return 0;
    const due = planRemindersDue(plan, now, plan.reminded).filter((k) => k === 'oneLeft' || !renewed);
    if (due.length === 0) return 0;
    const user = await tx.get(col(COLLECTIONS.users).doc(plan.userId));
    // A reminder's e-mail only when the customer takes reminders by e-mail (the message's planning asks the same).
    const prefs = await readMessagePrefs(tx, plan.userId);
    const email = prefs.reminders.email ? String(user.get('email') ?? '') : '';
    const { left } = planCounts(plan.uses, plan.washes);
    const notice = { ...plan, planId: plan.id, email, left };
    const update: Record<string, unknown> = {};
    for (const key of due) {
      queuePlanReminder(tx, notice, key, now);
      update[`reminded.${key}`] = true;
    }
    tx.update(plansCol().doc(planId), update);
    return due.length;
  });
}

export interface PlanReminderRun {
  looked: number;
  sent: number;
  errors: number;
}

export async function sendPlanReminders(now: Date): Promise<PlanReminderRun> {
  const run: PlanReminderRun = { looked: 0, sent: 0, errors: 0 };
  let after: QueryDocumentSnapshot | null = null;
  while (run.looked < REMINDER_SCAN_MAX) {
    let query = shapedQuery(plansCol(), 'plansEndingAfter', {
      status: 'active',
      endsAt: { '>': Timestamp.fromDate(now) },
    }).limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const snap of page.docs) {
      run.looked += 1;
      const plan = readPlan(snap);
      if (!plan || planRemindersDue(plan, now, plan.reminded).length === 0) continue;
      try {
        run.sent += await remindOne(plan.id, await isRenewed(plan.id), now);
      } catch (error) {
        run.errors += 1;
        logs.unexpectedError(`plan reminder ${plan.id}`, error);
      }
    }
    if (page.size < PAGE) break;
    after = page.docs[page.docs.length - 1]!;
  }
  return run;
}
