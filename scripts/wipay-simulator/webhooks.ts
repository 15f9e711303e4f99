// Webhook deliveries as WiPay's webhooks page describes them (functions/src/payment/contract/webhooks.ts): POST,
// Content-Type and Accept application/json, the envelope {id, api_family, event, occurred_at, data, meta} as the raw
// body, and the five headers X-WiPay-Webhook-Event, -Id, -Signature (sha256=<HMAC of the raw body>), -Timestamp
// (Unix seconds when signed: each attempt is signed anew) and -Version (v1). Retried with backoff until the merchant
// answers 2xx or the attempts run out; the id is the same on every retry.
import { randomUUID } from 'node:crypto';
import { WEBHOOK_HEADERS, type PaymentEventName } from './contract';
import { webhookSignature } from './signatures';

export interface WebhookDelivery {
  eventId: string;
  event: PaymentEventName;
  transactionId: string;
  attempts: number;
  lastStatus: number | null;
  delivered: boolean;
  /** The exact signed body, so a test can replay it. */
  body: string;
  /** How many seconds before the real time each attempt says it was signed (a stale delivery; test control). */
  ageSeconds: number;
}

export interface WebhookOptions {
  /** The merchant's endpoint; no URL, no deliveries. */
  url: string | undefined;
  secret: string;
  /** Delays before each retry, ms; its length + 1 is the number of attempts. */
  retryDelaysMs: readonly number[];
}

/** 2026-04-17T15:04:03+00:00, as the webhooks page prints occurred_at. */
const occurredAt = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** The headers of one attempt at `delivery`, signed at `nowMs` less its age. */
export function deliveryHeaders(
  delivery: WebhookDelivery,
  secret: string,
  nowMs: number,
): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    [WEBHOOK_HEADERS.event]: delivery.event,
    [WEBHOOK_HEADERS.id]: delivery.eventId,
    [WEBHOOK_HEADERS.signature]: webhookSignature(secret, delivery.body),
    [WEBHOOK_HEADERS.timestamp]: String(Math.floor(nowMs / 1000) - delivery.ageSeconds),
    [WEBHOOK_HEADERS.version]: WEBHOOK_HEADERS.currentVersion,
  };
}

export class WebhookSender {
  readonly log: WebhookDelivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly options: WebhookOptions,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Sends one event (and retries it in the background). Resolves after the first attempt. */
  async send(
    event: PaymentEventName,
    data: Record<string, unknown>,
    meta: Record<string, unknown> = {},
    { ageSeconds = 0 }: { ageSeconds?: number } = {},
  ): Promise<WebhookDelivery | null> {
    if (!this.options.url) return null;
    const eventId = randomUUID();
    const delivery: WebhookDelivery = {
      eventId,
      event,
      transactionId: String(data.transaction_id ?? ''),
      attempts: 0,
      lastStatus: null,
      delivered: false,
      body: JSON.stringify({
        id: eventId,
        api_family: 'payments_api',
        event,
        occurred_at: occurredAt(this.clock() - ageSeconds * 1000),
        data,
        meta,
      }),
      ageSeconds,
    };
    this.log.push(delivery);
    await this.attempt(delivery);
    return delivery;
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    delivery.attempts += 1;
    try {
      const response = await fetch(this.options.url!, {
        method: 'POST',
        headers: deliveryHeaders(delivery, this.options.secret, Date.now()),
        body: delivery.body,
        signal: AbortSignal.timeout(10_000),
      });
      delivery.lastStatus = response.status;
      delivery.delivered = response.ok;
    } catch {
      delivery.lastStatus = null;
    }
    const delay = this.options.retryDelaysMs[delivery.attempts - 1];
    if (delivery.delivered || delay === undefined) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
