// Trading: the owner offers a confirmed order (status 'trading') or takes the offer back; another customer
// reserves it for the trade timer (30 s free, 300 s special) and then takes it over (trade-transfer.ts).
// Each step is one slot transaction; the seat count never changes (trading orders occupy their seat like confirmed
// ones), but the slot document is rewritten anyway (reservation flag, self-healing recount). An order is offered at
// most CONFIG.tradeOffersPerOrderPerHour times an hour (trade-limits.ts); taking an offer back is never limited.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { isHoldLive } from '../../../../src/domain/holds';
import { MESSAGES, MONEY_TEXT } from '../../../../src/domain/messages';
import { isPassOnHold } from '../../../../src/domain/payment-state';
import { PLAN_TEXT } from '../../../../src/domain/plans';
import {
  cancelTradePatch,
  checkOfferForTrade,
  toTradeOrder,
  tradeableOrders,
  tradeRefusalMessage,
  tradeTotal,
  type TradeRefusal,
} from '../../../../src/domain/trade';
import type {
  BookingErrorReason,
  ListTradingOrdersResponse,
  OrderStatusResponse,
} from '../../../../src/contracts/booking-api';
import { TRADING_RESERVATION, slotKeyOfItem, slotKeyOrNull } from '../../../../src/contracts/slot-documents';
import type { ActiveBookingDoc, OrderDoc } from '../../../../src/contracts/documents';
import { holdsCol, ordersCol, readHold, readOrder, toDate } from '../booking-docs';
import { denied, notFound, refuse } from '../../refusals/booking-errors';
import {
  noteOrderChange,
  runBookingTransaction,
  readSlot,
  type SlotState,
  removeHold,
  setOrderStatus,
  writeSlot,
} from '../slots';
import { shapedQuery } from '../shaped-query';
import { countOrderLimit, readOrderLimit } from './trade-limits';
import { keptQrData, nextPassVersion, signedQrData } from '../../pass/order-pass';

const TRADE_REASONS: Record<Exclude<TradeRefusal, 'own-order' | 'not-owner'>, BookingErrorReason> = {
  'not-confirmed': 'wrong-status',
  'not-trading': 'wrong-status',
  'too-close': 'too-late',
};

export function refuseTrade(reason: TradeRefusal): never {
  if (reason === 'own-order') denied(MESSAGES.tradePayment.ownOrder);
  if (reason === 'not-owner') denied('This order belongs to someone else.');
  return refuse('failed-precondition', TRADE_REASONS[reason], tradeRefusalMessage(reason));
}

/** An order as stored, plus what the trade reads besides the common fields: its raw price. */
export type TradeableOrder = OrderDoc & { tradedFrom?: string; storedPrice: unknown };

export async function readOrderOrFail(
  tx: Transaction,
  orderId: string,
  message: string,
): Promise<TradeableOrder> {
  const snap = await tx.get(ordersCol().doc(orderId));
  if (!snap.exists) notFound(message);
  if (slotKeyOrNull(readOrder(snap)) === null) refuse('failed-precondition', 'wrong-status', message);
  return {
    ...readOrder(snap),
    tradedFrom: (snap.get('tradedFrom') as string | undefined) ?? undefined,
    tradedAt: toDate(snap.get('tradedAt')) ?? undefined,
    storedPrice: snap.get('price'),
  };
}

/** What the taker pays: the server's stored price of the order (domain/trade tradeTotal); null if unpriceable. */
export function tradeAmount(order: OrderDoc & { storedPrice: unknown }): number | null {
  try {
    return tradeTotal({ ...order, price: order.storedPrice });
  } catch {
    return null;
  }
}

/** Live reservations of an order in its slot. */
export function reservationsOf(slot: SlotState, orderId: string): ActiveBookingDoc[] {
  return [...slot.holds.values()].filter((h) => h.type === TRADING_RESERVATION && h.orderId === orderId);
}

/**
 * The order's update for `patch`: with `pass` (a new signed pass: trade, cancelled trade) or else the QR text of the
 * new facts with the pass the order already has (offer for trade keeps the owner's code valid).
 */
export function statusUpdate(
  order: OrderDoc,
  patch: Partial<OrderDoc>,
  pass: { passVersion: number; qrData: string } | null = null,
) {
  return {
    ...patch,
    ...(pass ?? { qrData: keptQrData({ ...order, ...patch }) }),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** A new signed pass for the order after `patch`: every earlier picture of its code is refused at the bay. */
export const renewedPass = (order: OrderDoc, patch: Partial<OrderDoc>) =>
  signedQrData({ ...order, ...patch }, nextPassVersion(order));

/** confirmed -> trading, by the owner, more than 2 hours ahead, at most CONFIG.tradeOffersPerOrderPerHour an hour. */
export async function offerOrderForTrade(
  uid: string,
  orderId: string,
  now: Date,
): Promise<OrderStatusResponse> {
  return runBookingTransaction(async (tx) => {
    const [order, offers] = await Promise.all([
      readOrderOrFail(tx, orderId, MESSAGES.admin.orderNotFound),
      readOrderLimit(tx, 'offer', orderId, now),
    ]);
    const slot = await readSlot(tx, slotKeyOfItem(order), now);
    const check = checkOfferForTrade({ order, userId: uid, now });
    if (!check.allowed) refuseTrade(check.reason);
    // A plan's wash is bound to the plan's car and owner (issue 43): it never changes hands.
    if (order.planId) refuse('failed-precondition', 'plan-no-trade', PLAN_TEXT.noTrade);
    // A pass on hold (its payer disputes the payment) never changes hands: a $0 take by a second account would lift
    // the hold, and a lost chargeback would no longer reach the order (it withdraws only what is still the payer's).
    if (isPassOnHold(order)) refuse('failed-precondition', 'payment-withdrawn', MONEY_TEXT.tradeOnHold);
    countOrderLimit(tx, 'offer', offers, { uid, orderId: order.id });
    tx.update(ordersCol().doc(order.id), statusUpdate(order, { status: 'trading' }));
    noteOrderChange(tx, order.userId, order.id, { ...order, status: 'trading' });
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
    const pass = await renewedPass(order, { status: patch.status });
    tx.update(ordersCol().doc(order.id), statusUpdate(order, { status: patch.status }, pass));
    noteOrderChange(tx, order.userId, order.id, { ...order, status: patch.status });
    setOrderStatus(slot, order, patch.status);
    for (const reservation of reservationsOf(slot, order.id)) removeHold(slot, reservation.id);
    writeSlot(tx, slot, now);
    return { orderId: order.id, status: patch.status };
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
  const rawPrices = new Map(offered.docs.map((doc) => [doc.id, doc.get('price') as unknown]));
  const orders = tradeableOrders({
    orders: offered.docs.map(readOrder).filter((o) => slotKeyOrNull(o) && !isPassOnHold(o)),
    userId: uid,
    now,
  });
  // The price shown is the amount transferTradingOrder will charge, read the same way; an order without one is
  // left out (it cannot be traded).
  const priced = orders.map((o) => ({
    order: o,
    price: tradeAmount({ ...o, storedPrice: rawPrices.get(o.id) }),
  }));
  return {
    orders: priced
      .filter((p): p is { order: (typeof orders)[number]; price: number } => p.price !== null)
      .map(({ order, price }) => ({
        ...toTradeOrder(order),
        price,
        reservedUntil: reservedUntil.get(order.id) ?? null,
      })),
  };
}
