/**
 * The day-before reminder: due from 24 hours before an open appointment until 2 hours before it (the hour reminder
 * covers the rest), unless its confirmation went out within those 24 hours (that message was the reminder). Its id
 * is the hour reminder's with 'day-' in front, one per order and appointment time.
 *
 * API:
 *   DAY_BEFORE_LEAD_MS (24 h), DAY_BEFORE_LATEST_MS (2 h)
 *   isDayBeforeReminderDue(order, now)
 *   dayBeforeReminderId(order) -> 'day-reminder-ORDER-…-2026-11-24_0710'
 */
import { slotInstant } from './calendar';
import { reminderId, type ReminderOrder } from './reminders';

export const DAY_BEFORE_LEAD_MS = 24 * 3_600_000;
export const DAY_BEFORE_LATEST_MS = 2 * 3_600_000;

export function isDayBeforeReminderDue(order: ReminderOrder, now: Date): boolean {
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid Date');
  if (order.status !== 'confirmed' && order.status !== 'trading') return false;
  if (order.serviceType === 'drive-in') return false;
  const start = slotInstant(order.appointmentDate, order.appointmentTime).getTime();
  const from = start - DAY_BEFORE_LEAD_MS;
  if (now.getTime() < from || now.getTime() > start - DAY_BEFORE_LATEST_MS) return false;
  return order.confirmedAt.getTime() < from;
}

export const dayBeforeReminderId = (order: Parameters<typeof reminderId>[0]) => `day-${reminderId(order)}`;
