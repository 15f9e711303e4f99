// The simulator's behaviour: the hosted page, the faults, the retries and the test controls. What each answer looks
// like against WiPay's published contract is contract.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { RETURN_HASH, WEBHOOK_SIGNATURE } from './contract';
import { formatTotal, returnHash, webhookSignature } from './signatures';
import {
  create,
  lookup,
  pay,
  receiver,
  refund,
  simulator,
  stopAll,
  WAPI_KEY,
  control,
} from './simulator.fixtures';

afterEach(stopAll);

describe('signatures', () => {
  it("gives the contract's return-hash vector by md5 and by sha256", () => {
    const { transaction_id, total, apiKey, md5, sha256 } = RETURN_HASH.vector;
    expect(returnHash(transaction_id, total, apiKey)).toBe(md5);
    expect(returnHash(transaction_id, total, apiKey, 'sha256')).toBe(sha256);
    // python3 -c "import hashlib; print(hashlib.md5(b'SB-1-12345645.00123').hexdigest())"
    expect(returnHash('SB-1-123456', '45.00', '123')).toBe('6ca767a4e45dbaaa1c73ff889d49cfa3');
    expect(returnHash('SB-1-123456', '45.01', '123')).not.toBe('6ca767a4e45dbaaa1c73ff889d49cfa3');
  });

  it("signs a webhook body as sha256=<hex HMAC-SHA256>, the contract's vector", () => {
    const { body, secret, header } = WEBHOOK_SIGNATURE.vector;
    expect(webhookSignature(secret, body)).toBe(header);
    // python3 hmac.new(b'sandbox-webhook-secret', b'{"id":"evt_1"}', hashlib.sha256).hexdigest()
    expect(webhookSignature('sandbox-webhook-secret', '{"id":"evt_1"}')).toBe(
      'sha256=a315a1c08fd991a264287e2f4f62a0bae3ed54c445c505e720184c3ba91bfb6d',
    );
  });

  it('writes totals with two decimals and refuses what is not an amount', () => {
    expect(formatTotal(45)).toBe('45.00');
    expect(formatTotal(30.5)).toBe('30.50');
    expect(() => formatTotal(-1)).toThrow(RangeError);
    expect(() => formatTotal(Number.NaN)).toThrow(RangeError);
  });
});

