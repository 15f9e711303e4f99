// Dashboard and analytics. The figures are computed on the server (adminDashboard, adminAnalytics callables, with
// the domain's aggregations): the browser never downloads a month of orders, only the 10 newest for the table.
import {
  type AnalyticsResult,
  type AnalyticsTopic,
  type DashboardSummary,
  type DateRange,
  DASHBOARD_RECENT_ORDERS,
} from '../../domain/analytics';
import { adminAnalytics, adminDashboard } from '../callables';
import { orderConverter } from '../model/converters';
import { COLLECTIONS, type OrderDoc } from '../model/types';
import { getFirebaseDb } from '../firebase';
import { shapedQuery } from './shaped-query';

/** The newest orders by creation time. */
export async function listRecentOrders(count = DASHBOARD_RECENT_ORDERS): Promise<OrderDoc[]> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const ref = fs.collection(db, COLLECTIONS.orders).withConverter(orderConverter);
  const snap = await fs.getDocs(shapedQuery(fs, ref, 'recentOrders', {}, fs.limit(count)));
  return snap.docs.map((d) => d.data());
}

/**
 * Dashboard tiles of the current business month and day, computed on the server (adminDashboard callable, the
 * domain's dashboardSummary), plus the 10 newest orders overall (10 reads).
 */
export async function loadDashboard(): Promise<DashboardSummary<OrderDoc>> {
  const [tiles, recentOrders] = await Promise.all([adminDashboard({}), listRecentOrders()]);
  return { ...tiles, recentOrders };
}

/**
 * One analytics topic over an inclusive business-date range, computed on the server by the adminAnalytics
 * callable (the same domain runAnalytics): the browser receives labels and values, never the orders.
 */
export function loadAnalytics(topic: AnalyticsTopic, range: DateRange): Promise<AnalyticsResult> {
  return adminAnalytics({ topic, start: range.start, end: range.end });
}
