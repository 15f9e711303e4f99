import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type {
  TransferTradingOrderRequest,
  TransferTradingOrderResponse,
} from '../../../src/contracts/booking-api';
import { transferTradingOrder as transferData } from '../data/transfer-trading-order';
import { paymentVerifier } from '../payment';
import { docId, parseRequest, requireCaller } from './booking-guards';
import { cardholderName, paymentReference } from './payment-fields';

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
  APP_CALL,
  async (request): Promise<TransferTradingOrderResponse> => {
    const input = parseRequest(transferTradingOrderSchema, request.data);
    const caller = requireCaller(request);
    return transferData(
      caller.uid,
      caller.email,
      {
        originalOrderId: input.originalOrderId,
        cardholderName: input.paymentData.cardholderName,
        paymentReference: input.paymentData.paymentReference ?? null,
      },
      { verifier: paymentVerifier(), now: new Date() },
    );
  },
);
