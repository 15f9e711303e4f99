// phoneClaims/{sha256(number)}: the last verification of a phone number, for the re-use cooldown. The raw number
// is not stored; cooldownUntil doubles as the TTL field, so a claim disappears once it stops mattering.
import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { hashKey } from '../../keys/hash-key';
import { db } from '../admin-sdk';

export const phoneClaimKey = (phoneNumber: string): string => hashKey('phone', phoneNumber);
export const phoneClaimRef = (phoneNumber: string) =>
  db.collection(COLLECTIONS.phoneClaims).doc(phoneClaimKey(phoneNumber));

export interface PhoneClaim {
  uid: string | null;
  cooldownUntil: Date;
}

export async function readPhoneClaim(phoneNumber: string, tx?: Transaction): Promise<PhoneClaim | null> {
  const ref = phoneClaimRef(phoneNumber);
  const snap = tx ? await tx.get(ref) : await ref.get();
  const data = snap.data() as { uid?: string | null; cooldownUntil?: Timestamp } | undefined;
  if (!data?.cooldownUntil) return null;
  return { uid: data.uid ?? null, cooldownUntil: data.cooldownUntil.toDate() };
}

/** A claim refuses everyone but its own account until cooldownUntil. */
export function claimBlocks(claim: PhoneClaim | null, uid: string | null, now: Date): boolean {
  return (
    claim !== null && claim.cooldownUntil.getTime() > now.getTime() && (uid === null || claim.uid !== uid)
  );
}
