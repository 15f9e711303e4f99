// The one writer of a verified phone number (claimPhoneNumber): the claim, the profile's contact and the blocks a
// deleted account with this number or e-mail left behind, in one transaction.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { CONFIG } from '../../config';
import { fail } from '../../refusals/call-errors';
import { logs } from '../../logs';
import { db } from '../admin-sdk';
import { applyInheritance, findInheritedBlocks, phoneBlockKey } from './block-identity';
import { claimBlocks, phoneClaimKey, phoneClaimRef, readPhoneClaim } from './phone-claims';

/**
 * Claims `phoneNumber` for `uid` (failed-precondition while another account's claim is in its cooldown) and
 * answers the blocks the account inherited. `email`: the caller's verified e-mail address, or null.
 */
export function claimPhoneNumber(uid: string, phoneNumber: string, email: string | null, now: Date) {
  return db.runTransaction(async (tx) => {
    const claim = await readPhoneClaim(phoneNumber, tx);
    const userRef = db.collection(COLLECTIONS.users).doc(uid);
    const user = await tx.get(userRef);
    if (claimBlocks(claim, uid, now)) {
      logs.phoneClaimRefused(uid, phoneClaimKey(phoneNumber), 'cooldown');
      fail('phone-recently-verified');
    }
    const inheritance = await findInheritedBlocks(tx, uid, phoneNumber, email, now);
    // A blocked account moving to another number keeps the one it leaves on its blocks too (contact is written
    // by this store only, so it is a number the account verified, even while a change is pending).
    const leaving = user.exists ? user.get('contact') : null;
    if (typeof leaving === 'string' && leaving) inheritance.phoneHashes.push(phoneBlockKey(leaving));
    applyInheritance(tx, uid, inheritance);
    tx.set(phoneClaimRef(phoneNumber), {
      uid,
      claimedAt: Timestamp.fromDate(now),
      cooldownUntil: Timestamp.fromMillis(now.getTime() + CONFIG.phoneClaimCooldownMs),
    });
    if (user.exists) {
      tx.update(userRef, {
        contact: phoneNumber,
        phoneVerified: true,
        phoneVerifiedAt: FieldValue.serverTimestamp(),
        pendingContact: null,
      });
    }
    return inheritance.writes;
  });
}
