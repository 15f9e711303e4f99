import { APP_CALL } from '../http/call-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { findPackageById } from '../../../src/domain/catalogue';
import { validateNumberPlate } from '../../../src/domain/validation';
import type { ConfirmBookingRequest, ConfirmBookingResponse } from '../../../src/contracts/booking-api';
import { confirmBooking as confirmBookingData } from '../data/confirm-booking';
import { appointmentType, docId, parseRequest, requireCaller, serviceId } from './booking-guards';

export const confirmBookingSchema = z.strictObject({
  holdId: docId,
  requestId: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
  serviceId,
  appointmentType,
  specialInstructions: z.string().trim().max(500).optional(),
  numberPlate: z.string().max(30).nullable().optional(),
}) satisfies z.ZodType<ConfirmBookingRequest>;

/** Turns the caller's hold into a confirmed order at the catalogue price. Idempotent per requestId. */
export const confirmBooking = onCall(APP_CALL, async (request): Promise<ConfirmBookingResponse> => {
  const input = parseRequest(confirmBookingSchema, request.data);
  const caller = requireCaller(request);
  const plate = validateNumberPlate(input.numberPlate);
  if (!plate.ok) throw new HttpsError('invalid-argument', plate.error);
  return confirmBookingData(
    caller.uid,
    caller.email,
    {
      holdId: input.holdId,
      requestId: input.requestId,
      appointmentType: input.appointmentType,
      specialInstructions: input.specialInstructions,
      servicePackage: findPackageById(input.serviceId)!,
      numberPlate: plate.value,
    },
    new Date(),
  );
});
