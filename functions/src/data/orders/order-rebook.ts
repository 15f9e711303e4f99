// rebookOrder: moves the owner's confirmed order to another slot in one transaction (both slot documents),
// with the domain's rebooking rules. The server-side `rebooked` marker allows one rebook per order. The target
// passes the gate of every seat-taking path (booking-preconditions.ts: profile, blocks, free cadence, open
// appointments, same time), judged without the moved order itself, under the user lock. A plan order's wash moves
// with it (issue 43): the plan is judged again for the new day (its own use not counted twice) in this transaction.
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { MESSAGES } from '../../../../src/domain/messages';
import {
  applyRebook,
  checkRebook,
  checkRebookTarget,
  rebookRefusalMessage,
  type RebookRefusal,
} from '../../../../src/domain/rebooking';
import type { OrderLike, SlotKey } from '../../../../src/domain/types';
import type { OrderDoc } from '../../../../src/contracts/documents';
import { plateConflict } from '../../../../src/domain/validation';
import type {
  BookingErrorReason,
  RebookOrderRequest,
  RebookOrderResponse,
} from '../../../../src/contracts/booking-api';
import { slotDocId, slotKeyOrNull } from '../../../../src/contracts/slot-documents';
import { ordersCol, readOrder } from '../booking-docs';
import { denied, refuse } from '../../refusals/booking-errors';
import {
  readUserAndOwnOrder,
  readUserAppointments,
  writeBookingState,
  type BookingUser,
  withOrder,
  runBookingTransaction,
  readBlock,
  requireMayTakeSeat,
  readSlots,
  toSeat,
  type SlotState,
  removeHold,
  writeSlot,
  requireSeat,
} from '../slots';
import { queueOrderMail } from '../order-mail-queue';
import { shapedQuery } from '../shaped-query';
import { nextPassVersion, signedQrData } from '../../pass/order-pass';
import { findPackageByName } from '../../../../src/domain/catalogue';
import type { PlanDoc } from '../plans';
import { appointmentUse, readNamedPlan, requirePlanUse, writePlanUse } from './plan-booking';

const REBOOK_REASONS: Record<Exclude<RebookRefusal, 'not-owner' | 'max-appointments'>, BookingErrorReason> = {
  'not-open': 'wrong-status',
  past: 'too-late',
  'window-closed': 'rebook-window-closed',
  'already-rebooked': 'already-rebooked',
};

/** Refuses a rebook the domain's rules forbid (status, window, one rebook per order, limits, the target time). */
function requireRebookAllowed(
  order: OrderDoc,
  uid: string,
  userOrders: OrderLike[],
  target: SlotKey,
  now: Date,
) {
  const allowed = checkRebook({
    order,
    userId: uid,
    userOrders,
    rebookedInSession: new Set(order.rebooked ? [order.id] : []),
    now,
  });
  if (!allowed.allowed) {
    if (allowed.reason === 'max-appointments') {
      refuse('resource-exhausted', 'max-open-appointments', MESSAGES.rebook.maxReached);
    }
    if (allowed.reason === 'not-owner') denied('This order belongs to someone else.');
    refuse('failed-precondition', REBOOK_REASONS[allowed.reason], rebookRefusalMessage(allowed.reason));
  }
  const targetCheck = checkRebookTarget({ order, date: target.date, time: target.time, userOrders, now });
  if (!targetCheck.ok) {
    if (targetCheck.reason === 'clash') refuse('failed-precondition', 'time-clash', MESSAGES.rebook.clash);
    refuse(
      'failed-precondition',
      'slot-not-bookable',
      rebookRefusalMessage(targetCheck.reason),
      targetCheck.reason,
    );
  }
}

/** A rebook as decided, for `writeRebook`. */
interface Rebook {
  user: BookingUser;
  order: OrderDoc;
  target: SlotKey;
  fromState: SlotState;
  toState: SlotState;
  /** The wash plan paying for the order (its use moves to the new date), or null. */
  plan: PlanDoc | null;
  now: Date;
}

