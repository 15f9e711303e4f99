// `npm run wipay:smoke`: one payment against WiPay's real sandbox with the public sandbox account, printing each
// step, to prove the field names and the hash formula before going live (docs/payments.md). Needs network access
// and a browser on this machine (WiPay sends the browser back to a listener on 127.0.0.1).
//   WIPAY_HOST (https://tt.wipayfinancial.com; the local simulator: http://127.0.0.1:4510), WIPAY_ACCOUNT_NUMBER
//   (1234567890), WIPAY_API_KEY (123), WIPAY_SMOKE_PORT (4520), WIPAY_SMOKE_TOTAL (1.00)
import { createServer } from 'node:http';
import { returnHash } from './wipay-simulator/signatures';

const host = process.env.WIPAY_HOST ?? 'https://tt.wipayfinancial.com';
const account = process.env.WIPAY_ACCOUNT_NUMBER ?? '1234567890';
const apiKey = process.env.WIPAY_API_KEY ?? '123';
const port = Number(process.env.WIPAY_SMOKE_PORT ?? 4520);
const total = process.env.WIPAY_SMOKE_TOTAL ?? '1.00';
const step = (n: number, text: string) => console.log(`\n[${n}] ${text}`);

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

const orderId = `smoke_${Date.now()}`;
const fields = new URLSearchParams({
  account_number: account,
  country_code: 'TT',
  currency: 'TTD',
  environment: 'sandbox',
  fee_structure: 'merchant_absorb',
  method: 'credit_card',
  order_id: orderId,
  origin: 'chaguanas-wash-smoke',
  response_url: `http://127.0.0.1:${port}/return`,
  total,
  data: JSON.stringify({ smoke: true }),
});
step(1, `POST ${host}/plugins/payments/request (form-encoded, Accept: application/json)`);
console.log(Object.fromEntries(fields));
const created = await fetch(`${host}/plugins/payments/request`, {
  method: 'POST',
  headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
  body: fields,
});
const createdBody = await created.text();
console.log(`HTTP ${created.status}`, createdBody);
let url = '';
try {
  url = String((JSON.parse(createdBody) as { url?: unknown }).url ?? '');
} catch {
  // not JSON: printed above
}
if (!url) {
  console.error(
    'No checkout URL in the answer: the create request or its answer differs from what we expect.',
  );
  process.exit(1);
}

step(2, `Open this page in a browser on this machine and pay with WiPay's sandbox test card:\n    ${url}`);
const params = await returned;
step(3, 'The browser came back with:');
console.log(Object.fromEntries(params));

const expected = returnHash(params.get('transaction_id') ?? '', params.get('total') ?? '', apiKey);
const hashOk = params.get('status') === 'success' && params.get('hash') === expected;
step(4, `Hash md5(transaction_id + total + api_key) = ${expected}: ${hashOk ? 'MATCHES' : 'DOES NOT MATCH'}`);

const id = encodeURIComponent(params.get('transaction_id') ?? '');
step(5, `GET ${host}/wapi/transactions/${id} (X-WAPI-Key)`);
const lookup = await fetch(`${host}/wapi/transactions/${id}`, {
  headers: { Accept: 'application/json', 'X-WAPI-Key': apiKey },
});
const lookupBody = await lookup.text();
console.log(`HTTP ${lookup.status}`, lookupBody);

const ok = hashOk && lookup.ok && lookupBody.includes(orderId);
step(6, ok ? 'PROVEN: fields, hash and lookup agree with functions/src/payment.' : 'NOT PROVEN: see above.');
process.exit(ok ? 0 : 1);
