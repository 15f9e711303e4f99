// Shared steps of the drive-in tests: buying through the callable, booking an appointment, seeding a drive-in order.
import { randomUUID } from 'node:crypto';
import { slotInstant } from '../../src/domain/calendar';
import { findPackageById } from '../../src/domain/catalogue';
import type { SlotKey } from '../../src/domain/types';
import type {
  ConfirmBookingResponse,
  CreateHoldResponse,
  PurchaseDriveInResponse,
} from '../../src/contracts/booking-api';
import { db } from '../../functions/src/data/admin';
import { buildDriveInOrder } from '../../functions/src/data/drive-in-order';
import { signedOrderData } from '../../functions/src/data/order-fields';
import { type Customer } from '../support/clients';
import { holdRequest, newRequestId } from '../support/slots';

/** A reference like the browser's TestCardGateway hands out. */
export const testReference = () => `test_${randomUUID()}`;

export function buy(c: Customer, data: Record<string, unknown> = {}) {
  return c.client.call<PurchaseDriveInResponse>('purchaseDriveIn', {
    requestId: newRequestId(),
    serviceId: 'basic-wash',
    paymentReference: testReference(),
    cardholderName: 'Alice Payer',
    ...data,
  });
}

export const ordersOf = async (uid: string) =>
  (await db.collection('orders').where('userId', '==', uid).get()).docs;

export async function book(c: Customer, slot: SlotKey): Promise<string> {
  const { holdId } = await c.client.call<CreateHoldResponse>('createHold', holdRequest(slot));
  const { orderId } = await c.client.call<ConfirmBookingResponse>('confirmBooking', {
    holdId,
    requestId: newRequestId(),
    serviceId: 'basic-wash',
    appointmentType: slot.type,
  });
  return orderId;
}

/** A drive-in order written as purchaseDriveIn writes it, purchased at the instant a slot starts. */
export async function seedDriveInAt(userId: string, slot: SlotKey): Promise<string> {
  const order = buildDriveInOrder({
    userId,
    userEmail: `${userId}@example.test`,
    contact: '+18680000000',
    servicePackage: findPackageById('basic-wash')!,
    cardholderName: 'Seeded Payer',
    now: slotInstant(slot.date, slot.time),
  });
  await db.doc(`orders/${order.orderId}`).set(await signedOrderData(order, {}, new Date()));
  return order.orderId;
}
