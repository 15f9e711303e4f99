import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/calendar';
import { cleanupExpired } from '../data/cleanup-store';

/** Every 5 minutes: expired holds (and their slot documents), stale sessions, expired rebook states. */
export const cleanupBookings = onSchedule(
  { schedule: 'every 5 minutes', timeZone: BUSINESS_TIME_ZONE },
  async () => {
    const result = await cleanupExpired(new Date());
    console.info('cleanupBookings', result);
  },
);
