// A WiPay webhook delivery as the pages describe it (contract/webhooks.ts): the envelope {id, api_family, event,
// occurred_at, data, meta} in the raw body, and the headers X-WiPay-Webhook-Event (the envelope's event),
// -Id (the envelope's id, the idempotency key), -Signature (checked before this), -Timestamp (Unix seconds when
// signed) and -Version (v1). Pure: the trigger (triggers/wipay-webhook.ts) reads the request and acts.
import { WEBHOOK_HEADERS, type PaymentEventName } from './contract';

export interface WebhookEnvelope {
  id: string;
  event: string;
  apiFamily: string;
  occurredAt: string;
  /** data.transaction_id, or null when the event names none. */
  transactionId: string | null;
  /** data.order_id (our checkout id), or null. */
  orderId: string | null;
  data: Record<string, unknown>;
  meta: Record<string, unknown>;
}

export type EnvelopeReading = { ok: true; envelope: WebhookEnvelope } | { ok: false; reason: string };

const SAFE_ID = /^[A-Za-z0-9_.-]{1,128}$/;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const safeId = (value: unknown): string | null =>
  typeof value === 'string' && SAFE_ID.test(value) ? value : null;

/** The events whose effects run here, by what they do; every other event is stored and acknowledged. */
export const CHECKOUT_EVENTS: readonly PaymentEventName[] = [
  'payment.success',
  'payment.failed',
  'payment.error',
];
export const REFUND_EVENTS = {
  'payment.refunded': 'refunded',
  'payment.refund_rejected': 'rejected',
} as const satisfies Partial<Record<PaymentEventName, 'refunded' | 'rejected'>>;
/** Chargebacks and confirmed fraud: the dispute state they give the payment (data/payments/payment-disputes.ts). */
export const DISPUTE_EVENTS = {
  'payment.chargeback_pending': 'chargeback_pending',
  'payment.chargeback_processed': 'chargeback_processed',
  'payment.chargeback_released': 'chargeback_released',
  'payment.fraud_confirmed': 'fraud_confirmed',
} as const satisfies Partial<
  Record<
    PaymentEventName,
    'chargeback_pending' | 'chargeback_processed' | 'chargeback_released' | 'fraud_confirmed'
  >
>;

/**
 * Reads a signed delivery. Refused (nothing to write): a body that is not the envelope, an id or event the headers
 * contradict, a signature version other than v1, a timestamp that is missing or further than `toleranceSeconds` from
 * `nowMs` (an old delivery, even with a new id). `header(name)` answers a request header or undefined.
 */
export function readWebhookDelivery(
  body: unknown,
  header: (name: string) => string | undefined,
  nowMs: number,
  toleranceSeconds: number,
): EnvelopeReading {
  if (!isRecord(body)) return { ok: false, reason: 'not an envelope' };
  const id = safeId(body.id);
  const event = typeof body.event === 'string' && /^[a-z0-9_.]{1,80}$/.test(body.event) ? body.event : null;
  if (!id || !event) return { ok: false, reason: 'envelope without id or event' };
  if (header(WEBHOOK_HEADERS.id) !== id)
    return { ok: false, reason: 'X-WiPay-Webhook-Id is not the envelope id' };
  if (header(WEBHOOK_HEADERS.event) !== event)
    return { ok: false, reason: 'X-WiPay-Webhook-Event is not the envelope event' };
  if (header(WEBHOOK_HEADERS.version) !== WEBHOOK_HEADERS.currentVersion)
    return { ok: false, reason: `signature version ${header(WEBHOOK_HEADERS.version) ?? 'missing'}` };
  const timestamp = header(WEBHOOK_HEADERS.timestamp) ?? '';
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'no timestamp' };
  const ageSeconds = Math.abs(nowMs / 1000 - Number(timestamp));
  if (ageSeconds > toleranceSeconds)
    return {
      ok: false,
      reason: `timestamp ${Math.round(ageSeconds)} s away (tolerance ${toleranceSeconds} s)`,
    };
  const data = isRecord(body.data) ? body.data : {};
  const meta = isRecord(body.meta) ? body.meta : {};
  return {
    ok: true,
    envelope: {
      id,
      event,
      apiFamily: typeof body.api_family === 'string' ? body.api_family : '',
      occurredAt: typeof body.occurred_at === 'string' ? body.occurred_at : '',
      transactionId: safeId(data.transaction_id),
      orderId: safeId(data.order_id),
      data,
      meta,
    },
  };
}

/** The text of meta.reason (a refund rejection's decision reason), at most 200 characters, or ''. */
export const reasonOf = (meta: Record<string, unknown>): string =>
  typeof meta.reason === 'string' ? meta.reason.slice(0, 200) : '';

/**
 * What paymentWebhookEvents/{id} keeps of a delivery: the event, the transaction and order it names, WiPay's own
 * status and amount, and meta, never card data (data.card is not kept, nor any key of meta named card).
 */
export function storedEvent(envelope: WebhookEnvelope, receivedAt: Date) {
  const meta = Object.fromEntries(Object.entries(envelope.meta).filter(([key]) => !/card|pan/i.test(key)));
  const field = (key: string) => {
    const value = envelope.data[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 100) : null;
  };
  return {
    event: envelope.event,
    apiFamily: envelope.apiFamily,
    occurredAt: envelope.occurredAt,
    transactionId: envelope.transactionId,
    orderId: envelope.orderId,
    status: field('status'),
    total: field('total'),
    currency: field('currency'),
    meta: JSON.stringify(meta).length <= 4000 ? meta : { truncated: true },
    receivedAt,
  };
}
