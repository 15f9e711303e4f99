import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type {
  TransferTradingOrderRequest,
  TransferTradingOrderResponse,
} from '../../../src/lib/model/booking-api';
import { transferTradingOrder as transferData } from '../data/trading';
import { docId, parseRequest, requireCaller } from './booking-guards';

/** paymentData is strict: a card number, expiry or CVV is refused (invalid-argument), never stored. */
export const transferTradingOrderSchema = z.strictObject({
  originalOrderId: docId,
  paymentData: z.strictObject({ cardholderName: z.string().trim().min(1).max(100) }),
}) satisfies z.ZodType<TransferTradingOrderRequest>;

/** Takes over a trading order: it becomes the caller's, confirmed. */
export const transferTradingOrder = onCall(
  APP_CALL,
  async (request): Promise<TransferTradingOrderResponse> => {
    const input = parseRequest(transferTradingOrderSchema, request.data);
    const caller = requireCaller(request);
    return transferData(
      caller.uid,
      caller.email,
      { originalOrderId: input.originalOrderId, cardholderName: input.paymentData.cardholderName },
      new Date(),
    );
  },
);
