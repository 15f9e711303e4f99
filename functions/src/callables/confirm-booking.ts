import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { findPackageById } from '../../../src/domain/catalogue';
import { validateNumberPlate } from '../../../src/domain/validation';
import type { ConfirmBookingRequest } from '../../../src/contracts/booking-api';
import { PASS_CALL } from '../http/call-options';
import { fail } from '../refusals/call-errors';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/orders/booking-confirmation';
import { faultPoint } from '../data/orders/fault-drills';
import { appointmentType, docId, requestId, serviceId } from '../http/fields';

export const confirmBookingSchema = z.strictObject({
  holdId: docId,
  requestId,
  serviceId,
  appointmentType,
  specialInstructions: z.string().trim().max(500).optional(),
  numberPlate: z.string().max(30).nullable().optional(),
  // A wash plan of the caller that pays for this wash (issue 43): judged and reserved in the booking's transaction.
  planId: docId.optional(),
}) satisfies z.ZodType<ConfirmBookingRequest>;

/** Turns the caller's hold into a confirmed order at the catalogue price. Idempotent per requestId. */
export const confirmBooking = onCall(
  PASS_CALL,
  callable('confirmBooking', {
    schema: confirmBookingSchema,
    guard: signedIn(),
    handler: async ({ input: { serviceId, numberPlate, ...input }, caller, now }) => {
      const plate = validateNumberPlate(numberPlate);
      if (!plate.ok) fail('invalid-number-plate');
      const servicePackage = findPackageById(serviceId)!;
      const answer = await store.confirmBooking(
        caller.uid,
        caller.email,
        { ...input, servicePackage, numberPlate: plate.value },
        now,
      );
      // Emulators only: a drill may end the process here, after the commit and before the answer.
      await faultPoint('confirmBooking-afterCommit', caller.uid);
      return answer;
    },
  }),
);
