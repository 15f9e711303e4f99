import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/calendar';
import { cleanupExpired } from '../data/cleanup-store';
import { openBookableDates } from '../data/slot-openings';

/**
 * Every 5 minutes: expired holds (and their slot documents), stale sessions, expired rebook states; then the
 * bookable dates not opened yet get their slots' members documents (slot-openings.ts).
 */
export const cleanupBookings = onSchedule(
  { schedule: 'every 5 minutes', timeZone: BUSINESS_TIME_ZONE },
  async () => {
    const now = new Date();
    const result = await cleanupExpired(now);
    const opened = await openBookableDates(now);
    console.info('cleanupBookings', { ...result, opened });
  },
);
