import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { ReleaseHoldRequest, ReleaseHoldResponse } from '../../../src/contracts/booking-api';
import { releaseHold as releaseHoldData } from '../data/holds';
import { docId, parseRequest, requireCaller } from './booking-guards';

export const releaseHoldSchema = z.strictObject({ holdId: docId }) satisfies z.ZodType<ReleaseHoldRequest>;

/** Releases the caller's hold or trading reservation (idempotent). */
export const releaseHold = onCall(APP_CALL, async (request): Promise<ReleaseHoldResponse> => {
  const input = parseRequest(releaseHoldSchema, request.data);
  const caller = requireCaller(request);
  return releaseHoldData(caller.uid, input.holdId, new Date());
});
