import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { AdminDeleteOrdersRequest } from '../../../src/contracts/booking-api';
import { APP_CALL } from '../http/call-options';
import { admin } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/orders/admin-orders';
import { orderSelection } from '../http/fields';

export const adminDeleteOrdersSchema = z.strictObject({
  orderIds: orderSelection,
}) satisfies z.ZodType<AdminDeleteOrdersRequest>;

/** Admin: deletes 1..150 orders and frees their seats. */
export const adminDeleteOrders = onCall(
  APP_CALL,
  callable('adminDeleteOrders', {
    schema: adminDeleteOrdersSchema,
    guard: admin(),
    handler: ({ input, caller, now }) => store.adminDeleteOrders(caller, input.orderIds, now),
  }),
);
