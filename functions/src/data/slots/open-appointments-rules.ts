// Each customer's appointments, as the seat gate needs them, kept in `bookingStates/{uid}` (the document every
// booking mutation already reads and writes, to serialise the customer): so createHold, confirmBooking and rebookOrder
// decide without a query of the caller's orders.
//   `appointments` maps an order id to its type, date, time and place and whether it is open (confirmed or
// trading). It holds what the gate (domain/booking-preconditions, domain/rebooking) looks at: every open appointment,
// and the customer's free appointments that were not cancelled, recent enough to matter to the free cadence around
// a date still bookable. Cancelled orders, drive-ins and deleted orders are not in it.
//   `appointmentsKnown` says the map is whole. Without it (a customer from before the map, or after a repair) the
// booking path queries the orders once, in its transaction, and writes the map it rebuilt (`readUserAppointments`).
//   Every path that changes an order keeps the map true in the same transaction or batch as the change: the booking
// paths that read the state rewrite it whole (`writeBookingState`); the others write the one entry blind
// (`noteOrderChange` in booking-user.ts, a merge that needs no read), which composes inside any shared writer (confirm, transfer, the
// admin status writer). A blind write on a state a booking transaction read makes one of them wait or run again,
// so the gate never decides on a map older than the orders. `npm run booking-states:repair` drops `appointmentsKnown`
// everywhere, and the next booking of each customer rebuilds their map.
import { addDaysToDate, businessDate } from '../../../../src/domain/calendar';
import { FREE_INTERVAL_DAYS } from '../../../../src/domain/eligibility';
import {
  isDriveInOrder,
  isOpenStatus,
  type AppointmentType,
  type IsoDate,
  type OrderLike,
  type Time12,
} from '../../../../src/domain/types';

export interface AppointmentEntry {
  type: AppointmentType;
  date: IsoDate;
  time: Time12;
  location: string;
  /** Confirmed or trading (not completed). */
  open: boolean;
}
export type AppointmentMap = Record<string, AppointmentEntry>;

/** What the map keeps of an order: null when the gate never looks at it (cancelled, a drive-in, a past special). */
export function appointmentEntry(order: OrderLike): AppointmentEntry | null {
  if (isDriveInOrder(order) || order.status === 'cancelled') return null;
  const open = isOpenStatus(order.status);
  if (!open && order.appointmentType !== 'free') return null;
  return {
    type: order.appointmentType,
    date: order.appointmentDate,
    time: order.appointmentTime,
    location: order.location,
    open,
  };
}

/** The map with `orderId` set to `order`'s entry, or removed (order null: deleted, or no longer the user's). */
export function withOrder(map: AppointmentMap, orderId: string, order: OrderLike | null): AppointmentMap {
  const next = { ...map };
  const entry = order ? appointmentEntry(order) : null;
  if (entry) next[orderId] = entry;
  else delete next[orderId];
  return next;
}

/** The map built from the customer's orders (as a query answers them). */
export function mapOfOrders(orders: readonly (OrderLike & { id: string })[]): AppointmentMap {
  return orders.reduce<AppointmentMap>((map, order) => withOrder(map, order.id, order), {});
}

/**
 * The map without what can no longer matter at `now`: appointments no longer open whose date is at least the free
 * interval before today (the cadence only looks that far around a date that can still be booked).
 */
export function pruned(map: AppointmentMap, now: Date): AppointmentMap {
  const oldest = addDaysToDate(businessDate(now), -FREE_INTERVAL_DAYS);
  return Object.fromEntries(Object.entries(map).filter(([, e]) => e.open || e.date >= oldest));
}

/** The map as the orders the domain's gate reads (status 'confirmed' for open, 'completed' for the rest). */
export function ordersOfMap(userId: string, map: AppointmentMap): (OrderLike & { id: string })[] {
  return Object.entries(map).map(([id, e]) => ({
    id,
    userId,
    status: e.open ? 'confirmed' : 'completed',
    appointmentType: e.type,
    appointmentDate: e.date,
    appointmentTime: e.time,
    location: e.location,
  }));
}

/** Tolerant reader of the stored map: entries of another shape are dropped (the map is then rebuilt). */
export function readAppointmentMap(value: unknown): { map: AppointmentMap; whole: boolean } {
  if (!value || typeof value !== 'object') return { map: {}, whole: value === undefined };
  const map: AppointmentMap = {};
  let whole = true;
  for (const [id, raw] of Object.entries(value as Record<string, unknown>)) {
    const e = raw as Partial<AppointmentEntry> | null;
    const ok =
      e &&
      (e.type === 'free' || e.type === 'special') &&
      typeof e.date === 'string' &&
      typeof e.time === 'string' &&
      typeof e.location === 'string' &&
      typeof e.open === 'boolean';
    if (ok) map[id] = e as AppointmentEntry;
    else whole = false;
  }
  return { map, whole };
}