describe('WiPay simulator', () => {
  it('refuses to start without a sandbox WAPI key', async () => {
    await expect(simulator({ wapiKey: '123' })).rejects.toThrow(RangeError);
    await expect(simulator({ wapiKey: 'wapi_live_k1_s3cr3t' })).rejects.toThrow(RangeError);
  });

  it('serves the hosted page with the card form for a created checkout', async () => {
    const sim = await simulator();
    const { body } = await create(sim);
    expect(body.url).toBe(`${sim.url}/checkout/${body.transaction_id}`);
    const page = await (await fetch(body.url)).text();
    for (const label of ['Card Number', 'Cardholder Name', 'Expiry MM/YY', 'CVV', 'Pay TTD 45.00'])
      expect(page).toContain(label);
  });

  it('redirects an approved payment with a hash the API key verifies, and the retrieve answer agrees', async () => {
    const sim = await simulator();
    const { body } = await create(sim);
    const { status, params } = await pay(sim, body.transaction_id, 'approve');
    expect(status).toBe(302);
    expect(Object.fromEntries(params!)).toMatchObject({
      status: 'success',
      transaction_id: body.transaction_id,
      order_id: 'c7Qm2ZkV9xR4pL8a',
      total: '45.00',
      currency: 'TTD',
      card: '(VISA) ... 1111',
      hash: returnHash(body.transaction_id, '45.00', '123'),
    });
    expect((await (await lookup(sim, body.transaction_id)).json()).data).toMatchObject({
      status: 'success',
      total: '45.00',
      order_id: 'c7Qm2ZkV9xR4pL8a',
    });
    expect(JSON.stringify(sim.book.all())).not.toContain('4111111111111111');
  });

  it('hashes the return by sha256 when set so', async () => {
    const sim = await simulator({ returnHash: 'sha256' });
    const id = (await create(sim)).body.transaction_id;
    const { params } = await pay(sim, id, 'approve');
    expect(params!.get('hash')).toBe(returnHash(id, '45.00', '123', 'sha256'));
  });

  it('redirects a decline and an error without a hash', async () => {
    const sim = await simulator();
    const declined = (await create(sim)).body.transaction_id;
    const params = (await pay(sim, declined, 'decline')).params!;
    expect(params.get('status')).toBe('failed');
    expect(params.has('hash')).toBe(false);
    const errored = (await create(sim)).body.transaction_id;
    expect((await pay(sim, errored, 'error')).params!.get('status')).toBe('error');
  });

  it('lets an expired session fail, unless the success-after-expiry fault approves it anyway', async () => {
    let now = 1_000_000;
    const sim = await simulator({ sessionSeconds: 180, clock: () => now });
    const a = (await create(sim)).body.transaction_id;
    const b = (await create(sim)).body.transaction_id;
    now += 181_000;
    expect((await pay(sim, a, 'approve')).params!.get('status')).toBe('failed');
    expect((await pay(sim, b, 'approve', 'success_after_expiry')).params!.get('status')).toBe('success');
    expect((await pay(sim, (await create(sim)).body.transaction_id, 'expire')).params!.get('message')).toBe(
      'Session expired',
    );
  });

  it('tampers with the total or the hash when asked, and can skip or double the redirect', async () => {
    const sim = await simulator();
    const t1 = (await create(sim)).body.transaction_id;
    const tampered = (await pay(sim, t1, 'approve', 'tampered_total')).params!;
    expect(tampered.get('total')).toBe('4.50');
    expect(tampered.get('hash')).toBe(returnHash(t1, '45.00', '123'));
    const t2 = (await create(sim)).body.transaction_id;
    expect((await pay(sim, t2, 'approve', 'tampered_hash')).params!.get('hash')).not.toBe(
      returnHash(t2, '45.00', '123'),
    );
    const t3 = (await create(sim)).body.transaction_id;
    const none = await pay(sim, t3, 'approve', 'no_redirect');
    expect(none.status).toBe(200);
    expect(await none.response.text()).toContain('The merchant was not told');
    const t4 = (await create(sim)).body.transaction_id;
    const twice = await (await pay(sim, t4, 'approve', 'duplicate_redirect')).response.text();
    expect(twice.match(/payment\/return\?/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('signs webhooks and retries them, with the same id and a fresh timestamp, until the merchant answers 2xx', async () => {
    const hook = await receiver([500, 503]);
    const sim = await simulator({
      webhook: { url: hook.url, secret: 's3cret', retryDelaysMs: [10, 10, 10] },
    });
    const id = (await create(sim)).body.transaction_id;
    await pay(sim, id, 'approve', 'webhook_first');
    await expect.poll(() => hook.received.length).toBe(3);
    for (const { body, headers } of hook.received) {
      expect(headers['x-wipay-webhook-signature']).toBe(webhookSignature('s3cret', body));
      expect(JSON.parse(body)).toMatchObject({ event: 'payment.success', data: { transaction_id: id } });
    }
    expect(new Set(hook.received.map((r) => JSON.parse(r.body).id)).size).toBe(1);
    expect(sim.webhooks.log[0]).toMatchObject({ delivered: true, attempts: 3 });
  });

  it('announces a declined payment as payment.failed and an error as payment.error', async () => {
    const hook = await receiver([]);
    const sim = await simulator({ webhook: { url: hook.url, retryDelaysMs: [] } });
    await pay(sim, (await create(sim)).body.transaction_id, 'decline', 'webhook_first');
    await pay(sim, (await create(sim)).body.transaction_id, 'error', 'webhook_first');
    expect(hook.received.map((r) => JSON.parse(r.body).event)).toEqual(['payment.failed', 'payment.error']);
  });

  it('refunds a successful payment asynchronously and reports it with a payment.refunded event', async () => {
    const hook = await receiver([]);
    const sim = await simulator({ refundDelayMs: 10, webhook: { url: hook.url, retryDelaysMs: [] } });
    const id = (await create(sim)).body.transaction_id;
    await pay(sim, id, 'approve', 'webhook_first');
    expect((await refund(sim, id, { 'X-WAPI-Key': 'wapi_test_k1_wrong' })).status).toBe(401);
    expect((await refund(sim, id)).status).toBe(201);
    expect(await (await refund(sim, id)).json()).toEqual({
      message: 'The selected transaction id has an existing refund request.',
    });
    await expect.poll(() => hook.received.map((r) => JSON.parse(r.body).event)).toContain('payment.refunded');
    expect(await (await refund(sim, id)).json()).toEqual({
      message: 'The selected transaction id has already been refunded.',
    });
  });

  it('rejects a refund when told to, with meta.reason, and takes a new request afterwards', async () => {
    const hook = await receiver([]);
    const sim = await simulator({ refundDelayMs: 10, webhook: { url: hook.url, retryDelaysMs: [] } });
    const id = (await create(sim)).body.transaction_id;
    await pay(sim, id, 'approve', 'refund_rejected');
    expect((await refund(sim, id)).status).toBe(201);
    await expect
      .poll(() => hook.received.map((r) => JSON.parse(r.body).event))
      .toContain('payment.refund_rejected');
    const rejected = JSON.parse(hook.received.at(-1)!.body);
    expect(rejected.meta.reason).toEqual(expect.any(String));
    // The test control turns the next one into a refund.
    await control(sim, id, 'refund-outcome', { outcome: 'refund' });
    expect((await refund(sim, id)).status).toBe(201);
    await expect.poll(() => hook.received.map((r) => JSON.parse(r.body).event)).toContain('payment.refunded');
    expect(await (await fetch(`${sim.url}/__sim/refunds`)).json()).toEqual([id, id]);
  });

  it('answers the next refund request with the documented answer a test control chose, once', async () => {
    const sim = await simulator();
    const id = (await create(sim)).body.transaction_id;
    await pay(sim, id, 'approve');
    await control(sim, id, 'refund-answer', { answer: 'insufficient-funds' });
    const refused = await refund(sim, id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: 'Insufficient funds on WiPay account to request refund.',
    });
    expect((await refund(sim, id)).status).toBe(201);
    expect((await control(sim, id, 'refund-answer', { answer: 'no-such-answer' })).status).toBe(400);
  });

  it('sends any catalogued payment event on demand, and one signed long ago when asked', async () => {
    const hook = await receiver([]);
    const sim = await simulator({ webhook: { url: hook.url, retryDelaysMs: [] } });
    const id = (await create(sim)).body.transaction_id;
    await pay(sim, id, 'approve', 'no_webhook');
    for (const event of ['payment.chargeback_pending', 'payment.fraud_confirmed'])
      expect((await control(sim, id, 'event', { event })).status).toBe(200);
    await control(sim, id, 'event', { event: 'payment.chargeback_released', ageSeconds: '3600' });
    expect(hook.received.map((r) => JSON.parse(r.body).event)).toEqual([
      'payment.chargeback_pending',
      'payment.fraud_confirmed',
      'payment.chargeback_released',
    ]);
    const stale = Number(hook.received[2].headers['x-wipay-webhook-timestamp']);
    expect(Date.now() / 1000 - stale).toBeGreaterThanOrEqual(3599);
    expect((await control(sim, id, 'event', { event: 'payment.made_up' })).status).toBe(400);
  });

  it('drives an outcome without a browser through the test control', async () => {
    const sim = await simulator();
    const id = (await create(sim)).body.transaction_id;
    const response = await control(sim, id, 'outcome', { outcome: 'approve' });
    const body = (await response.json()) as { params: Record<string, string> };
    expect(body.params).toMatchObject({ status: 'success', hash: returnHash(id, '45.00', '123') });
  });

  it('accepts its own WAPI key only', async () => {
    const sim = await simulator();
    const id = (await create(sim)).body.transaction_id;
    expect((await lookup(sim, id)).status).toBe(200);
    expect((await lookup(sim, id, { 'X-WAPI-Key': WAPI_KEY.replace('s3cr3t', 'other') })).status).toBe(401);
  });
});
