import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { AdminWaitlistDayRequest } from '../../../src/contracts/waitlist-api';
import { APP_CALL } from '../http/call-options';
import { staff } from '../http/guards';
import { callable } from '../http/pipeline';
import { adminWaitlistDay as day } from '../data/waitlist/waitlist-views';
import { isoDate } from '../http/fields';

export const adminWaitlistDaySchema = z.strictObject({
  date: isoDate,
}) satisfies z.ZodType<AdminWaitlistDayRequest>;

/** Staff (full and view-only admins): a day's waitlist, its offers and the bookings that came from it. */
export const adminWaitlistDay = onCall(
  APP_CALL,
  callable('adminWaitlistDay', {
    schema: adminWaitlistDaySchema,
    guard: staff(),
    handler: ({ input }) => day(input.date),
  }),
);
