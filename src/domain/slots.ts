/**
 * The slot grid and which slots may be booked.
 *
 * API:
 *   SLOT_STEP_MINUTES (10), FIRST_SLOT_MINUTES (7:10 AM), LAST_SLOT_MINUTES (6:50 PM), TODAY_LEAD_MINUTES (30)
 *   isSlotMinuteForType(minutesOfDay, type)      slotMinutes(type) -> number[]     slotTimes(type) -> '7:10 AM'...
 *   bookableSlots({date, type, now}) -> Time12[]  (empty for a date that is not offered)
 *   checkSlot({date, time, type, now}) -> {bookable: true} | {bookable: false, reason: SlotRefusal}
 *   isBookableSlot(input) -> boolean
 *
 * Rules: every 10 minutes from 7:10 AM to 6:50 PM; free slots never at :00 or :30; special slots only at :00 and :30;
 * a slot whose start is at or before now + 30 minutes is gone; only the dates of `bookableDates(now)` are offered.
 */
import { bookableDates, formatTime12, isSunday, parseIsoDate, parseTime12, slotInstant } from './calendar';
import type { AppointmentType, IsoDate, Time12 } from './types';

export const SLOT_STEP_MINUTES = 10;
export const FIRST_SLOT_MINUTES = 7 * 60 + 10;
export const LAST_SLOT_MINUTES = 18 * 60 + 50;
export const TODAY_LEAD_MINUTES = 30;
const MINUTE_MS = 60_000;

function assertType(type: AppointmentType): void {
  if (type !== 'free' && type !== 'special')
    throw new RangeError(`Unknown appointment type "${String(type)}"`);
}

/** True when the minute of the day is on the grid and allowed for the type. @example isSlotMinuteForType(450, 'free') // false (7:30) */
export function isSlotMinuteForType(minutesOfDay: number, type: AppointmentType): boolean {
  assertType(type);
  if (
    !Number.isInteger(minutesOfDay) ||
    minutesOfDay < FIRST_SLOT_MINUTES ||
    minutesOfDay > LAST_SLOT_MINUTES
  ) {
    return false;
  }
  const minute = minutesOfDay % 60;
  if (minute % SLOT_STEP_MINUTES !== 0) return false;
  const onHalfHour = minute === 0 || minute === 30;
  return type === 'special' ? onHalfHour : !onHalfHour;
}

/** Grid minutes for a type, ascending. @example slotMinutes('special')[0] // 480 (8:00 AM) */
export function slotMinutes(type: AppointmentType): number[] {
  assertType(type);
  const result: number[] = [];
  for (let m = FIRST_SLOT_MINUTES; m <= LAST_SLOT_MINUTES; m += SLOT_STEP_MINUTES) {
    if (isSlotMinuteForType(m, type)) result.push(m);
  }
  return result;
}

/** Grid times for a type, ascending. @example slotTimes('free').slice(0, 2) // ['7:10 AM', '7:20 AM'] */
export function slotTimes(type: AppointmentType): Time12[] {
  return slotMinutes(type).map(formatTime12);
}

/** Why a slot cannot be booked. */
export type SlotRefusal = 'sunday' | 'not-bookable-date' | 'off-grid' | 'wrong-minute-for-type' | 'too-soon';
export type SlotCheck = { bookable: true } | { bookable: false; reason: SlotRefusal };

export interface SlotQuery {
  date: IsoDate;
  type: AppointmentType;
  now: Date;
}

function passesLead(date: IsoDate, time: Time12, now: Date): boolean {
  return slotInstant(date, time).getTime() > now.getTime() + TODAY_LEAD_MINUTES * MINUTE_MS;
}

/**
 * The times still offered for a date: the type's grid minus slots at or before now + 30 minutes.
 * @example bookableSlots({ date: '2026-11-23', type: 'free', now: new Date('2026-11-23T11:00:00Z') })[0] // '7:40 AM'
 */
export function bookableSlots({ date, type, now }: SlotQuery): Time12[] {
  parseIsoDate(date);
  if (!bookableDates(now).includes(date)) return [];
  return slotTimes(type).filter((time) => passesLead(date, time, now));
}

/**
 * Checks one requested slot (the same rule the write path enforces). Malformed date/time throws RangeError.
 * @example checkSlot({ date: '2026-11-23', time: '7:30 AM', type: 'free', now }) // { bookable: false, reason: 'wrong-minute-for-type' }
 */
export function checkSlot({ date, time, type, now }: SlotQuery & { time: Time12 }): SlotCheck {
  const minutes = parseTime12(time);
  if (isSunday(date)) return { bookable: false, reason: 'sunday' };
  if (!bookableDates(now).includes(date)) return { bookable: false, reason: 'not-bookable-date' };
  if (!isSlotMinuteForType(minutes, 'free') && !isSlotMinuteForType(minutes, 'special')) {
    return { bookable: false, reason: 'off-grid' };
  }
  if (!isSlotMinuteForType(minutes, type)) return { bookable: false, reason: 'wrong-minute-for-type' };
  if (!passesLead(date, time, now)) return { bookable: false, reason: 'too-soon' };
  return { bookable: true };
}

/** Boolean form of `checkSlot`. @example isBookableSlot({ date, time: '7:10 AM', type: 'free', now }) // true */
export function isBookableSlot(query: SlotQuery & { time: Time12 }): boolean {
  return checkSlot(query).bookable;
}
