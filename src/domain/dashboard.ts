/**
 * The admin Dashboard's tiles as pure aggregations over orders (the server keeps them as daily summaries; this is
 * the definition they are tested against).
 *
 * API: DASHBOARD_RECENT_ORDERS (10), businessMonthRange(now) -> {start, end},
 *   dashboardSummary({orders, now}) -> {monthlyRevenue, todaysOrders, todaysTopWash, todaysRevenue,
 *     todaysCompleted, todaysMisses, todaysNoShowRate, recentOrders}
 *
 * What each figure counts (visit-figures.ts): revenue is the money of completed orders only; Today's Orders every
 * order of today that is not cancelled; Today's Top Wash the package washed most today (completed orders); today's
 * completed washes, misses and no-show rate as defined there. Every order counts on its appointment's business day.
 */
import { counted, tally, topWash, type AnalyticsOrder, type DateRange } from './analytics';
import { businessDate } from './calendar';
import { isCompletedWash, revenueOf, visitCounts } from './visit-figures';

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
  /** Revenue (completed orders) of the business month. */
  monthlyRevenue: number;
  /** Today's orders that are not cancelled (booked or washed). */
  todaysOrders: number;
  /** The package of most completed washes today; null before the first wash. */
  todaysTopWash: string | null;
  /** Revenue (completed orders) of today. */
  todaysRevenue: number;
  todaysCompleted: number;
  todaysMisses: number;
  /** misses / (appointments washed + misses), 0..1; null when neither happened today. */
  todaysNoShowRate: number | null;
  recentOrders: T[];
}

/**
 * The dashboard tiles: revenue (completed orders) of the current business month and of today, today's order count
 * (cancelled left out), top wash (completed), completed washes, misses and no-show rate (by appointmentDate), and
 * the 10 most recently created orders.
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
  const todays = orders.filter((o) => o.appointmentDate === today);
  const month = orders.filter((o) => o.appointmentDate.slice(0, 7) === today.slice(0, 7));
  const visits = visitCounts(todays);
  const recentOrders = [...orders]
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0))
    .slice(0, DASHBOARD_RECENT_ORDERS);
  return {
    monthlyRevenue: revenueOf(month),
    todaysOrders: counted(todays).length,
    todaysTopWash: topWash(tally(todays.filter(isCompletedWash).map((o) => o.serviceName))),
    todaysRevenue: revenueOf(todays),
    todaysCompleted: visits.completed,
    todaysMisses: visits.misses,
    todaysNoShowRate: visits.noShowRate,
    recentOrders,
  };
}

/**
 * Today's money beside the washes (issue 46), in dollars: what was taken online (WiPay payments made today, whatever
 * day their appointment is), what went back to cards today, and what the branch collects for today's cars by the
 * orders' ledgers (domain/order-ledger): all of today's cars still to come or washed, and of those, the washed ones.
 */
export interface DashboardMoney {
  takenOnlineToday: number;
  refundedToday: number;
  dueAtBranchToday: number;
  collectedAtBranchToday: number;
}
