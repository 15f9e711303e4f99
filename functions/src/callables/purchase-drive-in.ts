import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { findPackageById } from '../../../src/domain/catalogue';
import type { PurchaseDriveInRequest, PurchaseDriveInResponse } from '../../../src/contracts/booking-api';
import { purchaseDriveIn as purchaseDriveInData } from '../data/purchase-drive-in';
import { paymentVerifier } from '../payment';
import { parseRequest, requireCaller, serviceId } from './booking-guards';
import { cardholderName, paymentReference } from './payment-fields';

/**
 * Strict: only these four keys. A card number, expiry or CVV (or a price) is refused with invalid-argument and never
 * stored; the price is the catalogue's.
 */
export const purchaseDriveInSchema = z.strictObject({
  requestId: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
  serviceId,
  paymentReference,
  cardholderName,
}) satisfies z.ZodType<PurchaseDriveInRequest>;

/** Pays for a drive-in wash: the verified payment reference becomes a confirmed drive-in order. */
export const purchaseDriveIn = onCall(APP_CALL, async (request): Promise<PurchaseDriveInResponse> => {
  const input = parseRequest(purchaseDriveInSchema, request.data);
  const caller = requireCaller(request);
  return purchaseDriveInData(
    caller.uid,
    caller.email,
    {
      requestId: input.requestId,
      servicePackage: findPackageById(input.serviceId)!,
      paymentReference: input.paymentReference,
      cardholderName: input.cardholderName,
    },
    { verifier: paymentVerifier(), now: new Date() },
  );
});
