import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { AdminExcuseNoShowRequest } from '../../../src/contracts/bay-api';
import { APP_CALL } from '../http/call-options';
import { admin } from '../http/guards';
import { callable } from '../http/pipeline';
import { excuseNoShow } from '../data/orders/excuse-no-show';
import { docId } from '../http/fields';

export const adminExcuseNoShowSchema = z.strictObject({
  orderId: docId,
}) satisfies z.ZodType<AdminExcuseNoShowRequest>;

/**
 * Full admins: excuses a missed appointment and lifts the free-appointment block that miss caused (data/
 * excuse-no-show.ts). View-only admins, attendants and customers get permission-denied; nothing is written.
 */
export const adminExcuseNoShow = onCall(
  APP_CALL,
  callable('adminExcuseNoShow', {
    schema: adminExcuseNoShowSchema,
    guard: admin(),
    handler: ({ input, caller, now }) => excuseNoShow(caller, input.orderId, now),
  }),
);
