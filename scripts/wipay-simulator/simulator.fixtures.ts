// Helpers of the simulator's own tests (simulator.test.ts, contract.test.ts): a simulator per test, a merchant
// webhook endpoint, and WiPay's calls as the app makes them, with the contract's example request.
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYMENT_REQUEST_EXAMPLE } from './contract';
import { startSimulator, type Simulator, type SimulatorOptions } from './server';

/** The sandbox WAPI key the test simulators accept. */
export const WAPI_KEY = 'wapi_test_k1_s3cr3t';

const running: Array<{ close(): Promise<void> }> = [];
export const stopAll = async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
};

export async function simulator(options: Partial<SimulatorOptions> = {}): Promise<Simulator> {
  const sim = await startSimulator({ port: 0, wapiKey: WAPI_KEY, ...options });
  running.push(sim);
  return sim;
}

/** A merchant webhook endpoint that answers the given statuses in turn (then 200). */
export async function receiver(statuses: number[]) {
  const received: Array<{ body: string; headers: IncomingHttpHeaders; method: string }> = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ body, headers: req.headers, method: req.method ?? '' });
      res.writeHead(statuses.shift() ?? 200);
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  running.push({ close: () => new Promise<void>((r) => server.close(() => r())) });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

/** The contract's example request (a response_url on this machine), with `overrides`; '' removes a field. */
export function requestForm(overrides: Record<string, string> = {}): URLSearchParams {
  const fields: Record<string, string> = {
    ...PAYMENT_REQUEST_EXAMPLE.form,
    response_url: 'http://127.0.0.1:5173/payment/return',
    ...overrides,
  };
  return new URLSearchParams(Object.entries(fields).filter(([, v]) => v !== ''));
}

export async function create(sim: Simulator, overrides: Record<string, string> = {}) {
  const response = await fetch(`${sim.url}/plugins/payments/request`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: requestForm(overrides),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** The tester's choice on the hosted page; the redirect's query string, if any. */
export async function pay(sim: Simulator, id: string, outcome: string, fault = 'none') {
  const response = await fetch(`${sim.url}/checkout/${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: '4111 1111 1111 1111', outcome, fault }),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  return { status: response.status, params: location ? new URL(location).searchParams : null, response };
}

const wapiHeaders = (headers?: Record<string, string>) =>
  headers ?? { Accept: 'application/json', 'X-WAPI-Key': WAPI_KEY };

/** GET /wapi/transactions/{id}, with the WAPI key unless other headers are given. */
export const lookup = (sim: Simulator, id: string, headers?: Record<string, string>) =>
  fetch(`${sim.url}/wapi/transactions/${encodeURIComponent(id)}`, { headers: wapiHeaders(headers) });

/** POST /wapi/transactions/{id}/refund, with the WAPI key unless other headers are given. */
export const refund = (sim: Simulator, id: string, headers?: Record<string, string>) =>
  fetch(`${sim.url}/wapi/transactions/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    headers: wapiHeaders(headers),
  });

/** POST /__sim/transactions/{id}/{name} with a JSON body. */
export const control = (sim: Simulator, id: string, name: string, body: Record<string, string>) =>
  fetch(`${sim.url}/__sim/transactions/${encodeURIComponent(id)}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
