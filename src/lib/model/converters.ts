// Typed converters at the Firestore boundary: every collection read by the app goes through `withConverter`.
// Reading, every shape the spec allows or an older client wrote is normalised (document-reader.ts, normalize.ts:
// Timestamps, ISO strings and millis become Dates, numeric-string prices numbers, an `id` key in the body is
// ignored, missing optional fields get neutral values); a document that still cannot be read throws a
// `MalformedDocumentError` naming the field, which `readDocs` (read-result.ts) turns into a skipped entry.
// Writing, Dates are handed to the SDK as they are (it stores them as Timestamps) and `id` is dropped.
// Only types are imported from the SDK, so this file does not pull firebase/firestore into a chunk by itself.
import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import { DocumentReader as Reader } from './document-reader';
import {
  APPOINTMENT_TYPES,
  ORDER_STATUSES,
  SERVICE_TYPES,
  SESSION_PAGES,
  type ActiveBookingDoc,
  type ActiveSessionDoc,
  type AuditLogDoc,
  type BlockDoc,
  type OrderDoc,
  type SpecialRebookStateDoc,
  type UserDeletionRequestDoc,
  type UserDoc,
  type UserSessionDoc,
  ORDER_PAYMENT_METHOD,
} from '../../contracts/documents';
import { REFUND_STATUSES } from '../../contracts/payment-api';

export { MalformedDocumentError } from './document-reader';

/** Builds a converter from a reader function; `toFirestore` strips `id` and undefined fields. */
function converter<T extends { id: string }>(read: (r: Reader) => T): FirestoreDataConverter<T> {
  return {
    toFirestore(model) {
      const data: DocumentData = {};
      for (const [key, value] of Object.entries(model)) {
        if (key !== 'id' && value !== undefined) data[key] = value;
      }
      return data;
    },
    fromFirestore(snapshot, options) {
      return read(new Reader(snapshot, options));
    },
  };
}

export const userConverter = converter<UserDoc>((r) => ({
  id: r.id,
  email: r.string('email'),
  name: r.optString('name'),
  displayName: r.optString('displayName'),
  area: r.optText('area') ?? '',
  contact: r.optText('contact'),
  pendingContact: r.nullableString('pendingContact'),
  membershipNumber: r.optText('membershipNumber'),
  profileCompleted: r.optBoolean('profileCompleted'),
  phoneVerified: r.optBoolean('phoneVerified'),
  phoneVerifiedAt: r.nullableDate('phoneVerifiedAt'),
  // Profiles made by older sign-up code may lack it; the epoch sorts them first instead of hiding them.
  createdAt: r.optDate('createdAt') ?? new Date(0),
}));

export const orderConverter = converter<OrderDoc>((r) => {
  // The appointment is stored three ways at once; older clients wrote only some, so each fills the others' gaps.
  const storedInstant = r.optDate('appointmentDateTime');
  const appointmentDate = r.isoDay('appointmentDate', storedInstant);
  const appointmentTime = r.time12('appointmentTime', storedInstant);
  const appointmentDateTime =
    storedInstant ?? r.instant('appointmentDateTime', appointmentDate, appointmentTime);
  const createdAt = r.optDate('createdAt') ?? r.optDate('updatedAt') ?? appointmentDateTime;
  return {
    id: r.id,
    orderId: r.optText('orderId') ?? r.id,
    userId: r.string('userId'),
    userEmail: r.optString('userEmail') ?? '',
    status: r.oneOf('status', ORDER_STATUSES),
    serviceName: r.text('serviceName'),
    serviceDescription: r.optText('serviceDescription') ?? '',
    description: r.optText('description') ?? '',
    price: r.number('price'),
    createdAt,
    updatedAt: r.optDate('updatedAt') ?? createdAt,
    paymentMethod: ORDER_PAYMENT_METHOD,
    cardholderName: r.optText('cardholderName') ?? '',
    serviceType: r.optOneOf('serviceType', SERVICE_TYPES) ?? 'appointment',
    location: r.text('location'),
    appointmentDate,
    appointmentTime,
    appointmentDateTime,
    appointmentType: r.oneOf('appointmentType', APPOINTMENT_TYPES),
    orderCode: r.optText('orderCode') ?? '',
    numberPlate: r.nullableString('numberPlate'),
    contact: r.optText('contact') ?? '',
    qrCodeDataURL: r.optString('qrCodeDataURL'),
    qrData: r.optString('qrData'),
    rebooked: r.optBoolean('rebooked'),
    rebookedAt: r.optDate('rebookedAt'),
    slotId: r.optString('slotId'),
    specialInstructions: r.optText('specialInstructions'),
    tradedFrom: r.optString('tradedFrom'),
    tradedAt: r.optDate('tradedAt'),
    anonymisedAt: r.optDate('anonymisedAt'),
    specialFeePaid: r.optPaidFee('specialFeePaid'),
    paymentProcessor: r.optString('paymentProcessor'),
    refundStatus: r.optOneOf('refundStatus', REFUND_STATUSES),
    paymentDispute: r.optDispute('paymentDispute'),
    noShow: r.optBoolean('noShow'),
    noShowAt: r.optDate('noShowAt'),
    noShowExcusedAt: r.optDate('noShowExcusedAt'),
    noShowExcusedBy: r.optString('noShowExcusedBy'),
    // Issue 43: a wash plan pays for this order (the ledger: nothing due for the wash; no trade offered).
    planId: r.optString('planId'),
    planName: r.optString('planName'),
    planCoversFee: r.optBoolean('planCoversFee'),
  };
});

