import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { CompleteOrderRequest, CompleteOrderResponse } from '../../../src/contracts/bay-api';
import { PASS_CALL } from '../http/call-options';
import { bayStaff } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/orders/bay-visit';
import { bayScanRequest } from '../http/bay-fields';
import { orderIdRequest } from '../http/fields';

export const completeOrderSchema = z.union([
  bayScanRequest,
  orderIdRequest,
]) satisfies z.ZodType<CompleteOrderRequest>;

/** Bay attendants and admins: marks a checked-in car washed (status 'completed'), once. */
export const completeOrder = onCall(
  PASS_CALL,
  callable('completeOrder', {
    schema: completeOrderSchema,
    guard: bayStaff(),
    handler: async ({ input, caller, now }): Promise<CompleteOrderResponse> =>
      store.completeOrder(caller, await store.locateOrder(input, now), now),
  }),
);
