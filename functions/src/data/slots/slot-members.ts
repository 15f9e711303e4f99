// The private half of a slot: slotMembers/{slotId} (server-only: no client access, the rules deny it) names the
// orders and holds that take a seat in the slot, with just what the seat rules decide on (owner, status, expiry).
// `writeSlot` writes it with the public slots/{slotId} in every commit that changes the slot, on condition of the
// version `readSlot` read, so a booking reads ONE document where it queried orders and activeBookings before (two
// queries per slot, each answered by scanning on the emulator). The orders and holds themselves stay the truth:
// a slot without a members document, or with one that cannot be read, is read from them (`recomputeSlots` always
// is), and the next write stores the members again.
import { FieldValue } from 'firebase-admin/firestore';
import type { ActiveBookingDoc } from '../../../../src/contracts/documents';
import { TRADING_RESERVATION } from '../../../../src/contracts/slot-documents';
import { ORDER_STATUSES, type OrderStatus, type SlotKey } from '../../../../src/domain/types';
import { col } from '../booking-docs';

/** The fields that place an order or hold in the slot `key`. */
export const slotFieldsOf = (key: SlotKey) => ({
  appointmentDate: key.date,
  appointmentTime: key.time,
  appointmentType: key.type,
  location: key.location,
});

export const SLOT_MEMBERS = 'slotMembers';
export const slotMembersCol = () => col(SLOT_MEMBERS);

/** One occupying order as stored: its owner and status (the slot is the document's). */
interface StoredOrder {
  userId: string;
  status: OrderStatus;
}

/** One hold or trade reservation as stored (times in epoch millis). */
interface StoredHold {
  userId: string;
  createdAt: number;
  expiresAt: number;
  pageLoadId: string;
  orderId?: string;
  type?: typeof TRADING_RESERVATION;
}

/** What a slot's members document holds, in the shape the slot transaction works on. */
export interface SlotMembers {
  orders: Map<string, { id: string; userId: string; status: OrderStatus }>;
  holds: Map<string, ActiveBookingDoc>;
}

/** The document's fields for the given members. */
export function membersData(members: {
  orders: Iterable<{ id: string; userId: string; status: OrderStatus }>;
  holds: Iterable<ActiveBookingDoc>;
}) {
  const orders: Record<string, StoredOrder> = {};
  for (const o of members.orders) orders[o.id] = { userId: o.userId, status: o.status };
  const holds: Record<string, StoredHold> = {};
  for (const h of members.holds) {
    holds[h.id] = {
      userId: h.userId,
      createdAt: h.createdAt.getTime(),
      expiresAt: h.expiresAt.getTime(),
      pageLoadId: h.pageLoadId,
      ...(h.type ? { type: h.type, orderId: h.orderId ?? '' } : {}),
    };
  }
  return { orders, holds, updatedAt: FieldValue.serverTimestamp() };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readOrderEntry(value: unknown): StoredOrder | null {
  if (!isRecord(value) || typeof value.userId !== 'string') return null;
  const status = value.status as OrderStatus;
  return ORDER_STATUSES.includes(status) ? { userId: value.userId, status } : null;
}

function readHoldEntry(value: unknown): StoredHold | null {
  if (!isRecord(value) || typeof value.userId !== 'string' || typeof value.pageLoadId !== 'string')
    return null;
  const { createdAt, expiresAt } = value;
  if (!Number.isFinite(createdAt) || !Number.isFinite(expiresAt)) return null;
  const reservation = value.type === TRADING_RESERVATION;
  if (reservation && typeof value.orderId !== 'string') return null;
  return {
    userId: value.userId,
    createdAt: createdAt as number,
    expiresAt: expiresAt as number,
    pageLoadId: value.pageLoadId,
    ...(reservation ? { type: TRADING_RESERVATION, orderId: value.orderId as string } : {}),
  };
}

/**
 * The members of the slot `key` from its stored document, or null when there is none or any entry is unreadable
 * (then the slot is read from the orders and holds themselves, and the next write replaces the document).
 */
export function parseMembers(key: SlotKey, slotId: string, data: unknown): SlotMembers | null {
  if (!isRecord(data) || !isRecord(data.orders) || !isRecord(data.holds)) return null;
  const orders: SlotMembers['orders'] = new Map();
  for (const [id, value] of Object.entries(data.orders)) {
    const entry = readOrderEntry(value);
    if (!entry) return null;
    orders.set(id, { id, ...entry });
  }
  const holds: SlotMembers['holds'] = new Map();
  for (const [id, value] of Object.entries(data.holds)) {
    const entry = readHoldEntry(value);
    if (!entry) return null;
    holds.set(id, {
      id,
      userId: entry.userId,
      ...slotFieldsOf(key),
      createdAt: new Date(entry.createdAt),
      expiresAt: new Date(entry.expiresAt),
      pageLoadId: entry.pageLoadId,
      slotId,
      ...(entry.type ? { type: entry.type, orderId: entry.orderId } : {}),
    });
  }
  return { orders, holds };
}
