// Admin bulk actions on orders (1..150 ids): set any status, or delete. Each order is changed in its own slot
// transaction (its slot document is recounted) together with its audit entry (writeAudit). Audit snapshots hold
// no personal data: status and appointment facts only.
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { AdminOrdersResponse } from '../../../../src/contracts/booking-api';
import type { OrderDoc, OrderStatus } from '../../../../src/contracts/documents';
import { keptQrData } from '../../pass/order-pass';
import { writeAudit, type AuditEntry } from '../audit';
import { ordersCol, readOrder } from '../booking-docs';
import {
  runBookingTransaction,
  noteOrderChange,
  readSlotOf,
  type SlotState,
  dropReservations,
  setOrderStatus,
  writeSlot,
} from '../slots';
import type { PlanDoc } from '../plans';
import { movePlanUse, readNamedPlan, returnReservedUse } from './plan-booking';

export interface Actor {
  uid: string;
  email: string | null;
}

/** How many orders are changed at once (each in its own transaction). */
const CONCURRENCY = 8;

function auditView(order: OrderDoc) {
  return {
    status: order.status,
    appointmentDate: order.appointmentDate,
    appointmentTime: order.appointmentTime,
    appointmentType: order.appointmentType,
    location: order.location,
    serviceName: order.serviceName,
    price: order.price,
  };
}

type Outcome = 'done' | 'not-found';

async function forEachOrder(
  orderIds: readonly string[],
  change: (orderId: string) => Promise<Outcome>,
): Promise<AdminOrdersResponse> {
  const result: AdminOrdersResponse = { done: [], notFound: [], failed: [] };
  const queue = [...new Set(orderIds)];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        const outcome = await change(id);
        (outcome === 'done' ? result.done : result.notFound).push(id);
      } catch (error) {
        console.error('admin order change failed', id, error);
        result.failed.push(id);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return result;
}

type Change = Pick<AuditEntry, 'action' | 'before' | 'after'>;

/**
 * Applies `change` to each order in its own slot transaction: the order and its slot document (when the order
 * holds a seat) are changed together, the slot is rewritten and the change audited.
 */
function changeEachOrder(
  actor: Actor,
  orderIds: readonly string[],
  now: Date,
  change: (
    tx: Transaction,
    ref: DocumentReference,
    order: OrderDoc,
    slot: SlotState | null,
    plan: PlanDoc | null,
  ) => Change,
): Promise<AdminOrdersResponse> {
  return forEachOrder(orderIds, (orderId) =>
    runBookingTransaction(async (tx): Promise<Outcome> => {
      const ref = ordersCol().doc(orderId);
      const snap = await tx.get(ref);
      if (!snap.exists) return 'not-found';
      const order = readOrder(snap);
      const [slot, plan] = await Promise.all([readSlotOf(tx, order, now), readNamedPlan(tx, order.planId)]);
      const entry = change(tx, ref, order, slot, plan);
      if (slot) writeSlot(tx, slot, now);
      writeAudit(tx, {
        actorUid: actor.uid,
        actorEmail: actor.email,
        target: `orders/${order.id}`,
        ...entry,
      });
      return 'done';
    }),
  );
}

/**
 * Writes a new status on an order and on its seat in `slot` (read in the same transaction; the caller writes the
 * slot after): the path every status change by staff takes (the admin dropdown, completion at the bay), so the slot
 * documents and the Dashboard's trigger see the same change. `extra` joins the order's update.
 */
export function writeOrderStatus(
  tx: Transaction,
  ref: DocumentReference,
  order: OrderDoc,
  slot: SlotState | null,
  status: OrderStatus,
  extra: Record<string, unknown> = {},
): void {
  tx.update(ref, {
    status,
    // Same order, same owner: the pass is kept (a cancelled order is refused at the bay by its status).
    qrData: keptQrData({ ...order, status }),
    updatedAt: FieldValue.serverTimestamp(),
    ...extra,
  });
  noteOrderChange(tx, order.userId, order.id, { ...order, status });
  if (slot) {
    setOrderStatus(slot, order, status);
    if (status !== 'trading') dropReservations(slot, order.id);
  }
}

/**
 * A staff status change moves a plan order's wash (issue 43): completed uses it, open again reserves it, cancelled by
 * the car wash gives a reserved wash back to the plan (a missed appointment's forfeit is the no-show job's).
 */
function moveUseWithStatus(
  tx: Transaction,
  plan: PlanDoc | null,
  order: OrderDoc,
  status: OrderStatus,
  now: Date,
): void {
  if (status === 'completed') movePlanUse(tx, plan, order, 'used', now);
  else if (status === 'cancelled') returnReservedUse(tx, plan, order.id);
  else movePlanUse(tx, plan, order, 'reserved', now);
}

/** Sets `status` on each order (any transition, as the spec's admin dropdown allows) and sets updatedAt. */
export function adminUpdateOrderStatus(
  actor: Actor,
  orderIds: readonly string[],
  status: OrderStatus,
  now: Date,
): Promise<AdminOrdersResponse> {
  return changeEachOrder(actor, orderIds, now, (tx, ref, order, slot, plan) => {
    writeOrderStatus(tx, ref, order, slot, status);
    moveUseWithStatus(tx, plan, order, status, now);
    return { action: 'order.status', before: { status: order.status }, after: { status } };
  });
}

/** Deletes each order and frees its seat. */
export function adminDeleteOrders(
  actor: Actor,
  orderIds: readonly string[],
  now: Date,
): Promise<AdminOrdersResponse> {
  return changeEachOrder(actor, orderIds, now, (tx, ref, order, slot, plan) => {
    tx.delete(ref);
    // A deleted order's reserved plan wash goes back to the plan (a used or forfeited one stays spent).
    returnReservedUse(tx, plan, order.id);
    noteOrderChange(tx, order.userId, order.id, null);
    if (slot) {
      slot.orders.delete(order.id);
      dropReservations(slot, order.id);
    }
    return { action: 'order.delete', before: auditView(order), after: null };
  });
}
