import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { AdminResendConfirmationRequest } from '../../../src/contracts/messages-api';
import { logs } from '../logs';
import { APP_CALL } from '../http/call-options';
import { docId } from '../http/fields';
import { admin } from '../http/guards';
import { callable, hourly } from '../http/pipeline';
import { resendConfirmation } from '../data/messages/resend-confirmation';

export const adminResendConfirmationSchema = z.strictObject({
  orderId: docId,
}) satisfies z.ZodType<AdminResendConfirmationRequest>;

/**
 * Full admins: the order's confirmation again, on e-mail and the customer's phone channels (data/messages/
 * resend-confirmation.ts), audited. 3 per order and 20 per admin an hour; view-only admins and customers get
 * permission-denied, nothing written.
 */
export const adminResendConfirmation = onCall(
  APP_CALL,
  callable('adminResendConfirmation', {
    schema: adminResendConfirmationSchema,
    guard: admin(),
    limits: {
      budgets: ({ caller, input }) => [
        hourly('admin', `resend-confirmation_${caller.uid}`, 20),
        hourly('order', `resend-confirmation-order_${input.orderId}`, 3),
      ],
      refusal: 'too-many-requests',
      onRefused: (_name, { caller, input }) => logs.resendRefused(caller.uid, input.orderId),
    },
    handler: ({ input, caller, now }) => resendConfirmation(caller, input.orderId, now),
  }),
);
