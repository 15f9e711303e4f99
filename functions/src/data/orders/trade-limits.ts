// Per-order ceilings on trading, beside the per-caller ones the callables' pipeline counts (transferTradingOrder,
// offerOrderForTrade): an order changes hands in $0 trades at most CONFIG.zeroTradesPerOrderPerDay times per 24
// hours, and is offered for trade at most CONFIG.tradeOffersPerOrderPerHour times an hour. Each is read in the
// trade's own transaction, judged after the trade's own checks (a stranger's call is refused for what it is and
// counts nothing) and counted only with the write it allows, so nobody but the order's owner and its takers can
// spend an order's budget. Fixed windows in rateLimits/{key} (data/rate-limit.ts); order ids are no personal data.
import type { Transaction } from 'firebase-admin/firestore';
import { DOMAIN_TEXT } from '../../../../src/domain/messages';
import type { BookingErrorReason } from '../../../../src/contracts/booking-api';
import { CONFIG } from '../../config';
import { logs } from '../../logs';
import { refuse } from '../../refusals/booking-errors';
import { commitRateLimit, readRateLimit, type RateLimitCheck } from '../rate-limit';

export type OrderLimitKind = 'move' | 'offer';

const ORDER_LIMITS: Record<
  OrderLimitKind,
  { key: string; limit: () => number; windowMs: number; reason: BookingErrorReason; message: () => string }
> = {
  move: {
    key: 'order-zero-trades',
    limit: () => CONFIG.zeroTradesPerOrderPerDay,
    windowMs: CONFIG.dayMs,
    reason: 'order-move-limit',
    message: () => DOMAIN_TEXT.orderMoveLimit(CONFIG.zeroTradesPerOrderPerDay),
  },
  offer: {
    key: 'order-trade-offers',
    limit: () => CONFIG.tradeOffersPerOrderPerHour,
    windowMs: CONFIG.hourMs,
    reason: 'order-offer-limit',
    message: () => DOMAIN_TEXT.orderOfferLimit(CONFIG.tradeOffersPerOrderPerHour),
  },
};

/** Reads the order's counter (a read: call with the transaction's other reads). */
export function readOrderLimit(
  tx: Transaction,
  kind: OrderLimitKind,
  orderId: string,
  now: Date,
): Promise<RateLimitCheck> {
  const limit = ORDER_LIMITS[kind];
  return readRateLimit(tx, `${limit.key}-${orderId}`, limit.limit(), limit.windowMs, now);
}

/**
 * Refuses (resource-exhausted) the order's move or offer past its ceiling, before anything is written; otherwise
 * counts it (a write: call after every read of the transaction).
 */
export function countOrderLimit(
  tx: Transaction,
  kind: OrderLimitKind,
  check: RateLimitCheck,
  who: { uid: string; orderId: string },
): void {
  const limit = ORDER_LIMITS[kind];
  if (!check.allowed) {
    logs.tradeLimited(who.uid, who.orderId, kind === 'move' ? 'take' : 'offer', 'order');
    refuse('resource-exhausted', limit.reason, limit.message());
  }
  commitRateLimit(tx, check);
}
