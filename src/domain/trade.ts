/**
 * Trading appointments: what may be offered, what may be taken, and the trade payment timer.
 *
 * API:
 *   TRADE_TIMER_SECONDS {free: 30, special: 300}   TRADE_MIN_LEAD_MS (2 h)
 *   tradeTimerSeconds(type) -> number
 *   checkOfferForTrade({order, userId, now}) -> TradeCheck   (owner, confirmed, more than 2 h ahead)
 *   checkTakeTrade({order, userId, now}) -> TradeCheck       (not own, trading, more than 2 h ahead)
 *   tradeableOrders({orders, userId, now}) -> orders the user may take, soonest first
 *   toTradeOrder(order) -> TradeOrder        cancelTradePatch(now) -> {status: 'confirmed', updatedAt}
 *   tradeRefusalMessage(reason) -> string
 *   tradeTotal({price, serviceName, appointmentType}) -> number   (what the taker pays)
 *
 * Decided: the minimum lead for offering and taking is the give-up lead (more than 2 hours before the appointment,
 * exactly 2 h refused), so an appointment cannot change hands when its owner could no longer give it up.
 */
import { slotInstant } from './calendar';
import { findPackageByName } from './catalogue';
import { GIVE_UP_MIN_LEAD_MS } from './give-up';
import { DOMAIN_TEXT, MESSAGES } from './messages';
import { orderTotal, parsePriceText } from './pricing';
import type { AppointmentType, OrderLike, OrderStatus } from './types';

export const TRADE_TIMER_SECONDS: Readonly<Record<AppointmentType, number>> = { free: 30, special: 300 };
export const TRADE_MIN_LEAD_MS = GIVE_UP_MIN_LEAD_MS;

export type TradeRefusal = 'own-order' | 'not-owner' | 'not-confirmed' | 'not-trading' | 'too-close';
export type TradeCheck = { allowed: true } | { allowed: false; reason: TradeRefusal };

/** @example tradeTimerSeconds('special') // 300 */
export function tradeTimerSeconds(type: AppointmentType): number {
  const seconds = TRADE_TIMER_SECONDS[type];
  if (seconds === undefined) throw new RangeError(`Unknown appointment type "${String(type)}"`);
  return seconds;
}

function farEnough(order: OrderLike, now: Date): boolean {
  return (
    slotInstant(order.appointmentDate, order.appointmentTime).getTime() - now.getTime() > TRADE_MIN_LEAD_MS
  );
}

/** Who asks about which order, and when. */
export interface TradeCheckInput {
  order: OrderLike;
  userId: string;
  now: Date;
}

/** May the owner put this order up for trade? @example checkOfferForTrade({ order, userId: order.userId, now }) */
export function checkOfferForTrade({ order, userId, now }: TradeCheckInput): TradeCheck {
  if (order.userId !== userId) return { allowed: false, reason: 'not-owner' };
  if (order.status !== 'confirmed') return { allowed: false, reason: 'not-confirmed' };
  if (!farEnough(order, now)) return { allowed: false, reason: 'too-close' };
  return { allowed: true };
}

/** May this user take over this order? @example checkTakeTrade({ order, userId: 'someone-else', now }) */
export function checkTakeTrade({ order, userId, now }: TradeCheckInput): TradeCheck {
  if (order.userId === userId) return { allowed: false, reason: 'own-order' };
  if (order.status !== 'trading') return { allowed: false, reason: 'not-trading' };
  if (!farEnough(order, now)) return { allowed: false, reason: 'too-close' };
  return { allowed: true };
}

/** Orders on offer that this user may take, soonest first. @example tradeableOrders({ orders, userId, now }) */
export function tradeableOrders<T extends OrderLike>({
  orders,
  userId,
  now,
}: {
  orders: readonly T[];
  userId: string;
  now: Date;
}): T[] {
  return orders
    .filter((order) => checkTakeTrade({ order, userId, now }).allowed)
    .map((order) => ({ order, at: slotInstant(order.appointmentDate, order.appointmentTime).getTime() }))
    .sort((a, b) => a.at - b.at)
    .map(({ order }) => order);
}

export interface TradeOrder {
  originalOrderId: string;
  serviceName: string;
  serviceDescription: string;
  appointmentType: AppointmentType;
  location: string;
  appointmentDate: string;
  appointmentTime: string;
  price: number;
}

/** The trade order handed to the trade payment page. @example toTradeOrder(order).originalOrderId */
export function toTradeOrder(
  order: OrderLike & { id: string; serviceName: string; serviceDescription: string; price: number },
): TradeOrder {
  return {
    originalOrderId: order.id,
    serviceName: order.serviceName,
    serviceDescription: order.serviceDescription,
    appointmentType: order.appointmentType,
    location: order.location,
    appointmentDate: order.appointmentDate,
    appointmentTime: order.appointmentTime,
    price: order.price,
  };
}

/** Cancel Trade sets the order back to confirmed. @example cancelTradePatch(now) // { status: 'confirmed', updatedAt: now } */
export function cancelTradePatch(now: Date): { status: OrderStatus; updatedAt: Date } {
  return { status: 'confirmed', updatedAt: new Date(now.getTime()) };
}

/** @example tradeRefusalMessage('own-order') // 'You cannot trade your own order.' */
export function tradeRefusalMessage(reason: TradeRefusal): string {
  switch (reason) {
    case 'own-order':
      return MESSAGES.tradePayment.ownOrder;
    case 'not-trading':
    case 'too-close':
      return MESSAGES.tradePayment.noLongerAvailable;
    case 'not-owner':
    case 'not-confirmed':
      return DOMAIN_TEXT.tradeNotOffered;
  }
}

/**
 * What the taker pays for a trade: the order's price as the server stored it at booking (catalogue price plus the
 * special fee, 0 after a rebook), the figure the trade list shows. A stored price that cannot be read falls back to
 * the catalogue total of its package, never to 0; an unknown package with no price throws a RangeError.
 * @example tradeTotal({ price: 75, serviceName: 'BASIC WASH', appointmentType: 'special' }) // 75
 */
export function tradeTotal(order: {
  price: unknown;
  serviceName: string;
  appointmentType: AppointmentType;
}): number {
  const { price } = order;
  if (typeof price === 'number' && Number.isFinite(price) && price >= 0) return price;
  if (typeof price === 'string') {
    try {
      return parsePriceText(price);
    } catch {
      // Not a price: the catalogue decides below.
    }
  }
  const pkg = findPackageByName(order.serviceName);
  if (!pkg) throw new RangeError(`No price for "${order.serviceName}": neither stored nor in the catalogue`);
  return orderTotal({ washPrice: pkg.priceValue, appointmentType: order.appointmentType });
}
