// Trading: the owner offers a confirmed order (status 'trading') or takes the offer back; another customer
// reserves it for the trade timer (30 s free, 300 s special) and then takes it over. Each step is one slot
// transaction; the seat count never changes (trading orders occupy their seat like confirmed ones), but the slot
// document is rewritten anyway (reservation flag, self-healing recount).
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { freeEligibility, specialEligibility } from '../../../src/domain/eligibility';
import { isHoldLive } from '../../../src/domain/holds';
import { newOrderCode } from '../../../src/domain/identifiers';
import { MESSAGES } from '../../../src/domain/messages';
import { serializeQrPayload } from '../../../src/domain/qr-payload';
import { MAX_OTHER_OPEN_APPOINTMENTS } from '../../../src/domain/rebooking';
import {
  cancelTradePatch,
  checkOfferForTrade,
  checkTakeTrade,
  toTradeOrder,
  tradeableOrders,
  tradeRefusalMessage,
  tradeTimerSeconds,
  type TradeRefusal,
} from '../../../src/domain/trading';
import { isOpenStatus } from '../../../src/domain/types';
import type {
  BookingErrorReason,
  ListTradingOrdersResponse,
  OrderStatusResponse,
  ReserveTradingOrderResponse,
  TransferTradingOrderResponse,
} from '../../../src/lib/model/booking-api';
import { slotDocId, TRADING_RESERVATION } from '../../../src/lib/model/slots';
import type { ActiveBookingDoc, OrderDoc } from '../../../src/lib/model/types';
import { holdsCol, ordersCol, readHold, readOrder } from './booking-docs';
import { denied, notFound, refuse } from './booking-errors';
import { queueConfirmationMail } from './booking-mail';
import {
  readBookingUser,
  readUserOrders,
  requireBookableProfile,
  writeBookingState,
  type BookingUser,
} from './booking-user';
import { readBlock } from './confirm-booking';
import { holdData, readPointedHold } from './holds';
import {
  readSlot,
  readSlots,
  removeHold,
  runBookingTransaction,
  setOrderStatus,
  slotKeyOfItem,
  slotKeyOrNull,
  toSeat,
  writeSlot,
  type SlotState,
} from './slot-transaction';
import { shapedQuery } from './shaped-query';

const TRADE_REASONS: Record<Exclude<TradeRefusal, 'own-order' | 'not-owner'>, BookingErrorReason> = {
  'not-confirmed': 'wrong-status',
  'not-trading': 'wrong-status',
  'too-close': 'too-late',
};

function refuseTrade(reason: TradeRefusal): never {
  if (reason === 'own-order') denied(MESSAGES.tradePayment.ownOrder);
  if (reason === 'not-owner') denied('This order belongs to someone else.');
  return refuse('failed-precondition', TRADE_REASONS[reason], tradeRefusalMessage(reason));
}

async function readOrderOrFail(
  tx: Transaction,
  orderId: string,
  message: string,
): Promise<OrderDoc & { tradedFrom?: string }> {
  const snap = await tx.get(ordersCol().doc(orderId));
  if (!snap.exists) notFound(message);
  if (slotKeyOrNull(readOrder(snap)) === null) refuse('failed-precondition', 'wrong-status', message);
  return { ...readOrder(snap), tradedFrom: (snap.get('tradedFrom') as string | undefined) ?? undefined };
}

/** Live reservations of an order in its slot. */
function reservationsOf(slot: SlotState, orderId: string): ActiveBookingDoc[] {
  return [...slot.holds.values()].filter((h) => h.type === TRADING_RESERVATION && h.orderId === orderId);
}

