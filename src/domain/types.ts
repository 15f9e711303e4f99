/**
 * Shared domain types: the minimal plain shapes the rules work on.
 *
 * API: AppointmentType, APPOINTMENT_TYPES, OrderStatus, ORDER_STATUSES, OPEN_STATUSES, PAST_STATUSES, isOpenStatus,
 * ServiceType, SERVICE_TYPES, isDriveInOrder, IsoDate, Time12, SlotKey, OrderLike, HoldLike, HoldType.
 *
 * The one definition of these words: src/contracts re-exports them for the stored documents and the callables.
 *
 * These are deliberately smaller than the Firestore documents: `src/lib` converters map documents onto them
 * (Timestamps become Dates there), so the domain never sees database types.
 */

/** 'free' (no fee) or 'special' (adds the special fee). */
export const APPOINTMENT_TYPES = ['free', 'special'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** Every order starts 'confirmed'. Open orders: confirmed, trading. Past orders: completed, cancelled. */
export const ORDER_STATUSES = ['confirmed', 'trading', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Open orders occupy a seat in their slot (unless drive-in) and count toward the open-appointment limit. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['confirmed', 'trading'];
export const PAST_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

/** True for the statuses that make an order "open" (confirmed or trading). @example isOpenStatus('trading') // true */
export function isOpenStatus(status: OrderStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

/** How an order is served: a booked 'appointment' (a seat in a slot) or a paid 'drive-in' (wait in line). */
export const SERVICE_TYPES = ['drive-in', 'appointment'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/**
 * A drive-in purchase holds no seat in any slot and counts toward no appointment rule: not slot capacity, not the
 * free-appointment cadence, not the open-appointment limit; it cannot be traded or rebooked.
 * @example isDriveInOrder({ serviceType: 'drive-in' }) // true; isDriveInOrder({}) // false
 */
export function isDriveInOrder(order: { serviceType?: string | null }): boolean {
  return order.serviceType === 'drive-in';
}

/** A business-calendar date, 'YYYY-MM-DD' (e.g. '2026-11-23'). */
export type IsoDate = string;
/** A 12-hour slot time as stored on orders, 'H:MM AM|PM' (e.g. '7:10 AM'). */
export type Time12 = string;

/** What identifies one bookable seat group: a date, a time, a type and a location. */
export interface SlotKey {
  date: IsoDate;
  time: Time12;
  type: AppointmentType;
  location: string;
}

/** The fields of an order the rules read. */
export interface OrderLike {
  id?: string;
  userId: string;
  status: OrderStatus;
  appointmentDate: IsoDate;
  appointmentTime: Time12;
  appointmentType: AppointmentType;
  location: string;
  /** Absent means 'appointment'. */
  serviceType?: ServiceType;
}

/** An activeBookings hold; `type: 'trading_order_reservation'` blocks its slot outright. */
export type HoldType = 'trading_order_reservation';
export interface HoldLike {
  userId: string;
  appointmentDate: IsoDate;
  appointmentTime: Time12;
  appointmentType: AppointmentType;
  location: string;
  expiresAt: Date;
  type?: HoldType | null;
}
