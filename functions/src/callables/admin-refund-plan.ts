import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { AdminRefundPlanRequest } from '../../../src/contracts/plan-api';
import { PAYMENT_CALL } from '../http/call-options';
import { admin } from '../http/guards';
import { callable } from '../http/pipeline';
import { refuse } from '../refusals/booking-errors';
import { PAYMENT_TEXT } from '../data/card-payment';
import { requestPlanRefund } from '../data/payments/plan-refund';
import { recordRefundOutcome } from '../data/payments/refunds';
import { wipayConnection } from '../payment/wipay';
import { docId } from '../http/fields';

export const adminRefundPlanSchema = z.strictObject({
  planId: docId,
}) satisfies z.ZodType<AdminRefundPlanRequest>;

/**
 * Full admins: refunds an unused wash plan in full through WiPay (data/payments/plan-refund.ts), audited; the plan
 * stops at once and its reserved washes pay at the location again. View-only admins and customers are refused.
 */
export const adminRefundPlan = onCall(
  PAYMENT_CALL,
  callable('adminRefundPlan', {
    schema: adminRefundPlanSchema,
    guard: admin(),
    handler: ({ input, caller, now }) => {
      const wipay = wipayConnection();
      if (!wipay)
        return refuse('failed-precondition', 'payments-unavailable', PAYMENT_TEXT.paymentsUnavailable);
      return requestPlanRefund(caller, input.planId, { wipay: wipay.client, now }, (id, outcome, reason) =>
        recordRefundOutcome(id, outcome, now, reason),
      );
    },
  }),
);
