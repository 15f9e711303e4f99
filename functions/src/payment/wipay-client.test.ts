// The client against WiPay's published contract (./contract), field by field: fetch answers the fixtures' own bodies,
// and every request is checked for its method, path, headers (exactly one credential, the WAPI key, never the
// Payments API key) and form fields. The simulator is held against the same fixtures (scripts/wipay-simulator/
// contract.test.ts).
import { describe, expect, it, vi } from 'vitest';
import {
  CREDENTIALS,
  PAYMENT_REQUEST_ANSWER,
  PAYMENT_REQUEST_EXAMPLE,
  PAYMENT_REQUEST_RULES,
  REFUND_ANSWERS,
  RETRIEVE_ANSWERS,
} from './contract';
import { WiPayClient, WiPayError } from './wipay-client';
import type { WiPaySettings } from './wipay-settings';

const WAPI_KEY = 'wapi_test_k1_s3cr3t';
const SETTINGS: WiPaySettings = {
  host: 'https://ttsb.wipayfinancial.com',
  accountNumber: CREDENTIALS.sandbox.accountNumber,
  environment: 'sandbox',
  feeStructure: 'merchant_absorb',
  sessionMs: 180_000,
  apiKey: CREDENTIALS.sandbox.apiKey,
  wapiKey: WAPI_KEY,
  returnHash: 'md5',
  merchantEmail: 'owner@wash.example',
};

/** A client whose fetch answers `status` and `body`, and the requests it made. */
function clientAnswering(status: number, body: unknown, settings: Partial<WiPaySettings> = {}) {
  const fetchMock = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  const client = new WiPayClient({ ...SETTINGS, ...settings }, fetchMock as unknown as typeof fetch);
  const request = (i = 0) => {
    const [url, init] = fetchMock.mock.calls[i]!;
    return { url: String(url), init: init!, headers: new Headers(init!.headers) };
  };
  return { client, fetchMock, request };
}

/** The request carries exactly one credential, the WAPI key, and nothing of the Payments API key. */
function expectWapiCredential(headers: Headers, init: RequestInit) {
  expect(headers.get('X-WAPI-Key')).toBe(WAPI_KEY);
  expect(headers.has('Authorization')).toBe(false);
  expect(headers.get('Accept')).toBe('application/json');
  const everything = JSON.stringify([...headers.entries()]) + String(init.body ?? '');
  expect(everything).not.toContain(`"${SETTINGS.apiKey}"`);
  expect(init.body ?? null).toBeNull();
}

const checkout = {
  orderId: PAYMENT_REQUEST_EXAMPLE.form.order_id,
  total: PAYMENT_REQUEST_EXAMPLE.form.total,
  responseUrl: PAYMENT_REQUEST_EXAMPLE.form.response_url,
  data: PAYMENT_REQUEST_EXAMPLE.form.data,
  email: PAYMENT_REQUEST_EXAMPLE.form.email,
};

