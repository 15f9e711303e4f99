// The booking fields of startCheckout({ purpose: 'special' }): confirmBooking's own (the hold, the request id, the
// instructions and the plate), checked the same way; the appointment type is 'special' by the purpose.
import { z } from 'zod';
import { validateNumberPlate } from '../../../src/domain/validation';
import type { SpecialCheckoutBooking } from '../../../src/contracts/payment-api';
import type { SpecialBookingInput } from '../data/payments/checkout-special';
import { fail } from '../refusals/call-errors';
import { docId, requestId } from './fields';

export const specialCheckoutBooking = z.strictObject({
  holdId: docId,
  requestId,
  specialInstructions: z.string().trim().max(500).optional(),
  numberPlate: z.string().max(30).nullable().optional(),
}) satisfies z.ZodType<SpecialCheckoutBooking>;

/** The booking a purpose needs: required (plate normalised) for 'special', refused for any other purpose. */
export function checkoutBooking(
  purpose: string,
  booking: SpecialCheckoutBooking | undefined,
): SpecialBookingInput | undefined {
  if (purpose !== 'special') {
    if (booking) fail('invalid-request', 'booking: only for a special appointment');
    return undefined;
  }
  if (!booking) return fail('invalid-request', 'booking: required for a special appointment');
  const plate = validateNumberPlate(booking.numberPlate);
  if (!plate.ok) fail('invalid-number-plate');
  return { ...booking, numberPlate: plate.value };
}
