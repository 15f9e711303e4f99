/**
 * Quiet hours: no non-urgent message on a phone between 9 PM and 7 AM business time (America/Port_of_Spain); one
 * due then waits until 7 AM. E-mail is silent and is not held.
 *
 * API:
 *   QUIET_FROM_MINUTES (21:00), QUIET_UNTIL_MINUTES (07:00)
 *   isQuietTime(now) -> true between 9 PM and 7 AM business time
 *   phoneSendAt(now, urgent) -> now, or the next 7 AM business time for a non-urgent message in quiet hours
 */
import { addDaysToDate, businessDate, businessMinutesOfDay, slotInstant } from './calendar';

export const QUIET_FROM_MINUTES = 21 * 60;
export const QUIET_UNTIL_MINUTES = 7 * 60;

export function isQuietTime(now: Date): boolean {
  const minutes = businessMinutesOfDay(now);
  return minutes >= QUIET_FROM_MINUTES || minutes < QUIET_UNTIL_MINUTES;
}

export function phoneSendAt(now: Date, urgent: boolean): Date {
  if (urgent || !isQuietTime(now)) return now;
  const today = businessDate(now);
  const day = businessMinutesOfDay(now) >= QUIET_FROM_MINUTES ? addDaysToDate(today, 1) : today;
  return slotInstant(day, '7:00 AM');
}
