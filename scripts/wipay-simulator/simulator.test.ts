import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator, type SimulatorOptions } from './server';
import { formatTotal, returnHash, webhookSignature } from './signatures';

describe('signatures', () => {
  it('hashes a return as md5(transaction_id + total + api_key) in lowercase hex', () => {
    // Reference value computed outside Node: python3 hashlib.md5(b'SB-1-12345645.00123').hexdigest()
    expect(returnHash('SB-1-123456', '45.00', '123')).toBe('6ca767a4e45dbaaa1c73ff889d49cfa3');
    expect(returnHash('SB-1-123456', '45.01', '123')).not.toBe('6ca767a4e45dbaaa1c73ff889d49cfa3');
  });

  it('signs a webhook body as sha256=<hex HMAC-SHA256>', () => {
    // python3 hmac.new(b'sandbox-webhook-secret', b'{"id":"evt_1"}', hashlib.sha256).hexdigest()
    expect(webhookSignature('sandbox-webhook-secret', '{"id":"evt_1"}')).toBe(
      'sha256=a315a1c08fd991a264287e2f4f62a0bae3ed54c445c505e720184c3ba91bfb6d',
    );
    expect(webhookSignature('other', '{"id":"evt_1"}')).not.toContain('a315a1c0');
  });

  it('writes totals with two decimals and refuses what is not an amount', () => {
    expect(formatTotal(45)).toBe('45.00');
    expect(formatTotal(30.5)).toBe('30.50');
    expect(() => formatTotal(-1)).toThrow(RangeError);
    expect(() => formatTotal(Number.NaN)).toThrow(RangeError);
  });
});

const running: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function simulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const sim = await startSimulator({ port: 0, ...options });
  running.push(sim);
  return sim;
}

/** A merchant webhook endpoint that answers the given statuses in turn (then 200). */
async function receiver(statuses: number[]) {
  const received: Array<{ body: string; signature: string | undefined }> = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ body, signature: req.headers['x-wipay-webhook-signature'] as string | undefined });
      res.writeHead(statuses.shift() ?? 200);
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  running.push({ close: () => new Promise<void>((r) => server.close(() => r())) });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

const request = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    account_number: '1234567890',
    country_code: 'TT',
    currency: 'TTD',
    environment: 'sandbox',
    fee_structure: 'merchant_absorb',
    method: 'credit_card',
    order_id: 'chk_abc',
    origin: 'chaguanas-wash',
    response_url: 'http://127.0.0.1:5173/payment/return',
    total: '45.00',
    data: '{"checkout":"chk_abc"}',
    ...overrides,
  });

