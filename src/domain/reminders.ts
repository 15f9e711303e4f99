/**
 * When the reminder e-mail of an appointment is due (about 60 minutes before it), and the one id its reminder
 * gets, so the scheduled job queues it exactly once however often and however concurrently it runs.
 *
 * API:
 *   REMINDER_LEAD_MINUTES (60)
 *   isReminderDue(order, now) -> true when the reminder should be queued at `now`
 *   reminderId(order) -> 'reminder-ORDER-…-2026-11-24_0710'
 */
import { parseTime12, slotInstant } from './calendar';
import type { OrderStatus } from './types';

export const REMINDER_LEAD_MINUTES = 60;
const LEAD_MS = REMINDER_LEAD_MINUTES * 60_000;

export interface ReminderOrder {
  orderId: string;
  status: OrderStatus;
  serviceType?: string;
  appointmentDate: string;
  appointmentTime: string;
  /** The last moment a confirmation for this time went out: the booking, the rebook or the trade. */
  confirmedAt: Date;
}

/**
 * Due from 60 minutes before the appointment until it starts, for an open appointment only: a cancelled or
 * completed order has none (a given-up order no longer exists; a traded one reminds its new owner). Not due when
 * the confirmation itself went out inside that hour (booked, rebooked or traded at short notice): that e-mail
 * was the reminder.
 * @example isReminderDue({ ...order, appointmentTime: '8:00 AM' }, new Date('2026-11-24T11:05:00Z')) // true (7:05 AM)
 */
export function isReminderDue(order: ReminderOrder, now: Date): boolean {
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid Date');
  if (order.status !== 'confirmed' && order.status !== 'trading') return false;
  if (order.serviceType === 'drive-in') return false;
  const start = slotInstant(order.appointmentDate, order.appointmentTime).getTime();
  const from = start - LEAD_MS;
  if (now.getTime() < from || now.getTime() >= start) return false;
  return order.confirmedAt.getTime() < from;
}

/**
 * The reminder's `mail` document id: one per order and appointment time, so a rebooked order gets a new one.
 * @example reminderId({ orderId: 'ORDER-1', appointmentDate: '2026-11-24', appointmentTime: '7:10 AM' }) // 'reminder-ORDER-1-2026-11-24_0710'
 */
export function reminderId(
  order: Pick<ReminderOrder, 'orderId' | 'appointmentDate' | 'appointmentTime'>,
): string {
  const minutes = parseTime12(order.appointmentTime);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
  return `reminder-${order.orderId}-${order.appointmentDate}_${hhmm}`;
}
