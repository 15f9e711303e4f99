// WiPay's webhook, as its pages describe it (payment/contract/webhooks.ts; docs/payments.md). In order:
//   1. X-WiPay-Webhook-Signature: sha256=<HMAC-SHA256 of the raw body> with the webhook secret, else 401 with
//      nothing read or written (no secret, or outside the emulators the simulator's public one: 503, nothing read).
//   2. The envelope {id, api_family, event, occurred_at, data, meta}: its id and event must be the ones the
//      X-WiPay-Webhook-Id / -Event headers name, the version v1, and X-WiPay-Webhook-Timestamp within
//      WIPAY_WEBHOOK_TOLERANCE_SECONDS (300) of our clock: else 400 with nothing written (an old delivery is refused
//      even with a new id).
//   3. The id is the idempotency key: paymentWebhookEvents/{id} already there answers 200.
//   4. By event: payment.success / payment.failed / payment.error complete or fail the checkout data.order_id names,
//      through the same once-only path as the return page (which asks WiPay's lookup: the event's own fields never
//      decide the amount or the status); payment.refunded / payment.refund_rejected settle the refund of
//      data.transaction_id from the signed event itself (data/payments/refunds.ts), meta.reason going to the log;
//      payment.chargeback_pending / _processed / _released and payment.fraud_confirmed put the payment and the order
//      it still holds for its payer in that dispute state (data/payments/payment-disputes.ts: the pass is refused at the bay
//      until a release); the created and refund_requested events, and any event not known yet, are stored only.
//   5. paymentWebhookEvents/{id} = { event, transactionId, orderId, status, total, currency, meta, receivedAt, … }
//      (never card data), then 200. A transient failure answers 500 so WiPay retries.
import { HttpsError, onRequest } from 'firebase-functions/v2/https';
import { logs } from '../logs';
import { col } from '../data/booking-docs';
import { completeCheckout } from '../data/payments/checkout-completion';
import { recordPaymentDispute } from '../data/payments/payment-disputes';
import { recordRefundOutcome } from '../data/payments/refunds';
import { runsOnEmulators } from '../payment';
import { completionDeps, wipayConnection } from '../payment/wipay';
import { isValidWebhookSignature } from '../payment/wipay-signatures';
import {
  WIPAY_API_KEY,
  WIPAY_WAPI_KEY,
  WIPAY_WEBHOOK_SECRET,
  webhookSecretOf,
  webhookToleranceSeconds,
} from '../payment/wipay-settings';
import {
  CHECKOUT_EVENTS,
  DISPUTE_EVENTS,
  readWebhookDelivery,
  reasonOf,
  REFUND_EVENTS,
  storedEvent,
  type WebhookEnvelope,
} from '../payment/wipay-webhook-envelope';
import { PASS_SIGNING_KEY } from '../pass/pass-secret';

/** Server-only: paymentWebhookEvents/{eventId}, one per handled delivery (storedEvent). */
export const PAYMENT_WEBHOOK_EVENTS = 'paymentWebhookEvents';

/** 'retry' when WiPay should deliver again (payments not configured here yet). */
async function act(envelope: WebhookEnvelope, now: Date): Promise<'done' | 'retry'> {
  const { event, transactionId, orderId } = envelope;
  if ((CHECKOUT_EVENTS as readonly string[]).includes(event)) {
    if (!transactionId || !orderId) throw new HttpsError('failed-precondition', 'no transaction or checkout');
    const wipay = wipayConnection();
    if (!wipay) return 'retry';
    await completeCheckout(orderId, { kind: 'processor', transactionId }, completionDeps(wipay, now));
  } else if (event in REFUND_EVENTS) {
    if (!transactionId) throw new HttpsError('failed-precondition', 'no transaction');
    const outcome = REFUND_EVENTS[event as keyof typeof REFUND_EVENTS];
    const reason = reasonOf(envelope.meta);
    const known = await recordRefundOutcome(
      transactionId,
      outcome,
      now,
      reason ? `webhook: ${reason}` : 'webhook',
    );
    if (!known) logs.webhookRefused(`${event}: no order of ours to settle (kept for completion)`);
  } else if (event in DISPUTE_EVENTS) {
    if (!transactionId) throw new HttpsError('failed-precondition', 'no transaction');
    const dispute = DISPUTE_EVENTS[event as keyof typeof DISPUTE_EVENTS];
    await recordPaymentDispute(transactionId, dispute, now, envelope.meta);
  }
  return 'done';
}

export const wipayWebhook = onRequest(
  { secrets: [WIPAY_API_KEY, WIPAY_WAPI_KEY, WIPAY_WEBHOOK_SECRET, PASS_SIGNING_KEY], invoker: 'public' },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.status(405).send('POST only');
      return;
    }
    // A secret anyone could know (the simulator's, in this repository) proves nothing: act on no delivery, and answer
    // 503 so WiPay delivers again once the real secret is set.
    const secret = webhookSecretOf(WIPAY_WEBHOOK_SECRET.value(), runsOnEmulators());
    if (!secret) {
      logs.webhookRefused('webhook secret missing or public');
      res.status(503).send('webhook not configured');
      return;
    }
    const signature = req.get('X-WiPay-Webhook-Signature');
    if (!isValidWebhookSignature(req.rawBody, signature, secret)) {
      logs.webhookRefused('bad-signature');
      res.status(401).send('bad signature');
      return;
    }
    const now = new Date();
    const reading = readWebhookDelivery(
      req.body,
      (name) => req.get(name),
      now.getTime(),
      webhookToleranceSeconds(),
    );
    if (!reading.ok) {
      logs.webhookRefused(reading.reason);
      res.status(400).send(reading.reason);
      return;
    }
    const { envelope } = reading;
    const seen = col(PAYMENT_WEBHOOK_EVENTS).doc(envelope.id);
    if ((await seen.get()).exists) {
      res.status(200).json({ duplicate: true });
      return;
    }
    try {
      if ((await act(envelope, now)) === 'retry') {
        res.status(503).send('payments not configured');
        return;
      }
    } catch (error) {
      if (!(error instanceof HttpsError) || error.code === 'unavailable' || error.code === 'internal') {
        logs.unexpectedError('wipayWebhook', error);
        res.status(500).send('try again');
        return;
      }
      logs.webhookRefused(`${envelope.event}: ${error.message}`);
    }
    await seen.set(storedEvent(envelope, now));
    res.status(200).json({ ok: true });
  },
);
