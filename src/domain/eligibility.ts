/**
 * Who may book which appointment type (free cadence, blocks) and how a failed eligibility check is read.
 *
 * API:
 *   FREE_INTERVAL_DAYS (3)
 *   isBlocked(block, now) -> boolean      blockStatus(block, now) -> 'Blocked' | 'Active'
 *   lastFreeAppointmentDate(orders, userId) -> IsoDate | null
 *   nextFreeDate(lastDate) -> IsoDate | null
 *   freeEligibility({orders, userId, block, now, appointmentDate?}) -> EligibilityResult
 *   freeCadenceConflict(orders, userId, appointmentDate) -> IsoDate | null
 *   freeEligibilityForDates({orders, userId, block, now, dates}) -> EligibilityResult  (the booking page's type check)
 *   specialEligibility({block, now}) -> EligibilityResult
 *   eligibilityOnError(code) -> EligibilityResult
 *
 * Free rule: one free appointment every 3 days from the last appointment date. With L the latest appointmentDate of
 * the user's free appointment orders that were not cancelled (past or future; drive-in purchases do not count), free booking opens on business date L + 3 days
 * (L = Monday 23rd -> open from Thursday 26th, 00:00 business time). A block applies while blockUntil > now.
 * Booking a given date (a hold, a confirmation, a trade) judges that date, not today: no two of the user's free
 * appointments may lie less than 3 days apart, in either direction (a free appointment on the 26th also closes the
 * 24th, or a customer could book every day by booking backwards).
 */
import {
  addDaysToDate,
  businessDate,
  daysBetween,
  firstOpenDayFrom,
  formatDisplayDate,
  parseIsoDate,
} from './calendar';
import { ELIGIBILITY_TEXT, MESSAGES } from './messages';
import { isDriveInOrder } from './types';
import type { AppointmentType, IsoDate, OrderLike } from './types';

export const FREE_INTERVAL_DAYS = 3;

export interface BlockLike {
  blockUntil: Date;
  type?: AppointmentType;
  reason?: string | null;
}

/**
 * Why a type can or cannot be booked: 'blocked' is the penalty (a block record, shown red '(Blocked)'), 'waiting' is
 * the free cadence (the 3-day turn, shown with the date it opens), 'unverified' a failed check.
 */
export type EligibilityKind = 'eligible' | 'blocked' | 'waiting' | 'unverified';

export interface EligibilityResult {
  canBook: boolean;
  details: string;
  /** Absent from an older server's answer: read as 'blocked' when canBook is false. */
  kind?: EligibilityKind;
  /** With 'waiting': the first open day (never a Sunday) a free appointment can be booked again. */
  availableFrom?: IsoDate;
}

const ELIGIBLE: EligibilityResult = { canBook: true, details: ELIGIBILITY_TEXT.eligible, kind: 'eligible' };

/**
 * The free cadence's refusal: waiting for its turn, which opens on `opens` or, when that is a Sunday (closed), the
 * next open day. @example waitingFor('2026-11-22').availableFrom // '2026-11-23'
 */
export function waitingFor(opens: IsoDate): EligibilityResult {
  const availableFrom = firstOpenDayFrom(opens);
  return {
    canBook: false,
    details: ELIGIBILITY_TEXT.freeCadence(formatDisplayDate(availableFrom)),
    kind: 'waiting',
    availableFrom,
  };
}

/** Blocked while blockUntil is later than now. @example isBlocked({ blockUntil: now }, now) // false */
export function isBlocked(block: BlockLike | null | undefined, now: Date): boolean {
  if (!block) return false;
  if (Number.isNaN(block.blockUntil.getTime())) throw new RangeError('blockUntil must be a valid Date');
  return block.blockUntil.getTime() > now.getTime();
}

/** Admin "Block Status" column. @example blockStatus(null, now) // 'Active' */
export function blockStatus(block: BlockLike | null | undefined, now: Date): 'Blocked' | 'Active' {
  return isBlocked(block, now) ? 'Blocked' : 'Active';
}

/** Latest appointment date among a user's non-cancelled free appointment orders (drive-ins skipped). @example lastFreeAppointmentDate([], 'u1') // null */
export function lastFreeAppointmentDate(orders: readonly OrderLike[], userId: string): IsoDate | null {
  let latest: IsoDate | null = null;
  for (const order of orders) {
    if (order.userId !== userId || order.appointmentType !== 'free' || order.status === 'cancelled') continue;
    if (isDriveInOrder(order)) continue;
    if (latest === null || order.appointmentDate > latest) latest = order.appointmentDate;
  }
  return latest;
}

