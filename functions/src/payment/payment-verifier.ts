// The server side of a card payment. The browser's payment gateway (src/lib/payment-gateway) authorises the card and
// hands back an opaque reference; a callable that creates a paid order asks a PaymentVerifier whether that reference
// is a real, authorised payment of the right amount, and captures it. Card data never reaches this code: only the
// reference, the amount and a description.
//
// How a real processor plugs in: implement PaymentVerifier with the processor's server API (e.g. retrieve and capture
// a Stripe PaymentIntent, query a WiPay / First Atlantic Commerce transaction) using its secret key from a Functions
// secret (defineSecret), check that the captured amount and currency equal `amount` / 'TTD', pass `idempotencyKey`
// to the processor so a retried call never captures twice, and return it from `paymentVerifier()` in ./index.ts.

/** What the verifier answers. `ok: false` never throws: a declined or unknown reference is an ordinary answer. */
export type PaymentVerification =
  | { ok: true; processor: string }
  | { ok: false; reason: 'not-configured' | 'unknown-reference' | 'amount-mismatch' | 'declined' };

export interface VerifyPaymentRequest {
  /** The gateway's reference, e.g. a processor payment id. */
  reference: string;
  /** The price the server decided (TTD dollars), e.g. 45. */
  amount: number;
  currency: 'TTD';
  /** Shown on statements and in the processor's logs, e.g. 'Drive-in BASIC WASH'. */
  description: string;
  /** Stable per purchase attempt: the processor must capture at most once per key. */
  idempotencyKey: string;
}

export interface PaymentVerifier {
  /** For logs: which processor answered. */
  readonly name: string;
  /** True for a verifier that moves no real money. */
  readonly isTest: boolean;
  /** Confirms that `reference` is an authorised payment of exactly `amount` `currency`, and captures it. */
  verify(request: VerifyPaymentRequest): Promise<PaymentVerification>;
}
