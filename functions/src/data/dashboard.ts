// The Dashboard's figures from the maintained daily summary (day-summary-store.ts), never a download of the
// orders: this business month's revenue, today's order count and revenue, and today's top wash, from the stored
// totals of at most 31 days. Cancelled orders count nowhere, as in the domain's dashboardSummary. `reads` is what
// Firestore bills: one per summary document returned, at least one for the query.
import { businessMonthRange, type DashboardTiles } from '../../../src/domain/dashboard';
import { tilesOf } from './day-summary';
import { readDayTotals } from './day-summary-store';

export interface DashboardFigures {
  tiles: DashboardTiles;
  reads: number;
}

export async function dashboardFigures(now: Date): Promise<DashboardFigures> {
  const { start, end } = businessMonthRange(now);
  const days = await readDayTotals(start, end);
  return { tiles: tilesOf(days, now), reads: Math.max(1, days.length) };
}
