import { onCall } from 'firebase-functions/v2/https';
import { MESSAGES } from '../../../src/domain/messages';
import type { CheckPhoneNumberCooldownResponse } from '../../../src/contracts/account-api';
import { PUBLIC_CALL } from '../http/call-options';
import { anyone } from '../http/guards';
import { callable } from '../http/pipeline';
import { claimBlocks, readPhoneClaim } from '../data/people/phone-claims';
import { availabilityLimits } from '../http/availability-limits';
import { phoneRequestSchema } from '../http/phone-number-schema';

/**
 * Asked before sending an SMS code during sign-up or a contact change: was this number verified by another
 * account within the cooldown (CONFIG.phoneClaimCooldownMs)? Open to visitors; a signed-in caller's own claim
 * never blocks them. Limited per caller address and per number checked (resource-exhausted).
 */
export const checkPhoneNumberCooldown = onCall(
  PUBLIC_CALL,
  callable('checkPhoneNumberCooldown', {
    schema: phoneRequestSchema,
    guard: anyone,
    limits: availabilityLimits('phone', (input: { phoneNumber: string }) => input.phoneNumber),
    handler: async ({ input: { phoneNumber }, caller, now }): Promise<CheckPhoneNumberCooldownResponse> => {
      const claim = await readPhoneClaim(phoneNumber);
      if (claimBlocks(claim, caller?.uid ?? null, now)) {
        return { available: false, message: MESSAGES.signUp.phoneRecentlyVerified };
      }
      return { available: true, message: '' };
    },
  }),
);
