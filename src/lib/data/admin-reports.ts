// Dashboard and analytics. The dashboard narrows its queries on the server (the current month's appointmentDate
// range, the 10 newest by createdAt: single-field indexes) and aggregates with the domain; analytics runs in the
// adminAnalytics callable.
import {
  dashboardSummary,
  type AnalyticsResult,
  type AnalyticsTopic,
  type DashboardSummary,
  type DateRange,
  DASHBOARD_RECENT_ORDERS,
} from '../../domain/analytics';
import { businessDate } from '../../domain/calendar';
import { adminAnalytics } from '../callables';
import { orderConverter } from '../model/converters';
import { COLLECTIONS, type OrderDoc } from '../model/types';
import { getFirebaseDb } from '../firebase';

/** Non-deleted orders whose appointmentDate lies in the inclusive range (cancelled ones included). */
export async function listOrdersInDateRange(range: DateRange): Promise<OrderDoc[]> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const ref = fs.collection(db, COLLECTIONS.orders).withConverter(orderConverter);
  const q = fs.query(
    ref,
    fs.where('appointmentDate', '>=', range.start),
    fs.where('appointmentDate', '<=', range.end),
  );
  const snap = await fs.getDocs(q);
  return snap.docs.map((d) => d.data());
}

/** The newest orders by creation time. */
export async function listRecentOrders(count = DASHBOARD_RECENT_ORDERS): Promise<OrderDoc[]> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const ref = fs.collection(db, COLLECTIONS.orders).withConverter(orderConverter);
  const snap = await fs.getDocs(fs.query(ref, fs.orderBy('createdAt', 'desc'), fs.limit(count)));
  return snap.docs.map((d) => d.data());
}

/** The business month of `now` as an inclusive date range ('2026-11-01'..'2026-11-31' compares as text). */
export function businessMonthRange(now: Date): DateRange {
  const month = businessDate(now).slice(0, 7);
  return { start: `${month}-01`, end: `${month}-31` };
}

/** Dashboard tiles of the current business month and day, plus the 10 newest orders overall. */
export async function loadDashboard(now: Date): Promise<DashboardSummary<OrderDoc>> {
  const [monthOrders, recentOrders] = await Promise.all([
    listOrdersInDateRange(businessMonthRange(now)),
    listRecentOrders(),
  ]);
  return { ...dashboardSummary({ orders: monthOrders, now }), recentOrders };
}

/**
 * One analytics topic over an inclusive business-date range, computed on the server by the adminAnalytics
 * callable (the same domain runAnalytics): the browser receives labels and values, never the orders.
 */
export function loadAnalytics(topic: AnalyticsTopic, range: DateRange): Promise<AnalyticsResult> {
  return adminAnalytics({ topic, start: range.start, end: range.end });
}
