import { onCall } from 'firebase-functions/v2/https';
import type { RecordPasswordResetResponse } from '../../../src/contracts/account-api';
import { CONFIG } from '../config';
import { PUBLIC_CALL } from '../http/call-options';
import { callerAddress } from '../keys/caller-address';
import { anyone } from '../http/guards';
import { hashKey } from '../keys/hash-key';
import { callable, hourly } from '../http/pipeline';
import { loginAttemptKey } from '../data/people/login-attempts';
import { logs } from '../logs';
import { emailRequest } from '../http/fields';

export const PASSWORD_RESET_RECORDED = 'Password reset email sent. Please check your inbox.';

/**
 * Records a password-reset request before the client asks Auth to send the email. The limits are per caller
 * address (CONFIG.passwordResetsPerHour for one email, CONFIG.passwordResetsPerCallerPerHour in all), never per
 * email alone: a stranger's requests use up the stranger's budget and cannot stop the owner's reset.
 * It lifts no lock by itself; the reset does, once the owner has actually changed the password.
 */
export const recordPasswordReset = onCall(
  PUBLIC_CALL,
  callable('recordPasswordReset', {
    schema: emailRequest,
    guard: anyone,
    limits: {
      budgets: ({ input: { email }, request }) => {
        const address = callerAddress(request);
        return [
          hourly('caller', hashKey('password-reset-caller', address), CONFIG.passwordResetsPerCallerPerHour),
          hourly(
            'caller-email',
            hashKey('password-reset-caller-email', `${address}|${email}`),
            CONFIG.passwordResetsPerHour,
          ),
        ];
      },
      refusal: 'too-many-password-resets',
      onRefused: (name, { input }) =>
        logs.passwordResetRateLimited(
          loginAttemptKey(input.email),
          name === 'caller' ? 'caller' : 'caller-email',
        ),
    },
    handler: async ({ input: { email } }): Promise<RecordPasswordResetResponse> => {
      logs.passwordResetRecorded(loginAttemptKey(email));
      return { success: true, message: PASSWORD_RESET_RECORDED };
    },
  }),
);
