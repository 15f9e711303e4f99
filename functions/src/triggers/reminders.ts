import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/calendar';
import { queueDueReminders } from '../data/mail/due-reminders';
import { queueDayBeforeReminders } from '../data/messages/day-before-reminders';

/**
 * Every 5 minutes: the reminder of each open appointment starting within the hour, and the day-before reminder of
 * each starting within a day (data/messages/), each queued once.
 */
export const sendAppointmentReminders = onSchedule(
  { schedule: 'every 5 minutes', timeZone: BUSINESS_TIME_ZONE },
  async () => {
    const now = new Date();
    const result = await queueDueReminders(now);
    const dayBefore = await queueDayBeforeReminders(now);
    console.info('sendAppointmentReminders', { ...result, dayBefore });
  },
);
