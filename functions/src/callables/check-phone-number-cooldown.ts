import { PUBLIC_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { MESSAGES } from '../../../src/domain/messages';
import { consumeAvailabilityCheck } from '../data/availability-checks';
import { claimBlocks, readPhoneClaim } from '../data/phone-claims';
import { parseInput } from '../http/guards';
import { phoneRequestSchema, type PhoneRequest } from './phone-number-schema';
import type { CheckPhoneNumberCooldownResponse } from '../../../src/contracts/account-api';

export type CheckPhoneNumberCooldownRequest = PhoneRequest;

/**
 * Asked before sending an SMS code during sign-up or a contact change: was this number verified by another
 * account within the cooldown (CONFIG.phoneClaimCooldownMs)? Open to visitors; a signed-in caller's own claim
 * never blocks them. Limited per caller address and per number checked (resource-exhausted).
 */
export const checkPhoneNumberCooldown = onCall<CheckPhoneNumberCooldownRequest>(
  PUBLIC_CALL,
  async (request): Promise<CheckPhoneNumberCooldownResponse> => {
    const { phoneNumber } = parseInput(phoneRequestSchema, request.data);
    const now = new Date();
    await consumeAvailabilityCheck(request, 'phone', phoneNumber, now);
    const claim = await readPhoneClaim(phoneNumber);
    if (claimBlocks(claim, request.auth?.uid ?? null, now)) {
      return { available: false, message: MESSAGES.signUp.phoneRecentlyVerified };
    }
    return { available: true, message: '' };
  },
);
