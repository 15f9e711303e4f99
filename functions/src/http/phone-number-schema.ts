import { z } from 'zod';
import type { PhoneNumberRequest } from '../../../src/contracts/account-api';

/**
 * A Trinidad and Tobago number: '+1868' plus 7 digits. Spaces, dashes and brackets are ignored, and 7 bare digits
 * get the +1868 prefix, so '+1 (868) 555-1234', '18685551234' and '5551234' all read as '+18685551234'.
 */
export const phoneNumberSchema = z
  .string()
  .max(30)
  .transform((raw) => {
    const digits = raw.replace(/[\s\-().]/g, '');
    if (/^\d{7}$/.test(digits)) return `+1868${digits}`;
    if (/^1868\d{7}$/.test(digits)) return `+${digits}`;
    return digits;
  })
  .pipe(z.string().regex(/^\+1868\d{7}$/, 'Phone number must be +1868 followed by 7 digits'));

export const phoneRequestSchema = z.object({
  phoneNumber: phoneNumberSchema,
}) satisfies z.ZodType<PhoneNumberRequest>;
