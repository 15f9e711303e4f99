import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { ADMIN_SELECTION_MAX } from '../../../src/domain/validation';
import type { AdminDeleteOrdersRequest, AdminOrdersResponse } from '../../../src/contracts/booking-api';
import { adminDeleteOrders as deleteData } from '../data/admin-orders';
import { docId, parseRequest, requireAdmin } from './booking-guards';

export const adminDeleteOrdersSchema = z.strictObject({
  orderIds: z.array(docId).min(1).max(ADMIN_SELECTION_MAX),
}) satisfies z.ZodType<AdminDeleteOrdersRequest>;

/** Admin: deletes 1..150 orders and frees their seats. */
export const adminDeleteOrders = onCall(APP_CALL, async (request): Promise<AdminOrdersResponse> => {
  const input = parseRequest(adminDeleteOrdersSchema, request.data);
  const admin = requireAdmin(request);
  return deleteData({ uid: admin.uid, email: admin.email }, input.orderIds, new Date());
});
