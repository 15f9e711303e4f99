import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/calendar';
import { queueDueReminders } from '../data/mail/due-reminders';

/** Every 5 minutes: the reminder e-mail of each open appointment starting within the hour, queued once. */
export const sendAppointmentReminders = onSchedule(
  { schedule: 'every 5 minutes', timeZone: BUSINESS_TIME_ZONE },
  async () => {
    const result = await queueDueReminders(new Date());
    console.info('sendAppointmentReminders', result);
  },
);
