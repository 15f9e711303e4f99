// Shared schema and handler of checkFreeAppointmentEligibility and checkSpecialAppointmentEligibility.
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { AppointmentType } from '../../../src/contracts/types';
import { evaluateEligibility } from '../data/eligibility';
import { isStaff, parseInput, requireAuth } from '../http/guards';
import { logs } from '../logs';
import type { EligibilityResponse } from '../../../src/contracts/account-api';

export const eligibilitySchema = z.object({ userId: z.string().trim().min(1).max(128) });
export type EligibilityRequest = z.input<typeof eligibilitySchema>;

/**
 * Errors: invalid-argument (no userId); unauthenticated; permission-denied (asking about another user without
 * a staff claim). The UI allows the type on permission-denied or unavailable (spec 8); the booking callables
 * re-check eligibility in their transaction, so that never lets a blocked user book.
 */
export function eligibilityHandler(type: AppointmentType) {
  return async (request: CallableRequest): Promise<EligibilityResponse> => {
    const { userId } = parseInput(eligibilitySchema, request.data);
    const caller = requireAuth(request);
    if (userId !== caller.uid && !isStaff(caller)) {
      throw new HttpsError('permission-denied', 'You can only check your own eligibility.');
    }
    const result = await evaluateEligibility(type, userId, new Date());
    logs.eligibilityChecked(type, userId, result.canBook);
    return result;
  };
}
