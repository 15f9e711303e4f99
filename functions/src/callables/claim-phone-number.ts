import { onCall } from 'firebase-functions/v2/https';
import * as store from '../data/people/verified-phone';
import { primeBookingState } from '../data/slots/booking-user';
import { phoneClaimKey } from '../data/people/phone-claims';
import { PUBLIC_CALL } from '../http/call-options';
import { fail } from '../refusals/call-errors';
import { signedIn, verifiedEmail } from '../http/guards';
import { callable } from '../http/pipeline';
import { logs } from '../logs';
import { phoneRequestSchema } from '../http/phone-number-schema';
import type { ClaimPhoneNumberResponse } from '../../../src/contracts/account-api';

export const PHONE_CLAIMED = 'Phone number verified successfully.';

/**
 * Records that the caller verified a phone number and, if their profile exists, sets contact, phoneVerified,
 * phoneVerifiedAt and clears pendingContact, in one transaction; then builds their appointment map for their first
 * booking (booking-user.ts `primeBookingState`). The only writer of a verified phone. An active
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
      const inherited = await store.claimPhoneNumber(caller.uid, phoneNumber, verifiedEmail(caller), now);
      for (const { type, data } of inherited)
        logs.blockInherited(caller.uid, type, String(data.inheritedFrom));
      logs.phoneClaimed(caller.uid, key);
      // The first booking then reads no query of the orders; if this fails, that booking builds the map itself.
      await primeBookingState(caller.uid, now).catch((error: unknown) =>
        logs.bookingStateNotPrimed(caller.uid, error),
      );
      return { message: PHONE_CLAIMED };
    },
  }),
);
