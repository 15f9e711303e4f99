import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import type { GiveUpOrderResponse } from '../../../src/contracts/booking-api';
import { giveUpOrder as giveUpOrderData } from '../data/give-up-order';
import { orderIdRequest, parseRequest, requireCaller } from './booking-guards';

/** Deletes the caller's open order (more than 2 hours ahead, at most 2 per rolling 24 hours). */
export const giveUpOrder = onCall(APP_CALL, async (request): Promise<GiveUpOrderResponse> => {
  const input = parseRequest(orderIdRequest, request.data);
  const caller = requireCaller(request);
  return giveUpOrderData(caller.uid, input.orderId, new Date());
});