function statusUpdate(order: OrderDoc, patch: Partial<OrderDoc>) {
  return {
    ...patch,
    qrData: serializeQrPayload({ ...order, ...patch }),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** confirmed -> trading, by the owner, more than 2 hours ahead. */
export async function offerOrderForTrade(
  uid: string,
  orderId: string,
  now: Date,
): Promise<OrderStatusResponse> {
  return runBookingTransaction(async (tx) => {
    const order = await readOrderOrFail(tx, orderId, MESSAGES.admin.orderNotFound);
    const slot = await readSlot(tx, slotKeyOfItem(order), now);
    const check = checkOfferForTrade({ order, userId: uid, now });
    if (!check.allowed) refuseTrade(check.reason);
    tx.update(ordersCol().doc(order.id), statusUpdate(order, { status: 'trading' }));
    setOrderStatus(slot, order, 'trading');
    writeSlot(tx, slot, now);
    return { orderId: order.id, status: 'trading' };
  });
}

/** trading -> confirmed, by the owner; a live reservation of the order is dropped. */
export async function cancelTrade(uid: string, orderId: string, now: Date): Promise<OrderStatusResponse> {
  return runBookingTransaction(async (tx) => {
    const order = await readOrderOrFail(tx, orderId, MESSAGES.admin.orderNotFound);
    if (order.userId !== uid) denied('This order belongs to someone else.');
    const slot = await readSlot(tx, slotKeyOfItem(order), now);
    if (order.status !== 'trading')
      refuse('failed-precondition', 'wrong-status', MESSAGES.cancelTrade.failed);
    const patch = cancelTradePatch(now);
    tx.update(ordersCol().doc(order.id), statusUpdate(order, { status: patch.status }));
    setOrderStatus(slot, order, patch.status);
    for (const reservation of reservationsOf(slot, order.id)) removeHold(slot, reservation.id);
    writeSlot(tx, slot, now);
    return { orderId: order.id, status: patch.status };
  });
}

/** Checks shared by reserve and transfer: the offer, the caller's profile and appointment count, eligibility. */
async function readTakeContext(tx: Transaction, uid: string, orderId: string, now: Date) {
  const user = await readBookingUser(tx, uid);
  const order = await readOrderOrFail(tx, orderId, MESSAGES.tradePayment.notFound);
  const previous = await readPointedHold(tx, user.state.reservationId);
  const [userOrders, block, slots] = await Promise.all([
    readUserOrders(user),
    readBlock(tx, uid, order.appointmentType),
    readSlots(tx, previous ? [slotKeyOfItem(order), slotKeyOfItem(previous)] : [slotKeyOfItem(order)], now),
  ]);
  const slot = slots.get(slotDocId(slotKeyOfItem(order)))!;

  const check = checkTakeTrade({ order, userId: uid, now });
  if (!check.allowed) refuseTrade(check.reason);
  const others = reservationsOf(slot, order.id).filter((h) => h.userId !== uid);
  if (others.length > 0) refuse('failed-precondition', 'reserved', MESSAGES.tradePayment.noLongerAvailable);
  requireBookableProfile(user, true);
  if (userOrders.filter((o) => isOpenStatus(o.status)).length >= MAX_OTHER_OPEN_APPOINTMENTS) {
    refuse('resource-exhausted', 'max-open-appointments', MESSAGES.rebook.maxReached);
  }
  const eligibility =
    order.appointmentType === 'free'
      ? freeEligibility({ orders: userOrders, userId: uid, block, now })
      : specialEligibility({ block, now });
  if (!eligibility.canBook)
    refuse('failed-precondition', 'not-eligible', eligibility.details, eligibility.details);
  return { user, order, previous, slots, slot };
}

/**
 * Reserves a trading order for the caller for the trade timer, so nobody else can take it meanwhile. Calling again
 * for the same order returns the live reservation unchanged (it is never extended).
 */
export async function reserveTradingOrder(
  uid: string,
  orderId: string,
  now: Date,
): Promise<ReserveTradingOrderResponse> {
  return runBookingTransaction(async (tx) => {
    const { user, order, previous, slots, slot } = await readTakeContext(tx, uid, orderId, now);
    const mine = reservationsOf(slot, order.id).find((h) => h.userId === uid);
    if (mine) return { holdId: mine.id, expiresAt: mine.expiresAt.getTime() };

    if (previous) removeHold(slots.get(slotDocId(slotKeyOfItem(previous)))!, previous.id);
    const ref = holdsCol().doc();
    const reservation: ActiveBookingDoc = {
      id: ref.id,
      userId: uid,
      appointmentDate: order.appointmentDate,
      appointmentTime: order.appointmentTime,
      appointmentType: order.appointmentType,
      location: order.location,
      createdAt: now,
      expiresAt: new Date(now.getTime() + tradeTimerSeconds(order.appointmentType) * 1000),
      pageLoadId: '',
      type: TRADING_RESERVATION,
      orderId: order.id,
      slotId: slot.id,
    };
    slot.holds.set(ref.id, reservation);
    tx.set(ref, holdData(reservation));
    writeBookingState(tx, user, { reservationId: ref.id }, now);
    for (const state of slots.values()) writeSlot(tx, state, now);
    return { holdId: ref.id, expiresAt: reservation.expiresAt.getTime() };
  });
}

/**
 * Moves a trading order to the caller in one transaction: it must still be trading, not the caller's own, more
 * than 2 hours ahead (domain/trading TRADE_MIN_LEAD_MS), and not reserved by someone else. The seat count is
 * unchanged; the order gets the caller's identity, a new order code, no number plate (the previous owner's car),
 * and `tradedFrom` (so it cannot be given up, domain/give-up). Only the cardholder name is kept of the payment.
 */
export async function transferTradingOrder(
  uid: string,
  tokenEmail: string | null,
  input: { originalOrderId: string; cardholderName: string },
  now: Date,
): Promise<TransferTradingOrderResponse> {
  return runBookingTransaction(async (tx) => {
    const { user, order, previous, slots, slot } = await readTakeContext(tx, uid, input.originalOrderId, now);
    const profile = (user as BookingUser & { profile: NonNullable<BookingUser['profile']> }).profile;
    const patch: Partial<OrderDoc> = {
      userId: uid,
      userEmail: profile.email || tokenEmail || '',
      contact: profile.contact ?? '',
      status: 'confirmed',
      paymentMethod: 'credit_card',
      cardholderName: input.cardholderName,
      numberPlate: null,
      orderCode: newOrderCode(Math.random),
    };
    const taken = { ...order, ...patch } as OrderDoc;
    tx.update(ordersCol().doc(order.id), {
      ...statusUpdate(order, patch),
      tradedFrom: order.id,
      tradedAt: Timestamp.fromDate(now),
    });
    slot.orders.set(order.id, toSeat(taken));
    for (const reservation of reservationsOf(slot, order.id)) removeHold(slot, reservation.id);
    if (previous) removeHold(slots.get(slotDocId(slotKeyOfItem(previous)))!, previous.id);
    writeBookingState(tx, user, { reservationId: null }, now);
    for (const state of slots.values()) writeSlot(tx, state, now);
    queueConfirmationMail(tx, taken.userEmail, taken, 'trade');
    return { orderId: order.id, status: 'confirmed' };
  });
}

/** The trading orders `uid` may take, soonest first, without personal data (reservations by others flagged). */
export async function listTradingOrders(uid: string, now: Date): Promise<ListTradingOrdersResponse> {
  const [offered, reservations] = await Promise.all([
    shapedQuery(ordersCol(), 'ordersByStatus', { status: 'trading' }).get(),
    shapedQuery(holdsCol(), 'holdsByType', { type: TRADING_RESERVATION }).get(),
  ]);
  const reservedUntil = new Map<string, number>();
  for (const doc of reservations.docs) {
    const hold = readHold(doc);
    if (hold.orderId && hold.userId !== uid && isHoldLive(hold, now)) {
      reservedUntil.set(
        hold.orderId,
        Math.max(reservedUntil.get(hold.orderId) ?? 0, hold.expiresAt.getTime()),
      );
    }
  }
  const orders = tradeableOrders({
    orders: offered.docs.map(readOrder).filter((o) => slotKeyOrNull(o)),
    userId: uid,
    now,
  });
  return {
    orders: orders.map((o) => ({ ...toTradeOrder(o), reservedUntil: reservedUntil.get(o.id) ?? null })),
  };
}