/** Writes a decided rebook: the order moved (new pass), both slots, the caller's state and the mail job. */
async function writeRebook(tx: Transaction, { user, order, target, fromState, toState, plan, now }: Rebook) {
  const patch = applyRebook(order, { date: target.date, time: target.time, now });
  const pass = await signedQrData({ ...order, ...patch }, nextPassVersion(order));
  const moved = { ...order, ...patch, ...pass };
  tx.update(ordersCol().doc(order.id), {
    appointmentDate: patch.appointmentDate,
    appointmentTime: patch.appointmentTime,
    appointmentDateTime: Timestamp.fromDate(patch.appointmentDateTime),
    description: patch.description,
    serviceDescription: patch.serviceDescription,
    price: patch.price,
    rebooked: true,
    rebookedAt: Timestamp.fromDate(now),
    slotId: toState.id,
    ...pass,
    updatedAt: FieldValue.serverTimestamp(),
  });
  fromState.orders.delete(order.id);
  toState.orders.set(order.id, toSeat(moved));
  // The caller's own hold on the new slot (if the rebook modal made one) is consumed.
  let holdId = user.state.holdId;
  for (const hold of [...toState.holds.values()]) {
    if (hold.userId !== user.uid || hold.type !== undefined) continue;
    removeHold(toState, hold.id);
    if (hold.id === holdId) holdId = null;
  }
  writeBookingState(
    tx,
    user,
    { holdId, appointments: withOrder(user.state.appointments, order.id, moved) },
    now,
  );
  writeSlot(tx, fromState, now);
  writeSlot(tx, toState, now);
  if (plan) writePlanUse(tx, plan.id, order.id, target.date, 'reserved', now);
  queueOrderMail(tx, { ...moved, rebooked: true }, 'rebook', now);
}

/**
 * The wash a plan order's rebook asks of its plan: the new day, the order's package and plate, its own use not
 * counted twice (`orderId`), so a day beyond the cap or after the plan's end is refused.
 */
function rebookUse(uid: string, order: OrderDoc, target: SlotKey) {
  const serviceId = findPackageByName(order.serviceName)?.id ?? '';
  const facts = { serviceId, plate: order.numberPlate, date: target.date, time: target.time };
  return appointmentUse(uid, { ...facts, type: order.appointmentType }, order.id);
}

export async function rebookOrder(
  uid: string,
  input: RebookOrderRequest,
  now: Date,
): Promise<RebookOrderResponse> {
  return runBookingTransaction(async (tx) => {
    const { user, order } = await readUserAndOwnOrder(tx, uid, input.orderId);
    const target: SlotKey = {
      date: input.appointmentDate,
      time: input.appointmentTime,
      type: order.appointmentType,
      location: order.location,
    };
    const from = slotKeyOrNull(order);
    if (!from) refuse('failed-precondition', 'wrong-status', rebookRefusalMessage('not-open'));
    const [userOrders, block, sameDay, slots, planRead] = await Promise.all([
      readUserAppointments(user),
      readBlock(tx, uid, order.appointmentType),
      order.numberPlate
        ? tx.get(
            shapedQuery(ordersCol(), 'plateOnDate', {
              appointmentDate: target.date,
              numberPlate: order.numberPlate,
            }),
          )
        : null,
      readSlots(tx, [from, target], now),
      readNamedPlan(tx, order.planId),
    ]);
    requireRebookAllowed(order, uid, userOrders, target, now);
    // The same gate as a new booking of the target: two free washes 3 days apart cannot be moved onto one day.
    requireMayTakeSeat(user, { orders: userOrders, block }, target, now, order.id);
    const fromState = slots.get(slotDocId(from))!;
    const toState = slots.get(slotDocId(target))!;
    if (fromState.id === toState.id) {
      refuse('failed-precondition', 'slot-not-bookable', rebookRefusalMessage('clash'), 'same-slot');
    }
    requireSeat(toState, uid, now);
    const conflict = plateConflict({
      plate: order.numberPlate,
      date: target.date,
      orders: sameDay ? sameDay.docs.map(readOrder) : [],
      excludeOrderId: order.id,
    });
    if (conflict) refuse('failed-precondition', 'plate-taken', conflict);
    const plan = order.planId ? requirePlanUse(planRead, rebookUse(uid, order, target)) : null;
    await writeRebook(tx, { user, order, target, fromState, toState, plan, now });
    return { orderId: order.id, appointmentDate: target.date, appointmentTime: target.time };
  });
}
