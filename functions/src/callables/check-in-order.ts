import { onCall } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { CheckInOrderRequest, CheckInOrderResponse } from '../../../src/contracts/bay-api';
import { PASS_CALL } from '../http/call-options';
import { bayStaff } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/orders/bay-visit';
import { bayScanRequest } from '../http/bay-fields';

export const checkInOrderSchema = bayScanRequest satisfies z.ZodType<CheckInOrderRequest>;

/** Bay attendants and admins: checks a car in by its scanned pass or typed order code + plate, once. */
export const checkInOrder = onCall(
  PASS_CALL,
  callable('checkInOrder', {
    schema: checkInOrderSchema,
    guard: bayStaff(),
    handler: async ({ input, caller, now }): Promise<CheckInOrderResponse> =>
      store.checkInOrder(caller, await store.locateOrder(input, now), now),
  }),
);
