import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/calendar';
import { cleanupExpired } from '../data/slots/cleanup-expired';
import { openBookableDates } from '../data/slots/slot-openings';
import { releaseHeldMail } from '../data/mail/trade-mail';

/**
 * Every 5 minutes: expired holds (and their slot documents), stale sessions, expired rebook states; then the
 * bookable dates not opened yet get their slots' members documents (slot-openings.ts); then the e-mails of orders
 * traded again, held until the order stayed put (trade-mail.ts), go out.
 */
export const cleanupBookings = onSchedule(
  { schedule: 'every 5 minutes', timeZone: BUSINESS_TIME_ZONE },
  async () => {
    const now = new Date();
    const result = await cleanupExpired(now);
    const opened = await openBookableDates(now);
    const mail = await releaseHeldMail(now);
    console.info('cleanupBookings', { ...result, opened, mail });
  },
);
