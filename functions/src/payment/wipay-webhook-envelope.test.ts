import { describe, expect, it } from 'vitest';
import { ENVELOPE_EXAMPLE, REFUND_REJECTED_EXAMPLE, WEBHOOK_HEADERS } from './contract';
import { readWebhookDelivery, reasonOf, storedEvent } from './wipay-webhook-envelope';

const NOW = Date.UTC(2026, 10, 27, 12);
const body = ENVELOPE_EXAMPLE.body;

/** The headers WiPay sends with `envelope`, signed `ageSeconds` ago. */
function headersOf(
  envelope: { id: string; event: string },
  ageSeconds = 0,
  overrides: Record<string, string> = {},
) {
  const all: Record<string, string> = {
    [WEBHOOK_HEADERS.event]: envelope.event,
    [WEBHOOK_HEADERS.id]: envelope.id,
    [WEBHOOK_HEADERS.timestamp]: String(Math.floor(NOW / 1000) - ageSeconds),
    [WEBHOOK_HEADERS.version]: 'v1',
    ...overrides,
  };
  return (name: string) => all[name];
}

describe('readWebhookDelivery', () => {
  it("reads the contract's envelope: event, id, the transaction and the checkout it names, meta", () => {
    const reading = readWebhookDelivery(body, headersOf(body), NOW, 300);
    expect(reading).toEqual({
      ok: true,
      envelope: {
        id: body.id,
        event: 'payment.success',
        apiFamily: 'payments_api',
        occurredAt: body.occurred_at,
        transactionId: body.data.transaction_id,
        orderId: body.data.order_id,
        data: body.data,
        meta: {},
      },
    });
  });

  it('refuses a delivery signed longer ago than the tolerance (or in the future), on both sides of it', () => {
    expect(readWebhookDelivery(body, headersOf(body, 300), NOW, 300).ok).toBe(true);
    expect(readWebhookDelivery(body, headersOf(body, 301), NOW, 300).ok).toBe(false);
    expect(readWebhookDelivery(body, headersOf(body, -301), NOW, 300).ok).toBe(false);
    expect(
      readWebhookDelivery(body, headersOf(body, 0, { [WEBHOOK_HEADERS.timestamp]: '' }), NOW, 300).ok,
    ).toBe(false);
  });

  it('refuses headers that contradict the envelope, another signature version, or a body that is not one', () => {
    const refused = (h: (n: string) => string | undefined, b: unknown = body) =>
      readWebhookDelivery(b, h, NOW, 300).ok === false;
    expect(refused(headersOf(body, 0, { [WEBHOOK_HEADERS.event]: 'payment.failed' }))).toBe(true);
    expect(refused(headersOf(body, 0, { [WEBHOOK_HEADERS.id]: 'another-id' }))).toBe(true);
    expect(refused(headersOf(body, 0, { [WEBHOOK_HEADERS.version]: 'v2' }))).toBe(true);
    expect(refused(headersOf(body), { id: body.id, type: 'payment.success', data: body.data })).toBe(true);
    expect(refused(headersOf(body), 'not json')).toBe(true);
  });

  it('reads an event it does not know yet, and one without a transaction, for storing', () => {
    const future = { ...body, event: 'payment.partially_refunded', data: {} };
    const reading = readWebhookDelivery(future, headersOf(future), NOW, 300);
    expect(reading).toMatchObject({
      ok: true,
      envelope: { event: 'payment.partially_refunded', transactionId: null },
    });
  });
});

describe('storedEvent', () => {
  it('keeps the event, transaction, order, status, amount and meta, and never the card', () => {
    const rejected = REFUND_REJECTED_EXAMPLE.body;
    const reading = readWebhookDelivery(
      {
        ...rejected,
        data: { ...rejected.data, card: 'XXXXXXXXXXXX1234' },
        meta: { ...rejected.meta, card: 'x' },
      },
      headersOf(rejected),
      NOW,
      300,
    );
    if (!reading.ok) throw new Error(reading.reason);
    const stored = storedEvent(reading.envelope, new Date(NOW));
    expect(stored).toMatchObject({
      event: 'payment.refund_rejected',
      transactionId: rejected.data.transaction_id,
      orderId: rejected.data.order_id,
      status: 'success',
      total: '45.00',
      meta: { reason: 'Refund window exceeded' },
    });
    expect(JSON.stringify(stored)).not.toContain('1234');
    expect(reasonOf(reading.envelope.meta)).toBe('Refund window exceeded');
  });
});
