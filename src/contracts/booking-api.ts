// Request and response types of the booking callables (functions/src/callables), shared with the client's typed
// httpsCallable wrappers. No firebase import. Errors are HttpsError codes; where the UI must tell cases apart, the
// error's `details` is a `BookingErrorDetails` with a machine-readable `reason`.
import type { TradeOrder } from '../domain/trade';
import type { AppointmentType, OrderStatus } from './documents';
import { row, type EmptyRequest } from './call-table';

/** Machine-readable reasons carried in `HttpsError.details.reason`. */
export const BOOKING_ERROR_REASONS = [
  /** failed-precondition: the slot has no seat left for the caller (UI: 'Timeslot No Longer Available'). */
  'slot-full',
  /** failed-precondition: not a slot of that type/date (Sunday, not offered, off-grid, wrong minute, too soon). */
  'slot-not-bookable',
  /** failed-precondition: the hold is gone (expired and cleaned up, or released). Pick the time again. */
  'hold-expired',
  /** failed-precondition: users/{uid} missing. */
  'profile-missing',
  /** failed-precondition: the profile has no contact number. */
  'contact-missing',
  /** failed-precondition: users/{uid}.phoneVerified is not true. */
  'phone-not-verified',
  /** resource-exhausted: already 3 open appointments. */
  'max-open-appointments',
  /** failed-precondition: free cadence or a block forbids this appointment type (`message` says why). */
  'not-eligible',
  /** failed-precondition: the number plate is already booked that date. */
  'plate-taken',
  /** failed-precondition: the number-plate lookup failed, so the booking is blocked (spec 5). */
  'plate-check-failed',
  /** failed-precondition: the order's rebook window is closed. */
  'rebook-window-closed',
  /** failed-precondition: the order was rebooked before. */
  'already-rebooked',
  /** failed-precondition: the new time clashes with another of the caller's appointments. */
  'time-clash',
  /** failed-precondition: the order's status does not allow the action. */
  'wrong-status',
  /** failed-precondition: a trading order cannot be given up. */
  'order-traded',
  /** failed-precondition: too close to the appointment for the action. */
  'too-late',
  /** resource-exhausted: 2 give-ups in the last 24 hours. */
  'deletion-limit',
  /** failed-precondition: another customer holds the trading order's reservation. */
  'reserved',
  /** failed-precondition: deleting the account needs a sign-in within the last 5 minutes. */
  'requires-recent-login',
  /** failed-precondition: no card processor is configured on this server (startCheckout). */
  'payments-unavailable',
  /** failed-precondition: the processor did not confirm the payment reference, or it paid for another order. */
  'payment-not-verified',
  /** failed-precondition: the payment was refunded, charged back or is disputed: it makes no order (completeCheckout). */
  'payment-withdrawn',
  /** failed-precondition: WiPay took the money but no order could be made: staff refund it (completeCheckout). */
  'payment-needs-refund',
  /** failed-precondition: a special appointment whose $30 fee was neither paid (startCheckout) nor waived. */
  'special-fee-unpaid',
  /** failed-precondition: a special whose fee a valid rebook state waives: confirm it without a checkout. */
  'no-payment-due',
  /** failed-precondition: the caller already has an appointment at that time (UI: the duplicate dialog's text). */
  'duplicate-booking',
  /** failed-precondition: another page (device) of the caller holds the live booking session (userSessions). */
  'session-conflict',
  /** resource-exhausted: the caller created the hourly ceiling of holds. */
  'hold-limit',
  /** resource-exhausted: the caller created the hourly ceiling of trade reservations. */
  'trade-reservation-limit',
  /** resource-exhausted: the caller named the most different number plates allowed in the rolling window. */
  'plate-limit',
  /** resource-exhausted: the caller's seats were held for the hourly budget of held-seat time (holds and checkouts). */
  'seat-time-limit',
  /** resource-exhausted: the caller tried the hourly ceiling of $0 trades (transferTradingOrder). */
  'trade-take-limit',
  /** resource-exhausted: the order changed hands in $0 trades the most times one order may in 24 hours. */
  'order-move-limit',
  /** resource-exhausted: the caller offered orders for trade the hourly ceiling of times. */
  'trade-offer-limit',
  /** resource-exhausted: the order was offered for trade the hourly ceiling of times. */
  'order-offer-limit',
  /**
   * failed-precondition: the wash plan may not pay for this wash (issue 43); `detail` is the PlanRefusal
   * ('plate', 'day-cap', 'ended', 'refunded', 'none-left', ...) or 'not-found', the message PLAN_TEXT's sentence.
   */
  'plan-refused',
  /** failed-precondition: an appointment a wash plan pays for cannot be offered for trade (PLAN_TEXT.noTrade). */
  'plan-no-trade',
] as const;
export type BookingErrorReason = (typeof BOOKING_ERROR_REASONS)[number];

