/**
 * Admin analytics and dashboard figures as pure aggregations.
 *
 * API:
 *   ANALYTICS_TOPICS  AnalyticsTopic  AnalyticsResult {title, type, labels, values, totalRevenue?, visits?}
 *   ANALYTICS_DEFAULT_DAYS (30)  ANALYTICS_TOP_N (10)  CHART_PALETTE (10 colours)  CHART_HEIGHT (300)
 *   defaultAnalyticsRange(now) -> {start, end}       ordersInRange(orders, range) -> orders
 *   runAnalytics(topic, {orders, users, range}) -> AnalyticsResult
 *   COUNTED_STATUSES  topWash(countsByName) -> name | null  gridTimes() -> every grid time of the day
 *
 * Decided: ranges are inclusive business dates on appointmentDate; the default is today - 30 days .. today;
 * cancelled orders are left out of every figure but the misses of `visits`; ties are broken alphabetically (times
 * chronologically); revenue, completed washes, misses and the no-show rate are those of visit-figures.ts;
 * leastUsedTimeslots ranks every time of the slot grid (free and special, from domain/slots) fewest bookings first,
 * so times nobody booked rank first with 0, when the range holds a day with slots (not only Sundays) and at least
 * one booked appointment (no appointment: no ranking, so the tab says so instead of drawing zeros); a booked time
 * off the grid is ranked too; area counts orders by the ordering user's area ('Unknown' when missing); profits is
 * the revenue of completed orders and labels every day of the range (DD/MM/YYYY), or nothing when no order of the
 * range was completed; visits charts completed washes per day with the misses and the no-show rate beside them, or
 * nothing when the range has neither; plans charts per day the washes a plan paid for beside the single washes (orders
 * not cancelled, by appointment day), or nothing when the range has no order.
 */
import {
  addDaysToDate,
  businessDate,
  daysBetween,
  formatShortDate,
  formatTime12,
  isSunday,
  parseTime12,
} from './calendar';
import { slotMinutes } from './slots';
import { isDriveInOrder, type IsoDate, type OrderStatus, type ServiceType } from './types';
import { revenueOf, visitCounts, visitOutcome, type VisitCounts } from './visit-figures';

export const ANALYTICS_TOPICS = [
  'profits',
  'bestWash',
  'leastUsedTimeslots',
  'location',
  'area',
  'visits',
  'plans',
] as const;
export type AnalyticsTopic = (typeof ANALYTICS_TOPICS)[number];
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_TOP_N = 10;
export const CHART_HEIGHT = 300;
export const CHART_PALETTE = [
  '#3B82F6',
  '#10B981',
  '#F59E0B',
  '#EF4444',
  '#8B5CF6',
  '#EC4899',
  '#14B8A6',
  '#F97316',
  '#6366F1',
  '#84CC16',
] as const;

export interface AnalyticsResult {
  title: string;
  type: 'line' | 'bar' | 'pie';
  labels: string[];
  values: number[];
  totalRevenue?: number;
  /** The visits topic: per label (day) the misses and the no-show rate beside `values` (completed washes). */
  visits?: { misses: number[]; noShowRates: (number | null)[]; totals: VisitCounts };
  /** The plans topic: per label (day) the single washes beside `values` (washes a plan paid for), and the range's totals. */
  plans?: { single: number[]; totals: { plan: number; single: number } };
}

export interface AnalyticsOrder {
  id?: string;
  userId: string;
  status: OrderStatus;
  appointmentDate: IsoDate;
  appointmentTime: string;
  serviceName: string;
  location: string;
  price: number;
  createdAt?: Date;
  /** A drive-in purchase's time is when it was paid, not a slot: it is left out of the timeslot ranking. */
  serviceType?: ServiceType;
  /** Recorded by the no-show job on a missed order (status 'cancelled'): a miss (visit-figures.ts). */
  noShow?: boolean;
  /** A wash plan paid for this order's wash (issue 43). */
  planId?: string | null;
}

export interface AnalyticsUser {
  id: string;
  area?: string | null;
}

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

