import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { CreateHoldRequest } from '../../../src/contracts/booking-api';
import { APP_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/slots/slot-holds';
import { appointmentType, isoDate, location, time12 } from '../http/fields';

export const createHoldSchema = z.strictObject({
  appointmentDate: isoDate,
  appointmentTime: time12,
  appointmentType,
  location,
  pageLoadId: z.string().max(100),
}) satisfies z.ZodType<CreateHoldRequest>;

/** Holds a seat for 2 minutes (server clock) while the customer completes the booking. */
export const createHold = onCall(
  APP_CALL,
  callable('createHold', {
    schema: createHoldSchema,
    guard: signedIn(),
    handler: ({ input, caller, now }) => store.createHold(caller.uid, input, now),
  }),
);
