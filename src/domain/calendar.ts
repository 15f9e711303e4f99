/**
 * Business calendar in America/Port_of_Spain (UTC-4, no DST): the zone's offset at an instant comes from
 * @date-fns/tz's `tzOffset` (Intl underneath), and every wall-clock field is read with UTC getters on the shifted
 * instant. Not `TZDate`: it subclasses `Date`, and a test clock that replaces `Date` (Playwright's `page.clock`)
 * hands the subclass a plain Date, which silently reads fields in the browser's own zone. Calendar arithmetic and
 * formatting are written out here rather than taken from date-fns: its `format` alone added ~5 KiB gzip to the
 * booking route.
 *
 * API:
 *   BUSINESS_TIME_ZONE, BOOKABLE_DAY_COUNT (3), BOOKABLE_DAY_HORIZON (10)
 *   parseIsoDate(date) -> {year, month, day}          (throws RangeError)
 *   businessDate(now) -> 'YYYY-MM-DD'                  businessMinutesOfDay(now) -> 0..1439
 *   addDaysToDate(date, n) -> 'YYYY-MM-DD'             daysBetween(from, to) -> whole days (to - from)
 *   isSunday(date)   firstOpenDayFrom(date)            bookableDates(now, count?, horizon?) -> dates
 *   formatDisplayDate(date) -> 'Monday 23/11/2026'     formatShortDate(date) -> '23/11/2026'
 *   formatTime12(minutes) -> '7:10 AM'
 *   parseTime12('7:10 AM') -> 430                      slotInstant(date, time) -> Date (UTC instant)
 *
 * Every answer depends only on the arguments, never on the runtime's own time zone.
 */
import { tzOffset } from '@date-fns/tz';
import type { IsoDate, Time12 } from './types';

export const BUSINESS_TIME_ZONE = 'America/Port_of_Spain';
/** How many dates the booking page offers. */
export const BOOKABLE_DAY_COUNT = 3;
/** How many days, from today, are looked at to find them. */
export const BOOKABLE_DAY_HORIZON = 10;

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const pad2 = (n: number): string => String(n).padStart(2, '0');
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_12 = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

function assertValidInstant(now: Date, name = 'now'): void {
  if (!(now instanceof Date) || Number.isNaN(now.getTime()))
    throw new RangeError(`${name} must be a valid Date`);
}

/**
 * Splits and checks a 'YYYY-MM-DD' calendar date (month 1-12).
 * @example parseIsoDate('2026-11-23') // { year: 2026, month: 11, day: 23 }
 */
export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Invalid date "${date}": expected YYYY-MM-DD`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new RangeError(`Invalid date "${date}": no such calendar day`);
  }
  return { year, month, day };
}

// Calendar arithmetic needs no time zone: a calendar date is handled as that day's UTC midnight (no DST there).
function utcDay(date: IsoDate): Date {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The instant shifted by the business zone's offset: its UTC fields are the business wall clock at `now`. */
function businessWallClock(now: Date): Date {
  return new Date(now.getTime() + tzOffset(BUSINESS_TIME_ZONE, now) * 60_000);
}

function isoOf(year: number, monthIndex: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad2(monthIndex + 1)}-${pad2(day)}`;
}

