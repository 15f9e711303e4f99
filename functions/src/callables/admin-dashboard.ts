import { onCall } from 'firebase-functions/v2/https';
import { APP_CALL } from '../http/call-options';
import { admin } from '../http/guards';
import { callable } from '../http/pipeline';
import { dashboardFigures } from '../data/days/dashboard-figures';
import { emptyRequest } from '../http/fields';

/**
 * Admin: the dashboard's figures (this business month's revenue, today's orders, top wash, revenue, completed
 * washes, misses and no-show rate; revenue counts completed orders only) from the
 * daily summaries the order trigger keeps (data/days/dashboard-figures.ts): at most 31 small documents, never the orders. The
 * clock is the server's.
 * Errors: invalid-argument; unauthenticated; permission-denied (view-only admins included: no Dashboard tab).
 */
export const adminDashboard = onCall(
  APP_CALL,
  callable('adminDashboard', {
    schema: emptyRequest,
    guard: admin('must-sign-in'),
    handler: async ({ now }) => {
      const figures = await dashboardFigures(now);
      return { ...figures.tiles, money: figures.money };
    },
  }),
);
