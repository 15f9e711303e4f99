// The day-before reminder of every open appointment (run by the reminder job, triggers/reminders.ts, with the hour
// reminders): one message per order and appointment time (domain/day-before-reminder), queued in a transaction that
// re-reads the order, so overlapping or retried runs queue it once. Its channels, consent and quiet hours are the
// planning's (message-planning.ts): a customer without consent for reminders gets nothing.
import { Timestamp } from 'firebase-admin/firestore';
import { OPEN_STATUSES } from '../../../../src/contracts/documents';
import {
  DAY_BEFORE_LEAD_MS,
  dayBeforeReminderId,
  isDayBeforeReminderDue,
} from '../../../../src/domain/day-before-reminder';
import { db } from '../admin-sdk';
import { ordersCol, readOrder, toDate } from '../booking-docs';
import { messagesCol, queueMessageFact } from '../message-queue';
import { shapedQuery } from '../shaped-query';

export async function queueDayBeforeReminders(now: Date): Promise<{ queued: number; skipped: number }> {
  const candidates = await shapedQuery(ordersCol(), 'remindersDue', {
    status: OPEN_STATUSES,
    appointmentDateTime: {
      '>': Timestamp.fromDate(now),
      '<=': Timestamp.fromDate(new Date(now.getTime() + DAY_BEFORE_LEAD_MS)),
    },
  }).get();
  const result = { queued: 0, skipped: 0 };
  for (const candidate of candidates.docs) {
    const queued = await db.runTransaction(async (tx) => {
      const snap = await tx.get(candidate.ref);
      if (!snap.exists) return false;
      const order = readOrder(snap);
      const confirmedAt = [order.createdAt, toDate(snap.get('rebookedAt')), toDate(snap.get('tradedAt'))]
        .filter((d): d is Date => d instanceof Date)
        .reduce((a, b) => (a.getTime() >= b.getTime() ? a : b));
      if (!isDayBeforeReminderDue({ ...order, confirmedAt }, now)) return false;
      const ref = messagesCol().doc(dayBeforeReminderId(order));
      if ((await tx.get(ref)).exists) return false;
      const fact = { eventId: ref.id, kind: 'reminder-day' as const, orderId: order.orderId };
      return queueMessageFact(tx, { ...fact, userId: order.userId }, now);
    });
    result[queued ? 'queued' : 'skipped'] += 1;
  }
  return result;
}
