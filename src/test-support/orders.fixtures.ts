// Order fixtures for the component tests of the account page and the admin panel.
import { businessDate, businessMinutesOfDay, formatTime12 } from '../domain/calendar';
import type { AccountOrder } from '../lib/data/account-orders';

/** Business date and 12-hour time of an instant, rounded down to 10 minutes. */
export function slotAt(at: Date): { appointmentDate: string; appointmentTime: string } {
  const minutes = businessMinutesOfDay(at);
  return { appointmentDate: businessDate(at), appointmentTime: formatTime12(minutes - (minutes % 10)) };
}

let counter = 0;
export function makeOrder(overrides: Partial<AccountOrder> & { startsInMs?: number } = {}): AccountOrder {
  counter += 1;
  const { startsInMs = 24 * 3_600_000, ...rest } = overrides;
  const now = new Date();
  const id = `ORDER-${1763896200000 + counter}ABCDEFGHI`;
  return {
    id,
    orderId: id,
    userId: 'u1',
    userEmail: 'alice@demo.test',
    status: 'confirmed',
    serviceName: 'COMFORT WASH',
    serviceDescription: 'EXTRA PROTECTION',
    description: 'EXTRA PROTECTION',
    price: 60,
    createdAt: new Date(now.getTime() - 10 * 60_000),
    updatedAt: new Date(now.getTime() - 10 * 60_000),
    paymentMethod: 'credit_card',
    cardholderName: '',
    serviceType: 'appointment',
    location: 'Chaguanas Branch',
    ...slotAt(new Date(now.getTime() + startsInMs + 10 * 60_000)),
    appointmentDateTime: new Date(now.getTime() + startsInMs),
    appointmentType: 'free',
    orderCode: '4821',
    numberPlate: 'PDF1234',
    contact: '+18681234567',
    ...rest,
  };
}

/** An order as the admin panel lists it: a basic wash at 7:10 AM on 23/11/2026, no plate, no contact. */
export function adminOrder(id: string, overrides: Partial<AccountOrder> = {}): AccountOrder {
  const wash = {
    serviceName: 'BASIC WASH',
    serviceDescription: '',
    description: '',
    price: 45,
    orderCode: '1234',
  };
  const slot = { appointmentDate: '2026-11-23', appointmentTime: '7:10 AM', appointmentDateTime: new Date() };
  const times = { createdAt: new Date(), updatedAt: new Date() };
  return makeOrder({
    id,
    orderId: id,
    ...wash,
    ...slot,
    ...times,
    numberPlate: null,
    contact: '',
    ...overrides,
  });
}
