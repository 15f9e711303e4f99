// The server side of a confirmed card payment, as the drive-in order writer (data/payments/checkout-drive-in.ts) takes it:
// complete-checkout.ts hands it a verifier for a payment WiPay's server-to-server lookup already confirmed (the
// transaction for this checkout, its total, in TTD). Card data never reaches this code: only the processor's
// reference, the amount and a description.

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
