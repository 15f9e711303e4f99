import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { AdminMarkRefundHandledRequest } from '../../../src/contracts/admin-api';
import { APP_CALL } from '../http/call-options';
import { admin } from '../http/guards';
import { callable } from '../http/pipeline';
import { markRefundHandled } from '../data/payments/needs-refund';
import { docId } from '../http/fields';

export const adminMarkRefundHandledSchema = z.strictObject({
  checkoutId: docId,
}) satisfies z.ZodType<AdminMarkRefundHandledRequest>;

/**
 * Full admins: marks a payment WiPay took without an order as handled (refunded in WiPay's portal, or owed nothing),
 * audited (data/payments/needs-refund.ts). View-only admins, attendants and customers get permission-denied; nothing is
 * written.
 */
export const adminMarkRefundHandled = onCall(
  APP_CALL,
  callable('adminMarkRefundHandled', {
    schema: adminMarkRefundHandledSchema,
    guard: admin(),
    handler: ({ input, caller, now }) => markRefundHandled(caller, input.checkoutId, now),
  }),
);
