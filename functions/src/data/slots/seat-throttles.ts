// Per-customer ceilings on taking seats: holds and trade reservations created per hour, keyed on the caller's uid
// (what the server observed, not anything the caller wrote). A seat counts when it is created and is never given
// back, so a reservation that expires unpaid or is released still counts against its taker. Read inside the
// booking transaction after the user lock, so concurrent calls of one customer cannot overshoot. The counter's key
// is a hash of the uid: a deleted account leaves no identifier behind while its counter runs out.
//   Besides the count, the time: every hold and every extension of a hold for a special's checkout is charged, when
// granted, against the account's budget of held-seat time per rolling hour (CONFIG.seatTimeMsPerHour, 40 minutes:
// docs/threat-model.md), so starting checkouts on fresh holds cannot keep a slot held all hour. Like the count, a
// charge is never given back (a hold replaced or released early still cost its time).
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { DOMAIN_TEXT } from '../../../../src/domain/messages';
import { chargeSeatTime, type SeatTimeCharge } from '../../../../src/domain/seat-time';
import { CONFIG } from '../../config';
import { hashKey } from '../../keys/hash-key';
import { db } from '../admin-sdk';
import { refuse } from '../../refusals/booking-errors';
import { commitRateLimit, readRateLimit, type RateLimitCheck } from '../rate-limit';

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

/** The account's held-seat time charged in the last hour (rateLimits/seat-time-{hash of the uid}). */
export interface SeatTimeLedger {
  ref: DocumentReference;
  charges: SeatTimeCharge[];
}

const MINUTE_MS = 60_000;

/** Reads the caller's seat-time charges (a read: call with the transaction's other reads). */
export async function readSeatTime(tx: Transaction, uid: string): Promise<SeatTimeLedger> {
  const ref = db.collection(COLLECTIONS.rateLimits).doc(`seat-time-${hashKey('seat-time', uid)}`);
  const stored: unknown = (await tx.get(ref)).get('charges');
  const charges = (Array.isArray(stored) ? stored : []).filter(
    (c: unknown): c is SeatTimeCharge =>
      typeof (c as SeatTimeCharge | null)?.at === 'number' && typeof (c as SeatTimeCharge).ms === 'number',
  );
  return { ref, charges: charges.map(({ at, ms }) => ({ at, ms })) };
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
  return { ref: ledger.ref, charges: decision.charges };
}

/** Stores the charges `requireSeatTime` answered (a write: call after every read of the transaction). */
export function commitSeatTime(tx: Transaction, ledger: SeatTimeLedger): void {
  if (ledger.charges.length === 0) return;
  tx.set(ledger.ref, {
    charges: ledger.charges,
    expiresAt: Timestamp.fromMillis(Math.max(...ledger.charges.map((c) => c.at)) + CONFIG.hourMs),
  });
}
