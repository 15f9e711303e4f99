// The Dashboard's figures from the maintained daily summary (day-summary.ts), never a download of the
// orders: this business month's revenue, today's order count, revenue, top wash, completed washes, misses and
// no-show rate, from the stored totals of at most 31 days, counted as the domain's dashboardSummary counts them
// (revenue: completed orders only; src/domain/visit-figures.ts). `reads` is what Firestore bills: one per summary
// document returned, at least one for the query.
import { businessMonthRange, type DashboardTiles } from '../../../../src/domain/dashboard';
import { tilesOf } from './day-summary-rules';
import { readDayTotals } from './day-summary';

export interface DashboardFigures {
  tiles: DashboardTiles;
  reads: number;
}

export async function dashboardFigures(now: Date): Promise<DashboardFigures> {
  const { start, end } = businessMonthRange(now);
  const days = await readDayTotals(start, end);
  return { tiles: tilesOf(days, now), reads: Math.max(1, days.length) };
}