describe('createCheckout (payments-api/payment-request)', () => {
  it("sends the contract's example request, form-encoded, with no credential, and reads its JSON answer", async () => {
    const { client, request } = clientAnswering(200, PAYMENT_REQUEST_ANSWER.body);
    const answer = await client.createCheckout(checkout);
    expect(answer).toEqual({
      url: PAYMENT_REQUEST_ANSWER.body.url,
      transactionId: PAYMENT_REQUEST_ANSWER.body.transaction_id,
    });
    const { url, init, headers } = request();
    expect(url).toBe('https://ttsb.wipayfinancial.com/plugins/payments/request');
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe(PAYMENT_REQUEST_RULES.contentType);
    expect(headers.get('Accept')).toBe(PAYMENT_REQUEST_RULES.jsonAccept);
    expect(headers.has('X-WAPI-Key')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
    const form = Object.fromEntries(init.body as URLSearchParams);
    expect(form).toEqual({ ...PAYMENT_REQUEST_EXAMPLE.form, origin: 'chaguanas-wash' });
    expect(form.method).toBe('credit_card_co');
    expect(form.environment).toBe('sandbox');
    expect(JSON.stringify(form)).not.toContain(WAPI_KEY);
  });

  it('leaves out an e-mail WiPay refuses: over 50 characters, or the merchant’s own', async () => {
    for (const email of [`${'a'.repeat(41)}@demo.test`, 'Owner@Wash.Example', 'not-an-email']) {
      const { client, request } = clientAnswering(200, PAYMENT_REQUEST_ANSWER.body);
      await client.createCheckout({ ...checkout, email });
      expect(Object.fromEntries(request().init.body as URLSearchParams)).not.toHaveProperty('email');
    }
    const { client, request } = clientAnswering(200, PAYMENT_REQUEST_ANSWER.body);
    await client.createCheckout({ ...checkout, email: `${'a'.repeat(40)}@demo.test` });
    expect((request().init.body as URLSearchParams).get('email')).toHaveLength(50);
  });

  it('refuses to send an order id out of WiPay’s rules, and throws on a refusal', async () => {
    const { client, fetchMock } = clientAnswering(200, PAYMENT_REQUEST_ANSWER.body);
    for (const orderId of ['chk_0123456789abcdef0123456789abcdef', '_abc', 'abc-', 'a.b'])
      await expect(client.createCheckout({ ...checkout, orderId })).rejects.toThrow(WiPayError);
    expect(fetchMock).not.toHaveBeenCalled();
    const refused = clientAnswering(422, { message: 'The order id format is invalid.' });
    await expect(refused.client.createCheckout(checkout)).rejects.toThrow('The order id format is invalid.');
  });

  it('sends environment live to the live host', async () => {
    const { client, request } = clientAnswering(200, PAYMENT_REQUEST_ANSWER.body, {
      host: 'https://tt.wipayfinancial.com',
      environment: 'live',
      wapiKey: 'wapi_live_k1_s3cr3t',
    });
    await client.createCheckout(checkout);
    expect(request().url).toBe('https://tt.wipayfinancial.com/plugins/payments/request');
    expect((request().init.body as URLSearchParams).get('environment')).toBe('live');
  });
});

describe('lookup (wapi/transactions/retrieve)', () => {
  it.each([
    ['success', RETRIEVE_ANSWERS.success, true],
    ['failed', RETRIEVE_ANSWERS.failed, true],
    ['incomplete', RETRIEVE_ANSWERS.incomplete, false],
  ] as const)('reads the %s example from its data envelope', async (status, fixture, complete) => {
    const { client, request } = clientAnswering(200, fixture);
    const found = await client.lookup(fixture.data.transaction_id);
    expect(found).toEqual({
      transactionId: fixture.data.transaction_id,
      orderId: fixture.data.order_id,
      status,
      total: fixture.data.total,
      currency: fixture.data.currency,
      complete,
    });
    const { url, init, headers } = request();
    expect(url).toBe(`https://ttsb.wipayfinancial.com/wapi/transactions/${fixture.data.transaction_id}`);
    expect(init.method).toBe('GET');
    expectWapiCredential(headers, init);
  });

  it('reads nothing at the top level: a flat answer is an error, not a transaction', async () => {
    const { client } = clientAnswering(200, { ...RETRIEVE_ANSWERS.success.data, message: 'OK' });
    await expect(client.lookup('SB-1')).rejects.toThrow(WiPayError);
  });

  it('answers null for an unknown transaction (400 invalid id, or 404)', async () => {
    const invalid = REFUND_ANSWERS.find((a) => a.kind === 'unknown-transaction')!.body;
    expect(await clientAnswering(400, invalid).client.lookup('SB-0')).toBeNull();
    expect(await clientAnswering(404, { message: 'Not Found' }).client.lookup('SB-0')).toBeNull();
  });

  it('throws when WiPay refuses the key, so nothing is decided on it', async () => {
    await expect(
      clientAnswering(401, RETRIEVE_ANSWERS.unauthorized).client.lookup('SB-1'),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('refund (wapi/transactions/refund-request)', () => {
  it.each(REFUND_ANSWERS)('maps $status "$body.message" to $kind', async ({ kind, status, body }) => {
    const { client, request } = clientAnswering(status, body);
    expect(await client.refund('SB-32-55179-oId_123-Abc1-20260202232018')).toEqual({
      kind,
      status,
      message: body.message,
    });
    const { url, init, headers } = request();
    expect(url).toBe(
      'https://ttsb.wipayfinancial.com/wapi/transactions/SB-32-55179-oId_123-Abc1-20260202232018/refund',
    );
    expect(init.method).toBe('POST');
    expectWapiCredential(headers, init);
  });

  it('tells no answer (5xx, 429, a network error) from an answer the page does not list', async () => {
    expect((await clientAnswering(503, {}).client.refund('SB-1')).kind).toBe('no-answer');
    expect((await clientAnswering(429, {}).client.refund('SB-1')).kind).toBe('no-answer');
    expect((await clientAnswering(409, { message: 'Conflict' }).client.refund('SB-1')).kind).toBe(
      'unrecognised',
    );
    expect((await clientAnswering(400, { message: 'Something new.' }).client.refund('SB-1')).kind).toBe(
      'unrecognised',
    );
    const offline = new WiPayClient(SETTINGS, (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch);
    expect(await offline.refund('SB-1')).toEqual({
      kind: 'no-answer',
      status: null,
      message: 'fetch failed',
    });
  });
});
