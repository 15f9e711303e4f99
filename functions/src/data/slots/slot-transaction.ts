// The one mechanism every booking mutation goes through. Inside an Admin SDK transaction, `readSlot`:
//   1. reads the slot's private members document slotMembers/{slotId} (slot-members.ts: its occupying orders and
//      holds) and remembers its update time (or that it does not exist),
//   2. and only when there is none (or it is unreadable), queries the slot's orders and holds instead,
// both as plain reads, and `writeSlot` rewrites the members document ON CONDITION that it is still the version step 1
// read (an update with `lastUpdateTime`, or a create when there was none), with the public slots/{slotId} beside it.
// Every writer of a slot's orders and holds rewrites both documents in the same commit, so a writer that committed
// after step 1 makes this commit fail, and one that committed before it is in what was read: optimistic concurrency
// on the slot, checked by Firestore at commit. `runBookingTransaction` runs the whole transaction again when that
// condition fails.
//   (A transactional read, i.e. a lock, made racers for one slot deadlock on it until the emulator timed them all
// out: README "How slot capacity holds". Per-user documents are still read in the transaction.)
// The caller decides with the domain (`requireSeat` -> domain/capacity.checkBooking; the writes are slot-writes.ts),
// changes the in-memory state (`state.orders`, `state.holds`), writes its own documents, then calls `writeSlot`,
// which REWRITES both slot documents from what was read plus what was written (a recount, never an increment, so a
// drifted document heals itself) and deletes the expired holds it found. Expired holds never count, even before the cleanup removes them.
import {
  type DocumentReference,
  type DocumentSnapshot,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { checkBooking } from '../../../../src/domain/capacity';
import { isHoldLive } from '../../../../src/domain/holds';
import {
  isDriveInOrder,
  OPEN_STATUSES,
  type OrderLike,
  type OrderStatus,
  type SlotKey,
} from '../../../../src/domain/types';
import { slotDocId, slotKeyOrNull } from '../../../../src/contracts/slot-documents';
import type { ActiveBookingDoc } from '../../../../src/contracts/documents';
import { dependOn } from './booking-transaction';
import { holdsCol, ordersCol, readHold, readOrder, slotsCol } from '../booking-docs';
import { parseMembers, slotFieldsOf, slotMembersCol } from './slot-members';
import { shapedQuery } from '../shaped-query';

/** What occupies a seat in a slot: the order's id, owner and status. */
export interface SeatOrder extends OrderLike {
  id: string;
}

/** One slot as read inside a transaction, then changed in memory by the caller before `writeSlot`. */
export interface SlotState {
  key: SlotKey;
  id: string;
  ref: DocumentReference;
  /** slotMembers/{id}: the private list of the slot's orders and holds. */
  membersRef: DocumentReference;
  /** The members document's version as read (null: it did not exist): the condition `writeSlot` commits on. */
  readAt: Timestamp | null;
  /** Orders in the slot with an occupying status (confirmed, trading), by id. */
  orders: Map<string, SeatOrder>;
  /** Live holds and reservations in the slot, by hold id. */
  holds: Map<string, ActiveBookingDoc>;
  /** Holds found expired at `now`: ignored, deleted by `writeSlot`. */
  expiredHoldIds: string[];
  /** Holds removed by the caller (`removeHold`): deleted by `writeSlot`. */
  removedHoldIds: Set<string>;
  /** The caller `requireSeat` refused a seat to (`refusalStands` decides on them). */
  refusedSeatTo?: string;
  /**
   * Not read: a confirmation's first attempt on the caller's live hold (`assumedSlotOf`). Only `giveHoldSeatTo` may
   * write it (field updates); `writeSlot` refuses it.
   */
  assumed?: true;
}

/**
 * The slot of the caller's live hold for a confirmation's first attempt, WITHOUT reading its members document (issue
 * 45: one read and one RPC fewer per booking). Every writer of a slot's holds rewrites its members document in the
 * same commit as the hold's document, so a hold whose document this transaction read (and locked) and found live is
 * listed in the slot's members, if the members document exists; `giveHoldSeatTo` then needs only field updates.
 * Should the members document be missing, the update fails at commit (NOT_FOUND) and the confirmation runs again
 * with the slot read (booking-confirmation.ts).
 */
export function assumedSlotOf(key: SlotKey, hold: ActiveBookingDoc): SlotState {
  const id = slotDocId(key);
  return {
    key,
    id,
    ref: slotsCol().doc(id),
    membersRef: slotMembersCol().doc(id),
    readAt: null,
    orders: new Map(),
    holds: new Map([[hold.id, hold]]),
    expiredHoldIds: [],
    removedHoldIds: new Set(),
    assumed: true,
  };
}

/** Reads the slot of an order or hold, or null when it has none. */
export async function readSlotOf(
  tx: Transaction,
  item: Parameters<typeof slotKeyOrNull>[0],
  now: Date,
): Promise<SlotState | null> {
  const key = slotKeyOrNull(item);
  return key ? readSlot(tx, key, now) : null;
}

/** The identity fields of the slot `key`'s public document. */
export const publicSlotFields = (key: SlotKey) => ({
  date: key.date,
  location: key.location,
  appointmentType: key.type,
  time: key.time,
});

/** The slot's occupying orders and holds read from the authoritative collections (two queries). */
async function queryMembers(key: SlotKey): Promise<{ orders: SeatOrder[]; holds: ActiveBookingDoc[] }> {
  const slotFields = slotFieldsOf(key);
  const [orderSnap, holdSnap] = await Promise.all([
    shapedQuery(ordersCol(), 'slotOrders', slotFields).get(),
    shapedQuery(holdsCol(), 'slotHolds', slotFields).get(),
  ]);
  // A drive-in purchase carries a date, time and type but holds no seat.
  const orders = orderSnap.docs
    .map(readOrder)
    .filter((order) => OPEN_STATUSES.includes(order.status) && !isDriveInOrder(order));
  return { orders: orders.map(toSeat), holds: holdSnap.docs.map(readHold) };
}

/**
 * Reads one slot (members document, or its orders and holds) for a transaction that will `writeSlot` it. The reads
 * are plain ones (no lock): the version read is the condition of the write (see the header). `fromOrders` ignores
 * the members document and reads the authoritative collections (a repair).
 */
export async function readSlot(
  tx: Transaction,
  key: SlotKey,
  now: Date,
  { fromOrders = false }: { fromOrders?: boolean } = {},
): Promise<SlotState> {
  // The version first, then (without a usable members document) the queries: whatever committed before the version
  // read is in their answer, and whatever commits after it changes the version, so the conditional write fails.
  const snap = await readMembersVersion(slotDocId(key));
  return slotStateOf(tx, key, snap, now, fromOrders);
}

/**
 * Starts the version read of slot `slotId`'s members document (a plain read) before the transaction knows the slot
 * for sure, so that it runs in the transaction's first round of reads; `readSlotFrom` takes it when the slot turns
 * out to be that one.
 */
export function readMembersVersion(slotId: string): Promise<DocumentSnapshot> {
  return slotMembersCol().doc(slotId).get();
}

/** `readSlot`, with the members document read early (`readMembersVersion`) when it is the slot's; read now if not. */
export async function readSlotFrom(
  tx: Transaction,
  early: DocumentSnapshot | null,
  key: SlotKey,
  now: Date,
): Promise<SlotState> {
  if (!early || early.id !== slotDocId(key)) return readSlot(tx, key, now);
  return slotStateOf(tx, key, early, now, false);
}

/** The occupying orders and live holds of stored (or queried) members, and the holds found expired at `now`. */
function seatsOf(
  key: SlotKey,
  members: {
    orders: Iterable<{ id: string; userId: string; status: OrderStatus }>;
    holds: Iterable<ActiveBookingDoc>;
  },
  now: Date,
) {
  const orders = new Map<string, SeatOrder>();
  for (const order of members.orders) orders.set(order.id, toSeat({ ...order, ...slotFieldsOf(key) }));
  const holds = new Map<string, ActiveBookingDoc>();
  const expiredHoldIds: string[] = [];
  for (const hold of members.holds) {
    if (isHoldLive(hold, now)) holds.set(hold.id, hold);
    else expiredHoldIds.push(hold.id);
  }
  return { orders, holds, expiredHoldIds };
}

/** The slot's state from its members document as read (querying the slot's orders and holds without one). */
async function slotStateOf(
  tx: Transaction,
  key: SlotKey,
  snap: DocumentSnapshot,
  now: Date,
  fromOrders: boolean,
): Promise<SlotState> {
  const id = slotDocId(key);
  const membersRef = slotMembersCol().doc(id);
  const stored = fromOrders ? null : parseMembers(key, id, snap.data());
  const members = stored
    ? { orders: stored.orders.values(), holds: stored.holds.values() }
    : await queryMembers(key);
  const readAt = snap.exists ? (snap.updateTime ?? null) : null;
  const state: SlotState = {
    key,
    id,
    ref: slotsCol().doc(id),
    membersRef,
    readAt,
    ...seatsOf(key, members, now),
    removedHoldIds: new Set(),
  };
  dependOn(tx, () => refusalStands(state, stored !== null, now));
  return state;
}

/**
 * Whether a refusal decided on the slot as read stands. Two queries can see one writer's commit half (the new
 * order without the hold it replaced), so on them it stands only if no writer of the slot committed since the
 * version read. The members document is one commit's state: a seat refusal on it (`requireSeat`) stands unless
 * the members as they are now would give the caller a seat, and other refusals do not rest on the slot.
 */
async function refusalStands(state: SlotState, fromMembers: boolean, now: Date): Promise<boolean> {
  const current = await state.membersRef.get();
  const { readAt } = state;
  if (readAt ? current.updateTime?.isEqual(readAt) === true : !current.exists) return true;
  if (!fromMembers) return false;
  const userId = state.refusedSeatTo;
  if (!userId) return true;
  const fresh = parseMembers(state.key, state.id, current.data());
  if (!fresh) return false;
  const seats = seatsOf(state.key, { orders: fresh.orders.values(), holds: fresh.holds.values() }, now);
  return !seatCheck({ key: state.key, ...seats }, userId, now).ok;
}

/** Reads several slots at once, one state per distinct slot. */
export async function readSlots(
  tx: Transaction,
  keys: readonly SlotKey[],
  now: Date,
): Promise<Map<string, SlotState>> {
  const distinct = new Map<string, SlotKey>();
  for (const key of keys) distinct.set(slotDocId(key), key);
  const states = await Promise.all([...distinct.values()].map((key) => readSlot(tx, key, now)));
  return new Map(states.map((s) => [s.id, s]));
}

export function toSeat(order: OrderLike & { id: string }): SeatOrder {
  return {
    id: order.id,
    userId: order.userId,
    status: order.status,
    appointmentDate: order.appointmentDate,
    appointmentTime: order.appointmentTime,
    appointmentType: order.appointmentType,
    location: order.location,
  };
}

/** The domain's seat check for `userId` on the slot as read. */
export function seatCheck(state: Pick<SlotState, 'key' | 'orders' | 'holds'>, userId: string, now: Date) {
  const members = { orders: [...state.orders.values()], holds: [...state.holds.values()] };
  return checkBooking({ slot: state.key, ...members, userId, now });
}
