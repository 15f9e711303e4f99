/**
 * The card payment boundary. Card number, expiry and CVV go INTO a gateway and never come out: the gateway answers
 * only an opaque reference and the cardholder name. Nothing else in the app may store, log, persist or send them
 * (not to Firestore, not to a callable, not to browser storage).
 *
 * How a real processor plugs in: write a class that implements `PaymentGateway` with the processor's browser SDK
 * (Stripe Elements, Braintree Hosted Fields, WiPay, First Atlantic Commerce…), where the card fields are the
 * processor's own hosted inputs and `authorize` resolves to the processor's token or payment-intent id as
 * `reference`. Return it from `getPaymentGateway()` for production builds (keep `TestCardGateway` for the
 * emulators), and have the server-side callable that creates the paid order capture or verify that reference with
 * the processor's secret key (a Functions secret), never with card data.
 */

/** What the card form collects. Lives only in the form's memory and is handed straight to `authorize`. */
export interface CardDetails {
  cardNumber: string;
  cardholderName: string;
  /** MM/YY */
  expiryDate: string;
  cvv: string;
}

export interface PaymentRequest {
  /** Amount in TTD dollars, e.g. 75. */
  amount: number;
  /** What is being paid for (shown on statements, logged by the processor). */
  description: string;
}

export type PaymentResult =
  { ok: true; reference: string; cardholderName: string } | { ok: false; error: string };

export interface PaymentGateway {
  /** Human-readable name, shown nowhere to customers; for logs and the README. */
  readonly name: string;
  /** True for a gateway that moves no real money. */
  readonly isTest: boolean;
  /** Validates and authorizes the card for the amount. Never throws for a declined card: answers ok: false. */
  authorize(card: CardDetails, request: PaymentRequest): Promise<PaymentResult>;
}
