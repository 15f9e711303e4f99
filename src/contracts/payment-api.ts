// What the app and the functions agree on for card payments through WiPay's hosted checkout (README 'Payments').
// The browser never sees a card: startCheckout answers WiPay's page, WiPay sends the browser back to
// PAYMENT_RETURN_PATH with the result in the query string, and completeCheckout checks it with the processor.
import { row } from './call-table';
import type { PlanCheckoutRequest } from './plan-api';

/** Where WiPay sends the browser back (the app's route; the server accepts no other return URL). */
export const PAYMENT_RETURN_PATH = '/payment/return';

/** What a checkout pays for: a drive-in purchase, the fee of a special appointment (its wash is paid at the
 * location), or taking over a trading order (a paid trade). */
export const CHECKOUT_PURPOSES = ['drive-in', 'special', 'trade', 'plan'] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

// ---- startCheckout: invalid-argument, unauthenticated, failed-precondition (profile-missing, phone-not-verified,
//      contact-missing, payments-unavailable), resource-exhausted (seat-time-limit: a special's hold extended for
//      WiPay's session would pass the account's hourly budget of held-seat time; nothing is charged).
export type StartCheckoutRequest =
  | {
      purpose: 'drive-in';
      /** Catalogue id of the wash: the server decides the price from it. */
      serviceId: string;
      /** This app's origin + PAYMENT_RETURN_PATH; any other URL is refused. */
      returnUrl: string;
    }
  | {
      /** The $30 fee of a special appointment, paid when booking (the wash is paid at the location). */
      purpose: 'special';
      /** Catalogue id of the wash booked. */
      serviceId: string;
      returnUrl: string;
      /** The booking the fee pays for, as confirmBooking takes it (the type is 'special'). */
      booking: SpecialCheckoutBooking;
    }
  | {
      /** A paid trade: the caller must hold the live reservation of the order (reserveTradingOrder). */
      purpose: 'trade';
      /** The trading order: the server charges its stored price. */
      originalOrderId: string;
      returnUrl: string;
    }
  /** A term of a wash plan (issue 43, plan-api.ts): the server charges the plan type's stored price. */
  | PlanCheckoutRequest;
/** The booking of a special appointment whose fee a checkout pays: the caller's live hold and confirmBooking's fields. */
export interface SpecialCheckoutBooking {
  holdId: string;
  requestId: string;
  specialInstructions?: string;
  numberPlate?: string | null;
}
export interface StartCheckoutResponse {
  checkoutId: string;
  /** WiPay's hosted payment page: the browser goes there. */
  url: string;
  /** '45.00' */
  total: string;
  /** Epoch millis by the server's clock: when WiPay's session runs out. */
  expiresAt: number;
  /**
   * Trade: the reservation's end, now at least the session's end plus a grace for the return; the trade countdown
   * follows it.
   */
  reservedUntil?: number;
  /**
   * purpose 'special': epoch millis when the seat's hold, extended for the payment, ends (the session's end plus a
   * grace for the return). The payment page's countdown shows it.
   */
  holdExpiresAt?: number;
}

// ---- completeCheckout: invalid-argument, unauthenticated, permission-denied (someone else's checkout),
//      failed-precondition (payment-not-verified: a forged or mismatched return).
/** The query string WiPay sent the browser back with (the fields the server checks). */
export interface CompleteCheckoutRequest {
  /** WiPay's order_id: our checkout id. */
  checkoutId: string;
  transactionId: string;
  /** success | failed | error */
  status: string;
  total: string;
  hash: string;
}
/** `purpose` is present for a purchase other than a drive-in (e.g. 'trade': the page goes to /account; 'plan': `orderId` is the plan's id, the page goes to /account). */
export type CompleteCheckoutResponse =
  | { status: 'paid'; orderId: string; purpose?: CheckoutPurpose }
  /** Declined, failed or expired: no order, nothing was charged. */
  | { status: 'failed'; purpose?: CheckoutPurpose }
  /** WiPay has not settled it yet: ask again shortly. */
  | { status: 'pending' };

// ---- adminRefundOrder (full admins): unauthenticated, permission-denied (not a full admin), not-found (no such
//      order), failed-precondition (not-refundable: no WiPay payment, or $0; WiPay's balance too low, our key refused
//      or an answer WiPay does not document: nothing changed), unavailable (WiPay did not answer: nothing changed, try
//      again). A second request for a payment already requested or refunded is absorbed: it answers the current
//      status and asks WiPay nothing.
/** What WiPay reported about a refund, as the payment record and the order carry it. */
export const REFUND_STATUSES = ['requested', 'refunded', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface AdminRefundOrderRequest {
  orderId: string;
}
export interface AdminRefundOrderResponse {
  refundStatus: RefundStatus;
  /** The amount WiPay refunds, in dollars (the whole payment). */
  amount: number;
  /** false when an earlier request had already asked WiPay (nothing was sent this time). */
  requested: boolean;
  /**
   * The sentence for the admin when WiPay's answer was not a plain "request created" (already requested, already
   * refunded, refused): shown instead of the usual notice.
   */
  message?: string;
}

/** The processor name a WiPay payment record (and its order's paymentProcessor) carries: 'WiPay sandbox' | 'WiPay live'. */
export const isWiPayProcessor = (processor: string | undefined | null): boolean =>
  typeof processor === 'string' && processor.startsWith('WiPay ');

/** The callables of card payments (the table: callables.ts). */
export const PAYMENT_CALLABLES = {
  startCheckout: row.customer<StartCheckoutRequest, StartCheckoutResponse>('payment'),
  completeCheckout: row.customer<CompleteCheckoutRequest, CompleteCheckoutResponse>('payment'),
  adminRefundOrder: row.admin<AdminRefundOrderRequest, AdminRefundOrderResponse>('payment'),
};
