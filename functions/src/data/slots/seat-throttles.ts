// Per-customer ceilings on taking seats: holds and trade reservations created per hour, keyed on the caller's uid
// (what the server observed, not anything the caller wrote). A seat counts when it is created and is never given
// back, so a reservation that expires unpaid or is released still counts against its taker. Read inside the
// booking transaction after the user lock, so concurrent calls of one customer cannot overshoot. The counter's key
// is a hash of the uid: a deleted account leaves no identifier behind while its counter runs out.
//   Besides the count, the time: every hold and every extension of a hold for a special's checkout is charged, when
// granted, against the account's budget of held-seat time per rolling hour (CONFIG.seatTimeMsPerHour, 40 minutes:
// docs/threat-model.md), so starting checkouts on fresh holds cannot keep a slot held all hour. Like the count, a
// charge is never given back (a hold replaced or released early still cost its time).
//   The hold ceiling's count is kept IN the seat-time document (field `holds`, issue 45): every hold reads and writes
// that document anyway, so counting there costs a hold one read and one write fewer than a counter of its own (the
// trade reservations' ceiling keeps its own counter, rateLimits/seat-trade-reservations-{hash}).
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { DOMAIN_TEXT } from '../../../../src/domain/messages';
import { chargeSeatTime, type SeatTimeCharge } from '../../../../src/domain/seat-time';
import { CONFIG } from '../../config';
import { hashKey } from '../../keys/hash-key';
import { db } from '../admin-sdk';
import { refuse } from '../../refusals/booking-errors';
import {
  commitRateLimit,
  readRateLimit,
  windowCount,
  type RateLimitCheck,
  type StoredWindowCount,
} from '../rate-limit';

export type SeatKind = 'hold' | 'trade-reservation';

const THROTTLES: Record<SeatKind, { perHour: () => number; message: (n: number) => string }> = {
  hold: { perHour: () => CONFIG.holdsPerHour, message: DOMAIN_TEXT.holdLimit },
  'trade-reservation': {
    perHour: () => CONFIG.tradeReservationsPerHour,
    message: DOMAIN_TEXT.tradeReservationLimit,
  },
};
/** The trade reservations' hourly counter (holds are counted in the seat-time document, `requireHoldCeiling`). */
const TRADE_RESERVATION_KEY = 'seat-trade-reservations';

function refuseAtCeiling(kind: SeatKind, limit: number): never {
  return refuse(
    'resource-exhausted',
    kind === 'hold' ? 'hold-limit' : 'trade-reservation-limit',
    THROTTLES[kind].message(limit),
  );
}

/**
 * Refuses (resource-exhausted) a customer at the hourly ceiling of trade reservations; otherwise answers the count
 * to commit (`countSeat`). Holds are counted in the seat-time document instead (`requireHoldCeiling`).
 */
export async function readSeatThrottle(
  tx: Transaction,
  uid: string,
  kind: 'trade-reservation',
  now: Date,
): Promise<RateLimitCheck> {
  const limit = THROTTLES[kind].perHour();
  const check = await readRateLimit(
    tx,
    `${TRADE_RESERVATION_KEY}-${hashKey(TRADE_RESERVATION_KEY, uid)}`,
    limit,
    CONFIG.hourMs,
    now,
  );
  if (!check.allowed) refuseAtCeiling(kind, limit);
  return check;
}

/** Counts the seat just created (a write: call after every read of the transaction). */
export function countSeat(tx: Transaction, check: RateLimitCheck): void {
  commitRateLimit(tx, check);
}

/**
 * The account's held-seat time charged in the last hour and its hourly count of holds
 * (rateLimits/seat-time-{hash of the uid}).
 */
export interface SeatTimeLedger {
  ref: DocumentReference;
  charges: SeatTimeCharge[];
  /** The hold ceiling's fixed-window count as stored beside the charges (null: none yet). */
  holds: Required<StoredWindowCount> | null;
}