/** The statuses every figure counts: all but cancelled. */
export const COUNTED_STATUSES: readonly OrderStatus[] = ['confirmed', 'trading', 'completed'];

/** Rounds money to cents. @example cents(0.1 + 0.2) // 0.3 */
export const cents = (n: number): number => Math.round(n * 100) / 100;
export const counted = <T extends AnalyticsOrder>(orders: readonly T[]): T[] =>
  orders.filter((o) => o.status !== 'cancelled');

/** @example defaultAnalyticsRange(new Date('2026-11-23T12:00:00Z')) // { start: '2026-10-24', end: '2026-11-23' } */
export function defaultAnalyticsRange(now: Date): DateRange {
  const end = businessDate(now);
  return { start: addDaysToDate(end, -ANALYTICS_DEFAULT_DAYS), end };
}

/** Non-cancelled orders whose appointmentDate is within the inclusive range. @example ordersInRange(orders, range) */
export function ordersInRange<T extends AnalyticsOrder>(orders: readonly T[], range: DateRange): T[] {
  if (daysBetween(range.start, range.end) < 0) {
    throw new RangeError(`Range start ${range.start} is after its end ${range.end}`);
  }
  return counted(orders).filter((o) => o.appointmentDate >= range.start && o.appointmentDate <= range.end);
}

export function tally(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

function ranked(
  counts: Map<string, number>,
  order: 'most' | 'least',
  compareLabels: (a: string, b: string) => number = (a, b) => a.localeCompare(b),
): [string, number][] {
  const sign = order === 'most' ? -1 : 1;
  return [...counts.entries()].sort((a, b) => sign * (a[1] - b[1]) || compareLabels(a[0], b[0]));
}

function chart(title: string, type: AnalyticsResult['type'], rows: [string, number][]): AnalyticsResult {
  return { title, type, labels: rows.map((r) => r[0]), values: rows.map((r) => r[1]) };
}

/** Every time of the slot grid (free and special), in time order. @example gridTimes()[0] // '7:10 AM' */
export function gridTimes(): string[] {
  const minutes = [...slotMinutes('free'), ...slotMinutes('special')].sort((a, b) => a - b);
  return minutes.map(formatTime12);
}

/** Minutes of the day for ordering; a malformed stored time sorts last instead of failing the chart. */
function timeKey(time: string): number {
  try {
    return parseTime12(time);
  } catch {
    return Number.MAX_SAFE_INTEGER;
  }
}

function leastUsedTimeslots(orders: AnalyticsOrder[], range: DateRange): [string, number][] {
  if (!orders.some((o) => !isDriveInOrder(o))) return [];
  const days = daysBetween(range.start, range.end);
  const hasSlots = Array.from({ length: Math.min(days + 1, 7) }, (_, i) =>
    addDaysToDate(range.start, i),
  ).some((d) => !isSunday(d));
  const counts = new Map<string, number>(hasSlots ? gridTimes().map((t) => [t, 0]) : []);
  for (const o of orders) {
    if (!isDriveInOrder(o)) counts.set(o.appointmentTime, (counts.get(o.appointmentTime) ?? 0) + 1);
  }
  const byTime = (a: string, b: string): number => timeKey(a) - timeKey(b) || a.localeCompare(b);
  return ranked(counts, 'least', byTime).slice(0, ANALYTICS_TOP_N);
}

/**
 * The most booked name (ties alphabetical), or null when nothing was booked.
 * @example topWash(new Map([['BASIC WASH', 2], ['PREMIUM WASH', 2]])) // 'BASIC WASH'
 */
export function topWash(counts: ReadonlyMap<string, number>): string | null {
  const [first] = ranked(new Map([...counts].filter(([, n]) => n > 0)), 'most');
  return first ? first[0] : null;
}

function datesOf(range: DateRange): IsoDate[] {
  return Array.from({ length: daysBetween(range.start, range.end) + 1 }, (_, i) =>
    addDaysToDate(range.start, i),
  );
}

function byDay<T extends AnalyticsOrder>(orders: readonly T[]): Map<IsoDate, T[]> {
  const days = new Map<IsoDate, T[]>();
  for (const o of orders) {
    const day = days.get(o.appointmentDate);
    if (day) day.push(o);
    else days.set(o.appointmentDate, [o]);
  }
  return days;
}

/** Revenue (visit-figures.ts: completed orders only) per day and in total. */
function profits(orders: AnalyticsOrder[], range: DateRange): AnalyticsResult {
  const totalRevenue = revenueOf(orders);
  const empty = !orders.some((o) => visitOutcome(o) === 'washed');
  const days = byDay(orders);
  const dates = empty ? [] : datesOf(range);
  return {
    title: 'Profits',
    type: 'line',
    labels: dates.map(formatShortDate),
    values: dates.map((d) => revenueOf(days.get(d) ?? [])),
    totalRevenue,
  };
}

/** Completed washes per day (bars), with the misses and the no-show rate of each day and of the range. */
function visits(all: readonly AnalyticsOrder[], range: DateRange): AnalyticsResult {
  const inRange = all.filter((o) => o.appointmentDate >= range.start && o.appointmentDate <= range.end);
  const totals = visitCounts(inRange);
  const dates = totals.completed + totals.misses === 0 ? [] : datesOf(range);
  const days = byDay(inRange);
  const perDay = dates.map((d) => visitCounts(days.get(d) ?? []));
  return {
    title: 'Completed Washes and Misses',
    type: 'bar',
    labels: dates.map(formatShortDate),
    values: perDay.map((c) => c.completed),
    visits: {
      misses: perDay.map((c) => c.misses),
      noShowRates: perDay.map((c) => c.noShowRate),
      totals,
    },
  };
}

/** Per day of the range: washes a plan paid for (values) beside single washes, of the orders not cancelled. */
function planWashes(orders: AnalyticsOrder[], range: DateRange): AnalyticsResult {
  const isPlan = (o: AnalyticsOrder) => typeof o.planId === 'string' && o.planId !== '';
  const dates = orders.length === 0 ? [] : datesOf(range);
  const days = byDay(orders);
  const plan = dates.map((d) => (days.get(d) ?? []).filter(isPlan).length);
  const single = dates.map((d) => (days.get(d) ?? []).filter((o) => !isPlan(o)).length);
  const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    title: 'Plan Washes and Single Washes',
    type: 'bar',
    labels: dates.map(formatShortDate),
    values: plan,
    plans: { single, totals: { plan: total(plan), single: total(single) } },
  };
}

