import { onCall } from 'firebase-functions/v2/https';
import type { DeleteMyAccountResponse } from '../../../src/contracts/booking-api';
import { APP_CALL } from '../http/call-options';
import { fail } from '../refusals/call-errors';
import { signedIn, verifiedEmail } from '../http/guards';
import { callable } from '../http/pipeline';
import { deleteAccountData, secondsSinceSignIn } from '../data/people/account-deletion';
import { emptyRequest } from '../http/fields';

/** A deletion must follow a sign-in (or reauthentication) within this many seconds. */
const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** Deletes the caller's data (orders released or anonymised), then their Auth user. */
export const deleteMyAccount = onCall(
  APP_CALL,
  callable('deleteMyAccount', {
    schema: emptyRequest,
    guard: signedIn(),
    handler: async ({ caller, now }): Promise<DeleteMyAccountResponse> => {
      if (secondsSinceSignIn(caller.token.auth_time, now) > RECENT_SIGN_IN_SECONDS)
        fail('requires-recent-login');
      const email = { address: caller.email, verified: verifiedEmail(caller) !== null };
      return { deleted: true, ...(await deleteAccountData(caller.uid, email, now)) };
    },
  }),
);
