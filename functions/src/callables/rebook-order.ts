import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { RebookOrderRequest } from '../../../src/contracts/booking-api';
import { PASS_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/orders/order-rebook';
import { docId, isoDate, time12 } from '../http/fields';

export const rebookOrderSchema = z.strictObject({
  orderId: docId,
  appointmentDate: isoDate,
  appointmentTime: time12,
}) satisfies z.ZodType<RebookOrderRequest>;

/** Moves the caller's order to a new date and time (once per order), price 0, ' changed' appended. */
export const rebookOrder = onCall(
  PASS_CALL,
  callable('rebookOrder', {
    schema: rebookOrderSchema,
    guard: signedIn(),
    handler: ({ input, caller, now }) => store.rebookOrder(caller.uid, input, now),
  }),
);
