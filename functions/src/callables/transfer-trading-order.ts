import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { TransferTradingOrderRequest } from '../../../src/contracts/booking-api';
import { PASS_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import { transferTradingOrder as transferData } from '../data/transfer-trading-order';
import { docId } from './fields';
import { cardholderName, paymentDeps, paymentReference } from './payment-fields';

/**
 * paymentData is strict: the cardholder name and the payment gateway's reference (needed when the trade costs more
 * than $0). A card number, expiry, CVV or an amount is refused (invalid-argument), never stored.
 */
export const transferTradingOrderSchema = z.strictObject({
  originalOrderId: docId,
  paymentData: z.strictObject({ cardholderName, paymentReference: paymentReference.optional() }),
}) satisfies z.ZodType<TransferTradingOrderRequest>;

/** Takes over a trading order: it becomes the caller's, confirmed, once its price (if any) is paid. */
export const transferTradingOrder = onCall(
  PASS_CALL,
  callable({
    schema: transferTradingOrderSchema,
    guard: signedIn(),
    handler: ({ input: { originalOrderId, paymentData }, caller, now }) => {
      const { cardholderName, paymentReference = null } = paymentData;
      const transfer = { originalOrderId, cardholderName, paymentReference };
      return transferData(caller.uid, caller.email, transfer, paymentDeps(now));
    },
  }),
);