/**
 * Computes one analytics topic for a range.
 * @example runAnalytics('bestWash', { orders, users: [], range }) // { title: 'Most Popular Services', type: 'bar', ... }
 */
export function runAnalytics(
  topic: AnalyticsTopic,
  input: { orders: readonly AnalyticsOrder[]; users: readonly AnalyticsUser[]; range: DateRange },
): AnalyticsResult {
  const orders = ordersInRange(input.orders, input.range);
  switch (topic) {
    case 'visits':
      return visits(input.orders, input.range);
    case 'profits':
      return profits(orders, input.range);
    case 'plans':
      return planWashes(orders, input.range);
    case 'bestWash':
      return chart(
        'Most Popular Services',
        'bar',
        ranked(tally(orders.map((o) => o.serviceName)), 'most').slice(0, ANALYTICS_TOP_N),
      );
    case 'leastUsedTimeslots':
      return chart('Least Used Timeslots', 'bar', leastUsedTimeslots(orders, input.range));
    case 'location':
      return chart('Most Used Locations', 'pie', ranked(tally(orders.map((o) => o.location)), 'most'));
    case 'area': {
      const areaOf = new Map(input.users.map((u) => [u.id, (u.area ?? '').trim() || 'Unknown']));
      const areas = orders.map((o) => areaOf.get(o.userId) ?? 'Unknown');
      return chart('Highest Area Usage', 'bar', ranked(tally(areas), 'most').slice(0, ANALYTICS_TOP_N));
    }
    default:
      throw new RangeError(`Unknown analytics topic "${String(topic)}"`);
  }
}
