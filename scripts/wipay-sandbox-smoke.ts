// `npm run wipay:smoke`: one payment against WiPay's real sandbox, proving the contract the app is built on
// (functions/src/payment/contract) with the app's own client: the create answer's keys, the redirect's parameters
// and hash (which algorithm), the retrieve envelope and its fields, and what WiPay refuses (the Payments API key as
// X-WAPI-Key, two credentials at once, an unknown id). Every step is printed; any difference from the fixtures is
// listed and the run exits 1. Needs network access, a browser on this machine (WiPay sends it back to a listener on
// 127.0.0.1) and a sandbox WAPI key (WiPay's Developer page).
//   WIPAY_WAPI_KEY (required: wapi_test_<kid>_<secret>), WIPAY_HOST (https://ttsb.wipayfinancial.com; the local
//   simulator: http://127.0.0.1:4510, whose hosted page the script then submits itself), WIPAY_ACCOUNT_NUMBER
//   (1234567890), WIPAY_API_KEY (123), WIPAY_RETURN_HASH (md5), WIPAY_SMOKE_PORT (4520), WIPAY_SMOKE_TOTAL (1.00),
//   WIPAY_SMOKE_REFUND=1 (also request the refund and check its answer is a documented one)
import { randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import {
  CREDENTIALS,
  HOSTS,
  PAYMENT_REQUEST_ANSWER,
  REFUND_ANSWERS,
  RETRIEVE_ANSWERS,
  RETURN_PARAMETERS,
} from './wipay-simulator/contract';
import { WiPayClient } from '../functions/src/payment/wipay-client';
import type { ReturnHashAlgorithm, WiPaySettings } from '../functions/src/payment/wipay-settings';
import { wipayReturnHash } from '../functions/src/payment/wipay-signatures';

const env = process.env;
const host = (env.WIPAY_HOST || HOSTS.TT.sandbox).replace(/\/$/, '');
const local = /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(`${host}/`);
const port = Number(env.WIPAY_SMOKE_PORT ?? 4520);
const total = env.WIPAY_SMOKE_TOTAL ?? '1.00';
const settings: WiPaySettings = {
  host,
  accountNumber: env.WIPAY_ACCOUNT_NUMBER ?? CREDENTIALS.sandbox.accountNumber,
  environment: 'sandbox',
  feeStructure: 'merchant_absorb',
  sessionMs: 180_000,
  apiKey: env.WIPAY_API_KEY ?? CREDENTIALS.sandbox.apiKey,
  wapiKey: env.WIPAY_WAPI_KEY ?? '',
  returnHash: (env.WIPAY_RETURN_HASH as ReturnHashAlgorithm) || 'md5',
  merchantEmail: '',
};

const differences: string[] = [];
let stepNumber = 0;
const step = (text: string) => console.log(`\n[${++stepNumber}] ${text}`);
/** Records a difference from the contract when `ok` is false; prints either way. */
function check(ok: boolean, what: string): boolean {
  console.log(`    ${ok ? 'ok  ' : 'DIFF'} ${what}`);
  if (!ok) differences.push(`step ${stepNumber}: ${what}`);
  return ok;
}
const sorted = (keys: Iterable<string>) => [...keys].sort().join(', ');
function sameKeys(actual: object, expected: readonly string[], what: string) {
  const a = sorted(Object.keys(actual));
  return check(
    a === sorted(expected),
    `${what} keys: ${a}${a === sorted(expected) ? '' : ` (fixture: ${sorted(expected)})`}`,
  );
}
function finish(): never {
  console.log(
    '\n    Not proven by this run: the webhooks (their data fields, headers and timestamp): WiPay must reach a public' +
      ' URL registered as the endpoint; check paymentWebhookEvents after a deployed sandbox payment.',
  );
  step(
    differences.length
      ? `NOT PROVEN: ${differences.length} difference(s) from the contract:`
      : 'PROVEN: WiPay answers as functions/src/payment/contract says.',
  );
  for (const d of differences) console.log(`    - ${d}`);
  process.exit(differences.length ? 1 : 0);
}

step(
  `Settings: ${host}, account ${settings.accountNumber}, API key (hash only) ${settings.apiKey.length} chars`,
);
const keyShape = settings.wapiKey.replace(
  /^(wapi_[a-z]+_)([A-Za-z0-9]+)_([A-Za-z0-9]+)$/,
  (_m, p: string, kid: string, s: string) => `${p}<kid ${kid.length}>_<secret ${s.length}>`,
);
if (
  !check(
    CREDENTIALS.wapiKeyShape.test(settings.wapiKey) &&
      settings.wapiKey.startsWith(CREDENTIALS.wapiKeyPrefix.sandbox),
    `WIPAY_WAPI_KEY is a sandbox WAPI key: ${keyShape || '(none)'}`,
  )
)
  finish();

const returned = new Promise<URLSearchParams>((resolve) => {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname !== '/return') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Received: see the terminal.');
    server.close();
    resolve(url.searchParams);
  });
  server.listen(port, '127.0.0.1');
});

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const orderId = `smoke${Array.from({ length: 11 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
const client = new WiPayClient(settings);
const form = client.checkoutForm({
  orderId,
  total,
  responseUrl: `http://127.0.0.1:${port}/return`,
  data: JSON.stringify({ smoke: true }),
});
step(`POST ${host}${HOSTS.paymentRequestPath} (form-encoded, Accept: application/json, no credential)`);
console.log(Object.fromEntries(form));
const created = await fetch(`${host}${HOSTS.paymentRequestPath}`, {
  method: 'POST',
  headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
  body: form,
});
const createdText = await created.text();
console.log(`    HTTP ${created.status} ${createdText}`);
let createdBody: Record<string, unknown> = {};
try {
  createdBody = JSON.parse(createdText) as Record<string, unknown>;
} catch {
  check(false, 'the create answer is JSON');
}
check(created.status === 200, 'HTTP 200');
sameKeys(createdBody, Object.keys(PAYMENT_REQUEST_ANSWER.body), 'create answer');
const pageUrl = String(createdBody.url ?? '');
if (!check(/^https?:\/\//.test(pageUrl), `url is the hosted page: ${pageUrl}`)) finish();
check(
  typeof createdBody.transaction_id === 'string' && createdBody.transaction_id !== '',
  'transaction_id given',
);

if (local) {
  step(`The local simulator's page: submitting Approve with its test card (${pageUrl})`);
  const paid = await fetch(pageUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'approve', card_number: '4111111111111111' }),
    redirect: 'manual',
  });
  await fetch(paid.headers.get('location') ?? '');
} else
  step(`Open this page in a browser on this machine and pay with WiPay's sandbox test card:\n    ${pageUrl}`);
