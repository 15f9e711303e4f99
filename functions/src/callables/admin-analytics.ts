import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { ANALYTICS_TOPICS, runAnalytics, type AnalyticsResult } from '../../../src/domain/analytics';
import { daysBetween } from '../../../src/domain/calendar';
import { APP_CALL } from '../http/call-options';
import { admin } from '../http/guards';
import { callable } from '../http/pipeline';
import { readAnalyticsOrders, readUserAreas } from '../data/days/analytics-orders';

/** The longest range one request may aggregate (a year and a day). */
export const ADMIN_ANALYTICS_MAX_DAYS = 366;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

export const adminAnalyticsSchema = z
  .strictObject({ topic: z.enum(ANALYTICS_TOPICS), start: isoDate, end: isoDate })
  .refine((r) => r.start <= r.end, 'start must not be after end')
  .refine((r) => daysBetween(r.start, r.end) <= ADMIN_ANALYTICS_MAX_DAYS, 'the range is longer than a year');

/**
 * Admin: one analytics topic over an inclusive range of business dates, computed here with the domain's
 * runAnalytics so the browser never downloads the orders. Reads only the fields the aggregation needs.
 * Errors: invalid-argument; unauthenticated; permission-denied (view-only admins included).
 */
export const adminAnalytics = onCall(
  APP_CALL,
  callable('adminAnalytics', {
    schema: adminAnalyticsSchema,
    guard: admin('must-sign-in'),
    handler: async ({ input: { topic, start, end } }): Promise<AnalyticsResult> => {
      const orders = await readAnalyticsOrders(start, end);
      const users = topic === 'area' ? await readUserAreas(orders.map((o) => o.userId)) : [];
      return runAnalytics(topic, { orders, users, range: { start, end } });
    },
  }),
);
