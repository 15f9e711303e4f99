import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { ORDER_STATUSES } from '../../../src/domain/types';
import type { AdminUpdateOrderStatusRequest } from '../../../src/contracts/booking-api';
import { APP_CALL } from '../http/call-options';
import { admin } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/orders/admin-orders';
import { orderSelection } from '../http/fields';

export const adminUpdateOrderStatusSchema = z.strictObject({
  orderIds: orderSelection,
  status: z.enum(ORDER_STATUSES),
}) satisfies z.ZodType<AdminUpdateOrderStatusRequest>;

/** Admin: sets a status on 1..150 orders (single row dropdown or bulk action). */
export const adminUpdateOrderStatus = onCall(
  APP_CALL,
  callable('adminUpdateOrderStatus', {
    schema: adminUpdateOrderStatusSchema,
    guard: admin(),
    handler: ({ input, caller, now }) =>
      store.adminUpdateOrderStatus(caller, input.orderIds, input.status, now),
  }),
);
