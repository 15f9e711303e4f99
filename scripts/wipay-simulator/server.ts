// A local stand-in for WiPay, for `npm start` and every test tier (never deployed), serving exactly the contract
// transcribed in functions/src/payment/contract (convention 12) and refusing what WiPay refuses:
//   POST /plugins/payments/request       create a checkout (routes-checkout.ts; every rule of the payment-request page)
//   GET  /checkout/{id}[?fault=…]        the card form with approve / decline / error / abandon / expire
//   POST /checkout/{id}                  what the tester chose: redirect to response_url (+ webhook), or a fault
//   GET  /wapi/transactions/{id}         retrieve (routes-wapi.ts: exactly one credential, the WAPI key)
//   POST /wapi/transactions/{id}/refund  refund request: the documented answers, then a payment.refunded or
//                                        payment.refund_rejected webhook
//   /__sim/…                             test controls (routes-sim.ts)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CREDENTIALS } from './contract';
import { send, type Route, type SimState } from './http';
import type { SandboxAccount } from './request-rules';
import { checkoutRoute, createRoute } from './routes-checkout';
import { simRoute } from './routes-sim';
import { wapiRoute } from './routes-wapi';
import type { HashAlgorithm } from './signatures';
import { TransactionBook } from './transactions';
import { WebhookSender, type WebhookOptions } from './webhooks';

export const SANDBOX_ACCOUNT = CREDENTIALS.sandbox.accountNumber;
export const SANDBOX_API_KEY = CREDENTIALS.sandbox.apiKey;
/** The simulator's merchant e-mail unless told otherwise (a customer may not use it). */
export const DEFAULT_MERCHANT_EMAIL = 'merchant@sandbox.test';

export interface SimulatorOptions {
  host?: string;
  port?: number;
  /** The WAPI key of the sandbox account: the only one the WAPI routes accept (wapi_test_<kid>_<secret>). */
  wapiKey: string;
  /** Accounts by number; the public sandbox account 1234567890 (API key 123) with `wapiKey` by default. */
  accounts?: ReadonlyMap<string, SandboxAccount>;
  merchantEmail?: string;
  /** The return hash's algorithm (the functions' WIPAY_RETURN_HASH): md5 by default. */
  returnHash?: HashAlgorithm;
  sessionSeconds?: number;
  /** Delay of a refund's outcome event, ms. */
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

async function handle(sim: SimState, route: Route): Promise<void> {
  if (await createRoute(sim, route)) return;
  if (await checkoutRoute(sim, route)) return;
  if (wapiRoute(sim, route)) return;
  if (await simRoute(sim, route)) return;
  send(route.res, 404, { message: 'Not Found' });
}

export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  if (!CREDENTIALS.wapiKeyShape.test(options.wapiKey) || !options.wapiKey.startsWith('wapi_test_'))
    throw new RangeError('the simulator needs a sandbox WAPI key: wapi_test_<kid>_<secret>');
  const clock = options.clock ?? Date.now;
  const sandbox: SandboxAccount = {
    accountNumber: SANDBOX_ACCOUNT,
    apiKey: SANDBOX_API_KEY,
    wapiKey: options.wapiKey,
    merchantEmail: options.merchantEmail ?? DEFAULT_MERCHANT_EMAIL,
  };
  const accounts = options.accounts ?? new Map([[SANDBOX_ACCOUNT, sandbox]]);
  const sessionMs = (options.sessionSeconds ?? 180) * 1000;
  const book = new TransactionBook(accounts, sessionMs, clock, options.returnHash ?? 'md5');
  const webhooks = new WebhookSender(
    {
      url: options.webhook?.url,
      secret: options.webhook?.secret ?? 'sandbox-webhook-secret',
      retryDelaysMs: options.webhook?.retryDelaysMs ?? [1000, 2000, 4000, 8000, 16000],
    },
    clock,
  );
  const sim: SimState = {
    clock,
    book,
    webhooks,
    refundDelayMs: options.refundDelayMs ?? 500,
    refundRequests: [],
    base: '',
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', sim.base);
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    handle(sim, { req, res, url, parts, method: req.method ?? 'GET' }).catch((error: unknown) => {
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
