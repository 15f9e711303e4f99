// WiPay's webhooks (webhooks; webhooks/payments-api). "Method: POST with Content-Type: application/json and Accept:
// application/json." "Acknowledge with any 2xx HTTP response as soon as you have durably accepted the event. Any
// non-2xx, connection error, or timeout is treated as a delivery failure and scheduled for retry." "The same delivery
// identifier is reused across retries; always treat the id field (and the X-WiPay-Webhook-Id header) as an
// idempotency key." "consumers must be forward-compatible and ignore unknown keys."
import { PAGES } from './sources';

/** "Every request carries:" */
export const WEBHOOK_HEADERS = {
  source: PAGES.webhooks,
  event: 'X-WiPay-Webhook-Event',
  id: 'X-WiPay-Webhook-Id',
  /** "sha256=<hex> HMAC of the raw request body." */
  signature: 'X-WiPay-Webhook-Signature',
  /** "Unix timestamp (seconds, UTC) when the request was signed." */
  timestamp: 'X-WiPay-Webhook-Timestamp',
  /** "Signature scheme version (currently v1)." */
  version: 'X-WiPay-Webhook-Version',
  currentVersion: 'v1',
} as const;

/**
 * "Signature verification: Read the raw request body exactly as received (do not reformat). Compute
 * HMAC-SHA256(body, endpointSecret) using the signing secret shown once when you created or rotated the endpoint.
 * Compare against the hex portion of X-WiPay-Webhook-Signature."
 */
export const WEBHOOK_SIGNATURE = {
  source: PAGES.webhooks,
  algorithm: 'HMAC-SHA256 of the raw body, hex, prefixed sha256=',
  silent:
    'The pages read give the timestamp header but no tolerance window and do not put the timestamp into the HMAC; ' +
    'the app refuses a delivery whose timestamp is more than WIPAY_WEBHOOK_TOLERANCE_SECONDS (default 300) from ' +
    'its own clock, and a replayed old body with a new id therefore fails too.',
  /** A vector: HMAC-SHA256('{"id":"x"}', 'whsec_test'), computed by Python's hmac module. */
  vector: {
    body: '{"id":"x"}',
    secret: 'whsec_test',
    header: 'sha256=efe09dee2f0a8b843785c534ae775acaa4e4143f8a95eb2446f509c062af9055',
  },
} as const;

/** The Payments API event catalogue, in the page's order, with "When it fires". */
export const PAYMENT_EVENTS = {
  source: PAGES.paymentEvents,
  catalogue: {
    'payment.created': 'A payment request has been created and is awaiting processing.',
    'payment.success': 'The payment was authorised and captured successfully.',
    'payment.failed': 'The payment was declined by the issuer or gateway.',
    'payment.error': 'The payment attempt errored before a definitive outcome (e.g. gateway timeout).',
    'payment.chargeback_pending': 'A chargeback has been raised and the transaction is held pending review.',
    'payment.chargeback_processed': 'Funds have been taken to cover a confirmed chargeback.',
    'payment.chargeback_released': 'A pending chargeback has been released; funds are no longer held.',
    'payment.refund_requested': 'A refund has been requested on a completed transaction.',
    'payment.refunded': 'A refund has been processed and funds returned to the payer.',
    'payment.refund_rejected': 'A refund request has been rejected. meta.reason carries the decision reason.',
    'payment.fraud_confirmed': 'The transaction has been confirmed as fraud and funds taken.',
  },
  /** "Use the envelope event as the authoritative lifecycle signal." */
  authoritative: 'envelope.event',
  /**
   * "Payment events carry a data object with a stable core set of fields. The exact shape depends on whether WiPay
   * already has a completed transaction for the payment." The page's table starts card, currency,
   * currency_credited, customer_…; the rest of the table was not in the text read, so the data below repeats the
   * retrieve answer's fields (transaction_id, order_id, status, status_desc, total), which the smoke run must confirm.
   */
  silent: 'data fields beyond card/currency/currency_credited/customer_* assumed from the retrieve answer',
} as const;

export type PaymentEventName = keyof typeof PAYMENT_EVENTS.catalogue;
export const PAYMENT_EVENT_NAMES = Object.keys(PAYMENT_EVENTS.catalogue) as PaymentEventName[];

/** The envelope the overview prints, with a payment event's data. */
export function exampleEnvelope(
  event: PaymentEventName,
  data: Record<string, unknown>,
  meta: Record<string, unknown> = {},
  id = '3e1f9b2c-7d41-4c55-9a0e-2b7c7f0d4a1e',
) {
  return {
    id,
    api_family: 'payments_api',
    event,
    occurred_at: '2026-04-17T15:04:03+00:00',
    data,
    meta,
  };
}

export const ENVELOPE_EXAMPLE = {
  source: PAGES.webhooks,
  body: exampleEnvelope('payment.success', {
    card: 'XXXXXXXXXXXX1234',
    currency: 'TTD',
    currency_credited: 'TTD',
    order_id: 'c7Qm2ZkV9xR4pL8a',
    status: 'success',
    status_desc: 'Normal',
    total: '45.00',
    transaction_id: 'SB-1-10-c7Qm2ZkV9xR4pL8a-20261127120000',
  }),
} as const;

/** A refund rejection carries its reason in meta: "meta.reason carries the decision reason." */
export const REFUND_REJECTED_EXAMPLE = {
  source: PAGES.paymentEvents,
  body: exampleEnvelope(
    'payment.refund_rejected',
    {
      order_id: 'c7Qm2ZkV9xR4pL8a',
      status: 'success',
      total: '45.00',
      transaction_id: 'SB-1-10-c7Qm2ZkV9xR4pL8a-20261127120000',
    },
    { reason: 'Refund window exceeded' },
  ),
} as const;