const params = Object.fromEntries(await returned);
step('The browser came back with:');
console.log(params);
// The page also lists customer_name among the parameters (RETURN_PARAMETERS' comment).
const allowed = [...RETURN_PARAMETERS.always, ...RETURN_PARAMETERS.conditionallyAbsent, 'customer_name'];
for (const key of RETURN_PARAMETERS.always) check(key in params, `redirect carries ${key}`);
for (const key of Object.keys(params))
  check(allowed.includes(key), `redirect parameter ${key} is in the fixture`);
check(params.status === 'success', `status success (${params.status})`);
check(
  params.order_id === orderId && params.total === total && params.currency === 'TTD',
  'order_id, total and currency are ours',
);
const hashes = {
  md5: wipayReturnHash(params.transaction_id ?? '', params.total ?? '', settings.apiKey, 'md5'),
  sha256: wipayReturnHash(params.transaction_id ?? '', params.total ?? '', settings.apiKey, 'sha256'),
};
const matching = (Object.keys(hashes) as ReturnHashAlgorithm[]).find((a) => hashes[a] === params.hash);
step(`Return hash over transaction_id + total + API key: md5 ${hashes.md5}, sha256 ${hashes.sha256}`);
check(matching !== undefined, `the hash is one of them (${matching ?? 'neither'})`);
check(
  matching === settings.returnHash,
  `it is WIPAY_RETURN_HASH=${settings.returnHash}${matching && matching !== settings.returnHash ? `: set WIPAY_RETURN_HASH=${matching}` : ''}`,
);

const id = params.transaction_id ?? '';
const wapi = (headers: Record<string, string>, path = `/wapi/transactions/${encodeURIComponent(id)}`) =>
  fetch(`${host}${path}`, { headers: { Accept: 'application/json', ...headers } });
step(`GET ${host}/wapi/transactions/${id} (X-WAPI-Key: the WAPI key)`);
const retrieved = await wapi({ 'X-WAPI-Key': settings.wapiKey });
const retrievedText = await retrieved.text();
console.log(`    HTTP ${retrieved.status} ${retrievedText}`);
const envelope = JSON.parse(retrievedText || '{}') as { message?: string; data?: Record<string, unknown> };
check(retrieved.status === 200, 'HTTP 200');
sameKeys(envelope, Object.keys(RETRIEVE_ANSWERS.success), 'retrieve envelope');
check(envelope.message === 'OK', `message OK (${envelope.message})`);
sameKeys(envelope.data ?? {}, RETRIEVE_ANSWERS.fields, 'retrieve data');
const expectedTypes = Object.entries(RETRIEVE_ANSWERS.success.data).map(
  ([k, v]) => `${k}:${v === null ? 'null' : typeof v}`,
);
for (const [key, value] of Object.entries(envelope.data ?? {}))
  if (value !== null && !expectedTypes.includes(`${key}:${typeof value}`))
    check(false, `data.${key} is a ${typeof value}`);
const found = await client.lookup(id).catch((error: Error) => error);
check(
  !(found instanceof Error) &&
    found?.orderId === orderId &&
    found.total === total &&
    found.status === 'success',
  `the app's client reads it: ${JSON.stringify(found instanceof Error ? found.message : found)}`,
);

step('What WiPay refuses: the Payments API key as X-WAPI-Key, two credentials, an unknown transaction');
const withHashKey = await wapi({ 'X-WAPI-Key': settings.apiKey });
check(
  withHashKey.status === 401 &&
    JSON.stringify(await withHashKey.json().catch(() => null)) ===
      JSON.stringify(RETRIEVE_ANSWERS.unauthorized),
  `API key as X-WAPI-Key: ${withHashKey.status}`,
);
const both = await wapi({ 'X-WAPI-Key': settings.wapiKey, Authorization: 'Bearer smoke' });
check(both.status === 401, `both credentials: ${both.status}`);
const unknown = await wapi(
  { 'X-WAPI-Key': settings.wapiKey },
  `/wapi/transactions/SB-0-0-${orderId}-20000101000000`,
);
check(
  unknown.status === 404 || unknown.status === 400,
  `unknown transaction: ${unknown.status} ${await unknown.text()}`,
);

if (env.WIPAY_SMOKE_REFUND === '1') {
  step(`POST ${host}/wapi/transactions/${id}/refund (the whole payment)`);
  const answer = await client.refund(id);
  console.log(`    ${JSON.stringify(answer)}`);
  check(
    REFUND_ANSWERS.some(
      (a) => a.kind === answer.kind && a.status === answer.status && a.body.message === answer.message,
    ),
    'a documented answer',
  );
}
finish();
