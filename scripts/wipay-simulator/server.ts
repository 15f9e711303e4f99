// A local stand-in for WiPay's hosted checkout, for `npm start` and every test tier (never deployed).
//   POST /plugins/payments/request       create a checkout (form-encoded or JSON; JSON answer with Accept: application/json)
//   GET  /checkout/{id}[?fault=…]        the card form with approve / decline / error / abandon / expire
//   POST /checkout/{id}                  what the tester chose: redirect to response_url (+ webhook), or a fault
//   GET  /wapi/transactions/{id}         the server-to-server lookup (X-WAPI-Key)
//   POST /wapi/transactions/{id}/refund  full refund, asynchronous (X-WAPI-Key; a `refunded` or `refund.rejected`
//                                        webhook follows; 409 while one is pending or done, again after a rejection)
//   Test controls (no WiPay counterpart): GET /__sim/health, GET /__sim/transactions, GET /__sim/webhooks,
//   POST /__sim/transactions/{id}/outcome {outcome, fault?: 'a,b'} -> {status, redirectUrl, params} without a browser,
//   POST /__sim/transactions/{id}/refund-outcome {outcome: 'refund' | 'reject'}: how its refund will end (a
//   `refunded` or a `refund.rejected` event), GET /__sim/refunds: the transaction ids of every accepted refund request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutPage, duplicateRedirectPage, messagePage } from './pages';
import {
  OUTCOMES,
  parseFaults,
  TransactionBook,
  type Faults,
  type Outcome,
  type Transaction,
} from './transactions';
import { WebhookSender, type WebhookOptions } from './webhooks';

export const SANDBOX_ACCOUNT = '1234567890';
export const SANDBOX_API_KEY = '123';

export interface SimulatorOptions {
  host?: string;
  port?: number;
  /** account number -> API key; the public sandbox account by default. */
  accounts?: ReadonlyMap<string, string>;
  sessionSeconds?: number;
  /** Delay of a refund's `refunded` event, ms. */
  refundDelayMs?: number;
  webhook?: Partial<WebhookOptions>;
  clock?: () => number;
}

export interface Simulator {
  url: string;
  book: TransactionBook;
  webhooks: WebhookSender;
  server: Server;
  close(): Promise<void>;
}

const MAX_BODY = 64 * 1024;

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseFields(req: IncomingMessage, raw: string): Record<string, string> {
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    const parsed = JSON.parse(raw || '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v ?? '')]));
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/** Every writer answers true: the request was handled (the routes below answer false when it is not theirs). */
const send = (res: ServerResponse, status: number, body: unknown): true => {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
  return true;
};
const html = (res: ServerResponse, status: number, body: string): true => {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src *",
  });
  res.end(body);
  return true;
};
const redirect = (res: ServerResponse, location: string): true => {
  res.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
  return true;
};

/** One running simulator's state, shared by its routes. */
interface SimState {
  clock: () => number;
  book: TransactionBook;
  webhooks: WebhookSender;
  refundDelayMs: number;
  /** Every refund request WiPay accepted, by transaction id, in order (GET /__sim/refunds). */
  refundRequests: string[];
  /** The server's own address, known once it listens. */
  base: string;
}

/** One request, as the routes read it. */
interface Route {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  parts: string[];
  method: string;
}

async function announce(sim: SimState, t: Transaction) {
  if (t.status === 'success') await sim.webhooks.send('payment.success', sim.book.lookup(t));
  else if (t.status === 'failed' || t.status === 'error')
    await sim.webhooks.send('payment.failed', sim.book.lookup(t));
}

/** Settles a checkout and works out where the browser goes next. */
async function conclude(sim: SimState, t: Transaction, outcome: Outcome, card: string, faults: Faults) {
  const before = t.status;
  sim.book.settle(t, outcome, card, faults);
  const changed = t.status !== before || (faults.has('success_after_expiry') && t.status === 'success');
  if (outcome === 'abandon') return { kind: 'abandoned' as const, t };
  if (changed && faults.has('webhook_first')) await announce(sim, t);
  else if (changed && !faults.has('no_webhook')) setTimeout(() => void announce(sim, t), 200).unref();
  const params = sim.book.redirectParams(t, faults);
  const sep = t.responseUrl.includes('?') ? '&' : '?';
  return { kind: 'redirect' as const, t, url: `${t.responseUrl}${sep}${params}`, params };
}

