import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { AdminRefundOrderRequest } from '../../../src/contracts/payment-api';
import { PAYMENT_CALL } from '../http/call-options';
import { admin } from '../http/guards';
import { callable } from '../http/pipeline';
import { refuse } from '../refusals/booking-errors';
import { PAYMENT_TEXT } from '../data/card-payment';
import { requestRefund } from '../data/payments/refunds';
import { wipayConnection } from '../payment/wipay';
import { docId } from '../http/fields';

export const adminRefundOrderSchema = z.strictObject({
  orderId: docId,
}) satisfies z.ZodType<AdminRefundOrderRequest>;

/**
 * Full admins: asks WiPay to refund the whole payment of an order (data/payments/refunds.ts), audited; an open order is
 * cancelled. View-only admins, bay attendants, customers and strangers are refused before anything is read.
 */
export const adminRefundOrder = onCall(
  PAYMENT_CALL,
  callable('adminRefundOrder', {
    schema: adminRefundOrderSchema,
    guard: admin(),
    handler: ({ input, caller, now }) => {
      const wipay = wipayConnection();
      if (!wipay)
        return refuse('failed-precondition', 'payments-unavailable', PAYMENT_TEXT.paymentsUnavailable);
      return requestRefund(caller, input.orderId, { wipay: wipay.client, now });
    },
  }),
);
