/**
 * When a customer with a special appointment may arrive, and how soon the wash starts (spec sections 2 and 9).
 *
 * API:
 *   SPECIAL_ARRIVAL_EARLY_MINUTES (20)  SPECIAL_ARRIVAL_LATE_MINUTES (45)  CLOSING_MINUTES (7:00 PM)
 *   WASH_START_AFTER_ARRIVAL_MINUTES {min: 10, max: 15}
 *   specialArrivalWindow(time) -> { earliest, latest }   (12-hour times; latest capped at closing time)
 *
 * Decided: closing time is the end of the last 10-minute slot (6:50 PM + 10 = 7:00 PM); the spec says only that late
 * arrivals are "affected by closing time". Pure: no clock (the window depends only on the appointment's time).
 */
import { formatTime12, parseTime12 } from './calendar';
import { LAST_SLOT_MINUTES, SLOT_STEP_MINUTES } from './slots';
import type { Time12 } from './types';

export const SPECIAL_ARRIVAL_EARLY_MINUTES = 20;
export const SPECIAL_ARRIVAL_LATE_MINUTES = 45;
export const CLOSING_MINUTES = LAST_SLOT_MINUTES + SLOT_STEP_MINUTES;
export const WASH_START_AFTER_ARRIVAL_MINUTES = { min: 10, max: 15 } as const;

/**
 * The arrival window of a special appointment: 20 minutes early to 45 minutes late, never after closing time.
 * Invalid times throw a RangeError (from parseTime12).
 * @example specialArrivalWindow('11:00 AM') // { earliest: '10:40 AM', latest: '11:45 AM' }
 * @example specialArrivalWindow('6:30 PM')  // { earliest: '6:10 PM', latest: '7:00 PM' }
 */
export function specialArrivalWindow(time: Time12): { earliest: Time12; latest: Time12 } {
  const minutes = parseTime12(time);
  return {
    earliest: formatTime12(Math.max(0, minutes - SPECIAL_ARRIVAL_EARLY_MINUTES)),
    latest: formatTime12(Math.min(CLOSING_MINUTES, minutes + SPECIAL_ARRIVAL_LATE_MINUTES)),
  };
}
