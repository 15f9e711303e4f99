// The request fields of the bay callables (src/contracts/bay-api.ts): the scanned text, or the order code and the
// number plate typed by hand.
import { z } from 'zod';
import type { BayScanRequest } from '../../../src/contracts/bay-api';

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
