// Per-customer ceilings on taking seats: holds and trade reservations created per hour, keyed on the caller's uid
// (what the server observed, not anything the caller wrote). A seat counts when it is created and is never given
// back, so a reservation that expires unpaid or is released still counts against its taker. Read inside the
// booking transaction after the user lock, so concurrent calls of one customer cannot overshoot. The counter's key
// is a hash of the uid: a deleted account leaves no identifier behind while its counter runs out.
import type { Transaction } from 'firebase-admin/firestore';
import { DOMAIN_TEXT } from '../../../src/domain/messages';
import { CONFIG } from '../config';
import { hashKey } from '../http/guards';
import { refuse } from './booking-errors';
import { commitRateLimit, readRateLimit, type RateLimitCheck } from './rate-limit';

export type SeatKind = 'hold' | 'trade-reservation';

const THROTTLES: Record<SeatKind, { key: string; perHour: () => number; message: (n: number) => string }> = {
  hold: { key: 'seat-holds', perHour: () => CONFIG.holdsPerHour, message: DOMAIN_TEXT.holdLimit },
  'trade-reservation': {
    key: 'seat-trade-reservations',
    perHour: () => CONFIG.tradeReservationsPerHour,
    message: DOMAIN_TEXT.tradeReservationLimit,
  },
};

/** Refuses (resource-exhausted) a customer at the hourly ceiling; otherwise answers the count to commit. */
export async function readSeatThrottle(
  tx: Transaction,
  uid: string,
  kind: SeatKind,
  now: Date,
): Promise<RateLimitCheck> {
  const throttle = THROTTLES[kind];
  const limit = throttle.perHour();
  const check = await readRateLimit(
    tx,
    `${throttle.key}-${hashKey(throttle.key, uid)}`,
    limit,
    CONFIG.hourMs,
    now,
  );
  if (!check.allowed) {
    refuse(
      'resource-exhausted',
      kind === 'hold' ? 'hold-limit' : 'trade-reservation-limit',
      throttle.message(limit),
    );
  }
  return check;
}

/** Counts the seat just created (a write: call after every read of the transaction). */
export function countSeat(tx: Transaction, check: RateLimitCheck): void {
  commitRateLimit(tx, check);
}
