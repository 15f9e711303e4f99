// The payment page's navigation state for a special appointment whose $30 fee is paid there (README "Payments"),
// unless a rebook state or the spec's specialIsFree waives it.
import { parsePriceText } from '../../../domain/pricing';
import { newRequestId } from '../../../lib/data/booking-calls';
import type { ServiceData } from '../session/booking-location-state';

/** Whether a special's fee is waived ('Free Order!'): the spec's specialIsFree, or the customer's rebook state. */
export const specialFeeWaived = (specialIsFree: boolean, rebookStateValid: boolean): boolean =>
  specialIsFree || rebookStateValid;

/**
 * The payment page's navigation state for a special appointment whose fee is paid there: the spec's 'Order details
 * passed to payment' (the wash price; the page adds the fee) and the held booking the fee pays for. `secondsLeft` is
 * the hold's countdown, so the payment page counts down the same seat.
 */
export function specialPaymentState(input: {
  service: ServiceData;
  location: string;
  date: string;
  time: string;
  holdId: string;
  specialInstructions: string;
  numberPlate: string | null;
  secondsLeft: number | null;
}) {
  return {
    orderDetails: {
      name: input.service.name,
      price: parsePriceText(input.service.price),
      description: input.service.description,
      isDriveIn: false,
      appointmentType: 'special' as const,
      specialIsFree: false,
      location: input.location,
      appointmentDate: input.date,
      appointmentTime: input.time,
      timeLeft: input.secondsLeft,
      timerActive: true,
      specialBooking: {
        holdId: input.holdId,
        requestId: newRequestId(),
        specialInstructions: input.specialInstructions.trim(),
        numberPlate: input.numberPlate,
      },
    },
  };
}
