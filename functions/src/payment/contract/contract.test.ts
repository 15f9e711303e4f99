// The fixtures hold together: the vectors are what the formulas give, and the examples obey the page's own rules.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CREDENTIALS,
  ENVELOPE_EXAMPLE,
  PAYMENT_EVENT_NAMES,
  PAYMENT_REQUEST_EXAMPLE,
  PAYMENT_REQUEST_RULES,
  REFUND_ANSWERS,
  RETRIEVE_ANSWERS,
  RETURN_HASH,
  WEBHOOK_SIGNATURE,
} from '.';

describe("WiPay's contract fixtures", () => {
  it('give the return-hash vector by both algorithms the setting allows', () => {
    const { transaction_id, total, apiKey } = RETURN_HASH.vector;
    const input = `${transaction_id}${total}${apiKey}`;
    expect(createHash('md5').update(input).digest('hex')).toBe(RETURN_HASH.vector.md5);
    expect(createHash('sha256').update(input).digest('hex')).toBe(RETURN_HASH.vector.sha256);
  });

  it('give the webhook signature vector as HMAC-SHA256 of the raw body', () => {
    const { body, secret, header } = WEBHOOK_SIGNATURE.vector;
    expect(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`).toBe(header);
  });

  it('keep the example request within every rule of the payment-request page', () => {
    const form = PAYMENT_REQUEST_EXAMPLE.form;
    for (const field of PAYMENT_REQUEST_RULES.required) expect(form).toHaveProperty(field);
    expect(form.order_id).toMatch(PAYMENT_REQUEST_RULES.orderId);
    expect(form.order_id.length).toBeLessThanOrEqual(PAYMENT_REQUEST_RULES.orderIdRecommendedMaxLength);
    expect(PAYMENT_REQUEST_RULES.methods).toContain(form.method);
    expect(form.email.length).toBeLessThanOrEqual(PAYMENT_REQUEST_RULES.emailMaxLength);
    expect(form.total).toMatch(PAYMENT_REQUEST_RULES.total);
  });

  it('put every retrieve field inside data, and none is refund_status', () => {
    for (const answer of [RETRIEVE_ANSWERS.incomplete, RETRIEVE_ANSWERS.failed, RETRIEVE_ANSWERS.success]) {
      expect(answer.message).toBe('OK');
      for (const key of Object.keys(answer.data)) expect(RETRIEVE_ANSWERS.fields).toContain(key);
    }
    expect(RETRIEVE_ANSWERS.fields).not.toContain('refund_status');
  });

  it('list each documented refund answer once, with its status', () => {
    expect(new Set(REFUND_ANSWERS.map((a) => a.body.message)).size).toBe(REFUND_ANSWERS.length);
    expect(REFUND_ANSWERS.find((a) => a.kind === 'requested')?.status).toBe(201);
  });

  it('name eleven payment events, and the envelope example uses one of them', () => {
    expect(PAYMENT_EVENT_NAMES).toHaveLength(11);
    expect(PAYMENT_EVENT_NAMES).toContain(ENVELOPE_EXAMPLE.body.event);
    expect(Object.keys(ENVELOPE_EXAMPLE.body).sort()).toEqual(
      ['api_family', 'data', 'event', 'id', 'meta', 'occurred_at'].sort(),
    );
  });

  it('tell a sandbox WAPI key from a live one by its prefix', () => {
    expect('wapi_test_k1_s3cr3t').toMatch(CREDENTIALS.wapiKeyShape);
    expect('wapi_live_k1_s3cr3t').toMatch(CREDENTIALS.wapiKeyShape);
    expect('123').not.toMatch(CREDENTIALS.wapiKeyShape);
  });
});
