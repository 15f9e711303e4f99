// Typed converters at the Firestore boundary: every collection read by the app goes through `withConverter`.
// Reading, Timestamps become Dates and a malformed document throws a `MalformedDocumentError` naming the field.
// Writing, Dates are handed to the SDK as they are (it stores them as Timestamps) and `id` is dropped.
// Only types are imported from the SDK, so this file does not pull firebase/firestore into a chunk by itself.
import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from 'firebase/firestore';
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
} from './types';

export class MalformedDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly field: string,
    expected: string,
  ) {
    super(`Malformed document ${path}: field "${field}" should be ${expected}.`);
    this.name = 'MalformedDocumentError';
  }
}

/** Reads typed fields of one snapshot, throwing on the first field of the wrong shape. */
class Reader {
  private readonly data: DocumentData;
  constructor(
    private readonly snapshot: QueryDocumentSnapshot,
    options?: SnapshotOptions,
  ) {
    // 'estimate' gives pending serverTimestamp() fields a local value instead of null.
    this.data = snapshot.data({ serverTimestamps: 'estimate', ...options });
  }
  get id(): string {
    return this.snapshot.id;
  }
  private fail(field: string, expected: string): never {
    throw new MalformedDocumentError(this.snapshot.ref.path, field, expected);
  }
  private has(field: string): boolean {
    return this.data[field] !== undefined;
  }
  string(field: string): string {
    const v: unknown = this.data[field];
    return typeof v === 'string' ? v : this.fail(field, 'a string');
  }
  optString(field: string): string | undefined {
    return this.has(field) ? this.string(field) : undefined;
  }
  nullableString(field: string): string | null {
    return this.data[field] === null || !this.has(field) ? null : this.string(field);
  }
  number(field: string): number {
    const v: unknown = this.data[field];
    return typeof v === 'number' && Number.isFinite(v) ? v : this.fail(field, 'a number');
  }
  optBoolean(field: string): boolean | undefined {
    if (!this.has(field)) return undefined;
    const v: unknown = this.data[field];
    return typeof v === 'boolean' ? v : this.fail(field, 'a boolean');
  }
  date(field: string): Date {
    const v: unknown = this.data[field];
    if (v instanceof Date) return v;
    if (v !== null && typeof v === 'object' && typeof (v as { toDate?: unknown }).toDate === 'function') {
      return (v as { toDate(): Date }).toDate();
    }
    return this.fail(field, 'a timestamp');
  }
  optDate(field: string): Date | undefined {
    return this.has(field) ? this.date(field) : undefined;
  }
  nullableDate(field: string): Date | null {
    return this.data[field] === null || !this.has(field) ? null : this.date(field);
  }
  oneOf<T extends string>(field: string, allowed: readonly T[]): T {
    const v: unknown = this.data[field];
    return allowed.includes(v as T) ? (v as T) : this.fail(field, `one of ${allowed.join(', ')}`);
  }
  record(field: string): Record<string, unknown> | null {
    const v: unknown = this.data[field];
    if (v === null || v === undefined) return null;
    return typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : this.fail(field, 'a map');
  }
}

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
  area: r.optString('area') ?? '',
  contact: r.optString('contact'),
  pendingContact: r.nullableString('pendingContact'),
  membershipNumber: r.optString('membershipNumber'),
  profileCompleted: r.optBoolean('profileCompleted'),
  phoneVerified: r.optBoolean('phoneVerified'),
  phoneVerifiedAt: r.nullableDate('phoneVerifiedAt'),
  createdAt: r.date('createdAt'),
}));

export const orderConverter = converter<OrderDoc>((r) => ({
  id: r.id,
  orderId: r.optString('orderId') ?? r.id,
  userId: r.string('userId'),
  userEmail: r.optString('userEmail') ?? '',
  status: r.oneOf('status', ORDER_STATUSES),
  serviceName: r.string('serviceName'),
  serviceDescription: r.optString('serviceDescription') ?? '',
  description: r.optString('description') ?? '',
  price: r.number('price'),
  createdAt: r.date('createdAt'),
  updatedAt: r.optDate('updatedAt') ?? r.date('createdAt'),
  paymentMethod: 'credit_card',
  cardholderName: r.optString('cardholderName') ?? '',
  serviceType: r.oneOf('serviceType', SERVICE_TYPES),
  location: r.string('location'),
  appointmentDate: r.string('appointmentDate'),
  appointmentTime: r.string('appointmentTime'),
  appointmentDateTime: r.date('appointmentDateTime'),
  appointmentType: r.oneOf('appointmentType', APPOINTMENT_TYPES),
  orderCode: r.string('orderCode'),
  numberPlate: r.nullableString('numberPlate'),
  contact: r.optString('contact') ?? '',
  qrCodeDataURL: r.optString('qrCodeDataURL'),
  qrData: r.optString('qrData'),
  rebooked: r.optBoolean('rebooked'),
  slotId: r.optString('slotId'),
}));

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
