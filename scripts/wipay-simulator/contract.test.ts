// Every answer of the simulator, held against WiPay's published contract (functions/src/payment/contract, the same
// fixtures the client is tested with): the keys, the envelope, the status codes and the messages. If the simulator
// drifts from WiPay's pages, this fails; if WiPay's pages change, the fixtures change and this fails too.
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENVELOPE_EXAMPLE,
  PAYMENT_EVENT_NAMES,
  PAYMENT_REQUEST_ANSWER,
  REFUND_ANSWERS,
  REFUND_REJECTED_EXAMPLE,
  RETRIEVE_ANSWERS,
  RETURN_EXAMPLES,
  RETURN_HASH,
  RETURN_PARAMETERS,
  WEBHOOK_HEADERS,
} from './contract';
import {
  control,
  create,
  lookup,
  pay,
  receiver,
  refund,
  simulator,
  stopAll,
  WAPI_KEY,
} from './simulator.fixtures';

afterEach(stopAll);

const keys = (o: object) => Object.keys(o).sort();
/** The JSON type of each value, as a fixture's example shows it ('string' or 'null'). */
const types = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v === null ? 'null' : typeof v]));

describe('the payment request (payments-api/payment-request)', () => {
  it("answers the contract's example with the JSON answer's keys", async () => {
    const sim = await simulator();
    const { status, body } = await create(sim);
    expect(status).toBe(200);
    expect(keys(body)).toEqual(keys(PAYMENT_REQUEST_ANSWER.body));
    expect(body.message).toBe(PAYMENT_REQUEST_ANSWER.body.message);
    expect(body.transaction_id).toMatch(/^SB-/);
  });

  it.each([
    ['the deprecated method credit_card', { method: 'credit_card' }],
    ['another method', { method: 'paypal' }],
    ['an order id of 17 characters', { order_id: 'c7Qm2ZkV9xR4pL8aX' }],
    ['an order id with a character outside the alphabet', { order_id: 'chk.123' }],
    ['an order id starting with _', { order_id: '_c7Qm2ZkV9' }],
    ['an order id ending with -', { order_id: 'c7Qm2ZkV9-' }],
    ['an e-mail of 51 characters', { email: `${'a'.repeat(41)}@demo.test` }],
    ["the merchant's own e-mail", { email: 'merchant@sandbox.test' }],
    ['a live environment on the sandbox host', { environment: 'live' }],
    ['an unknown environment', { environment: 'staging' }],
    ['a missing required field (origin)', { origin: '' }],
    ['a missing required field (total)', { total: '' }],
    ['a total without two decimals', { total: '45' }],
    ['an unknown fee structure', { fee_structure: 'nobody_pays' }],
    ['an unknown account', { account_number: '999' }],
    ['an origin of 33 characters', { origin: 'o'.repeat(33) }],
    ['a response URL of 256 characters', { response_url: `https://wash.example/${'r'.repeat(236)}` }],
    ['data of 4097 characters', { data: 'd'.repeat(4097) }],
  ])('refuses %s with a 4xx JSON message and records nothing', async (_name, overrides) => {
    const sim = await simulator();
    const { status, body } = await create(sim, overrides);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(keys(body)).toEqual(['message']);
    expect(body.message).toEqual(expect.any(String));
    expect(sim.book.all()).toHaveLength(0);
  });

  it('takes an order id of exactly 16 characters and an e-mail of exactly 50', async () => {
    const sim = await simulator();
    const { status } = await create(sim, { order_id: 'a'.repeat(16), email: `${'a'.repeat(40)}@demo.test` });
    expect(status).toBe(200);
  });
});

