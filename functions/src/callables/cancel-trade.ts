import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import type { OrderStatusResponse } from '../../../src/contracts/booking-api';
import { cancelTrade as cancelTradeData } from '../data/trading';
import { orderIdRequest, parseRequest, requireCaller } from './booking-guards';

/** Takes the caller's order off the trade list (status back to 'confirmed', updatedAt set). */
export const cancelTrade = onCall(APP_CALL, async (request): Promise<OrderStatusResponse> => {
  const input = parseRequest(orderIdRequest, request.data);
  const caller = requireCaller(request);
  return cancelTradeData(caller.uid, input.orderId, new Date());
});
