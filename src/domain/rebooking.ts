/**
 * Rebooking an open appointment: when the action is offered, what may be chosen, and what is written.
 *
 * API:
 *   REBOOK_CREATION_WINDOW_MS (2 h)  REBOOK_SAME_DAY_CUTOFF_MS (6 h)  REBOOK_OTHER_DAY_CUTOFF_MS (10 h)
 *   MAX_OTHER_OPEN_APPOINTMENTS (3)  REBOOK_FLAG_TTL_MS (30 s)        CHANGED_MARKER ('changed')
 *   isRebookVisible(order, now)                          -> boolean (the section 9 windows)
 *   checkRebook({order, userId, userOrders, rebookedInSession, now}) -> RebookCheck
 *   checkRebookTarget({order, date, time, userOrders, now})          -> RebookTargetCheck (slot rules + clash)
 *   appendChangedMarker(text)  isRebooked({description})  applyRebook(order, {date, time, now}) -> RebookPatch
 *   isSpecialRebookFree(appointmentDate, now)  isRebookStateValid(state, now)  isRebookFlagActive(setAt, now)
 *   specialRebookCutoff(appointmentDate) -> Date     rebookStateExpiryOnGiveUp(order, now) -> Date | null
 *   rebookRefusalMessage(reason) -> string   (RebookRefusal | RebookTargetRefusal)
 *
 * Windows (decided from spec 9; all intervals half-open):
 *  - free: offered while now < createdAt + 2 h, except when the appointment is on today's business date and
 *    starts less than 6 h from now;
 *  - special: offered while now < createdAt + 2 h; after that only while the appointment is at least 6 h away
 *    (same business date) or at least 10 h away (a later date: the fallback);
 *  - never for a past appointment, a non-confirmed order, or an order already rebooked in this session.
 */
import { businessDate, slotInstant } from './calendar';
import { DOMAIN_TEXT, MESSAGES } from './messages';
import { REBOOKED_PRICE } from './pricing';
import { checkSlot } from './slots';
import type { SlotRefusal } from './slots';
import type { IsoDate, OrderLike, Time12 } from './types';
import { isDriveInOrder, isOpenStatus } from './types';

const HOUR_MS = 3_600_000;
export const REBOOK_CREATION_WINDOW_MS = 2 * HOUR_MS;
export const REBOOK_SAME_DAY_CUTOFF_MS = 6 * HOUR_MS;
export const REBOOK_OTHER_DAY_CUTOFF_MS = 10 * HOUR_MS;
/** Special rebooks are free up to this long before opening time (7:00 AM) on the appointment day. */
export const SPECIAL_REBOOK_FREE_BEFORE_OPENING_MS = 6 * HOUR_MS;
export const OPENING_TIME: Time12 = '7:00 AM';
export const MAX_OTHER_OPEN_APPOINTMENTS = 3;
export const REBOOK_FLAG_TTL_MS = 30_000;
export const CHANGED_MARKER = 'changed';

export interface RebookOrder extends OrderLike {
  id: string;
  createdAt: Date;
  description: string;
  serviceDescription: string;
}

export type RebookRefusal =
  'not-owner' | 'not-open' | 'past' | 'window-closed' | 'already-rebooked' | 'max-appointments';
export type RebookCheck = { allowed: true } | { allowed: false; reason: RebookRefusal };
export type RebookTargetRefusal = 'missing-date-time' | 'clash' | SlotRefusal;
export type RebookTargetCheck = { ok: true } | { ok: false; reason: RebookTargetRefusal };

