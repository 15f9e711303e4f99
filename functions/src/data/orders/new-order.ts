// Builds a new appointment order from its facts, with the domain's identifiers, price, QR payload and slot id.
// Used by confirmBooking and by the seed script, so every order has one shape.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { slotInstant } from '../../../../src/domain/calendar';
import type { WashPackage } from '../../../../src/domain/catalogue';
import { newOrderCode, newOrderId, type RandomSource } from '../../../../src/domain/identifiers';
import { orderTotal } from '../../../../src/domain/pricing';
import { serializeQrPayload } from '../../../../src/domain/qr-payload';
import { signedQrData } from '../../pass/order-pass';
import type { AppointmentType, OrderStatus } from '../../../../src/domain/types';
import { slotDocId } from '../../../../src/contracts/slot-documents';
import { ORDER_PAYMENT_METHOD, type OrderDoc } from '../../../../src/contracts/documents';

export interface NewOrderFacts {
  userId: string;
  userEmail: string;
  contact: string;
  servicePackage: WashPackage;
  appointmentType: AppointmentType;
  location: string;
  appointmentDate: string;
  appointmentTime: string;
  numberPlate: string | null;
  status?: OrderStatus;
  /** A valid special rebook state waives the special fee (domain/pricing). */
  rebookStateValid?: boolean;
  now: Date;
  random?: RandomSource;
}

export type NewOrder = Omit<OrderDoc, 'id' | 'createdAt' | 'updatedAt'>;

export function buildOrder(facts: NewOrderFacts): NewOrder {
  const random = facts.random ?? Math.random;
  const pkg = facts.servicePackage;
  return {
    orderId: newOrderId(facts.now, random),
    userId: facts.userId,
    userEmail: facts.userEmail,
    status: facts.status ?? 'confirmed',
    serviceName: pkg.name,
    serviceDescription: pkg.description,
    description: pkg.description,
    price: orderTotal({
      washPrice: pkg.priceValue,
      appointmentType: facts.appointmentType,
      rebookStateValid: facts.rebookStateValid,
    }),
    paymentMethod: ORDER_PAYMENT_METHOD,
    cardholderName: '',
    serviceType: 'appointment',
    location: facts.location,
    appointmentDate: facts.appointmentDate,
    appointmentTime: facts.appointmentTime,
    appointmentDateTime: slotInstant(facts.appointmentDate, facts.appointmentTime),
    appointmentType: facts.appointmentType,
    orderCode: newOrderCode(random),
    numberPlate: facts.numberPlate,
    contact: facts.contact,
    slotId: slotDocId({
      date: facts.appointmentDate,
      time: facts.appointmentTime,
      type: facts.appointmentType,
      location: facts.location,
    }),
  };
}

/**
 * The stored fields of a new order (QR payload without a pass, Timestamps; createdAt/updatedAt server time unless
 * given). Orders the app writes go through `signedOrderData`; this unsigned form is for benchmarks.
 */
export function orderData(order: NewOrder, extra: Record<string, unknown> = {}, createdAt?: Date) {
  const at = createdAt ? Timestamp.fromDate(createdAt) : FieldValue.serverTimestamp();
  return {
    ...order,
    qrData: serializeQrPayload(order),
    appointmentDateTime: Timestamp.fromDate(order.appointmentDateTime),
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

/** `orderData` with the order's first signed pass (version 1) in its QR text: every order the app creates. */
export async function signedOrderData(
  order: NewOrder,
  extra: Record<string, unknown> = {},
  createdAt?: Date,
) {
  return { ...orderData(order, extra, createdAt), ...(await signedQrData(order, 1)) };
}
