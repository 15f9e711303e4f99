import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { businessMonthRange, dashboardSummary, type DashboardTiles } from '../../../src/domain/analytics';
import { readAnalyticsOrders } from '../data/analytics-orders';
import { parseInput, requireAdmin, requireAuth } from '../http/guards';

export const adminDashboardSchema = z.strictObject({});
export type AdminDashboardRequest = z.input<typeof adminDashboardSchema>;

/**
 * Admin: the dashboard's figures (this business month's revenue, today's orders, top wash and revenue), computed
 * here with the domain's dashboardSummary from the month's orders reduced to the fields it reads, so the browser
 * never downloads a month of orders. The clock is the server's.
 * Errors: invalid-argument; unauthenticated; permission-denied (view-only admins included: no Dashboard tab).
 */
export const adminDashboard = onCall<AdminDashboardRequest>(
  APP_CALL,
  async (request): Promise<DashboardTiles> => {
    parseInput(adminDashboardSchema, request.data ?? {});
    requireAdmin(requireAuth(request));
    const now = new Date();
    const { start, end } = businessMonthRange(now);
    const { monthlyRevenue, todaysOrders, todaysTopWash, todaysRevenue } = dashboardSummary({
      orders: await readAnalyticsOrders(start, end),
      now,
    });
    return { monthlyRevenue, todaysOrders, todaysTopWash, todaysRevenue };
  },
);
