// The Payments API side: POST /plugins/payments/request (payments-api/payment-request: form-encoded, no credential,
// the JSON answer {message, url, transaction_id} to Accept: application/json, else a redirect to the page), and the
// hosted page the simulator serves for it (GET and POST /checkout/{id}), which sends the browser back with the
// transaction-response redirect and WiPay's payment.success / payment.failed / payment.error webhook.
import type { PaymentEventName } from './contract';
import { html, parseFields, readBody, redirect, send, type Route, type SimState } from './http';
import { checkoutPage, duplicateRedirectPage, messagePage } from './pages';
import { OUTCOMES, parseFaults, type Faults, type Outcome, type Transaction } from './transactions';

const OUTCOME_EVENTS: Partial<Record<Transaction['status'], PaymentEventName>> = {
  success: 'payment.success',
  failed: 'payment.failed',
  error: 'payment.error',
};

async function announce(sim: SimState, t: Transaction) {
  const event = OUTCOME_EVENTS[t.status];
  if (event) await sim.webhooks.send(event, sim.book.eventData(t));
}

/** Settles a checkout and works out where the browser goes next. */
export async function conclude(
  sim: SimState,
  t: Transaction,
  outcome: Outcome,
  card: string,
  faults: Faults,
) {
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

/** POST /plugins/payments/request */
export async function createRoute(sim: SimState, { req, res, url, method }: Route): Promise<boolean> {
  if (method !== 'POST' || url.pathname !== '/plugins/payments/request') return false;
  const created = sim.book.create(parseFields(req, await readBody(req)));
  const wantsJson = (req.headers.accept ?? '').includes('application/json');
  if (!created.ok) return send(res, created.status, { message: created.message });
  const checkoutUrl = `${sim.base}/checkout/${encodeURIComponent(created.transaction.transactionId)}`;
  if (!wantsJson) return redirect(res, checkoutUrl);
  return send(res, 200, {
    message: 'OK',
    url: checkoutUrl,
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
    return html(res, 200, messagePage('Payment processed', `${t.message} The merchant was not told.`));
  if (faults.has('duplicate_redirect')) return html(res, 200, duplicateRedirectPage(result.url));
  return redirect(res, result.url);
}

/** GET and POST /checkout/{id} */
export async function checkoutRoute(sim: SimState, route: Route): Promise<boolean> {
  const { res, url, parts, method } = route;
  if (parts[0] !== 'checkout' || parts.length !== 2) return false;
  const t = sim.book.get(parts[1]);
  if (!t) return html(res, 404, messagePage('Checkout not found', 'This payment session does not exist.'));
  if (method === 'GET') {
    if (t.status !== 'pending')
      return html(res, 410, messagePage('Checkout closed', `This payment session is over: ${t.message}`));
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
