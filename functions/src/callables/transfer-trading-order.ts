import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { TransferTradingOrderRequest } from '../../../src/contracts/booking-api';
import { PASS_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/transfer-trade-store';
import { docId } from '../http/fields';
import { cardholderName } from '../http/payment-fields';

/**
 * paymentData is strict: the cardholder name only. A payment reference, card number, expiry, CVV or an amount is
 * refused (invalid-argument), never stored: a trade above $0 is paid through WiPay (startCheckout purpose 'trade').
 */
export const transferTradingOrderSchema = z.strictObject({
  originalOrderId: docId,
  paymentData: z.strictObject({ cardholderName }),
}) satisfies z.ZodType<TransferTradingOrderRequest>;

/** Takes over a $0 trading order (a rebooked one): it becomes the caller's, confirmed. */
export const transferTradingOrder = onCall(
  PASS_CALL,
  callable('transferTradingOrder', {
    schema: transferTradingOrderSchema,
    guard: signedIn(),
    handler: ({ input: { originalOrderId, paymentData }, caller, now }) =>
      store.transferTradingOrder(
        caller.uid,
        caller.email,
        { originalOrderId, cardholderName: paymentData.cardholderName },
        now,
      ),
  }),
);
