// The per-customer ceiling on different number plates (domain/plate-usage.ts): plateUsage/{uid}, server-only, holds
// each plate the customer named lately as a hash (a plate a customer merely tried is not theirs to keep in clear)
// with when it was last named. Counted in its own transaction BEFORE the booking transaction, so a plate counts
// whatever the booking's outcome: the spec's 'already booked' refusal rolls the booking back, and would otherwise
// let a customer probe plates without limit. A customer at the ceiling is refused before the plate's day is looked
// at, with nothing written.
import { Timestamp } from 'firebase-admin/firestore';
import { DOMAIN_TEXT } from '../../../../src/domain/messages';
import { recordPlateTry, type PlateUsage } from '../../../../src/domain/plate-usage';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { CONFIG } from '../../config';
import { hashKey } from '../../keys/hash-key';
import { db } from '../admin-sdk';
import { refuse } from '../../refusals/booking-errors';

const DAY_MS = 86_400_000;

function readUsage(value: unknown): PlateUsage {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

/** Counts `plate` (normalised) as named by `uid` now, or refuses (resource-exhausted, plate-limit). */
export async function countPlateTry(uid: string, plate: string, now: Date): Promise<void> {
  const ref = db.collection(COLLECTIONS.plateUsage).doc(uid);
  const policy = { maxDistinct: CONFIG.distinctPlatesPerCustomer, windowMs: CONFIG.plateWindowMs };
  const outcome = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const next = recordPlateTry(readUsage(snap.get('plates')), hashKey('plate', plate), now, policy);
    if (next.ok) {
      tx.set(ref, {
        plates: next.usage,
        updatedAt: Timestamp.fromDate(now),
        expiresAt: Timestamp.fromMillis(now.getTime() + policy.windowMs),
      });
    }
    return next;
  });
  if (!outcome.ok) {
    const days = Math.round(policy.windowMs / DAY_MS);
    refuse('resource-exhausted', 'plate-limit', DOMAIN_TEXT.plateLimit(outcome.limit, days));
  }
}