/** Today's business date at instant `now`. @example businessDate(new Date('2026-01-01T03:59:00Z')) // '2025-12-31' */
export function businessDate(now: Date): IsoDate {
  assertValidInstant(now);
  const local = businessWallClock(now);
  return isoOf(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
}

/** Minutes since business midnight at `now`. @example businessMinutesOfDay(new Date('2026-11-23T11:10:00Z')) // 430 */
export function businessMinutesOfDay(now: Date): number {
  assertValidInstant(now);
  const local = businessWallClock(now);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** Calendar arithmetic on business dates. @example addDaysToDate('2026-12-31', 1) // '2027-01-01' */
export function addDaysToDate(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  const shifted = new Date(utcDay(date).getTime() + days * DAY_MS);
  return isoOf(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). @example daysBetween('2026-11-23', '2026-11-26') // 3 */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / DAY_MS);
}

/** @example isSunday('2026-11-22') // true */
export function isSunday(date: IsoDate): boolean {
  return utcDay(date).getUTCDay() === 0;
}

/**
 * The first open day on or after `date`: the date itself, or the Monday after a Sunday (the wash is closed on
 * Sundays). @example firstOpenDayFrom('2026-11-22') // '2026-11-23'
 */
export function firstOpenDayFrom(date: IsoDate): IsoDate {
  return isSunday(date) ? addDaysToDate(date, 1) : date;
}

/**
 * The next `count` bookable dates starting today (business time), skipping Sundays, looking at no more than
 * `horizon` days (today included). Today stays in the list even late in the day; its slots are filtered by `slots`.
 * @example bookableDates(new Date('2026-11-21T12:00:00Z')) // ['2026-11-21', '2026-11-23', '2026-11-24'] (Sat, Mon, Tue)
 */
export function bookableDates(
  now: Date,
  count = BOOKABLE_DAY_COUNT,
  horizon = BOOKABLE_DAY_HORIZON,
): IsoDate[] {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  if (!Number.isInteger(horizon) || horizon < 0) {
    throw new RangeError(`horizon must be a non-negative integer, got ${horizon}`);
  }
  const today = businessDate(now);
  const dates: IsoDate[] = [];
  for (let offset = 0; offset < horizon && dates.length < count; offset += 1) {
    const date = addDaysToDate(today, offset);
    if (!isSunday(date)) dates.push(date);
  }
  return dates;
}

/**
 * Display form of a date: full English weekday, a space, then DD/MM/YYYY.
 * @example formatDisplayDate('2026-11-23') // 'Monday 23/11/2026'
 */
export function formatDisplayDate(date: IsoDate): string {
  return `${WEEKDAYS[utcDay(date).getUTCDay()]} ${formatShortDate(date)}`;
}

/** DD/MM/YYYY. @example formatShortDate('2027-01-01') // '01/01/2027' */
export function formatShortDate(date: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  return `${pad2(day)}/${pad2(month)}/${String(year).padStart(4, '0')}`;
}

/**
 * A date typed the way the app shows dates, DD/MM/YYYY (1 or 2 digits for day and month; '/', '-', '.' or spaces
 * between), or as ISO YYYY-MM-DD (what a pasted value or a test fill gives), as an ISO date; null when it is not a
 * calendar day. Never a guess between day and month: DD/MM only.
 * @example parseTypedDate('2/12/2026') // '2026-12-02'; parseTypedDate('31/02/2026') // null
 */
export function parseTypedDate(raw: string): IsoDate | null {
  const text = raw.trim();
  const typed = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(text);
  const iso = typed ? `${typed[3]}-${pad2(Number(typed[2]))}-${pad2(Number(typed[1]))}` : text;
  if (!ISO_DATE.test(iso)) return null;
  try {
    parseIsoDate(iso);
    return iso;
  } catch {
    return null;
  }
}

/** 12-hour time of a minute of the day (0..1439). @example formatTime12(430) // '7:10 AM'; formatTime12(720) // '12:00 PM' */
export function formatTime12(minutesOfDay: number): Time12 {
  if (!Number.isInteger(minutesOfDay) || minutesOfDay < 0 || minutesOfDay >= 24 * 60) {
    throw new RangeError(`minutesOfDay must be an integer in 0..1439, got ${minutesOfDay}`);
  }
  const hours24 = Math.floor(minutesOfDay / 60);
  const minutes = minutesOfDay % 60;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

/** Minute of the day of a stored 12-hour time (strict 'H:MM AM|PM'). @example parseTime12('6:50 PM') // 1130 */
export function parseTime12(time: Time12): number {
  const match = TIME_12.exec(time);
  if (!match) throw new RangeError(`Invalid time "${time}": expected H:MM AM or H:MM PM`);
  const hours = Number(match[1]) % 12;
  return (match[3] === 'PM' ? hours + 12 : hours) * 60 + Number(match[2]);
}

/**
 * The instant a business-time slot starts.
 * @example slotInstant('2026-11-23', '7:10 AM').toISOString() // '2026-11-23T11:10:00.000Z'
 */
export function slotInstant(date: IsoDate, time: Time12): Date {
  const { year, month, day } = parseIsoDate(date);
  const minutes = parseTime12(time);
  const wall = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  // The zone's offset at the guessed instant, checked again at the result (a zone with DST could differ there).
  const guess = wall - tzOffset(BUSINESS_TIME_ZONE, new Date(wall)) * 60_000;
  return new Date(wall - tzOffset(BUSINESS_TIME_ZONE, new Date(guess)) * 60_000);
}
