import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/calendar';
import { sendPlanReminders as send } from '../data/plans/plan-reminders';

/** Daily at 9 AM business time: wash plans ending in 5 days or 1 day, or with 1 wash left, are reminded once each. */
export const sendPlanReminders = onSchedule(
  { schedule: '0 9 * * *', timeZone: BUSINESS_TIME_ZONE },
  async () => {
    console.info('sendPlanReminders', await send(new Date()));
  },
);
