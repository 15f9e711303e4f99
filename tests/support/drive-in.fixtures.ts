// Shared steps of the drive-in tests: buying through WiPay's checkout (the simulator), booking an appointment, seeding a drive-in order.
import { slotInstant } from '../../src/domain/calendar';
import { findPackageById } from '../../src/domain/catalogue';
import type { SlotKey } from '../../src/domain/types';
import type { ConfirmBookingResponse, CreateHoldResponse } from '../../src/contracts/booking-api';
import { db } from '../../functions/src/data/admin-sdk';
import { buildDriveInOrder } from '../../functions/src/data/orders/drive-in-order';
import { signedOrderData } from '../../functions/src/data/orders/new-order';
import { type Customer } from './clients.fixtures';
import { holdRequest, newRequestId } from './slots.fixtures';
import { complete, settle, startDriveIn } from './wipay.fixtures';

/**
 * Buys a drive-in wash as the app does: WiPay checkout at the catalogue price, approved on the simulator, the return
 * reported. Answers the order and WiPay's transaction id (the payment record's id).
 */
export async function buy(c: Customer, serviceId = 'basic-wash') {
  const { checkoutId } = await startDriveIn(c, serviceId);
  const returned = await settle(checkoutId, 'approve');
  const answer = await complete(c, returned);
  if (answer.status !== 'paid') throw new Error(`drive-in checkout ${checkoutId}: ${answer.status}`);
  return { orderId: answer.orderId, transactionId: returned.transaction_id };
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
