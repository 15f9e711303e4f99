/**
 * What must hold before a customer takes a seat, whichever way (a hold, its confirmation, a trade, a rebook): at
 * most 3 open appointments, no own appointment at the same time (except special appointments booked for someone
 * else: the page asks first), and eligible for the type on that date (blocks, the free cadence around the
 * appointment's date). The server runs this on every path that takes a seat, so a seat is never held by someone who
 * could not book it.
 *
 * A rebook moves an appointment the customer already holds (`movingOrderId`): that order is judged as gone from its
 * old date (it leaves it), and the limit is the rebook's own, at most 3 open appointments other than it (spec 9).
 *
 * API:
 *   sameTimeClash({orders, userId, date, time, type}) -> 'duplicate' | 'someoneElse' | null
 *   checkNewAppointment({orders, userId, block, slot, now, movingOrderId?}) -> NewAppointmentCheck
 *   openAppointmentLimit({orders, userId, now}) -> OpenAppointmentLimit   (the booking page's notice, shown at once)
 */
import { freeEligibility, specialEligibility, type BlockLike } from './eligibility';
import { checkGiveUp, type GiveUpOrder } from './give-up';
import { MESSAGES, UI_TEXT } from './messages';
import { MAX_OTHER_OPEN_APPOINTMENTS } from './rebooking';
import { isDriveInOrder, isOpenStatus } from './types';
import type { AppointmentType, IsoDate, OrderLike, SlotKey, Time12 } from './types';

export type NewAppointmentRefusal = 'max-open-appointments' | 'not-eligible' | 'duplicate-booking';
export type NewAppointmentCheck =
  { ok: true } | { ok: false; reason: NewAppointmentRefusal; message: string };

function openAppointmentsOf(orders: readonly OrderLike[], userId: string): OrderLike[] {
  return orders.filter((o) => o.userId === userId && isOpenStatus(o.status) && !isDriveInOrder(o));
}

/**
 * The user's open appointments at that date and time: none (null); only special ones while booking a special
 * one ('someoneElse': allowed once the user confirms it is for someone else); otherwise 'duplicate'.
 * @example sameTimeClash({ orders: [], userId: 'u1', date: '2026-11-23', time: '9:10 AM', type: 'free' }) // null
 */
export function sameTimeClash(input: {
  orders: readonly OrderLike[];
  userId: string;
  date: IsoDate;
  time: Time12;
  type: AppointmentType;
}): 'duplicate' | 'someoneElse' | null {
  const same = openAppointmentsOf(input.orders, input.userId).filter(
    (o) => o.appointmentDate === input.date && o.appointmentTime === input.time,
  );
  if (same.length === 0) return null;
  return input.type === 'special' && same.every((o) => o.appointmentType === 'special')
    ? 'someoneElse'
    : 'duplicate';
}

/**
 * May `userId` take a new appointment in `slot` (its type, its date), or move their order `movingOrderId` there?
 * Slot capacity and the grid are domain/capacity's business; the profile (verified phone, contact) is checked where
 * it is read.
 * @example checkNewAppointment({ orders: [], userId: 'u1', block: null, slot, now }) // { ok: true }
 */
export function checkNewAppointment(input: {
  orders: readonly OrderLike[];
  userId: string;
  block: BlockLike | null;
  slot: SlotKey;
  now: Date;
  /** The order a rebook moves to `slot`: left out of the user's orders, as it leaves its old date and time. */
  movingOrderId?: string;
}): NewAppointmentCheck {
  const { userId, block, slot, now, movingOrderId } = input;
  const moving = movingOrderId !== undefined;
  const orders = moving ? input.orders.filter((o) => o.id !== movingOrderId) : input.orders;
  // A new appointment needs fewer than 3 open ones; a move adds none: "at most 3 other than the one being
  // rebooked" (spec 9).
  const limit = moving ? MAX_OTHER_OPEN_APPOINTMENTS + 1 : MAX_OTHER_OPEN_APPOINTMENTS;
  if (openAppointmentsOf(orders, userId).length >= limit) {
    // A rebook's refusal is the spec's; a new booking cannot "cancel before rebooking", so it says what can happen.
    const message = moving ? MESSAGES.rebook.maxReached : MESSAGES.booking.maxOpen;
    return { ok: false, reason: 'max-open-appointments', message };
  }
  // Before the cadence: a second free booking of the same time is above all a duplicate, and says so.
  const clash = sameTimeClash({ orders, userId, date: slot.date, time: slot.time, type: slot.type });
  if (clash === 'duplicate') {
    return { ok: false, reason: 'duplicate-booking', message: UI_TEXT.duplicateBookingDialog };
  }
  const eligibility =
    slot.type === 'free'
      ? freeEligibility({ orders, userId, block, now, appointmentDate: slot.date })
      : specialEligibility({ block, now });
  if (!eligibility.canBook) return { ok: false, reason: 'not-eligible', message: eligibility.details };
  return { ok: true };
}

export interface OpenAppointmentLimit {
  /** The user's open appointments (drive-in purchases do not count). */
  open: number;
  /** No new appointment can be booked until one of them has taken place or been given up. */
  reached: boolean;
  /** With `reached`: what the booking page says, before the customer fills in anything. */
  message: string | null;
}

/**
 * The 3-appointment limit as the booking page shows it as soon as it opens (the server refuses the hold and the
 * booking the same way, checkNewAppointment). The message offers giving one up only when one of them may still be
 * given up at `now` (open, not traded, more than 2 hours ahead; the 2-per-24-hours limit is checked where it is done).
 * @example openAppointmentLimit({ orders: [], userId: 'u1', now }) // { open: 0, reached: false, message: null }
 */
export function openAppointmentLimit(input: {
  orders: readonly (OrderLike & Pick<GiveUpOrder, 'tradedFrom'>)[];
  userId: string;
  now: Date;
}): OpenAppointmentLimit {
  const open = openAppointmentsOf(input.orders, input.userId);
  if (open.length < MAX_OTHER_OPEN_APPOINTMENTS) return { open: open.length, reached: false, message: null };
  const canGiveUp = open.some((order) => {
    try {
      return checkGiveUp({ order, deletionHistory: [], now: input.now }).allowed;
    } catch {
      return false;
    }
  });
  const message = canGiveUp
    ? `${MESSAGES.booking.maxOpen} ${MESSAGES.booking.maxOpenGiveUp}`
    : MESSAGES.booking.maxOpen;
  return { open: open.length, reached: true, message };
}
