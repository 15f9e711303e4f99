import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { MESSAGES } from '../../../src/domain/messages';
import type { DeleteMyAccountResponse } from '../../../src/contracts/booking-api';
import { deleteAccountData, secondsSinceSignIn } from '../data/account-deletion';
import { refuse } from '../data/booking-errors';
import { parseRequest, requireCaller } from './booking-guards';

/** A deletion must follow a sign-in (or reauthentication) within this many seconds. */
const RECENT_SIGN_IN_SECONDS = 5 * 60;

export const deleteMyAccountSchema = z.strictObject({});

/** Deletes the caller's data (orders released or anonymised), then their Auth user. */
export const deleteMyAccount = onCall(APP_CALL, async (request): Promise<DeleteMyAccountResponse> => {
  parseRequest(deleteMyAccountSchema, request.data ?? {});
  const caller = requireCaller(request);
  const now = new Date();
  if (secondsSinceSignIn(caller.token.auth_time, now) > RECENT_SIGN_IN_SECONDS) {
    refuse('failed-precondition', 'requires-recent-login', MESSAGES.deleteAccount.requiresRecentLogin);
  }
  const result = await deleteAccountData(caller.uid, caller.email, now);
  return { deleted: true, ...result };
});
