// The request fields of the bay callables (src/contracts/bay-api.ts): the scanned text, or the order code and the
// number plate typed by hand.
import { z } from 'zod';
import type { BayScanRequest, CheckInManuallyRequest } from '../../../src/contracts/bay-api';

/** The scanned QR text (the spec's JSON plus the signed pass is about 600 characters). */
const qr = z.strictObject({ qr: z.string().min(1).max(4000) });

/** The 4-digit order code and the plate as typed (normalised like the booking's before comparing). */
const typed = z.strictObject({
  orderCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'The order code has 4 digits'),
  numberPlate: z.string().trim().min(1).max(20),
});

export const bayScanRequest = z.union([qr, typed]) satisfies z.ZodType<BayScanRequest>;

const orderCode = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'The order code has 4 digits');

/** checkInManually (issue 46): the code with a first name or the phone's last 4 digits, or a tap on Today's list. */
export const manualCheckInRequest = z.union([
  z.strictObject({ orderCode, firstName: z.string().trim().min(1).max(60) }),
  z.strictObject({
    orderCode,
    phoneLast4: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'Type the last 4 digits of the phone'),
  }),
  z.strictObject({ orderId: z.string().trim().min(1).max(80) }),
]) satisfies z.ZodType<CheckInManuallyRequest>;
