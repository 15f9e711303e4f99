// What the app and the functions agree on for card payments through WiPay's hosted checkout (README 'Payments').
// The browser never sees a card: startCheckout answers WiPay's page, WiPay sends the browser back to
// PAYMENT_RETURN_PATH with the result in the query string, and completeCheckout checks it with the processor.

/** Where WiPay sends the browser back (the app's route; the server accepts no other return URL). */
export const PAYMENT_RETURN_PATH = '/payment/return';

/** What a checkout pays for: a drive-in purchase, or the fee of a special appointment (its wash is paid at the location). */
export const CHECKOUT_PURPOSES = ['drive-in', 'special'] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

// ---- startCheckout: invalid-argument, unauthenticated, failed-precondition (profile-missing, phone-not-verified,
//      contact-missing, payments-unavailable).
export interface StartCheckoutRequest {
  purpose: CheckoutPurpose;
  /** Catalogue id of the wash: the server decides the price from it. */
  serviceId: string;
  /** This app's origin + PAYMENT_RETURN_PATH; any other URL is refused. */
  returnUrl: string;
  /** purpose 'special' only: the booking the fee pays for, as confirmBooking takes it (the type is 'special'). */
  booking?: SpecialCheckoutBooking;
}
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
export type CompleteCheckoutResponse =
  | { status: 'paid'; orderId: string }
  /** Declined, failed or expired: no order, nothing was charged. */
  | { status: 'failed' }
  /** WiPay has not settled it yet: ask again shortly. */
  | { status: 'pending' };