/** Whether the rebook action is offered for this order at `now` (windows only). @example isRebookVisible(order, now) */
export function isRebookVisible(
  order: Pick<
    RebookOrder,
    'status' | 'appointmentType' | 'appointmentDate' | 'appointmentTime' | 'createdAt'
  >,
  now: Date,
): boolean {
  if (order.status !== 'confirmed') return false;
  const untilAppointment =
    slotInstant(order.appointmentDate, order.appointmentTime).getTime() - now.getTime();
  if (untilAppointment <= 0) return false;
  const inCreationWindow = now.getTime() - order.createdAt.getTime() < REBOOK_CREATION_WINDOW_MS;
  const sameDay = order.appointmentDate === businessDate(now);
  if (order.appointmentType === 'free') {
    return inCreationWindow && !(sameDay && untilAppointment < REBOOK_SAME_DAY_CUTOFF_MS);
  }
  if (inCreationWindow) return true;
  return untilAppointment >= (sameDay ? REBOOK_SAME_DAY_CUTOFF_MS : REBOOK_OTHER_DAY_CUTOFF_MS);
}

/** The user's other open appointments (drive-in purchases are no appointment: they neither count nor clash). */
function otherOpenOrders(order: RebookOrder, userOrders: readonly OrderLike[]): OrderLike[] {
  return userOrders.filter(
    (o) => o.userId === order.userId && o.id !== order.id && isOpenStatus(o.status) && !isDriveInOrder(o),
  );
}

/**
 * May this user start rebooking this order now?
 * @example checkRebook({ order, userId: order.userId, userOrders, rebookedInSession: new Set(), now }) // { allowed: true }
 */
export function checkRebook(input: {
  order: RebookOrder;
  userId: string;
  userOrders: readonly OrderLike[];
  rebookedInSession: ReadonlySet<string>;
  now: Date;
}): RebookCheck {
  const { order, now } = input;
  if (order.userId !== input.userId) return { allowed: false, reason: 'not-owner' };
  if (order.status !== 'confirmed') return { allowed: false, reason: 'not-open' };
  if (slotInstant(order.appointmentDate, order.appointmentTime).getTime() <= now.getTime()) {
    return { allowed: false, reason: 'past' };
  }
  if (input.rebookedInSession.has(order.id)) return { allowed: false, reason: 'already-rebooked' };
  if (!isRebookVisible(order, now)) return { allowed: false, reason: 'window-closed' };
  if (otherOpenOrders(order, input.userOrders).length > MAX_OTHER_OPEN_APPOINTMENTS) {
    return { allowed: false, reason: 'max-appointments' };
  }
  return { allowed: true };
}

/**
 * Checks the new date and time: both given, a bookable slot of the order's type, no clash with the user's other
 * open appointments (same date and time). Seats are checked separately with `capacity.checkBooking`.
 * @example checkRebookTarget({ order, date: '2026-11-24', time: '9:10 AM', userOrders, now }) // { ok: true }
 */
export function checkRebookTarget(input: {
  order: RebookOrder;
  date: IsoDate | null | undefined;
  time: Time12 | null | undefined;
  userOrders: readonly OrderLike[];
  now: Date;
}): RebookTargetCheck {
  const { order, date, time, now } = input;
  if (!date || !time) return { ok: false, reason: 'missing-date-time' };
  const slot = checkSlot({ date, time, type: order.appointmentType, now });
  if (!slot.bookable) return { ok: false, reason: slot.reason };
  const clash = otherOpenOrders(order, input.userOrders).some(
    (o) => o.appointmentDate === date && o.appointmentTime === time,
  );
  return clash ? { ok: false, reason: 'clash' } : { ok: true };
}

/** Appends ' changed' once (idempotent). @example appendChangedMarker('ON THE GO') // 'ON THE GO changed' */
export function appendChangedMarker(text: string): string {
  const trimmed = text.trimEnd();
  if (trimmed.endsWith(` ${CHANGED_MARKER}`) || trimmed === CHANGED_MARKER) return trimmed;
  return trimmed === '' ? CHANGED_MARKER : `${trimmed} ${CHANGED_MARKER}`;
}

/** The '(Rebooked)' tag shows when the description contains 'changed'. @example isRebooked({ description: 'X changed' }) // true */
export function isRebooked(order: { description?: string | null }): boolean {
  return (order.description ?? '').includes(CHANGED_MARKER);
}

export interface RebookPatch {
  appointmentDate: IsoDate;
  appointmentTime: Time12;
  appointmentDateTime: Date;
  description: string;
  serviceDescription: string;
  price: number;
  updatedAt: Date;
}

