import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import type { OrderStatusResponse } from '../../../src/contracts/booking-api';
import { offerOrderForTrade as offerData } from '../data/trading';
import { orderIdRequest, parseRequest, requireCaller } from './booking-guards';

/** Puts the caller's confirmed order up for trade (status 'trading'). */
export const offerOrderForTrade = onCall(APP_CALL, async (request): Promise<OrderStatusResponse> => {
  const input = parseRequest(orderIdRequest, request.data);
  const caller = requireCaller(request);
  return offerData(caller.uid, input.orderId, new Date());
});