export interface BookingErrorDetails {
  reason: BookingErrorReason;
  /** Extra machine-readable detail, e.g. the domain's slot refusal ('too-soon') or eligibility text. */
  detail?: string;
}

/** Reads `details.reason` from a callable error, if it carries one. */
export function bookingErrorReason(error: unknown): BookingErrorReason | null {
  const details = (error as { details?: unknown } | null)?.details;
  const reason = (details as { reason?: unknown } | null | undefined)?.reason;
  return typeof reason === 'string' && (BOOKING_ERROR_REASONS as readonly string[]).includes(reason)
    ? (reason as BookingErrorReason)
    : null;
}

// ---- createHold: invalid-argument, unauthenticated, failed-precondition (slot-not-bookable, slot-full,
//      profile-missing, phone-not-verified, contact-missing, not-eligible, duplicate-booking, session-conflict), resource-exhausted
//      (max-open-appointments, hold-limit, seat-time-limit: the hold's 2 minutes would pass the account's hourly
//      budget of held-seat time). Everything confirmBooking would refuse is refused here first.
export interface CreateHoldRequest {
  appointmentDate: string;
  appointmentTime: string;
  appointmentType: AppointmentType;
  location: string;
  /**
   * The asking page's booking session (userSessions/{uid}.sessionId): refused with reason 'session-conflict' while
   * another live session of the customer holds the record.
   */
  pageLoadId: string;
}
export interface CreateHoldResponse {
  holdId: string;
  /** Epoch millis by the server's clock: createdAt + 2 minutes. */
  expiresAt: number;
}

// ---- releaseHold: invalid-argument, unauthenticated, permission-denied (someone else's hold).
//      Idempotent: releasing a hold that is already gone answers { released: false }.
export interface ReleaseHoldRequest {
  holdId: string;
}
export interface ReleaseHoldResponse {
  released: boolean;
}

// ---- confirmBooking: invalid-argument, unauthenticated, permission-denied (hold of someone else),
//      failed-precondition (hold-expired, slot-full, slot-not-bookable, profile-missing, contact-missing,
//      phone-not-verified, not-eligible, duplicate-booking, plate-taken), resource-exhausted (max-open-appointments,
//      plate-limit: checked first, before the hold or the plate's day is looked at)
export interface ConfirmBookingRequest {
  holdId: string;
  /** Client-generated idempotency key (e.g. crypto.randomUUID() per Complete Booking attempt). */
  requestId: string;
  /** Catalogue id: 'basic-wash' | 'comfort-wash' | 'premium-wash'. */
  serviceId: string;
  appointmentType: AppointmentType;
  specialInstructions?: string;
  numberPlate?: string | null;
  /**
   * A wash plan of the caller that pays for this wash (issue 43): one of its washes is reserved with the order, the
   * order's plate is the plan's, and nothing is due at the location for the wash.
   */
  planId?: string;
}
export interface ConfirmBookingResponse {
  orderId: string;
}

// ---- rebookOrder: invalid-argument, unauthenticated, permission-denied, not-found, failed-precondition
//      (wrong-status, already-rebooked, rebook-window-closed, slot-not-bookable, slot-full, time-clash,
//      plate-taken), resource-exhausted (max-open-appointments)
export interface RebookOrderRequest {
  orderId: string;
  appointmentDate: string;
  appointmentTime: string;
}
export interface RebookOrderResponse {
  orderId: string;
  appointmentDate: string;
  appointmentTime: string;
}

// ---- giveUpOrder: invalid-argument, unauthenticated, permission-denied, not-found, failed-precondition
//      (order-traded, wrong-status, too-late), resource-exhausted (deletion-limit)
export interface OrderIdRequest {
  orderId: string;
}
export interface GiveUpOrderResponse {
  deleted: true;
}

// ---- offerOrderForTrade / cancelTrade: invalid-argument, unauthenticated, permission-denied, not-found,
//      failed-precondition (wrong-status, too-late); offerOrderForTrade also resource-exhausted (trade-offer-limit:
//      the caller's offers this hour; order-offer-limit: this order's offers this hour). A withdrawal is never
//      limited: it is bounded by the offers, and refusing it would leave the owner's appointment up for anyone.
export interface OrderStatusResponse {
  orderId: string;
  status: OrderStatus;
}

