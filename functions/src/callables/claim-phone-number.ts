import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '../../../src/contracts/documents';
import { CONFIG } from '../config';
import { db } from '../data/admin-sdk';
import { applyInheritance, findInheritedBlocks, phoneBlockKey } from '../data/block-identity';
import { claimBlocks, phoneClaimKey, phoneClaimRef, readPhoneClaim } from '../data/phone-claims';
import { PUBLIC_CALL } from '../http/call-options';
import { fail } from '../http/call-errors';
import { signedIn, verifiedEmail } from '../http/guards';
import { callable } from '../http/pipeline';
import { logs } from '../logs';
import { phoneRequestSchema } from '../http/phone-number-schema';
import type { ClaimPhoneNumberResponse } from '../../../src/contracts/account-api';

export const PHONE_CLAIMED = 'Phone number verified successfully.';

/**
 * Records that the caller verified a phone number and, if their profile exists, sets contact, phoneVerified,
 * phoneVerifiedAt and clears pendingContact, in one transaction. The only writer of a verified phone. An active
 * block kept from a deleted account with this phone number or the caller's verified e-mail becomes the caller's own.
 * Errors: invalid-argument (not +1868 and 7 digits); unauthenticated; permission-denied (the ID token does not
 * carry this verified phone_number: verify it by SMS first); failed-precondition (another account verified it
 * within the cooldown: 'This phone number was recently verified. Please try again later.').
 */
export const claimPhoneNumber = onCall(
  PUBLIC_CALL,
  callable('claimPhoneNumber', {
    schema: phoneRequestSchema,
    guard: signedIn('must-sign-in'),
    handler: async ({ input: { phoneNumber }, caller, now }): Promise<ClaimPhoneNumberResponse> => {
      const key = phoneClaimKey(phoneNumber);
      if (caller.phoneNumber !== phoneNumber) {
        logs.phoneClaimRefused(caller.uid, key, 'unverified');
        fail('phone-not-verified-by-sms');
      }
      const inherited = await db.runTransaction(async (tx) => {
        const claim = await readPhoneClaim(phoneNumber, tx);
        const userRef = db.collection(COLLECTIONS.users).doc(caller.uid);
        const user = await tx.get(userRef);
        if (claimBlocks(claim, caller.uid, now)) {
          logs.phoneClaimRefused(caller.uid, key, 'cooldown');
          fail('phone-recently-verified');
        }
        const email = verifiedEmail(caller);
        const inheritance = await findInheritedBlocks(tx, caller.uid, phoneNumber, email, now);
        // A blocked account moving to another number keeps the one it leaves on its blocks too (contact is written
        // by this callable only, so it is a number the account verified, even while a change is pending).
        const leaving = user.exists ? user.get('contact') : null;
        if (typeof leaving === 'string' && leaving) inheritance.phoneHashes.push(phoneBlockKey(leaving));
        applyInheritance(tx, caller.uid, inheritance);
        tx.set(phoneClaimRef(phoneNumber), {
          uid: caller.uid,
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
      for (const { type, data } of inherited)
        logs.blockInherited(caller.uid, type, String(data.inheritedFrom));
      logs.phoneClaimed(caller.uid, key);
      return { message: PHONE_CLAIMED };
    },
  }),
);
