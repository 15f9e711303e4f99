// Orders booked through the real callables, as the app books them. Apart from booking.fixtures.ts: a special pays its
// fee through the WiPay simulator (wipay.fixtures.ts), which takes its own helpers from booking.fixtures.ts.
import type { Customer } from '../../../scripts/support/booking-page';
import { callAs } from './booking.fixtures';

/**
 * A confirmed order for `customer` made through the real callables (createHold + confirmBooking; a special pays its
 * $30 fee through WiPay's checkout on the simulator instead, as the app does).
 */
export async function bookThroughCallables(
  customer: Customer,
  slot: { date: string; time: string; type: 'free' | 'special' },
  serviceId = 'basic-wash',
): Promise<string> {
  const hold = await callAs<{ holdId: string }>(customer, 'createHold', {
    appointmentDate: slot.date,
    appointmentTime: slot.time,
    appointmentType: slot.type,
    location: 'Chaguanas Branch',
    pageLoadId: 'e2e',
  });
  const requestId = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  if (slot.type === 'special') {
    const { paySpecialFeeThroughCallables } = await import('./wipay.fixtures');
    return paySpecialFeeThroughCallables(customer, { holdId: hold.holdId, requestId }, serviceId);
  }
  const { orderId } = await callAs<{ orderId: string }>(customer, 'confirmBooking', {
    holdId: hold.holdId,
    requestId,
    serviceId,
    appointmentType: slot.type,
  });
  return orderId;
}