/** First business date a new free appointment may be booked. @example nextFreeDate('2026-11-23') // '2026-11-26' */
export function nextFreeDate(lastDate: IsoDate | null): IsoDate | null {
  return lastDate === null ? null : addDaysToDate(lastDate, FREE_INTERVAL_DAYS);
}

/** Days between two dates; a stored date that cannot be read is far from every date (it holds no slot either). */
function daysApart(stored: IsoDate, wanted: IsoDate): number {
  try {
    return daysBetween(stored, wanted);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * The latest of the user's free appointment dates that lies less than 3 days from `appointmentDate` (either side),
 * or null when that date keeps the cadence.
 * @example freeCadenceConflict([order on '2026-11-26'], 'u1', '2026-11-24') // '2026-11-26'
 */
export function freeCadenceConflict(
  orders: readonly OrderLike[],
  userId: string,
  appointmentDate: IsoDate,
): IsoDate | null {
  parseIsoDate(appointmentDate);
  let conflict: IsoDate | null = null;
  for (const order of orders) {
    if (order.userId !== userId || order.appointmentType !== 'free' || order.status === 'cancelled') continue;
    if (isDriveInOrder(order)) continue;
    if (Math.abs(daysApart(order.appointmentDate, appointmentDate)) >= FREE_INTERVAL_DAYS) continue;
    if (conflict === null || order.appointmentDate > conflict) conflict = order.appointmentDate;
  }
  return conflict;
}

function blockedResult(block: BlockLike): EligibilityResult {
  return {
    canBook: false,
    details: ELIGIBILITY_TEXT.blockedUntil(formatDisplayDate(businessDate(block.blockUntil))),
    kind: 'blocked',
  };
}

/**
 * Free-appointment eligibility: for booking `appointmentDate` when given (the cadence around that date), otherwise
 * for booking from today (the type check of the booking page).
 * @example freeEligibility({ orders: [], userId: 'u1', block: null, now }) // { canBook: true, details: 'Eligible' }
 */
export function freeEligibility(input: {
  orders: readonly OrderLike[];
  userId: string;
  block?: BlockLike | null;
  now: Date;
  appointmentDate?: IsoDate;
}): EligibilityResult {
  const { block, now, appointmentDate } = input;
  if (block && isBlocked(block, now)) return blockedResult(block);
  if (appointmentDate !== undefined) {
    const conflict = freeCadenceConflict(input.orders, input.userId, appointmentDate);
    if (conflict === null) return { ...ELIGIBLE };
    return waitingFor(nextFreeDate(conflict)!);
  }
  const next = nextFreeDate(lastFreeAppointmentDate(input.orders, input.userId));
  if (next !== null && businessDate(now) < next) return waitingFor(next);
  return { ...ELIGIBLE };
}

/** Special appointments are refused only while blocked. @example specialEligibility({ block: null, now }).canBook // true */
export function specialEligibility({
  block,
  now,
}: {
  block?: BlockLike | null;
  now: Date;
}): EligibilityResult {
  if (block && isBlocked(block, now)) return blockedResult(block);
  return { ...ELIGIBLE };
}

/**
 * How the UI reads a failed eligibility call: permission-denied or unavailable allow the type, anything else blocks.
 * @example eligibilityOnError('internal') // { canBook: false, details: 'Unable to verify eligibility. Please try again later.' }
 */
export function eligibilityOnError(code: string): EligibilityResult {
  if (code === 'permission-denied' || code === 'unavailable') return { ...ELIGIBLE };
  return { canBook: false, details: MESSAGES.eligibility.unableToVerify, kind: 'unverified' };
}

/**
 * The booking page's type check: free is open when at least one of the dates it offers keeps the cadence, judged
 * from each appointment date, not from today (a free appointment 2 days ago must not close a date 2 days ahead).
 * Refused: the block, or the cadence message naming the first date that opens after the offered ones' conflicts.
 * @example freeEligibilityForDates({ orders: [free on '2026-11-21'], userId: 'u1', now: 23rd, dates: ['2026-11-23', '2026-11-24'] })
 *   // { canBook: true, details: 'Eligible' } (the 24th is 3 days after the 21st)
 */
export function freeEligibilityForDates(input: {
  orders: readonly OrderLike[];
  userId: string;
  block?: BlockLike | null;
  now: Date;
  dates: readonly IsoDate[];
}): EligibilityResult {
  const { block, now, dates } = input;
  if (block && isBlocked(block, now)) return blockedResult(block);
  let next: IsoDate | null = null;
  for (const date of dates) {
    const conflict = freeCadenceConflict(input.orders, input.userId, date);
    if (conflict === null) return { ...ELIGIBLE };
    const opens = nextFreeDate(conflict)!;
    if (next === null || opens > next) next = opens;
  }
  if (next === null) return freeEligibility(input);
  return waitingFor(next);
}
