// Dashboard and analytics. The figures are computed on the server (adminDashboard, adminAnalytics callables, with
// the domain's aggregations): the browser never downloads a month of orders, only the 10 newest for the table.
import { type AnalyticsResult, type AnalyticsTopic, type DateRange } from '../../domain/analytics';
import { type DashboardMoney, type DashboardSummary, DASHBOARD_RECENT_ORDERS } from '../../domain/dashboard';
import { adminAnalytics, adminDashboard } from '../callables';
import { orderConverter } from '../model/converters';
import { readDocs, type ReadResult, type SkippedDoc } from '../model/read-result';
import { COLLECTIONS, type OrderDoc } from '../../contracts/documents';
import { getFirebaseDb } from '../firebase';
import { shapedQuery } from './shaped-query';

/** The newest orders by creation time, and the unreadable ones left out. */
export async function listRecentOrders(count = DASHBOARD_RECENT_ORDERS): Promise<ReadResult<OrderDoc>> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const ref = fs.collection(db, COLLECTIONS.orders).withConverter(orderConverter);
  return readDocs((await fs.getDocs(shapedQuery(fs, ref, 'recentOrders', {}, fs.limit(count)))).docs);
}

export interface DashboardData extends DashboardSummary<OrderDoc> {
  /** Recent orders that could not be read (named on screen, not fatal). */
  skippedOrders: SkippedDoc[];
  /** Today's money beside the washes (issue 46); absent from a server deployed before it. */
  money?: DashboardMoney;
}

/**
 * Dashboard tiles of the current business month and day, computed on the server (adminDashboard callable, the
 * domain's dashboardSummary), plus the 10 newest orders overall (10 reads).
 */
export async function loadDashboard(): Promise<DashboardData> {
  const [tiles, recent] = await Promise.all([adminDashboard({}), listRecentOrders()]);
  return { ...tiles, recentOrders: recent.items, skippedOrders: recent.skipped };
}

/**
 * One analytics topic over an inclusive business-date range, computed on the server by the adminAnalytics
 * callable (the same domain runAnalytics): the browser receives labels and values, never the orders.
 */
export function loadAnalytics(topic: AnalyticsTopic, range: DateRange): Promise<AnalyticsResult> {
  return adminAnalytics({ topic, start: range.start, end: range.end });
}
