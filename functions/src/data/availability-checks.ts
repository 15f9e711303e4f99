// Budgets of the open "is this e-mail / phone number taken?" checks, so they cannot enumerate accounts: per caller
// address (one caller cannot sweep many values) and per value checked (many callers cannot hammer one value).
// The per-value budget can be used up by strangers, so the forms treat resource-exhausted as "unknown" and go on:
// the real decisions (Auth's e-mail uniqueness, claimPhoneNumber's cooldown) are made on the server later anyway.
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { MESSAGES } from '../../../src/domain/messages';
import { CONFIG } from '../config';
import { callerKey } from '../http/caller-address';
import { hashKey } from '../http/guards';
import { logs } from '../logs';
import { db } from './admin';
import { commitRateLimit, readRateLimit } from './rate-limit';

/** Counts one check of `value` by this caller, or throws resource-exhausted when either budget is spent. */
export async function consumeAvailabilityCheck(
  request: Pick<CallableRequest, 'rawRequest'>,
  kind: 'email' | 'phone',
  value: string,
  now: Date,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const byCaller = await readRateLimit(
      tx,
      callerKey(`${kind}-check-caller`, request),
      CONFIG.availabilityChecksPerCallerPerHour,
      CONFIG.hourMs,
      now,
    );
    const byTarget = await readRateLimit(
      tx,
      hashKey(`${kind}-check-target`, value),
      CONFIG.availabilityChecksPerTargetPerHour,
      CONFIG.hourMs,
      now,
    );
    if (!byCaller.allowed || !byTarget.allowed) {
      logs.availabilityCheckRateLimited(kind, byCaller.allowed ? 'target' : 'caller');
      throw new HttpsError('resource-exhausted', MESSAGES.auth.tooManyRequests);
    }
    commitRateLimit(tx, byCaller);
    commitRateLimit(tx, byTarget);
  });
}
