import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { LeaveWaitlistRequest } from '../../../src/contracts/waitlist-api';
import { APP_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import { leaveWaitlist as leave } from '../data/waitlist/join-and-leave';
import { docId } from '../http/fields';

export const leaveWaitlistSchema = z.strictObject({
  entryId: docId,
}) satisfies z.ZodType<LeaveWaitlistRequest>;

/** Leaves one of the caller's entries; an offered seat is given back to the line (declined). */
export const leaveWaitlist = onCall(
  APP_CALL,
  callable('leaveWaitlist', {
    schema: leaveWaitlistSchema,
    guard: signedIn(),
    handler: ({ input, caller, now }) => leave(caller.uid, input.entryId, now),
  }),
);
