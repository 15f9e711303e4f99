// The reminder job's core (run every 5 minutes by triggers/reminders.ts, and directly by tests: the emulator runs
// no schedules). Each reminder is the `mail` document `reminder-<orderId>-<date>_<HHMM>` (domain/reminders), created
// in a transaction that re-reads the order: a second run, overlapping or retried, finds it there and queues
// nothing; an order given up, traded or moved meanwhile is judged as it is now.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { isReminderDue, reminderId, REMINDER_LEAD_MINUTES } from '../../../../src/domain/reminders';
import { COLLECTIONS, OPEN_STATUSES } from '../../../../src/contracts/documents';
import { db } from '../admin-sdk';
import { col, ordersCol, readOrder, toDate } from '../booking-docs';
import { queueRenderedOrderMail } from './order-mail';
import { messagesCol, queueMessageFact, readMessagePrefs } from '../message-queue';
import { shapedQuery } from '../shaped-query';

export interface ReminderRunResult {
  queued: number;
  /** Already queued by an earlier or overlapping run, or no longer due. */
  skipped: number;
}

/** Firestore's ALREADY_EXISTS: another run created the reminder first. */
const ALREADY_EXISTS = 6;

function reminderFacts(snapshot: DocumentSnapshot) {
  const order = readOrder(snapshot);
  const confirmedAt = [order.createdAt, toDate(snapshot.get('rebookedAt')), toDate(snapshot.get('tradedAt'))]
    .filter((d): d is Date => d instanceof Date)
    .reduce((a, b) => (a.getTime() >= b.getTime() ? a : b));
  return { order, confirmedAt };
}

/** Queues the reminder of every open appointment starting within the hour after `now`, each exactly once. */
export async function queueDueReminders(now: Date): Promise<ReminderRunResult> {
  const until = new Date(now.getTime() + REMINDER_LEAD_MINUTES * 60_000);
  const candidates = await shapedQuery(ordersCol(), 'remindersDue', {
    status: OPEN_STATUSES,
    appointmentDateTime: { '>': Timestamp.fromDate(now), '<=': Timestamp.fromDate(until) },
  }).get();
  const result: ReminderRunResult = { queued: 0, skipped: 0 };
  for (const candidate of candidates.docs) {
    try {
      const queued = await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(candidate.ref);
        if (!snapshot.exists) return false;
        const { order, confirmedAt } = reminderFacts(snapshot);
        if (!isReminderDue({ ...order, confirmedAt }, now)) return false;
        const ref = col(COLLECTIONS.mail).doc(reminderId(order));
        const factRef = messagesCol().doc(`hour-${reminderId(order)}`);
        const [mail, queued] = await tx.getAll(ref, factRef);
        if (mail!.exists || queued!.exists) return false;
        // The reminder on the phone channels the customer chose (data/messages/); by e-mail unless they turned it off.
        const prefs = await readMessagePrefs(tx, order.userId);
        const fact = { eventId: factRef.id, kind: 'reminder-hour' as const, orderId: order.orderId };
        const messaged = queueMessageFact(tx, { ...fact, userId: order.userId }, now);
        if (!prefs.reminders.email) return messaged;
        return queueRenderedOrderMail(tx, order, 'reminder', now, ref);
      });
      result[queued ? 'queued' : 'skipped'] += 1;
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
      result.skipped += 1;
    }
  }
  return result;
}