const MINUTE_MS = 60_000;

const storedHolds = (value: unknown): SeatTimeLedger['holds'] => {
  const v = value as StoredWindowCount | null | undefined;
  return typeof v?.count === 'number' && v.windowStart instanceof Timestamp
    ? { count: v.count, windowStart: v.windowStart }
    : null;
};

/** Reads the caller's seat-time charges and hold count (a read: call with the transaction's other reads). */
export async function readSeatTime(tx: Transaction, uid: string): Promise<SeatTimeLedger> {
  const ref = db.collection(COLLECTIONS.rateLimits).doc(`seat-time-${hashKey('seat-time', uid)}`);
  const snap = await tx.get(ref);
  const stored: unknown = snap.get('charges');
  const charges = (Array.isArray(stored) ? stored : []).filter(
    (c: unknown): c is SeatTimeCharge =>
      typeof (c as SeatTimeCharge | null)?.at === 'number' && typeof (c as SeatTimeCharge).ms === 'number',
  );
  return { ref, charges: charges.map(({ at, ms }) => ({ at, ms })), holds: storedHolds(snap.get('holds')) };
}

/**
 * Refuses (resource-exhausted, 'hold-limit') a customer who created CONFIG.holdsPerHour holds this hour; otherwise
 * answers the ledger with this hold counted, to commit with `commitSeatTime`.
 */
export function requireHoldCeiling(ledger: SeatTimeLedger, now: Date): SeatTimeLedger {
  const limit = THROTTLES.hold.perHour();
  const check = windowCount(ledger.holds ?? undefined, limit, CONFIG.hourMs, now);
  if (!check.allowed) refuseAtCeiling('hold', limit);
  return { ...ledger, holds: { count: check.next.count, windowStart: check.next.windowStart } };
}

/**
 * Refuses (resource-exhausted, 'seat-time-limit', saying when to try again) a grant of `ms` of held-seat time that
 * would take the caller past the hourly budget; otherwise answers the ledger to commit with `commitSeatTime`.
 */
export function requireSeatTime(ledger: SeatTimeLedger, ms: number, now: Date): SeatTimeLedger {
  const limitMs = CONFIG.seatTimeMsPerHour;
  const minutes = Math.round(limitMs / MINUTE_MS);
  const refuseUntil = (retryAt: number) =>
    refuse(
      'resource-exhausted',
      'seat-time-limit',
      DOMAIN_TEXT.seatTimeLimit(minutes, Math.max(1, Math.ceil((retryAt - now.getTime()) / MINUTE_MS))),
    );
  // A grant longer than the whole budget (a misconfigured session length) never fits.
  if (ms > limitMs) return refuseUntil(now.getTime() + CONFIG.hourMs);
  const decision = chargeSeatTime({ charges: ledger.charges, ms, now, limitMs, windowMs: CONFIG.hourMs });
  if (!decision.allowed) return refuseUntil(decision.retryAt.getTime());
  return { ...ledger, charges: decision.charges };
}

/**
 * Stores the charges `requireSeatTime` answered and the hold count (`requireHoldCeiling`, or as read): a write, call
 * after every read of the transaction. Kept until the last charge and the count's window have run out (`expiresAt`,
 * the TTL policy's field).
 */
export function commitSeatTime(tx: Transaction, ledger: SeatTimeLedger): void {
  if (ledger.charges.length === 0 && !ledger.holds) return;
  const ends = [
    ...ledger.charges.map((c) => c.at + CONFIG.hourMs),
    ...(ledger.holds ? [ledger.holds.windowStart.toMillis() + CONFIG.hourMs] : []),
  ];
  tx.set(ledger.ref, {
    charges: ledger.charges,
    ...(ledger.holds ? { holds: ledger.holds } : {}),
    expiresAt: Timestamp.fromMillis(Math.max(...ends)),
  });
}
