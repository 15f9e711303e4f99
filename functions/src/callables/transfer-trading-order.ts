import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { TransferTradingOrderRequest } from '../../../src/contracts/booking-api';
import { CONFIG } from '../config';
import { PASS_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { hashKey } from '../keys/hash-key';
import { callable, hourly } from '../http/pipeline';
import { logs } from '../logs';
import * as store from '../data/orders/trade-transfer';
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

/**
 * Takes over a $0 trading order (a rebooked one): it becomes the caller's, confirmed. A $0 move costs nothing, so
 * each caller may try CONFIG.zeroTradesPerHour an hour (counted whatever the outcome; the order's own ceiling is
 * counted when it moves: data/orders/trade-limits.ts).
 */
export const transferTradingOrder = onCall(
  PASS_CALL,
  callable('transferTradingOrder', {
    schema: transferTradingOrderSchema,
    guard: signedIn(),
    limits: {
      budgets: ({ caller }) => [
        hourly('caller', `zero-trades-${hashKey('zero-trades', caller.uid)}`, CONFIG.zeroTradesPerHour),
      ],
      refusal: 'too-many-trades',
      onRefused: (_name, { caller, input }) =>
        logs.tradeLimited(caller.uid, input.originalOrderId, 'take', 'caller'),
    },
    handler: ({ input: { originalOrderId, paymentData }, caller, now }) =>
      store.transferTradingOrder(
        caller.uid,
        caller.email,
        { originalOrderId, cardholderName: paymentData.cardholderName },
        now,
      ),
  }),
);
