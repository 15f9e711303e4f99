import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { ListTradingOrdersResponse } from '../../../src/contracts/booking-api';
import { listTradingOrders as listData } from '../data/trading';
import { parseRequest, requireCaller } from './booking-guards';

export const listTradingOrdersSchema = z.strictObject({});

/** The appointments on offer that the caller may take over (no personal data: clients cannot read others' orders). */
export const listTradingOrders = onCall(APP_CALL, async (request): Promise<ListTradingOrdersResponse> => {
  parseRequest(listTradingOrdersSchema, request.data ?? {});
  const caller = requireCaller(request);
  return listData(caller.uid, new Date());
});
