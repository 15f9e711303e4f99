import { onCall } from 'firebase-functions/v2/https';
import { APP_CALL } from '../http/call-options';
import { staff } from '../http/guards';
import { callable } from '../http/pipeline';
import { listNeedsRefund } from '../data/payments/needs-refund';
import { emptyRequest } from '../http/fields';

/**
 * Full and view-only admins: the payments WiPay took without an order (checkouts 'needs-refund'), with the customer's
 * name and e-mail and the amount, for staff to refund in WiPay's portal (data/payments/needs-refund.ts). Writes nothing.
 * Bay attendants and customers get permission-denied.
 */
export const adminListNeedsRefund = onCall(
  APP_CALL,
  callable('adminListNeedsRefund', {
    schema: emptyRequest,
    guard: staff(),
    handler: () => listNeedsRefund(),
  }),
);
