// The one callable handler behind checkFreeAppointmentEligibility and checkSpecialAppointmentEligibility (callables/).
import { z } from 'zod';
import type { EligibilityRequest, EligibilityResponse } from '../../../src/contracts/account-api';
import type { AppointmentType } from '../../../src/contracts/documents';
import { fail } from '../refusals/call-errors';
import { isStaff, signedIn } from './guards';
import { callable } from './pipeline';
import { evaluateEligibility } from '../data/people/eligibility-check';
import { logs } from '../logs';
import { userId } from './fields';

export const eligibilitySchema = z.object({ userId }) satisfies z.ZodType<EligibilityRequest>;

/**
 * Errors: invalid-argument (no userId); unauthenticated; permission-denied (asking about another user without
 * a staff claim). The UI allows the type on permission-denied or unavailable (spec 8); the booking callables
 * re-check eligibility in their transaction, so that never lets a blocked user book.
 */
export const eligibilityCallable = (
  name: 'checkFreeAppointmentEligibility' | 'checkSpecialAppointmentEligibility',
  type: AppointmentType,
) =>
  callable(name, {
    schema: eligibilitySchema,
    guard: signedIn('must-sign-in'),
    handler: async ({ input, caller, now }): Promise<EligibilityResponse> => {
      if (input.userId !== caller.uid && !isStaff(caller)) fail('not-own-eligibility');
      const result = await evaluateEligibility(type, input.userId, now);
      logs.eligibilityChecked(type, input.userId, result.canBook);
      return result;
    },
  });
