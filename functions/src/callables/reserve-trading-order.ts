import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import type { ReserveTradingOrderResponse } from '../../../src/contracts/booking-api';
import { reserveTradingOrder as reserveData } from '../data/trading';
import { orderIdRequest, parseRequest, requireCaller } from './booking-guards';

/** Reserves another customer's trading order for the trade timer (30 s free, 300 s special). */
export const reserveTradingOrder = onCall(APP_CALL, async (request): Promise<ReserveTradingOrderResponse> => {
  const input = parseRequest(orderIdRequest, request.data);
  const caller = requireCaller(request);
  return reserveData(caller.uid, input.orderId, new Date());
});
