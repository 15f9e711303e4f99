// Admin SDK access to the booking collections: references and tolerant readers that turn stored documents
// (Timestamps) into the app's document types (Dates). Server-only collections of the booking path live here too.
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  ORDER_PAYMENT_METHOD,
  type ActiveBookingDoc,
  type OrderDoc,
} from '../../../src/contracts/documents';
import {
  toDateValue,
  toOrderDisputeValue,
  toPaidFeeValue,
  toPriceValue,
  toTextValue,
} from '../../../src/contracts/normalize';
import { TRADING_RESERVATION } from '../../../src/contracts/slot-documents';
import { REFUND_STATUSES } from '../../../src/contracts/payment-api';
import { db as defaultDb } from './admin-sdk';

/**
 * Server-only collections (no client access; the rules' catch-all denies them):
 * - bookingStates/{uid}: the per-user serialisation point of every booking mutation, plus the caller's one live
 *   hold and one live reservation (ids), the give-up log (epoch millis of deletions in the last 24 hours) and the
 *   customer's appointments as the seat gate needs them (open-appointments-rules.ts).
 * - bookingRequests/{uid}_{requestId}: idempotency records of confirmBooking ({orderId, userId, createdAt, expiresAt}).
 */
export const BOOKING_COLLECTIONS = {
  bookingStates: 'bookingStates',
  bookingRequests: 'bookingRequests',
} as const;

export function col(name: string, firestore: Firestore = defaultDb) {
  return firestore.collection(name);
}

/**
 * Any stored date shape (Timestamp, Date, ISO string, epoch millis) -> Date; anything else -> null. The shapes are
 * the client converters' own (src/contracts/normalize.ts), so both sides read the same documents the same way.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  return toDateValue(value);
}

function str(data: Record<string, unknown>, field: string, fallback = ''): string {
  return toTextValue(data[field]) ?? fallback;
}

/** An order as stored, with Dates. Missing optional fields get neutral values; identity fields must exist. */
export function readOrder(snapshot: DocumentSnapshot): OrderDoc {
  const data = snapshot.data();
  if (!data) throw new RangeError(`Order ${snapshot.id} does not exist`);
  const createdAt = toDate(data.createdAt) ?? new Date(0);
  return {
    id: snapshot.id,
    orderId: str(data, 'orderId', snapshot.id),
    userId: str(data, 'userId'),
    userEmail: str(data, 'userEmail'),
    status: (typeof data.status === 'string'
      ? data.status.trim().toLowerCase()
      : data.status) as OrderDoc['status'],
    serviceName: str(data, 'serviceName'),
    serviceDescription: str(data, 'serviceDescription'),
    description: str(data, 'description'),
    price: toPriceValue(data.price) ?? 0,
    createdAt,
    updatedAt: toDate(data.updatedAt) ?? createdAt,
    paymentMethod: ORDER_PAYMENT_METHOD,
    cardholderName: str(data, 'cardholderName'),
    serviceType: data.serviceType === 'drive-in' ? 'drive-in' : 'appointment',
    location: str(data, 'location'),
    appointmentDate: str(data, 'appointmentDate'),
    appointmentTime: str(data, 'appointmentTime'),
    appointmentDateTime: toDate(data.appointmentDateTime) ?? createdAt,
    appointmentType: data.appointmentType === 'special' ? 'special' : 'free',
    orderCode: str(data, 'orderCode'),
    numberPlate: typeof data.numberPlate === 'string' ? data.numberPlate : null,
    contact: str(data, 'contact'),
    qrData: typeof data.qrData === 'string' ? data.qrData : undefined,
    passVersion: typeof data.passVersion === 'number' ? data.passVersion : undefined,
    rebooked: data.rebooked === true,
    slotId: typeof data.slotId === 'string' ? data.slotId : undefined,
    specialFeePaid: toPaidFeeValue(data.specialFeePaid) ?? undefined,
    paymentDispute: toOrderDisputeValue(data.paymentDispute) ?? undefined,
    specialFeeWaivedBy: typeof data.specialFeeWaivedBy === 'string' ? data.specialFeeWaivedBy : undefined,
    // What the order's ledger reads besides (src/domain/order-ledger.ts).
    paymentProcessor: typeof data.paymentProcessor === 'string' ? data.paymentProcessor : undefined,
    refundStatus: REFUND_STATUSES.find((s) => s === data.refundStatus),
    tradedAt: toDate(data.tradedAt) ?? undefined,
    noShow: data.noShow === true ? true : undefined,
    // The wash plan that pays for it (issue 43).
    planId: typeof data.planId === 'string' && data.planId ? data.planId : undefined,
    planName: typeof data.planName === 'string' ? data.planName : undefined,
    planCoversFee: data.planCoversFee === true ? true : undefined,
  };
}

/** A hold (or trading-order reservation) as stored, with Dates. */
export function readHold(snapshot: DocumentSnapshot): ActiveBookingDoc {
  const data = snapshot.data();
  if (!data) throw new RangeError(`Hold ${snapshot.id} does not exist`);
  return {
    id: snapshot.id,
    userId: str(data, 'userId'),
    appointmentDate: str(data, 'appointmentDate'),
    appointmentTime: str(data, 'appointmentTime'),
    appointmentType: data.appointmentType === 'special' ? 'special' : 'free',
    location: str(data, 'location'),
    createdAt: toDate(data.createdAt) ?? new Date(0),
    // A hold without a readable expiry is treated as expired.
    expiresAt: toDate(data.expiresAt) ?? new Date(0),
    pageLoadId: str(data, 'pageLoadId'),
    type: data.type === TRADING_RESERVATION ? TRADING_RESERVATION : undefined,
    orderId: typeof data.orderId === 'string' ? data.orderId : undefined,
    slotId: typeof data.slotId === 'string' ? data.slotId : undefined,
  };
}

/** Firestore refuses `undefined`: drops undefined fields (one level) before a write. */
export function defined<T extends Record<string, unknown>>(data: T): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export const ordersCol = () => col(COLLECTIONS.orders);
export const holdsCol = () => col(COLLECTIONS.activeBookings);
export const slotsCol = () => col(COLLECTIONS.slots);
export const usersCol = () => col(COLLECTIONS.users);
export const bookingStatesCol = () => col(BOOKING_COLLECTIONS.bookingStates);
export const bookingRequestsCol = () => col(BOOKING_COLLECTIONS.bookingRequests);
