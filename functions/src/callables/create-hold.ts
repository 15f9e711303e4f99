import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { CreateHoldRequest, CreateHoldResponse } from '../../../src/contracts/booking-api';
import { createHold as createHoldData } from '../data/holds';
import { appointmentType, isoDate, location, parseRequest, requireCaller, time12 } from './booking-guards';

export const createHoldSchema = z.strictObject({
  appointmentDate: isoDate,
  appointmentTime: time12,
  appointmentType,
  location,
  pageLoadId: z.string().max(100),
}) satisfies z.ZodType<CreateHoldRequest>;

/** Holds a seat for 2 minutes (server clock) while the customer completes the booking. */
export const createHold = onCall(APP_CALL, async (request): Promise<CreateHoldResponse> => {
  const input = parseRequest(createHoldSchema, request.data);
  const caller = requireCaller(request);
  return createHoldData(caller.uid, input, new Date());
});
