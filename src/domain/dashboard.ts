/**
 * The admin Dashboard's tiles as pure aggregations over orders (the server keeps them as daily summaries; this is
 * the definition they are tested against).
 *
 * API: DASHBOARD_RECENT_ORDERS (10), businessMonthRange(now) -> {start, end},
 *   dashboardSummary({orders, now}) -> {monthlyRevenue, todaysOrders, todaysTopWash, todaysRevenue, recentOrders}
 */
import { cents, counted, tally, topWash, type AnalyticsOrder, type DateRange } from './analytics';
import { businessDate } from './calendar';

export const DASHBOARD_RECENT_ORDERS = 10;

/**
 * The business month of `now` as an inclusive date range ('2026-11-01'..'2026-11-31' compares as text).
 * @example businessMonthRange(new Date('2026-12-01T03:00:00Z')) // { start: '2026-11-01', end: '2026-11-31' }
 */
export function businessMonthRange(now: Date): DateRange {
  const month = businessDate(now).slice(0, 7);
  return { start: `${month}-01`, end: `${month}-31` };
}

/** The dashboard's figures without the order list (what the adminDashboard callable answers). */
export type DashboardTiles = Omit<DashboardSummary<never>, 'recentOrders'>;

export interface DashboardSummary<T> {
  monthlyRevenue: number;
  todaysOrders: number;
  todaysTopWash: string | null;
  todaysRevenue: number;
  recentOrders: T[];
}

/**
 * The dashboard tiles: revenue of the current business month and of today, today's order count and top wash
 * (by appointmentDate; cancelled left out), and the 10 most recently created orders.
 * @example dashboardSummary({ orders, now }).todaysTopWash // 'BASIC WASH' or null
 */
export function dashboardSummary<T extends AnalyticsOrder>({
  orders,
  now,
}: {
  orders: readonly T[];
  now: Date;
}): DashboardSummary<T> {
  const today = businessDate(now);
  const live = counted(orders);
  const todays = live.filter((o) => o.appointmentDate === today);
  const month = live.filter((o) => o.appointmentDate.slice(0, 7) === today.slice(0, 7));
  const recentOrders = [...orders]
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0))
    .slice(0, DASHBOARD_RECENT_ORDERS);
  return {
    monthlyRevenue: cents(month.reduce((s, o) => s + o.price, 0)),
    todaysOrders: todays.length,
    todaysTopWash: topWash(tally(todays.map((o) => o.serviceName))),
    todaysRevenue: cents(todays.reduce((s, o) => s + o.price, 0)),
    recentOrders,
  };
}
