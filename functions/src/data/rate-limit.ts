// Fixed-window counters in rateLimits/{key}, consumed inside the caller's transaction.
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../src/contracts/documents';
import { db } from './admin-sdk';

export interface RateLimitCheck {
  ref: DocumentReference;
  allowed: boolean;
  next: { count: number; windowStart: Timestamp; expiresAt: Timestamp };
}

/** A fixed-window counter as stored (`count` events since `windowStart`), or nothing yet. */
export interface StoredWindowCount {
  count?: number;
  windowStart?: Timestamp;
}

/**
 * Whether one more event fits in `limit` per `windowMs` on the counter `stored`, and the counter with it counted
 * (a pure decision: readRateLimit's, and the hold ceiling kept in the seat-time document, seat-throttles.ts).
 */
export function windowCount(
  stored: StoredWindowCount | undefined,
  limit: number,
  windowMs: number,
  now: Date,
): Omit<RateLimitCheck, 'ref'> {
  const windowStart = stored?.windowStart?.toDate();
  const inWindow = windowStart !== undefined && now.getTime() - windowStart.getTime() < windowMs;
  const count = inWindow ? (stored?.count ?? 0) : 0;
  const start = inWindow ? windowStart : now;
  return {
    allowed: count < limit,
    next: {
      count: count + 1,
      windowStart: Timestamp.fromDate(start),
      expiresAt: Timestamp.fromMillis(start.getTime() + windowMs),
    },
  };
}

/**
 * Reads one counter and says whether one more event fits in `limit` per `windowMs`. Call `commitRateLimit` with
 * the result (after all reads of the transaction) to count the event.
 */
export async function readRateLimit(
  tx: Transaction,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<RateLimitCheck> {
  const ref = db.collection(COLLECTIONS.rateLimits).doc(key);
  const snap = await tx.get(ref);
  return { ref, ...windowCount(snap.data() as StoredWindowCount | undefined, limit, windowMs, now) };
}

export function commitRateLimit(tx: Transaction, check: RateLimitCheck): void {
  tx.set(check.ref, check.next);
}