describe('the redirect (payments-api/transaction-response)', () => {
  const always = [...RETURN_PARAMETERS.always];
  const allowed = [...always, ...RETURN_PARAMETERS.conditionallyAbsent];

  it('sends a success with every parameter the page lists always, the card, and the hash', async () => {
    const sim = await simulator();
    const id = (await create(sim)).body.transaction_id;
    const params = Object.fromEntries((await pay(sim, id, 'approve')).params!);
    for (const key of always) expect(params).toHaveProperty(key);
    for (const key of Object.keys(params)) expect(allowed).toContain(key);
    expect(keys(params)).toEqual(keys(RETURN_EXAMPLES.success));
    expect(params.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(params.card).toMatch(/^\([A-Z]+\) \.\.\. \d{4}$/);
    expect(params.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it.each(['decline', 'error'])('sends a %s without a hash', async (outcome) => {
    const sim = await simulator();
    const id = (await create(sim)).body.transaction_id;
    const params = Object.fromEntries((await pay(sim, id, outcome)).params!);
    for (const key of always) expect(params).toHaveProperty(key);
    for (const key of Object.keys(params)) expect(allowed).toContain(key);
    expect(params).not.toHaveProperty('hash');
    expect(RETURN_PARAMETERS.statuses).toContain(params.status);
  });
});

describe('retrieve (wapi/transactions/retrieve)', () => {
  it('answers an open session in the envelope with exactly the incomplete subset', async () => {
    const sim = await simulator();
    const id = (await create(sim)).body.transaction_id;
    const answer = (await (await lookup(sim, id)).json()) as {
      message: string;
      data: Record<string, unknown>;
    };
    expect(keys(answer)).toEqual(['data', 'message']);
    expect(answer.message).toBe(RETRIEVE_ANSWERS.incomplete.message);
    expect(keys(answer.data)).toEqual(keys(RETRIEVE_ANSWERS.incomplete.data));
    expect(types(answer.data)).toEqual(types(RETRIEVE_ANSWERS.incomplete.data));
    expect(answer.data.status).toBe('incomplete');
  });

  it.each([
    ['success', 'approve', RETRIEVE_ANSWERS.success],
    ['failed', 'decline', RETRIEVE_ANSWERS.failed],
  ] as const)('answers a %s payment with every field the page lists', async (status, outcome, fixture) => {
    const sim = await simulator();
    const id = (await create(sim, { name: 'TEST CUSTOMER' })).body.transaction_id;
    await pay(sim, id, outcome);
    const answer = (await (await lookup(sim, id)).json()) as {
      message: string;
      data: Record<string, unknown>;
    };
    expect(answer.message).toBe('OK');
    expect(keys(answer.data)).toEqual([...RETRIEVE_ANSWERS.fields].sort());
    expect(keys(answer.data)).toEqual(keys(fixture.data));
    expect(types(answer.data)).toEqual(types(fixture.data));
    expect(answer.data.status).toBe(status);
    expect(answer.data.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(answer.data.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.data).not.toHaveProperty('refund_status');
  });

  it.each([
    ['no credential', { Accept: 'application/json' }],
    ['both credentials', { 'X-WAPI-Key': WAPI_KEY, Authorization: 'Bearer token' }],
    ['a Bearer token it never issued', { Authorization: 'Bearer token' }],
    ['the Payments API key 123 as X-WAPI-Key', { 'X-WAPI-Key': RETURN_HASH.vector.apiKey }],
    ['a live key on the sandbox host', { 'X-WAPI-Key': 'wapi_live_k1_s3cr3t' }],
    ['a sandbox key that is not its own', { 'X-WAPI-Key': 'wapi_test_k1_other' }],
  ])('refuses %s with 401 and the page’s body', async (_name, headers) => {
    const sim = await simulator();
    const id = (await create(sim)).body.transaction_id;
    for (const response of [await lookup(sim, id, headers), await refund(sim, id, headers)]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(RETRIEVE_ANSWERS.unauthorized);
    }
  });

  it('answers an unknown transaction with 400 "The selected transaction id is invalid."', async () => {
    const sim = await simulator();
    const response = await lookup(sim, 'SB-1-10-nope-20260310045020');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(REFUND_ANSWERS.find((a) => a.kind === 'unknown-transaction')!.body);
  });
});

describe('refund request (wapi/transactions/refund-request)', () => {
  const documented = (kind: string) => REFUND_ANSWERS.find((a) => a.kind === kind)!;
  const expectAnswer = async (response: Response, kind: string) => {
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: documented(kind).status,
      body: documented(kind).body,
    });
  };

  it('answers each state with its documented status and message', async () => {
    const sim = await simulator({ refundDelayMs: 5 });
    const open = (await create(sim)).body.transaction_id;
    await expectAnswer(await refund(sim, open), 'not-refundable-status');
    await expectAnswer(await refund(sim, 'SB-9-99-none-20260101000000'), 'unknown-transaction');
    const paid = (await create(sim)).body.transaction_id;
    await pay(sim, paid, 'approve');
    await expectAnswer(await refund(sim, paid), 'requested');
    await expectAnswer(await refund(sim, paid), 'already-requested');
    await expect.poll(() => sim.book.get(paid)!.refund).toBe('refunded');
    await expectAnswer(await refund(sim, paid), 'already-refunded');
  });

  it.each(REFUND_ANSWERS.map((a) => a.kind).filter((k) => k !== 'requested'))(
    'answers %s exactly as the page prints it when a test control asks for it',
    async (kind) => {
      const sim = await simulator();
      const id = (await create(sim)).body.transaction_id;
      await pay(sim, id, 'approve');
      await control(sim, id, 'refund-answer', { answer: kind });
      await expectAnswer(await refund(sim, id), kind);
      expect(await (await fetch(`${sim.url}/__sim/refunds`)).json()).toEqual([]);
    },
  );
});

describe('webhooks (webhooks, webhooks/payments-api)', () => {
  it('sends the envelope with the five headers, the HMAC of the raw body, and catalogued event names', async () => {
    const hook = await receiver([]);
    const secret = 'whsec_test';
    const sim = await simulator({ refundDelayMs: 5, webhook: { url: hook.url, secret, retryDelaysMs: [] } });
    const id = (await create(sim)).body.transaction_id;
    await pay(sim, id, 'approve', 'webhook_first,refund_rejected');
    await refund(sim, id);
    await expect.poll(() => hook.received.length).toBe(2);
    for (const { body, headers, method } of hook.received) {
      const envelope = JSON.parse(body) as Record<string, unknown> & { data: Record<string, unknown> };
      expect(method).toBe('POST');
      expect(headers['content-type']).toBe('application/json');
      expect(headers.accept).toBe('application/json');
      expect(keys(envelope)).toEqual(keys(ENVELOPE_EXAMPLE.body));
      expect(envelope.api_family).toBe(ENVELOPE_EXAMPLE.body.api_family);
      expect(PAYMENT_EVENT_NAMES).toContain(envelope.event);
      expect(envelope.occurred_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
      const header = (name: string) => headers[name.toLowerCase()];
      expect(header(WEBHOOK_HEADERS.event)).toBe(envelope.event);
      expect(header(WEBHOOK_HEADERS.id)).toBe(envelope.id);
      expect(header(WEBHOOK_HEADERS.version)).toBe(WEBHOOK_HEADERS.currentVersion);
      expect(Math.abs(Number(header(WEBHOOK_HEADERS.timestamp)) - Date.now() / 1000)).toBeLessThan(5);
      expect(header(WEBHOOK_HEADERS.signature)).toBe(
        `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      );
      for (const key of Object.keys(envelope.data)) expect(RETRIEVE_ANSWERS.fields).toContain(key);
      expect(envelope.data.card).toMatch(/^X{12}\d{4}$/);
      expect(types(envelope.data)).toMatchObject(types(ENVELOPE_EXAMPLE.body.data));
    }
    const [success, rejected] = hook.received.map((r) => JSON.parse(r.body));
    expect(success.event).toBe('payment.success');
    expect(rejected.event).toBe(REFUND_REJECTED_EXAMPLE.body.event);
    expect(keys(rejected.meta)).toEqual(keys(REFUND_REJECTED_EXAMPLE.body.meta));
  });
});