async function create(sim: Simulator, overrides: Record<string, string> = {}) {
  const response = await fetch(`${sim.url}/plugins/payments/request`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: request(overrides),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function pay(sim: Simulator, id: string, outcome: string, fault = 'none') {
  const response = await fetch(`${sim.url}/checkout/${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: '4111 1111 1111 1111', outcome, fault }),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  return { status: response.status, params: location ? new URL(location).searchParams : null, response };
}

const lookup = (sim: Simulator, id: string, key = '123') =>
  fetch(`${sim.url}/wapi/transactions/${id}`, { headers: { 'X-WAPI-Key': key } });

describe('WiPay simulator', () => {
  it('creates a checkout and answers {url, message, transaction_id} to Accept: application/json', async () => {
    const sim = await simulator();
    const { status, body } = await create(sim);
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'OK', url: `${sim.url}/checkout/${body.transaction_id}` });
    const page = await (await fetch(body.url)).text();
    for (const label of ['Card Number', 'Cardholder Name', 'Expiry MM/YY', 'CVV', 'Pay TTD 45.00'])
      expect(page).toContain(label);
  });

  it('refuses an unknown account, a total without two decimals and a missing field', async () => {
    const sim = await simulator();
    expect((await create(sim, { account_number: '999' })).status).toBe(401);
    expect((await create(sim, { total: '45' })).status).toBe(422);
    expect((await create(sim, { response_url: '' })).status).toBe(422);
    expect(sim.book.all()).toHaveLength(0);
  });

  it('redirects an approved payment with a hash the API key verifies, and the lookup agrees', async () => {
    const sim = await simulator();
    const { body } = await create(sim);
    const { status, params } = await pay(sim, body.transaction_id, 'approve');
    expect(status).toBe(302);
    expect(Object.fromEntries(params!)).toMatchObject({
      status: 'success',
      transaction_id: body.transaction_id,
      order_id: 'chk_abc',
      total: '45.00',
      currency: 'TTD',
      card: 'XXXXXXXXXXXX1111',
      data: '{"checkout":"chk_abc"}',
      hash: returnHash(body.transaction_id, '45.00', '123'),
    });
    expect((await lookup(sim, body.transaction_id, 'wrong')).status).toBe(401);
    expect(await (await lookup(sim, body.transaction_id)).json()).toMatchObject({
      status: 'success',
      total: '45.00',
      order_id: 'chk_abc',
    });
    expect(JSON.stringify(sim.book.all())).not.toContain('4111111111111111');
  });

  it('redirects a decline and an error without a hash', async () => {
    const sim = await simulator();
    const declined = (await create(sim)).body.transaction_id;
    expect(Object.fromEntries((await pay(sim, declined, 'decline')).params!)).toMatchObject({
      status: 'failed',
      hash: '',
    });
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

  it('signs webhooks and retries them until the merchant answers 2xx', async () => {
    const hook = await receiver([500, 503]);
    const sim = await simulator({
      webhook: { url: hook.url, secret: 's3cret', retryDelaysMs: [10, 10, 10] },
    });
    const id = (await create(sim)).body.transaction_id;
    await pay(sim, id, 'approve', 'webhook_first');
    await expect.poll(() => hook.received.length).toBe(3);
    for (const { body, signature } of hook.received) {
      expect(signature).toBe(webhookSignature('s3cret', body));
      expect(JSON.parse(body)).toMatchObject({ type: 'payment.success', data: { transaction_id: id } });
    }
    expect(new Set(hook.received.map((r) => JSON.parse(r.body).id)).size).toBe(1);
    expect(sim.webhooks.log[0]).toMatchObject({ delivered: true, attempts: 3 });
  });

  it('refunds a successful payment asynchronously and reports it with a refunded event', async () => {
    const hook = await receiver([]);
    const sim = await simulator({ refundDelayMs: 10, webhook: { url: hook.url, retryDelaysMs: [] } });
    const id = (await create(sim)).body.transaction_id;
    await pay(sim, id, 'approve', 'webhook_first');
    const refund = (key: string) =>
      fetch(`${sim.url}/wapi/transactions/${id}/refund`, { method: 'POST', headers: { 'X-WAPI-Key': key } });
    expect((await refund('wrong')).status).toBe(401);
    expect((await refund('123')).status).toBe(202);
    expect((await refund('123')).status).toBe(409);
    await expect.poll(() => hook.received.map((r) => JSON.parse(r.body).type)).toContain('refunded');
    expect(await (await lookup(sim, id)).json()).toMatchObject({ refund_status: 'refunded' });
  });

  it('rejects a refund when told to, reports a refund.rejected event, and takes a new request afterwards', async () => {
    const hook = await receiver([]);
    const sim = await simulator({ refundDelayMs: 10, webhook: { url: hook.url, retryDelaysMs: [] } });
    const id = (await create(sim)).body.transaction_id;
    await pay(sim, id, 'approve', 'refund_rejected');
    const refund = () =>
      fetch(`${sim.url}/wapi/transactions/${id}/refund`, {
        method: 'POST',
        headers: { 'X-WAPI-Key': '123' },
      });
    expect((await refund()).status).toBe(202);
    await expect.poll(() => hook.received.map((r) => JSON.parse(r.body).type)).toContain('refund.rejected');
    expect(await (await lookup(sim, id)).json()).toMatchObject({ refund_status: 'rejected' });
    // The test control turns the next one into a refund.
    await fetch(`${sim.url}/__sim/transactions/${id}/refund-outcome`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'refund' }),
    });
    expect((await refund()).status).toBe(202);
    await expect.poll(() => hook.received.map((r) => JSON.parse(r.body).type)).toContain('refunded');
    expect(await (await fetch(`${sim.url}/__sim/refunds`)).json()).toEqual([id, id]);
  });

  it('drives an outcome without a browser through the test control', async () => {
    const sim = await simulator();
    const id = (await create(sim)).body.transaction_id;
    const response = await fetch(`${sim.url}/__sim/transactions/${id}/outcome`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'approve' }),
    });
    const body = (await response.json()) as { params: Record<string, string> };
    expect(body.params).toMatchObject({ status: 'success', hash: returnHash(id, '45.00', '123') });
  });
});
