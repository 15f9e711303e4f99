// The Dashboard's figures from the maintained daily summary (day-summary.ts), never a download of the
// orders: this business month's revenue, today's order count, revenue, top wash, completed washes, misses and
// no-show rate, from the stored totals of at most 31 days, counted as the domain's dashboardSummary counts them
// (revenue: completed orders only; src/domain/visit-figures.ts). `reads` is what Firestore bills: one per summary
// document returned, at least one for the query.
//   Beside them, today's money (issue 46, dashboard-money.ts): the payment records taken or refunded since the
// business day began, and what the branch collects for today's cars by the bay board's ledger amounts.
import {
  businessMonthRange,
  type DashboardMoney,
  type DashboardTiles,
} from '../../../../src/domain/dashboard';
import { tilesOf } from './day-summary-rules';
import { readDayTotals } from './day-summary';
import { todaysMoney } from './dashboard-money';

export interface DashboardFigures {
  tiles: DashboardTiles;
  money: DashboardMoney;
  reads: number;
}

export async function dashboardFigures(now: Date): Promise<DashboardFigures> {
  const { start, end } = businessMonthRange(now);
  const [days, money] = await Promise.all([readDayTotals(start, end), todaysMoney(now)]);
  return { tiles: tilesOf(days, now), money: money.money, reads: Math.max(1, days.length) + money.reads };
}
