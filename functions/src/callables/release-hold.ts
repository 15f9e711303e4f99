import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { ReleaseHoldRequest } from '../../../src/contracts/booking-api';
import { APP_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/slots/slot-holds';
import { docId } from '../http/fields';

export const releaseHoldSchema = z.strictObject({ holdId: docId }) satisfies z.ZodType<ReleaseHoldRequest>;

/** Releases the caller's hold or trading reservation (idempotent). */
export const releaseHold = onCall(
  APP_CALL,
  callable('releaseHold', {
    schema: releaseHoldSchema,
    guard: signedIn(),
    handler: ({ input, caller, now }) => store.releaseHold(caller.uid, input.holdId, now),
  }),
);