/** The order update a rebook writes. @example applyRebook(order, { date, time, now }).price // 0 */
export function applyRebook(
  order: Pick<RebookOrder, 'description' | 'serviceDescription'>,
  { date, time, now }: { date: IsoDate; time: Time12; now: Date },
): RebookPatch {
  return {
    appointmentDate: date,
    appointmentTime: time,
    appointmentDateTime: slotInstant(date, time),
    description: appendChangedMarker(order.description),
    serviceDescription: appendChangedMarker(order.serviceDescription),
    price: REBOOKED_PRICE,
    updatedAt: new Date(now.getTime()),
  };
}

/**
 * A special rebook is free while now is earlier than 6 h before opening (7:00 AM) on the appointment day, i.e. 1:00 AM
 * business time. @example isSpecialRebookFree('2026-11-24', new Date('2026-11-24T04:59:59.999Z')) // true
 */
export function isSpecialRebookFree(appointmentDate: IsoDate, now: Date): boolean {
  return now.getTime() < specialRebookCutoff(appointmentDate).getTime();
}

/** 6 h before opening on the appointment day. @example specialRebookCutoff('2026-11-24') // 2026-11-24T05:00:00Z */
export function specialRebookCutoff(appointmentDate: IsoDate): Date {
  return new Date(
    slotInstant(appointmentDate, OPENING_TIME).getTime() - SPECIAL_REBOOK_FREE_BEFORE_OPENING_MS,
  );
}

/**
 * Giving up a special appointment whose fee was actually paid, before its free-rebook cut-off, is a changed
 * appointment: the customer's next special booking is free of the fee until that cut-off. Returns the state's
 * expiresAt, or null when none is due: a free appointment, a fee never paid (`specialFeePaid` absent or 0 cents: an
 * order booked before any fee was taken, or one whose fee a rebook state waived, so a waived fee never earns another),
 * or at/after the cut-off.
 * @example rebookStateExpiryOnGiveUp({ appointmentType: 'special', appointmentDate: '2026-11-24', specialFeePaid: { cents: 3000 } }, now) // Date
 */
export function rebookStateExpiryOnGiveUp(
  order: Pick<OrderLike, 'appointmentType' | 'appointmentDate'> & {
    specialFeePaid?: { cents: number } | null;
  },
  now: Date,
): Date | null {
  if (order.appointmentType !== 'special') return null;
  const paid = order.specialFeePaid?.cents ?? 0;
  if (!(Number.isFinite(paid) && paid > 0)) return null;
  const cutoff = specialRebookCutoff(order.appointmentDate);
  return now.getTime() < cutoff.getTime() ? cutoff : null;
}

/** A special rebook state is valid while unused and now < expiresAt. @example isRebookStateValid(null, now) // false */
export function isRebookStateValid(
  state: { expiresAt: Date; used?: boolean } | null | undefined,
  now: Date,
): boolean {
  return !!state && !state.used && now.getTime() < state.expiresAt.getTime();
}

/** The in-progress rebooking flag clears 30 s after it was set. @example isRebookFlagActive(setAt, setAt) // true */
export function isRebookFlagActive(setAt: Date, now: Date): boolean {
  const age = now.getTime() - setAt.getTime();
  return age >= 0 && age < REBOOK_FLAG_TTL_MS;
}

/** Text for a refusal (spec wording where it exists). @example rebookRefusalMessage('clash') */
export function rebookRefusalMessage(reason: RebookRefusal | RebookTargetRefusal): string {
  switch (reason) {
    case 'max-appointments':
      return MESSAGES.rebook.maxReached;
    case 'clash':
      return MESSAGES.rebook.clash;
    case 'already-rebooked':
      return DOMAIN_TEXT.rebookAlreadyUsed;
    case 'missing-date-time':
      return DOMAIN_TEXT.rebookDateTimeRequired;
    case 'not-owner':
    case 'not-open':
    case 'past':
    case 'window-closed':
      return DOMAIN_TEXT.rebookNotAllowed;
    default:
      return DOMAIN_TEXT.slotUnavailable;
  }
}