function authorised(sim: SimState, req: IncomingMessage, t: Transaction): boolean {
  const key = req.headers['x-wapi-key'];
  return typeof key === 'string' && key.length > 0 && key === sim.book.apiKeyOf(t.accountNumber);
}

/** POST /plugins/payments/request */
async function createRoute(sim: SimState, { req, res, url, method }: Route): Promise<boolean> {
  if (method !== 'POST' || url.pathname !== '/plugins/payments/request') return false;
  const created = sim.book.create(parseFields(req, await readBody(req)));
  const wantsJson = (req.headers.accept ?? '').includes('application/json');
  if (!created.ok) return send(res, created.status, { message: created.message });
  const checkoutUrl = `${sim.base}/checkout/${encodeURIComponent(created.transaction.transactionId)}`;
  if (!wantsJson) return redirect(res, checkoutUrl);
  return send(res, 200, {
    url: checkoutUrl,
    message: 'OK',
    transaction_id: created.transaction.transactionId,
  });
}

/** POST /checkout/{id}: what the tester chose. */
async function chooseOutcome(sim: SimState, { req, res }: Route, t: Transaction): Promise<true> {
  const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
  const outcome = OUTCOMES.includes(form.outcome as Outcome) ? (form.outcome as Outcome) : 'decline';
  const faults = parseFaults(form.fault);
  const result = await conclude(sim, t, outcome, form.card_number ?? '', faults);
  if (result.kind === 'abandoned')
    return html(res, 200, messagePage('Payment abandoned', 'You left the payment page. You can close it.'));
  if (faults.has('no_redirect'))
    return html(res, 200, messagePage('Payment processed', `${t.message}. The merchant was not told.`));
  if (faults.has('duplicate_redirect')) return html(res, 200, duplicateRedirectPage(result.url));
  return redirect(res, result.url);
}

/** GET and POST /checkout/{id} */
async function checkoutRoute(sim: SimState, route: Route): Promise<boolean> {
  const { res, url, parts, method } = route;
  if (parts[0] !== 'checkout' || parts.length !== 2) return false;
  const t = sim.book.get(parts[1]);
  if (!t) return html(res, 404, messagePage('Checkout not found', 'This payment session does not exist.'));
  if (method === 'GET') {
    if (t.status !== 'pending')
      return html(res, 410, messagePage('Checkout closed', `This payment session is over: ${t.message}.`));
    const left = Math.max(0, Math.ceil((t.expiresAt - sim.clock()) / 1000));
    return html(
      res,
      200,
      checkoutPage(t, [...parseFaults(url.searchParams.get('fault'))][0] ?? 'none', left),
    );
  }
  if (method === 'POST') return chooseOutcome(sim, route, t);
  return false;
}

/** GET /wapi/transactions/{id} and POST /wapi/transactions/{id}/refund */
function wapiRoute(sim: SimState, { req, res, parts, method }: Route): boolean {
  if (parts[0] !== 'wapi' || parts[1] !== 'transactions' || !parts[2]) return false;
  const t = sim.book.get(parts[2]);
  if (!t) return send(res, 404, { message: 'transaction not found' });
  if (!authorised(sim, req, t)) return send(res, 401, { message: 'invalid X-WAPI-Key' });
  if (method === 'GET' && parts.length === 3) return send(res, 200, sim.book.lookup(t));
  if (method !== 'POST' || parts[3] !== 'refund' || parts.length !== 4) return false;
  if (t.status !== 'success') return send(res, 422, { message: 'only a successful payment is refundable' });
  if (t.refund === 'pending' || t.refund === 'refunded')
    return send(res, 409, { message: `refund already ${t.refund}` });
  t.refund = 'pending';
  sim.refundRequests.push(t.transactionId);
  setTimeout(() => {
    const rejected = t.refundOutcome === 'reject';
    t.refund = rejected ? 'rejected' : 'refunded';
    void sim.webhooks.send(rejected ? 'refund.rejected' : 'refunded', sim.book.lookup(t));
  }, sim.refundDelayMs).unref();
  return send(res, 202, { transaction_id: t.transactionId, refund_status: 'pending' });
}

