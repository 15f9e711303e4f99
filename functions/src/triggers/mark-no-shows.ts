import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/calendar';
import * as store from '../data/orders/no-shows';

/** Every 5 minutes: each appointment whose arrival window closed without a check-in is marked missed, once. */
export const markNoShows = onSchedule(
  { schedule: 'every 5 minutes', timeZone: BUSINESS_TIME_ZONE },
  async () => {
    const result = await store.markNoShows(new Date());
    console.info('markNoShows', result);
  },
);
