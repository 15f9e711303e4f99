import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { findPackageById } from '../../../src/domain/catalogue';
import type { PurchaseDriveInRequest } from '../../../src/contracts/booking-api';
import { PASS_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import { purchaseDriveIn as purchaseDriveInData } from '../data/purchase-drive-in';
import { requestId, serviceId } from './fields';
import { cardholderName, paymentDeps, paymentReference } from './payment-fields';

/**
 * Strict: only these four keys. A card number, expiry or CVV (or a price) is refused with invalid-argument and never
 * stored; the price is the catalogue's.
 */
export const purchaseDriveInSchema = z.strictObject({
  requestId,
  serviceId,
  paymentReference,
  cardholderName,
}) satisfies z.ZodType<PurchaseDriveInRequest>;

/** Pays for a drive-in wash: the verified payment reference becomes a confirmed drive-in order. */
export const purchaseDriveIn = onCall(
  PASS_CALL,
  callable({
    schema: purchaseDriveInSchema,
    guard: signedIn(),
    handler: ({ input: { serviceId, ...input }, caller, now }) => {
      const servicePackage = findPackageById(serviceId)!;
      return purchaseDriveInData(caller.uid, caller.email, { ...input, servicePackage }, paymentDeps(now));
    },
  }),
);
