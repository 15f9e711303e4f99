// Steps shared by the confirmBooking tests: a hold, then a confirmation, through the client SDK.
import type { ConfirmBookingResponse, CreateHoldResponse } from '../../src/contracts/booking-api';
import type { SlotKey } from '../../src/domain/types';
import { type Customer } from './clients.fixtures';
import { holdRequest, newRequestId } from './slots.fixtures';

export async function hold(c: Customer, slot: SlotKey): Promise<CreateHoldResponse> {
  return c.client.call<CreateHoldResponse>('createHold', holdRequest(slot));
}

export function confirm(c: Customer, data: Record<string, unknown>) {
  return c.client.call<ConfirmBookingResponse>('confirmBooking', {
    requestId: newRequestId(),
    serviceId: 'basic-wash',
    appointmentType: 'free',
    ...data,
  });
}
