/**
 * Missed appointments under the published policy (About page: "Missing a free appointment may lead to a temporary
 * block from free appointments"; spec: the special fee is not refunded when the appointment is missed).
 *
 * API:
 *   NO_SHOW_BLOCK_DAYS (7)       how long a missed FREE appointment blocks free appointments: the one place to change it
 *   NO_SHOW_LOOKBACK_DAYS (7)    how far back the no-show job looks for a window that closed while it was not running
 *   isNoShow(order, now, lateMinutes) -> true when the order is missed at `now`
 *   noShowBlockUntil(order, now, existingUntil, days?) -> the block a miss applies, or null (special, or a longer
 *     block already there)
 *   noShowMailId(orderId) -> the `mail` document id of the miss's e-mail (one per order)
 *
 * Decided: a miss is stored as status 'cancelled' with `noShow: true` (the spec's four statuses stay as they are).
 * The arrival window is half-open, [start - early, start + late): the order is missed from start + late on. The late
 * allowance is a parameter (the bay contract's ARRIVAL_LATE_MINUTES; domain/ cannot import contracts/), not capped at
 * closing time, so a car the bay may still check in is never marked missed. Pure: `now` is an argument.
 */
import type { AppointmentType, OrderStatus, ServiceType } from './types';

export const NO_SHOW_BLOCK_DAYS = 7;
export const NO_SHOW_LOOKBACK_DAYS = 7;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface NoShowOrder {
  status: OrderStatus;
  serviceType: ServiceType;
  /** The appointment's instant. */
  appointmentAt: Date;
  checkedInAt: Date | null;
  noShow?: boolean;
}

function requireDate(value: Date, name: string): number {
  const ms = value instanceof Date ? value.getTime() : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError(`${name} must be a valid Date`);
  return ms;
}

/** The instant the arrival window closes: `lateMinutes` after the appointment's start. */
export function arrivalClosesAt(appointmentAt: Date, lateMinutes: number): Date {
  if (!Number.isInteger(lateMinutes) || lateMinutes < 0)
    throw new RangeError('lateMinutes must be a whole number of minutes, 0 or more');
  return new Date(requireDate(appointmentAt, 'appointmentAt') + lateMinutes * MINUTE_MS);
}

/**
 * Missed at `now`: an appointment (never a drive-in) still open (confirmed or trading), not checked in, not already
 * marked, whose arrival window has closed (now >= start + lateMinutes).
 * @example isNoShow({ status: 'confirmed', serviceType: 'appointment', appointmentAt: at('10:00 AM'), checkedInAt: null }, at('10:45 AM'), 45) // true
 * @example isNoShow({ ...same }, at('10:44:59 AM'), 45) // false: the car may still arrive
 */
export function isNoShow(order: NoShowOrder, now: Date, lateMinutes: number): boolean {
  const at = requireDate(now, 'now');
  if (order.serviceType !== 'appointment') return false;
  if (order.status !== 'confirmed' && order.status !== 'trading') return false;
  if (order.checkedInAt || order.noShow === true) return false;
  return at >= arrivalClosesAt(order.appointmentAt, lateMinutes).getTime();
}

/**
 * The end of the block a miss at `now` applies: `days` from now for a FREE appointment, unless a block at least as
 * long already exists (`existingUntil`), then null; a missed special appointment is never blocked (its fee is
 * forfeited instead), null.
 * @example noShowBlockUntil({ appointmentType: 'free' }, new Date('2026-11-24T15:00:00Z'), null) // 2026-12-01T15:00:00Z
 */
export function noShowBlockUntil(
  order: { appointmentType: AppointmentType },
  now: Date,
  existingUntil: Date | null,
  days: number = NO_SHOW_BLOCK_DAYS,
): Date | null {
  if (!Number.isInteger(days) || days < 1) throw new RangeError('days must be a whole number, 1 or more');
  if (order.appointmentType !== 'free') return null;
  const until = requireDate(now, 'now') + days * DAY_MS;
  if (existingUntil && existingUntil.getTime() >= until) return null;
  return new Date(until);
}

/**
 * The id of the e-mail about a miss: one per order, so a second run finds it and queues nothing.
 * @example noShowMailId('ORDER-1') // 'no-show-ORDER-1'
 */
export function noShowMailId(orderId: string): string {
  if (!orderId) throw new RangeError('orderId is required');
  return `no-show-${orderId}`;
}
