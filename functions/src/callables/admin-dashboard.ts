import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { DashboardTiles } from '../../../src/domain/analytics';
import { dashboardFigures } from '../data/dashboard';
import { parseInput, requireAdmin, requireAuth } from '../http/guards';

export const adminDashboardSchema = z.strictObject({});
export type AdminDashboardRequest = z.input<typeof adminDashboardSchema>;

/**
 * Admin: the dashboard's figures (this business month's revenue, today's orders, top wash and revenue) from the
 * daily summaries the order trigger keeps (data/dashboard.ts): at most 31 small documents, never the orders. The
 * clock is the server's.
 * Errors: invalid-argument; unauthenticated; permission-denied (view-only admins included: no Dashboard tab).
 */
export const adminDashboard = onCall<AdminDashboardRequest>(
  APP_CALL,
  async (request): Promise<DashboardTiles> => {
    parseInput(adminDashboardSchema, request.data ?? {});
    requireAdmin(requireAuth(request));
    return (await dashboardFigures(new Date())).tiles;
  },
);
