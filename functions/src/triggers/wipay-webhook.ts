// WiPay's webhook: JSON events signed with X-WiPay-Webhook-Signature: sha256=<HMAC of the raw body>. A signed
// payment event completes or fails the checkout it names, through the same once-only path as the return page
// (which also asks WiPay's lookup: the event's own fields are never trusted for the amount). `refunded` /
// `refund.rejected` mark the payment record and its order (data/refund-order.ts) once the lookup's refund_status
// says the same. Answers:
//   401 unsigned or mis-signed (nothing read or written), 200 handled or absorbed (a repeated event id, an event for
//   a checkout that is not ours), 500 a transient failure, so WiPay retries.
import { HttpsError, onRequest } from 'firebase-functions/v2/https';
import { logs } from '../logs';
import { col } from '../data/booking-docs';
import { completeCheckout } from '../data/complete-checkout-store';
import { recordRefundOutcome } from '../data/refund-order';
import { wipayConnection } from '../payment/wipay';
import { isValidWebhookSignature } from '../payment/wipay-signatures';
import { WIPAY_API_KEY, WIPAY_WEBHOOK_SECRET } from '../payment/wipay-settings';
import { PASS_SIGNING_KEY } from '../pass/pass-secret';

/** Server-only: paymentWebhookEvents/{eventId} = { type, transactionId, receivedAt }, one per handled event. */
export const PAYMENT_WEBHOOK_EVENTS = 'paymentWebhookEvents';

interface WebhookEvent {
  id: string;
  type: string;
  data: { transaction_id?: unknown; order_id?: unknown };
}

const SAFE_ID = /^[A-Za-z0-9_.-]{1,128}$/;

export const wipayWebhook = onRequest(
  { secrets: [WIPAY_API_KEY, WIPAY_WEBHOOK_SECRET, PASS_SIGNING_KEY], invoker: 'public' },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.status(405).send('POST only');
      return;
    }
    if (
      !isValidWebhookSignature(
        req.rawBody,
        req.get('X-WiPay-Webhook-Signature'),
        WIPAY_WEBHOOK_SECRET.value(),
      )
    ) {
      logs.webhookRefused('bad-signature');
      res.status(401).send('bad signature');
      return;
    }
    const event = req.body as WebhookEvent;
    const transactionId = String(event?.data?.transaction_id ?? '');
    const checkoutId = String(event?.data?.order_id ?? '');
    if (typeof event?.id !== 'string' || !SAFE_ID.test(event.id) || !SAFE_ID.test(transactionId)) {
      logs.webhookRefused('malformed');
      res.status(400).send('malformed event');
      return;
    }
    const seen = col(PAYMENT_WEBHOOK_EVENTS).doc(event.id);
    if ((await seen.get()).exists) {
      res.status(200).json({ duplicate: true });
      return;
    }
    const wipay = wipayConnection();
    if (!wipay) {
      res.status(503).send('payments not configured');
      return;
    }
    try {
      if (event.type === 'payment.success' || event.type === 'payment.failed') {
        if (!SAFE_ID.test(checkoutId)) throw new HttpsError('failed-precondition', 'no checkout');
        await completeCheckout(
          checkoutId,
          { kind: 'processor', transactionId },
          { wipay: wipay.client, apiKey: wipay.settings.apiKey, processor: wipay.processor, now: new Date() },
        );
      } else if (event.type === 'refunded' || event.type === 'refund.rejected') {
        // The payment record and its order (data/refund-order.ts); a refunded order still open is cancelled.
        const outcome = event.type === 'refunded' ? 'refunded' : 'rejected';
        let found;
        try {
          found = await wipay.client.lookup(transactionId);
        } catch (error) {
          throw new HttpsError('unavailable', error instanceof Error ? error.message : 'lookup failed');
        }
        if (found?.refundStatus !== outcome)
          throw new HttpsError(
            'failed-precondition',
            `lookup says refund ${found?.refundStatus ?? 'unknown'}`,
          );
        await recordRefundOutcome(transactionId, outcome, new Date());
      }
    } catch (error) {
      if (!(error instanceof HttpsError) || error.code === 'unavailable' || error.code === 'internal') {
        logs.unexpectedError('wipayWebhook', error);
        res.status(500).send('try again');
        return;
      }
      logs.webhookRefused(`${event.type}: ${error.message}`);
    }
    await seen.set({ type: String(event.type), transactionId, receivedAt: new Date() });
    res.status(200).json({ ok: true });
  },
);
