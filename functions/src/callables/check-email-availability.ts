import { PUBLIC_CALL } from '../http/call-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { CheckEmailAvailabilityResponse } from '../../../src/contracts/account-api';
import { adminAuth } from '../data/admin';
import { consumeAvailabilityCheck } from '../data/availability-checks';

export const checkEmailAvailabilitySchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
});
export type CheckEmailAvailabilityRequest = z.input<typeof checkEmailAvailabilitySchema>;

/**
 * Tells the sign-up form whether an email is free before the phone is verified. Limited per caller address and
 * per email checked (resource-exhausted), so it cannot be used to list who has an account.
 */
export const checkEmailAvailability = onCall<CheckEmailAvailabilityRequest>(
  PUBLIC_CALL,
  async (request): Promise<CheckEmailAvailabilityResponse> => {
    const parsed = checkEmailAvailabilitySchema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', 'A valid email is required.');
    await consumeAvailabilityCheck(request, 'email', parsed.data.email, new Date());
    try {
      await adminAuth.getUserByEmail(parsed.data.email);
      return { available: false };
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return { available: true };
      throw new HttpsError('internal', 'Could not check the email.');
    }
  },
);
