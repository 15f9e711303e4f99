import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { JoinWaitlistRequest } from '../../../src/contracts/waitlist-api';
import { APP_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import { joinWaitlist as join } from '../data/waitlist/join-and-leave';
import { appointmentType, isoDate, location, time12 } from '../http/fields';

export const joinWaitlistSchema = z.strictObject({
  date: isoDate,
  location,
  appointmentType,
  from: time12,
  to: time12,
}) satisfies z.ZodType<JoinWaitlistRequest>;

/** Joins the line of a full time (or window of times): judged as a booking would be, at most 3 open entries. */
export const joinWaitlist = onCall(
  APP_CALL,
  callable('joinWaitlist', {
    schema: joinWaitlistSchema,
    guard: signedIn(),
    handler: ({ input, caller, now }) => join(caller.uid, input, now),
  }),
);
