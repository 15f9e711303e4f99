import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { RebookOrderRequest, RebookOrderResponse } from '../../../src/contracts/booking-api';
import { rebookOrder as rebookOrderData } from '../data/rebook-order';
import { docId, isoDate, parseRequest, requireCaller, time12 } from './booking-guards';

export const rebookOrderSchema = z.strictObject({
  orderId: docId,
  appointmentDate: isoDate,
  appointmentTime: time12,
}) satisfies z.ZodType<RebookOrderRequest>;

/** Moves the caller's order to a new date and time (once per order), price 0, ' changed' appended. */
export const rebookOrder = onCall(APP_CALL, async (request): Promise<RebookOrderResponse> => {
  const input = parseRequest(rebookOrderSchema, request.data);
  const caller = requireCaller(request);
  return rebookOrderData(caller.uid, input, new Date());
});
