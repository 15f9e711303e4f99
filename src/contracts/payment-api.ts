// What the app and the functions agree on for card payments through WiPay's hosted checkout (README 'Payments').
// The browser never sees a card: startCheckout answers WiPay's page, WiPay sends the browser back to
// PAYMENT_RETURN_PATH with the result in the query string, and completeCheckout checks it with the processor.

/** Where WiPay sends the browser back (the app's route; the server accepts no other return URL). */
export const PAYMENT_RETURN_PATH = '/payment/return';

/** What a checkout pays for. Only drive-in purchases go through WiPay so far. */
export const CHECKOUT_PURPOSES = ['drive-in'] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

// ---- startCheckout: invalid-argument, unauthenticated, failed-precondition (profile-missing, phone-not-verified,
//      contact-missing, payments-unavailable).
export interface StartCheckoutRequest {
  purpose: CheckoutPurpose;
  /** Catalogue id of the wash: the server decides the price from it. */
  serviceId: string;
  /** This app's origin + PAYMENT_RETURN_PATH; any other URL is refused. */
  returnUrl: string;
}
export interface StartCheckoutResponse {
  checkoutId: string;
  /** WiPay's hosted payment page: the browser goes there. */
  url: string;
  /** '45.00' */
  total: string;
  /** Epoch millis by the server's clock: when WiPay's session runs out. */
  expiresAt: number;
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
export type CompleteCheckoutResponse =
  | { status: 'paid'; orderId: string }
  /** Declined, failed or expired: no order, nothing was charged. */
  | { status: 'failed' }
  /** WiPay has not settled it yet: ask again shortly. */
  | { status: 'pending' };

// ---- adminRefundOrder (full admins): unauthenticated, permission-denied (not a full admin), not-found (no such
//      order), failed-precondition (not-refundable: no WiPay payment, or $0), unavailable (WiPay did not answer:
//      nothing changed, try again). A second request for a payment already requested or refunded is absorbed: it
//      answers the current status and asks WiPay nothing.
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
}

/** The processor name a WiPay payment record (and its order's paymentProcessor) carries: 'WiPay sandbox' | 'WiPay live'. */
export const isWiPayProcessor = (processor: string | undefined | null): boolean =>
  typeof processor === 'string' && processor.startsWith('WiPay ');