export const activeBookingConverter = converter<ActiveBookingDoc>((r) => {
  const type = r.optString('type');
  if (type !== undefined && type !== 'trading_order_reservation')
    r.oneOf('type', ['trading_order_reservation']);
  return {
    id: r.id,
    userId: r.string('userId'),
    appointmentDate: r.string('appointmentDate'),
    appointmentTime: r.string('appointmentTime'),
    appointmentType: r.oneOf('appointmentType', APPOINTMENT_TYPES),
    location: r.string('location'),
    createdAt: r.date('createdAt'),
    expiresAt: r.date('expiresAt'),
    pageLoadId: r.optString('pageLoadId') ?? '',
    type: type === 'trading_order_reservation' ? type : undefined,
    orderId: r.optString('orderId'),
    slotId: r.optString('slotId'),
  };
});

export const activeSessionConverter = converter<ActiveSessionDoc>((r) => ({
  id: r.id,
  userId: r.string('userId'),
  orderId: r.string('orderId'),
  appointmentDate: r.string('appointmentDate'),
  appointmentTime: r.string('appointmentTime'),
  createdAt: r.date('createdAt'),
  lastActivity: r.date('lastActivity'),
  sessionId: r.string('sessionId'),
}));

export const userSessionConverter = converter<UserSessionDoc>((r) => ({
  id: r.id,
  userId: r.string('userId'),
  page: r.oneOf('page', SESSION_PAGES),
  timestamp: r.date('timestamp'),
  lastActivity: r.date('lastActivity'),
  sessionId: r.string('sessionId'),
  expiresAt: r.optDate('expiresAt'),
}));

export const specialRebookStateConverter = converter<SpecialRebookStateDoc>((r) => ({
  id: r.id,
  userId: r.string('userId'),
  rebookType: r.oneOf('rebookType', ['special'] as const),
  expiresAt: r.date('expiresAt'),
  orderId: r.optString('orderId'),
  used: r.optBoolean('used'),
  createdAt: r.optDate('createdAt'),
}));

export const blockConverter = converter<BlockDoc>((r) => ({
  id: r.id,
  userId: r.optString('userId') ?? r.id,
  blockUntil: r.date('blockUntil'),
  type: r.oneOf('type', APPOINTMENT_TYPES),
  reason: r.optString('reason') ?? '',
  updatedAt: r.optDate('updatedAt') ?? r.date('blockUntil'),
}));

export const userDeletionRequestConverter = converter<UserDeletionRequestDoc>((r) => ({
  id: r.id,
  userId: r.string('userId'),
  timestamp: r.date('timestamp'),
}));

export const auditLogConverter = converter<AuditLogDoc>((r) => ({
  id: r.id,
  actorUid: r.string('actorUid'),
  actorEmail: r.nullableString('actorEmail'),
  action: r.string('action'),
  target: r.string('target'),
  before: r.record('before'),
  after: r.record('after'),
  at: r.date('at'),
}));