/** POST /__sim/transactions/{id}/outcome: a tester's choice without a browser. */
async function simOutcome(sim: SimState, { req, res, parts }: Route): Promise<true> {
  const t = sim.book.get(parts[2]);
  if (!t) return send(res, 404, { message: 'transaction not found' });
  const body = parseFields(req, await readBody(req));
  const outcome = OUTCOMES.includes(body.outcome as Outcome) ? (body.outcome as Outcome) : 'approve';
  const result = await conclude(
    sim,
    t,
    outcome,
    body.card_number ?? '4111111111111111',
    parseFaults(body.fault),
  );
  if (result.kind === 'abandoned') return send(res, 200, { status: t.status });
  return send(res, 200, {
    status: t.status,
    redirectUrl: result.url,
    params: Object.fromEntries(result.params),
  });
}

/** The test controls under /__sim. */
async function simRoute(sim: SimState, route: Route): Promise<boolean> {
  const { req, res, parts, method } = route;
  if (parts[0] !== '__sim') return false;
  if (parts[1] === 'health') return send(res, 200, { ok: true });
  if (parts[1] === 'transactions' && parts.length === 2)
    return send(
      res,
      200,
      sim.book.all().map((t) => sim.book.lookup(t)),
    );
  if (parts[1] === 'webhooks') return send(res, 200, sim.webhooks.log);
  if (parts[1] === 'refunds') return send(res, 200, sim.refundRequests);
  if (parts[1] === 'transactions' && parts[3] === 'refund-outcome' && method === 'POST') {
    const t = sim.book.get(parts[2]);
    if (!t) return send(res, 404, { message: 'transaction not found' });
    const body = parseFields(req, await readBody(req));
    t.refundOutcome = body.outcome === 'reject' ? 'reject' : 'refund';
    return send(res, 200, { refundOutcome: t.refundOutcome });
  }
  if (parts[1] === 'transactions' && parts[3] === 'outcome' && method === 'POST')
    return simOutcome(sim, route);
  return false;
}

async function handle(sim: SimState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', sim.base);
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const route: Route = { req, res, url, parts, method: req.method ?? 'GET' };
  if (await createRoute(sim, route)) return;
  if (await checkoutRoute(sim, route)) return;
  if (wapiRoute(sim, route)) return;
  if (await simRoute(sim, route)) return;
  send(res, 404, { message: 'not found' });
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const clock = options.clock ?? Date.now;
  const accounts = options.accounts ?? new Map([[SANDBOX_ACCOUNT, SANDBOX_API_KEY]]);
  const book = new TransactionBook(accounts, (options.sessionSeconds ?? 180) * 1000, clock);
  const webhooks = new WebhookSender({
    url: options.webhook?.url,
    secret: options.webhook?.secret ?? 'sandbox-webhook-secret',
    retryDelaysMs: options.webhook?.retryDelaysMs ?? [1000, 2000, 4000, 8000, 16000],
  });
  const sim: SimState = {
    clock,
    book,
    webhooks,
    refundDelayMs: options.refundDelayMs ?? 500,
    refundRequests: [],
    base: '',
  };

  const server = createServer((req, res) => {
    handle(sim, req, res).catch((error: unknown) => {
      if (!res.headersSent)
        send(res, 400, { message: error instanceof Error ? error.message : 'bad request' });
      else res.end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  sim.base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: sim.base,
    book,
    webhooks,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        webhooks.stop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
