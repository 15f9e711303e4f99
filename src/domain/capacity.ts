/**
 * Slot occupancy and availability: the same functions back the time modal and the server's write path.
 *
 * API:
 *   SLOT_CAPACITY {free: 2, special: 3}         (a seat is taken by an order in OPEN_STATUSES, domain/types)
 *   slotAvailability({slot, orders, holds, userId, now}) -> SlotAvailability
 *   dayAvailability({date, type, location, orders, holds, userId, now}) -> {slots, available, occupied}
 *   checkBooking({slot, orders, holds, userId, now}) -> {ok: true} | {ok: false, reason: SlotRefusal | 'full'}
 *
 * Occupancy = confirmed + trading appointment orders in the slot (drive-in purchases hold no seat) + OTHER users'
 * unexpired holds. The caller's own hold never
 * counts; an expired hold never counts, even before cleanup removed it. Another user's unexpired
 * 'trading_order_reservation' hold blocks the slot outright (full, 0 seats), whatever the counts.
 */
import { isHoldLive } from './holds';
import { bookableSlots, checkSlot } from './slots';
import type { SlotRefusal } from './slots';
import { isDriveInOrder, OPEN_STATUSES } from './types';
import type { AppointmentType, HoldLike, IsoDate, OrderLike, SlotKey, Time12 } from './types';

export const SLOT_CAPACITY: Readonly<Record<AppointmentType, number>> = { free: 2, special: 3 };

export interface SlotAvailability {
  time: Time12;
  taken: number;
  capacity: number;
  seatsLeft: number;
  full: boolean;
  blocked: boolean;
}

export interface OccupancyInput {
  orders: readonly OrderLike[];
  holds: readonly HoldLike[];
  /** The user asking: their own holds never count against them. */
  userId: string;
  now: Date;
}

function sameSlot(
  item: { appointmentDate: string; appointmentTime: string; appointmentType: string; location: string },
  slot: SlotKey,
): boolean {
  return (
    item.appointmentDate === slot.date &&
    item.appointmentTime === slot.time &&
    item.appointmentType === slot.type &&
    item.location === slot.location
  );
}

/**
 * Seats taken and left in one slot.
 * @example slotAvailability({ slot, orders: [confirmedOrder], holds: [], userId: 'u1', now }) // { taken: 1, seatsLeft: 1, ... }
 */
export function slotAvailability({
  slot,
  orders,
  holds,
  userId,
  now,
}: OccupancyInput & { slot: SlotKey }): SlotAvailability {
  const capacity = SLOT_CAPACITY[slot.type];
  if (capacity === undefined) throw new RangeError(`Unknown appointment type "${String(slot.type)}"`);
  const orderCount = orders.filter(
    (o) => sameSlot(o, slot) && OPEN_STATUSES.includes(o.status) && !isDriveInOrder(o),
  ).length;
  const otherLiveHolds = holds.filter((h) => h.userId !== userId && sameSlot(h, slot) && isHoldLive(h, now));
  const blocked = otherLiveHolds.some((h) => h.type === 'trading_order_reservation');
  const taken = orderCount + otherLiveHolds.filter((h) => h.type !== 'trading_order_reservation').length;
  const seatsLeft = blocked ? 0 : Math.max(0, capacity - taken);
  return { time: slot.time, taken, capacity, seatsLeft, full: seatsLeft === 0, blocked };
}

/**
 * Availability of every slot still offered on a date, split for the time modal.
 * @example dayAvailability({ date, type: 'free', location: 'Chaguanas Branch', orders, holds, userId, now }).available
 */
export function dayAvailability(
  input: OccupancyInput & { date: IsoDate; type: AppointmentType; location: string },
): { slots: SlotAvailability[]; available: SlotAvailability[]; occupied: SlotAvailability[] } {
  const { date, type, location, now } = input;
  const slots = bookableSlots({ date, type, now }).map((time) =>
    slotAvailability({ ...input, slot: { date, time, type, location } }),
  );
  return { slots, available: slots.filter((s) => !s.full), occupied: slots.filter((s) => s.full) };
}

export type BookingCheck = { ok: true } | { ok: false; reason: SlotRefusal | 'full' };

/**
 * Everything the write path must re-check before creating an order or a hold: slot rules, then seats.
 * @example checkBooking({ slot, orders, holds, userId, now }) // { ok: false, reason: 'full' }
 */
export function checkBooking(input: OccupancyInput & { slot: SlotKey }): BookingCheck {
  const { slot, now } = input;
  const slotCheck = checkSlot({ date: slot.date, time: slot.time, type: slot.type, now });
  if (!slotCheck.bookable) return { ok: false, reason: slotCheck.reason };
  return slotAvailability(input).full ? { ok: false, reason: 'full' } : { ok: true };
}
