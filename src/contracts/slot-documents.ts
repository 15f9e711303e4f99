// Public availability documents: slots/{date}_{locationKey}_{type}_{HHMM}, one per bookable slot that ever had an
// order or a hold. No personal data: counts, hold ids and their expiry instants only. Written only by the booking
// callables (Admin SDK), rebuilt inside every transaction that changes the slot; any signed-in user may read them.
// Pure TypeScript: the Cloud Functions codebase imports this file too. The client's converter is lib/model/slot-converter.ts.
import { parseIsoDate, parseTime12 } from '../domain/calendar';
import {
  isDriveInOrder,
  type AppointmentType,
  type HoldLike,
  type OrderLike,
  type SlotKey,
} from '../domain/types';

/** The hold `type` of a trading-order reservation (blocks its slot outright while live). */
export const TRADING_RESERVATION = 'trading_order_reservation' as const;

/** slots/{slotId} as the app sees it. */
export interface SlotDoc {
  id: string;
  /** 'YYYY-MM-DD', business time. */
  date: string;
  location: string;
  appointmentType: AppointmentType;
  /** 12-hour time, e.g. '7:10 AM'. */
  time: string;
  /** Orders occupying a seat: status confirmed or trading. */
  orders: number;
  /** Live 2-minute holds: hold id -> expiresAt (epoch millis). Expired entries must be ignored by readers. */
  holds: Record<string, number>;
  /** True when a trading-order reservation was live at the last write; read `reservedUntil` for its expiry. */
  reserved: boolean;
  /** Expiry (epoch millis) of the live trading-order reservation, or null. */
  reservedUntil: number | null;
  updatedAt: Date;
}

/**
 * The most documents the day query (`daySlots`, lib/data/slots-live.ts) asks for. One day of one type has at most
 * 71 grid slots (every 10 minutes from 7:10 AM to 6:50 PM); firestore.rules refuses a slots list whose limit is
 * missing or above this number, so the two must agree (slots.test.ts checks it).
 */
export const DAY_SLOTS_LIMIT = 100;

/** Stable slug of a location name. @example locationKey('Chaguanas Branch') // 'chaguanas-branch' */
export function locationKey(location: string): string {
  const key = location
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (key === '') throw new RangeError(`Invalid location "${location}"`);
  return key;
}

/** 24-hour 'HHMM' of a 12-hour slot time. @example slotTimeKey('6:50 PM') // '1850' */
export function slotTimeKey(time: string): string {
  const minutes = parseTime12(time);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Document id of a slot. @example slotDocId({ date: '2026-11-23', location: 'Chaguanas Branch', type: 'free', time: '7:10 AM' })
 * // '2026-11-23_chaguanas-branch_free_0710'
 */
export function slotDocId(slot: SlotKey): string {
  return `${slot.date}_${locationKey(slot.location)}_${slot.type}_${slotTimeKey(slot.time)}`;
}

/** The slot key of a SlotDoc. */
export function slotKeyOf(doc: Pick<SlotDoc, 'date' | 'time' | 'appointmentType' | 'location'>): SlotKey {
  return { date: doc.date, time: doc.time, type: doc.appointmentType, location: doc.location };
}

/** The slot key of a stored order or hold. */
export function slotKeyOfItem(item: {
  appointmentDate: string;
  appointmentTime: string;
  appointmentType: SlotKey['type'];
  location: string;
}): SlotKey {
  return {
    date: item.appointmentDate,
    time: item.appointmentTime,
    type: item.appointmentType,
    location: item.location,
  };
}

/** The slot key of an order or hold, or null when it holds no slot (a drive-in order, or no valid slot named). */
export function slotKeyOrNull(item: {
  appointmentDate: string;
  appointmentTime: string;
  appointmentType: SlotKey['type'];
  location: string;
  serviceType?: OrderLike['serviceType'];
}): SlotKey | null {
  if (isDriveInOrder(item)) return null;
  const key = slotKeyOfItem(item);
  try {
    slotDocId(key);
    parseIsoDate(key.date);
    return key;
  } catch {
    return null;
  }
}

/**
 * Turns a public slot document into the orders and holds the domain's capacity functions read, so the time modal
 * decides with `domain/capacity` exactly like the server does. The caller's own hold (by id) is attributed to
 * `userId` so it never counts against them; every other hold belongs to an anonymous "someone else".
 * @example slotAvailability({ slot: slotKeyOf(doc), ...slotOccupancy(doc, uid, myHoldId), userId: uid, now })
 */
export function slotOccupancy(
  doc: Pick<SlotDoc, 'date' | 'time' | 'appointmentType' | 'location' | 'orders' | 'holds' | 'reservedUntil'>,
  userId: string,
  ownHoldId: string | null = null,
): { orders: OrderLike[]; holds: HoldLike[] } {
  const base = {
    appointmentDate: doc.date,
    appointmentTime: doc.time,
    appointmentType: doc.appointmentType,
    location: doc.location,
  };
  const orders: OrderLike[] = Array.from({ length: Math.max(0, doc.orders) }, () => ({
    ...base,
    userId: '(someone)',
    status: 'confirmed' as const,
  }));
  const holds: HoldLike[] = Object.entries(doc.holds).map(([holdId, expiresAt]) => ({
    ...base,
    userId: holdId === ownHoldId ? userId : `(hold ${holdId})`,
    expiresAt: new Date(expiresAt),
  }));
  if (doc.reservedUntil !== null) {
    holds.push({
      ...base,
      userId: '(reservation)',
      expiresAt: new Date(doc.reservedUntil),
      type: TRADING_RESERVATION,
    });
  }
  return { orders, holds };
}

/** Parses stored slot data; throws a RangeError naming the first malformed field. */
export function parseSlotData(id: string, data: Record<string, unknown>): SlotDoc {
  const fail = (field: string): never => {
    throw new RangeError(`Malformed slot document ${id}: field "${field}"`);
  };
  const str = (field: string): string =>
    typeof data[field] === 'string' ? (data[field] as string) : fail(field);
  const num = (field: string): number =>
    typeof data[field] === 'number' && Number.isFinite(data[field]) ? (data[field] as number) : fail(field);
  const type = str('appointmentType');
  if (type !== 'free' && type !== 'special') fail('appointmentType');
  const rawHolds = data.holds ?? {};
  if (typeof rawHolds !== 'object' || rawHolds === null || Array.isArray(rawHolds)) fail('holds');
  const holds: Record<string, number> = {};
  for (const [holdId, expiresAt] of Object.entries(rawHolds as Record<string, unknown>)) {
    if (typeof expiresAt !== 'number') fail(`holds.${holdId}`);
    holds[holdId] = expiresAt as number;
  }
  const updatedAt = data.updatedAt as { toDate?: () => Date } | Date | undefined;
  return {
    id,
    date: str('date'),
    location: str('location'),
    appointmentType: type as AppointmentType,
    time: str('time'),
    orders: num('orders'),
    holds,
    reserved: data.reserved === true,
    reservedUntil: typeof data.reservedUntil === 'number' ? data.reservedUntil : null,
    updatedAt:
      updatedAt instanceof Date
        ? updatedAt
        : typeof updatedAt?.toDate === 'function'
          ? updatedAt.toDate()
          : new Date(0),
  };
}