// ---- listTradingOrders: unauthenticated. The orders on offer that the caller may take (not their own, more than
//      2 hours ahead), soonest first, without personal data (domain/trade TradeOrder).
export interface TradeOffer extends TradeOrder {
  /** Epoch millis of a live reservation by someone else (the offer is blocked until then), or null. */
  reservedUntil: number | null;
}
export interface ListTradingOrdersResponse {
  orders: TradeOffer[];
}

// ---- reserveTradingOrder: invalid-argument, unauthenticated, permission-denied (own order), not-found,
//      failed-precondition (wrong-status, too-late, reserved, profile-missing, phone-not-verified, contact-missing,
//      not-eligible, duplicate-booking), resource-exhausted (max-open-appointments, trade-reservation-limit)
export interface ReserveTradingOrderResponse {
  holdId: string;
  /** Epoch millis: now + the trade timer (30 s free, 300 s special). */
  expiresAt: number;
}

// ---- transferTradingOrder: invalid-argument (also for any key besides cardholderName in paymentData: payment
//      references, card numbers and CVVs are never accepted), unauthenticated, permission-denied (own order),
//      not-found, failed-precondition (wrong-status, too-late, reserved, profile-missing, contact-missing,
//      phone-not-verified, not-eligible, duplicate-booking, payment-not-verified: the trade costs more than $0),
//      resource-exhausted (max-open-appointments; trade-take-limit: the caller's tries this hour; order-move-limit:
//      the order's $0 moves in 24 hours). Only a $0 trade (a rebooked order) is taken here; a trade above
//      $0 is paid on WiPay's hosted checkout (startCheckout purpose 'trade') and moved by completeCheckout.
export interface TransferTradingOrderRequest {
  originalOrderId: string;
  /** The cardholder name only: a trade above $0 is paid through WiPay (startCheckout purpose 'trade'). */
  paymentData: {
    cardholderName: string;
  };
}
export interface TransferTradingOrderResponse {
  orderId: string;
  status: 'confirmed';
}

// ---- The drive-in order writer's answer (functions/src/data/payments/checkout-drive-in.ts), used by completeCheckout: a drive-in
//      is paid through WiPay's hosted checkout (startCheckout purpose 'drive-in').
export interface PurchaseDriveInResponse {
  orderId: string;
}

// ---- deleteMyAccount: unauthenticated, failed-precondition (requires-recent-login)
export type DeleteMyAccountRequest = Record<string, never>;
export interface DeleteMyAccountResponse {
  deleted: true;
  releasedOrders: number;
  anonymisedOrders: number;
}

// ---- adminUpdateOrderStatus / adminDeleteOrders: invalid-argument (0 or more than 150 ids, unknown status),
//      unauthenticated, permission-denied (no admin claim; viewOnlyAdmin included). Orders that do not exist are
//      listed in `notFound` (UI: 'Order not found. Please refresh the page and try again.').
export interface AdminUpdateOrderStatusRequest {
  orderIds: string[];
  status: OrderStatus;
}
export interface AdminDeleteOrdersRequest {
  orderIds: string[];
}
export interface AdminOrdersResponse {
  /** Ids changed (status updated, or deleted). */
  done: string[];
  notFound: string[];
  /** Ids whose change failed for another reason (retry). */
  failed: string[];
}

/** The callables of the booking write path, account deletion and trading (the table: callables.ts). */
export const BOOKING_CALLABLES = {
  deleteMyAccount: row.customer<DeleteMyAccountRequest, DeleteMyAccountResponse>(),
  createHold: row.customer<CreateHoldRequest, CreateHoldResponse>(),
  releaseHold: row.customer<ReleaseHoldRequest, ReleaseHoldResponse>(),
  confirmBooking: row.customer<ConfirmBookingRequest, ConfirmBookingResponse>('pass'),
  rebookOrder: row.customer<RebookOrderRequest, RebookOrderResponse>('pass'),
  giveUpOrder: row.customer<OrderIdRequest, GiveUpOrderResponse>(),
  offerOrderForTrade: row.customer<OrderIdRequest, OrderStatusResponse>(),
  cancelTrade: row.customer<OrderIdRequest, OrderStatusResponse>('pass'),
  listTradingOrders: row.customer<EmptyRequest, ListTradingOrdersResponse>(),
  reserveTradingOrder: row.customer<OrderIdRequest, ReserveTradingOrderResponse>(),
  transferTradingOrder: row.customer<TransferTradingOrderRequest, TransferTradingOrderResponse>('pass'),
};
