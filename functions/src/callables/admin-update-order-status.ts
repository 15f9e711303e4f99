import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { ORDER_STATUSES } from '../../../src/domain/types';
import { ADMIN_SELECTION_MAX } from '../../../src/domain/validation';
import type { AdminOrdersResponse, AdminUpdateOrderStatusRequest } from '../../../src/contracts/booking-api';
import { adminUpdateOrderStatus as updateData } from '../data/admin-orders';
import { docId, parseRequest, requireAdmin } from './booking-guards';

export const adminUpdateOrderStatusSchema = z.strictObject({
  orderIds: z.array(docId).min(1).max(ADMIN_SELECTION_MAX),
  status: z.enum(ORDER_STATUSES),
}) satisfies z.ZodType<AdminUpdateOrderStatusRequest>;

/** Admin: sets a status on 1..150 orders (single row dropdown or bulk action). */
export const adminUpdateOrderStatus = onCall(APP_CALL, async (request): Promise<AdminOrdersResponse> => {
  const input = parseRequest(adminUpdateOrderStatusSchema, request.data);
  const admin = requireAdmin(request);
  return updateData({ uid: admin.uid, email: admin.email }, input.orderIds, input.status, new Date());
});
