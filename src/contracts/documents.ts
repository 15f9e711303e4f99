// Document types of every Firestore collection (spec section 3), as the app sees them: timestamps are `Date`.
// Pure TypeScript, no firebase import: the Cloud Functions codebase imports this file too.
// Slot documents and callable request/response types live in ./slot-documents.ts and ./booking-api.ts.

import type { OrderVisitFields } from './bay-api';
import type { RefundStatus } from './payment-api';
import type { AppointmentType, OrderStatus, ServiceType } from '../domain/types';
import type { PaymentDispute } from '../domain/payment-state';

/**
 * The spec's order field `paymentMethod (credit_card)`: how the order was paid in the spec's words. It is not WiPay's
 * request `method`, whose value is `credit_card_co` (functions/src/payment/contract/payment-request.ts).
 */
export const ORDER_PAYMENT_METHOD = 'credit_card' as const;

/** Collection names, in one place. Paths are `COLLECTIONS.x/{id}`. */
export const COLLECTIONS = {
  users: 'users',
  orders: 'orders',
  /** Temporary 2-minute holds (and trading-order reservations). */
  activeBookings: 'activeBookings',
  /** Older form of a hold, kept for reading/cleanup. */
  activeSessions: 'activeSessions',
  /** One per user: which booking page (appointment or payment) is open. */
  userSessions: 'userSessions',
  specialRebookStates: 'specialRebookStates',
  specialAppointmentBlocks: 'specialAppointmentBlocks',
  freeAppointmentBlocks: 'freeAppointmentBlocks',
  userDeletionRequests: 'userDeletionRequests',
  /** Public per-slot availability (counts, no personal data), written by the booking callables. */
  slots: 'slots',
  contactMessages: 'contactMessages',
  /** Outbox read by the Firebase Trigger Email extension. */
  mail: 'mail',
  /** Server-only: one job per e-mail about an order, queued with the change, rendered into `mail` by a trigger. */
  mailJobs: 'mailJobs',
  auditLog: 'auditLog',
  loginAttempts: 'loginAttempts',
  phoneClaims: 'phoneClaims',
  rateLimits: 'rateLimits',
  /** Server-only, keyed by uid: the number plates (hashed) a customer named lately (data/orders/plate-tries.ts). */
  plateUsage: 'plateUsage',
  /** Server-written: one per thing said to a customer (its facts) and its deliveries by channel (docs/messages.md). */
  messages: 'messages',
  /** messagePrefs/{uid}: the customer's channels per kind of message; written by the customer in the rules' shape. */
  messagePrefs: 'messagePrefs',
  /** Server-written, owner-readable: messageNumbers/{uid}, what Twilio told us of the customer's number. */
  messageNumbers: 'messageNumbers',
  /** Server-only: messageSids/{Twilio MessageSid} -> the message and channel a status callback is about. */
  messageSids: 'messageSids',
  /** Server-written, staff-readable: messageStats/{YYYY-MM-DD}, the day's counts and cost estimate. */
  messageStats: 'messageStats',
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

// Statuses, appointment and service types are the domain's words, defined once in src/domain/types.ts.
export {
  APPOINTMENT_TYPES,
  OPEN_STATUSES,
  ORDER_STATUSES,
  PAST_STATUSES,
  SERVICE_TYPES,
} from '../domain/types';
export type { AppointmentType, OrderStatus, ServiceType } from '../domain/types';

export const SESSION_PAGES = ['payment', 'appointment'] as const;
export type SessionPage = (typeof SESSION_PAGES)[number];

/**
 * Custom claims on the ID token. `viewOnlyAdmin` without `admin` is the read-only staff role; `bayAttendant` may use
 * the bay screen (check in, complete, read the bay board) and nothing else (contracts/bay-api.ts).
 */
export const ROLE_CLAIMS = ['admin', 'viewOnlyAdmin', 'bayAttendant'] as const;
export type RoleClaim = (typeof ROLE_CLAIMS)[number];

/** users/{uid}. `contact` is '+1868' plus 7 digits. */
export interface UserDoc {
  id: string;
  email: string;
  name?: string;
  displayName?: string;
  area: string;
  contact?: string;
  pendingContact?: string | null;
  /** First 8 characters of the uid uppercased, or a generated id prefixed MEM-. */
  membershipNumber?: string;
  profileCompleted?: boolean;
  phoneVerified?: boolean;
  phoneVerifiedAt?: Date | null;
  createdAt: Date;
}

/** orders/{orderId}. Written only by the callables (Admin SDK). */
export interface OrderDoc extends OrderVisitFields {
  id: string;
  /** 'ORDER-' + timestamp + 9 uppercase characters; equals the document id. */
  orderId: string;
  userId: string;
  userEmail: string;
  status: OrderStatus;
  serviceName: string;
  serviceDescription: string;
  description: string;
  price: number;
  createdAt: Date;
  updatedAt: Date;
  paymentMethod: typeof ORDER_PAYMENT_METHOD;
  cardholderName: string;
  serviceType: ServiceType;
  location: string;
  /** YYYY-MM-DD in the business time zone. */
  appointmentDate: string;
  /** 12-hour time, e.g. '7:10 AM'. */
  appointmentTime: string;
  /** The appointment's instant. */
  appointmentDateTime: Date;
  appointmentType: AppointmentType;
  /** 4-digit number as text. */
  orderCode: string;
  /** Uppercase, no whitespace, or null. */
  numberPlate: string | null;
  contact: string;
  qrCodeDataURL?: string;
  /** JSON of the QR payload (domain/qr-payload), with the signed pass since issue 27. */
  qrData?: string;
  /** Version of the signed pass in qrData (contracts/bay-api.ts OrderVisitFields); absent on older orders. */
  passVersion?: number;
  /** Set when the order was rebooked (shown as '(Rebooked)'), with the instant of the rebook. */
  rebooked?: boolean;
  rebookedAt?: Date;
  /** Id of the public slot document this order occupies (slot-documents.ts); drive-in orders have none. */
  slotId?: string;
  /** The customer's note at booking (appointment orders; '' when none or anonymised). */
  specialInstructions?: string;
  /**
   * Set when a wash plan pays for this order (issue 43, plan-api.ts): nothing is due at the location for the wash.
   * The plan's `uses[orderId]` says where the wash stands (reserved at booking, used at the bay, forfeited).
   */
  planId?: string;
  /** The plan's name when the order was made, e.g. '30-Day Comfort Pass'. */
  planName?: string;
  /** Set on a plan order whose plan also pays a special's fee (the ledger cannot tell it from the order alone). */
  planCoversFee?: boolean;
  /** Set on an order taken over by trade: the order's own id, and when the trade happened. */
  tradedFrom?: string;
  tradedAt?: Date;
  /** Set when the owner deleted their account and this past order was kept without personal data. */
  anonymisedAt?: Date;
  /**
   * The special fee actually paid for this order, written only by a server path that had the payment verified
   * (none yet: the payment at booking will). Absent on free orders, on orders whose fee a rebook state waived, and
   * on every order booked before a fee was taken. Only a paid fee earns a fee-free next special when given up
   * (domain/rebooking `rebookStateExpiryOnGiveUp`).
   */
  specialFeePaid?: SpecialFeePaid;
  /** The processor that took this order's card payment ('WiPay sandbox' | 'WiPay live' | the test gateway's name). */
  paymentProcessor?: string;
  /** A refund of the order's WiPay payment (adminRefundOrder, then WiPay's webhook): requested, refunded, rejected. */
  refundStatus?: RefundStatus;
  /**
   * A card dispute of the payment that bought this order (recordPaymentDispute, written only while the order was the
   * payer's): the bay refuses the pass while it holds and the order is still the payer's (domain/payment-state).
   */
  paymentDispute?: OrderPaymentDispute;
  /**
   * The payment whose fee-free special rebook state waived this special's fee (confirmBooking): a refund or lost
   * chargeback of that payment withdraws this order as it would the order the payment bought.
   */
  specialFeeWaivedBy?: string;
}

/** The dispute of an order's card payment: its state, the payment (WiPay's transaction id), who paid, when. */
export interface OrderPaymentDispute {
  state: PaymentDispute;
  transactionId: string;
  payerId: string;
  at: Date;
}

/** A fee taken through a verified card payment: whole cents and the processor's payment reference. */
export interface SpecialFeePaid {
  cents: number;
  paymentReference: string;
}

/** activeBookings/{holdId}: a 2-minute hold, or a reservation of a trading order during trade payment. */
export interface ActiveBookingDoc {
  id: string;
  userId: string;
  appointmentDate: string;
  appointmentTime: string;
  appointmentType: AppointmentType;
  location: string;
  createdAt: Date;
  /** createdAt + 2 minutes by the server's clock; also the TTL field. */
  expiresAt: Date;
  pageLoadId: string;
  type?: 'trading_order_reservation';
  /** For a trading-order reservation: the reserved order. */
  orderId?: string;
  /** The given-up special order that earned this state. */
  sourceOrderId?: string;
  /** The payment of that order's fee (WiPay's transaction id): refunded or charged back, the state is withdrawn. */
  sourcePaymentReference?: string;
  slotId?: string;
}

/** activeSessions/{id}: the older form of a hold. */
export interface ActiveSessionDoc {
  id: string;
  userId: string;
  orderId: string;
  appointmentDate: string;
  appointmentTime: string;
  createdAt: Date;
  lastActivity: Date;
  sessionId: string;
}

/** userSessions/{uid}: one per user, written by the owner's browser. */
export interface UserSessionDoc {
  id: string;
  userId: string;
  page: SessionPage;
  timestamp: Date;
  lastActivity: Date;
  sessionId: string;
  /** TTL field: when the record may be deleted (e.g. lastActivity + 10 minutes). */
  expiresAt?: Date;
}

/** specialRebookStates/{id}: a special rebook may be booked at no fee until expiresAt. */
export interface SpecialRebookStateDoc {
  id: string;
  userId: string;
  rebookType: 'special';
  expiresAt: Date;
  orderId?: string;
  /** The given-up special order that earned this state. */
  sourceOrderId?: string;
  used?: boolean;
  createdAt?: Date;
}

/**
 * specialAppointmentBlocks/{userId} and freeAppointmentBlocks/{userId}. Blocked while blockUntil > now. The stored
 * record also keeps each cause with its own end (`causes`: 'staff', 'noShow_<orderId>'; read by the functions only,
 * functions/src/data/people/block-records.ts); blockUntil and reason are those of the cause that ends last.
 */
export interface BlockDoc {
  id: string;
  userId: string;
  blockUntil: Date;
  type: AppointmentType;
  reason: string;
  updatedAt: Date;
}

/** userDeletionRequests/{uid}: one per account (the id is the owner's uid), created by the owner only. */
export interface UserDeletionRequestDoc {
  id: string;
  userId: string;
  timestamp: Date;
}

export type {
  AuditLogDoc,
  ContactMessageDoc,
  LoginAttemptDoc,
  MailDoc,
  PhoneClaimDoc,
  RateLimitDoc,
} from './service-docs';

/**
 * The stored form of a document type: `id` removed and `Date` fields replaced by the SDK's timestamp type `TS`
 * (client or Admin SDK `Timestamp`), e.g. `Stored<OrderDoc, Timestamp>`.
 */
export type Stored<T, TS> = { [K in keyof Omit<T, 'id'>]: StoredValue<T[K], TS> };
type StoredValue<V, TS> = V extends Date
  ? TS
  : V extends (infer E)[]
    ? StoredValue<E, TS>[]
    : V extends Record<string, unknown>
      ? { [K in keyof V]: StoredValue<V[K], TS> }
      : V;
