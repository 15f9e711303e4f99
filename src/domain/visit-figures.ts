/**
 * What the Dashboard's and Analytics' figures count, defined once (issue 27: numbers that mean washes; issue 29: one
 * revenue). The daily summaries on the server (functions/src/data/days/day-summary-rules.ts), the Dashboard's tiles
 * (dashboard.ts) and Analytics (analytics.ts) all call these, so every screen counts the same orders.
 *
 * API: VisitOutcome, visitOutcome(order), isCompletedWash(order), isMiss(order), revenueOf(orders),
 *   noShowRate(misses, washedAppointments), visitCounts(orders) -> {completed, washedAppointments, misses, noShowRate},
 *   FIGURE_NOTES (the one-line definitions shown under the figures).
 *
 * Decided:
 * - A completed wash is an order whose status is 'completed' (checked in and completed at the bay, or marked
 *   completed by staff), drive-ins included; it counts on the business day of its appointment (a drive-in: the day
 *   it was bought).
 * - A miss is an order the no-show job recorded as missed: status 'cancelled' with `noShow: true`. It stays a miss
 *   when staff excuse it (the excuse lifts the block, the car still did not come).
 * - The no-show rate is misses / (appointments washed + misses): of the appointments whose outcome is known, the
 *   share nobody came to. Drive-ins are left out of it (a drive-in cannot be missed); confirmed and trading orders
 *   are left out (their outcome is not known yet). No outcome known: no rate (null), never 0%.
 */
import { isDriveInOrder, type OrderStatus } from './types';

/** The fields these definitions read from an order. */
export interface VisitOrder {
  status: OrderStatus;
  price: number;
  noShow?: boolean;
  serviceType?: string | null;
}

/** What an order came to, for the figures. */
export type VisitOutcome = 'booked' | 'washed' | 'missed';

/**
 * What an order came to: 'booked' (confirmed or trading: not washed yet), 'washed' (completed), 'missed' (recorded
 * as a no-show), or null for an order cancelled by its customer or staff, which counts nowhere.
 * @example visitOutcome({ status: 'cancelled', noShow: true, price: 45 }) // 'missed'
 */
export function visitOutcome(order: Pick<VisitOrder, 'status' | 'noShow'>): VisitOutcome | null {
  switch (order.status) {
    case 'confirmed':
    case 'trading':
      return 'booked';
    case 'completed':
      return 'washed';
    case 'cancelled':
      return order.noShow === true ? 'missed' : null;
    default:
      return null;
  }
}

/** A completed wash: status 'completed'. @example isCompletedWash({ status: 'completed', price: 45 }) // true */
export const isCompletedWash = (order: Pick<VisitOrder, 'status' | 'noShow'>): boolean =>
  visitOutcome(order) === 'washed';

/** A miss: cancelled by the no-show job (`noShow: true`). @example isMiss({ status: 'confirmed', price: 45 }) // false */
export const isMiss = (order: Pick<VisitOrder, 'status' | 'noShow'>): boolean =>
  visitOutcome(order) === 'missed';

/**
 * Revenue: the money of completed orders, and nothing else. The sum of `price` over the orders whose status is
 * 'completed' (washed), rounded to cents. Confirmed and trading orders (booked, not washed yet), cancelled orders and
 * misses add nothing. The caller picks the orders of the period; every figure counts an order on the business day
 * of its appointment (a drive-in: the day it was bought). Used by the Dashboard's Monthly Revenue and Today's
 * Revenue and by Analytics' Profits (per day and total).
 * @example revenueOf([{ status: 'completed', price: 45 }, { status: 'confirmed', price: 75 }]) // 45
 */
export function revenueOf(orders: readonly Pick<VisitOrder, 'status' | 'noShow' | 'price'>[]): number {
  const sum = orders.filter(isCompletedWash).reduce((total, o) => total + o.price, 0);
  return Math.round(sum * 100) / 100;
}

/**
 * The no-show rate, a fraction from 0 to 1: misses / (appointments washed + misses); null when neither happened
 * (no outcome is known, so there is no rate, rather than a 0% that would look like good news).
 * @example noShowRate(1, 3) // 0.25; noShowRate(0, 0) // null
 */
export function noShowRate(misses: number, washedAppointments: number): number | null {
  for (const [name, n] of [
    ['misses', misses],
    ['washedAppointments', washedAppointments],
  ] as const) {
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`${name} must be a whole number >= 0, got ${n}`);
  }
  const decided = misses + washedAppointments;
  return decided === 0 ? null : misses / decided;
}

export interface VisitCounts {
  /** Completed washes, drive-ins included. */
  completed: number;
  /** Completed washes of appointments (drive-ins left out): the rate's other half. */
  washedAppointments: number;
  misses: number;
  noShowRate: number | null;
}

/**
 * Completed washes, misses and the no-show rate of some orders (the caller picks the day or the range).
 * @example visitCounts([{ status: 'completed', price: 45 }, { status: 'cancelled', noShow: true, price: 45 }])
 *          // { completed: 1, washedAppointments: 1, misses: 1, noShowRate: 0.5 }
 */
export function visitCounts(orders: readonly VisitOrder[]): VisitCounts {
  let completed = 0;
  let washedAppointments = 0;
  let misses = 0;
  for (const order of orders) {
    const outcome = visitOutcome(order);
    if (outcome === 'washed') {
      completed += 1;
      if (!isDriveInOrder(order)) washedAppointments += 1;
    } else if (outcome === 'missed') misses += 1;
  }
  return { completed, washedAppointments, misses, noShowRate: noShowRate(misses, washedAppointments) };
}

/** The one-line definitions shown under the figures (Dashboard and Analytics). */
export const FIGURE_NOTES = {
  revenue: 'Completed orders only',
  completed: 'Status completed, drive-ins included',
  misses: 'Appointments nobody came to',
  noShowRate: 'Misses ÷ (appointments washed + misses)',
  topWash: 'Most washed today',
} as const;
