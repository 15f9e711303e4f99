import { onCall } from 'firebase-functions/v2/https';
import type { CheckEmailAvailabilityResponse } from '../../../src/contracts/account-api';
import { PUBLIC_CALL } from '../http/call-options';
import { fail } from '../refusals/call-errors';
import { anyone } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/people/registered-emails';
import { availabilityLimits } from '../http/availability-limits';
import { emailRequest } from '../http/fields';

/**
 * Tells the sign-up form whether an email is free before the phone is verified. Limited per caller address and
 * per email checked (resource-exhausted), so it cannot be used to list who has an account.
 */
export const checkEmailAvailability = onCall(
  PUBLIC_CALL,
  callable('checkEmailAvailability', {
    schema: emailRequest,
    invalid: 'invalid-email',
    guard: anyone,
    limits: availabilityLimits('email', (input: { email: string }) => input.email),
    handler: async ({ input: { email } }): Promise<CheckEmailAvailabilityResponse> => {
      try {
        return { available: !(await store.isEmailRegistered(email)) };
      } catch {
        return fail('email-check-failed');
      }
    },
  }),
);
