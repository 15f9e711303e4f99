// Webhook deliveries: JSON events signed with the webhook secret, retried with backoff until the merchant answers
// 2xx or the attempts run out. The event id is the merchant's idempotency key.
import { randomUUID } from 'node:crypto';
import { webhookSignature } from './signatures';

export type WebhookEventType = 'payment.success' | 'payment.failed' | 'refunded' | 'refund.rejected';
export interface WebhookDelivery {
  eventId: string;
  type: WebhookEventType;
  transactionId: string;
  attempts: number;
  lastStatus: number | null;
  delivered: boolean;
  /** The exact signed body, so a test can replay it. */
  body: string;
}

export interface WebhookOptions {
  /** The merchant's endpoint; no URL, no deliveries. */
  url: string | undefined;
  secret: string;
  /** Delays before each retry, ms; its length + 1 is the number of attempts. */
  retryDelaysMs: readonly number[];
}

export class WebhookSender {
  readonly log: WebhookDelivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: WebhookOptions) {}

  /** Sends one event (and retries it in the background). Resolves after the first attempt. */
  async send(type: WebhookEventType, data: Record<string, unknown>): Promise<WebhookDelivery | null> {
    if (!this.options.url) return null;
    const delivery: WebhookDelivery = {
      eventId: `evt_${randomUUID()}`,
      type,
      transactionId: String(data.transaction_id ?? ''),
      attempts: 0,
      lastStatus: null,
      delivered: false,
      body: '',
    };
    delivery.body = JSON.stringify({ id: delivery.eventId, type, created: new Date().toISOString(), data });
    this.log.push(delivery);
    await this.attempt(delivery, delivery.body);
    return delivery;
  }

  private async attempt(delivery: WebhookDelivery, body: string): Promise<void> {
    delivery.attempts += 1;
    try {
      const response = await fetch(this.options.url!, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-WiPay-Webhook-Signature': webhookSignature(this.options.secret, body),
        },
        body,
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
      void this.attempt(delivery, body);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
