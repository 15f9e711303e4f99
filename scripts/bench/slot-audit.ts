// Slot occupancy read with the Admin SDK from the authoritative collections (orders + activeBookings), judged by
// the domain's own capacity function: which slots of a date still have seats, and, after the load runs, whether
// any slot anywhere holds more than its capacity and whether every public slot document agrees with the data.
import { SLOT_CAPACITY, slotAvailability } from '../../src/domain/capacity';
import { parseTime12 } from '../../src/domain/calendar';
import { checkSlot, slotTimes } from '../../src/domain/slots';
import { DEFAULT_LOCATION } from '../../src/domain/catalogue';
import { isHoldLive } from '../../src/domain/holds';
import type { AppointmentType, HoldLike, OrderLike, SlotKey } from '../../src/domain/types';
import {
  parseSlotData,
  slotDocId,
  TRADING_RESERVATION,
  slotKeyOrNull,
} from '../../src/contracts/slot-documents';
import { holdsCol, ordersCol, readHold, readOrder, slotsCol } from '../../functions/src/data/booking-docs';

/** Nobody: so that every hold counts (domain/capacity never counts the asker's own holds). */
const AUDITOR = '(bench audit)';

interface SlotData {
  key: SlotKey;
  orders: OrderLike[];
  holds: (HoldLike & { id: string })[];
}

async function slotData(date?: string): Promise<Map<string, SlotData>> {
  const [orderSnap, holdSnap] = await Promise.all(
    [ordersCol(), holdsCol()].map((col) => (date ? col.where('appointmentDate', '==', date) : col).get()),
  );
  const slots = new Map<string, SlotData>();
  const entry = (key: SlotKey) => {
    const id = slotDocId(key);
    if (!slots.has(id)) slots.set(id, { key, orders: [], holds: [] });
    return slots.get(id)!;
  };
  for (const doc of orderSnap!.docs) {
    const order = readOrder(doc);
    const key = order.serviceType === 'drive-in' ? null : slotKeyOrNull(order);
    if (key) entry(key).orders.push(order);
  }
  for (const doc of holdSnap!.docs) {
    const hold = readHold(doc);
    const key = slotKeyOrNull(hold);
    if (key) entry(key).holds.push(hold);
  }
  return slots;
}

const availability = (data: SlotData, now: Date) =>
  slotAvailability({ slot: data.key, orders: data.orders, holds: data.holds, userId: AUDITOR, now });

/** Bookable slots of `date` (both types, time order) with at least one seat left now, and how many. */
export async function slotsWithSeats(
  date: string,
  now: Date,
): Promise<{ key: SlotKey; seatsLeft: number }[]> {
  const data = await slotData(date);
  const out: { key: SlotKey; seatsLeft: number; minutes: number }[] = [];
  for (const type of ['free', 'special'] as AppointmentType[]) {
    slotTimes(type).forEach((time) => {
      const key: SlotKey = { date, time, type, location: DEFAULT_LOCATION };
      if (!checkSlot({ date, time, type, now }).bookable) return;
      const seatsLeft = availability(
        data.get(slotDocId(key)) ?? { key, orders: [], holds: [] },
        now,
      ).seatsLeft;
      if (seatsLeft > 0) out.push({ key, seatsLeft, minutes: parseTime12(time) });
    });
  }
  return out.sort((a, b) => a.minutes - b.minutes).map(({ key, seatsLeft }) => ({ key, seatsLeft }));
}

export interface AuditResult {
  slots: number;
  /** Highest occupancy seen per type, and the capacity. */
  worst: Record<AppointmentType, { taken: number; capacity: number }>;
  over: string[];
  /** Slot documents whose order count or live holds differ from the authoritative data. */
  mismatched: string[];
  documents: number;
}

/** Every slot that has an order or a hold, anywhere: occupancy against capacity, and its public document. */
export async function auditSlots(now: Date): Promise<AuditResult> {
  const data = await slotData();
  const worst: AuditResult['worst'] = {
    free: { taken: 0, capacity: SLOT_CAPACITY.free },
    special: { taken: 0, capacity: SLOT_CAPACITY.special },
  };
  const over: string[] = [];
  for (const [id, slot] of data) {
    const seats = availability(slot, now);
    const w = worst[slot.key.type];
    w.taken = Math.max(w.taken, seats.taken);
    if (seats.taken > seats.capacity) over.push(`${id}: ${seats.taken} of ${seats.capacity}`);
  }
  const mismatched: string[] = [];
  const docs = await slotsCol().get();
  for (const snap of docs.docs) {
    const doc = parseSlotData(snap.id, snap.data());
    const slot = data.get(snap.id);
    const orders = (slot?.orders ?? []).filter((o) => o.status === 'confirmed' || o.status === 'trading');
    const live = (slot?.holds ?? []).filter((h) => h.type !== TRADING_RESERVATION && isHoldLive(h, now));
    const liveInDoc = Object.entries(doc.holds).filter(([, expiresAt]) => expiresAt > now.getTime());
    const sameHolds =
      liveInDoc.length === live.length && live.every((h) => doc.holds[h.id] === h.expiresAt.getTime());
    if (doc.orders !== orders.length || !sameHolds) {
      mismatched.push(
        `${snap.id}: document ${doc.orders} orders/${liveInDoc.length} holds, data ${orders.length}/${live.length}`,
      );
    }
  }
  return { slots: data.size, worst, over, mismatched, documents: docs.size };
}
