// The WAPI side (wapi/transactions/retrieve and wapi/transactions/refund-request), strictly as the pages state it:
//   - exactly one credential: X-WAPI-Key or Authorization. Both, neither, a Bearer token (the simulator issues none),
//     a key not of the wapi_test_<kid>_<secret> form (the Payments API key '123' included) or not this account's:
//     401 {"message": "Unauthorized"}.
//   - an unknown transaction (or another account's): 400 "The selected transaction id is invalid."
//   - GET answers {"message": "OK", "data": {…}}: the incomplete subset while the session is open, else every field.
//   - POST …/refund answers only the documented statuses and messages (contract/refund-request.ts), and later a
//     payment.refunded or payment.refund_rejected (meta.reason) webhook.
// Not modelled: the rate limits (60 and 15 a minute), which the tiers would trip over, and scopes.
import type { IncomingMessage } from 'node:http';
import { CREDENTIALS, REFUND_ANSWERS, RETRIEVE_ANSWERS, type RefundAnswerKind } from './contract';
import { send, type Route, type SimState } from './http';
import type { SandboxAccount } from './request-rules';
import type { Transaction } from './transactions';

/** The documented answer of `kind`: its status and its body, exactly as the page prints them. */
export function refundAnswer(kind: RefundAnswerKind): { status: number; body: { message: string } } {
  const answer = REFUND_ANSWERS.find((a) => a.kind === kind)!;
  return { status: answer.status, body: { ...answer.body } };
}

const INVALID_ID = refundAnswer('unknown-transaction');

/** The account whose WAPI key the request carries, alone, in the sandbox form; else null (401). */
export function wapiCaller(sim: SimState, req: IncomingMessage): SandboxAccount | null {
  const key = req.headers['x-wapi-key'];
  const bearer = req.headers.authorization;
  if ((key === undefined) === (bearer === undefined)) return null; // both or neither
  if (typeof key !== 'string') return null; // a Bearer token: none was issued here
  if (!CREDENTIALS.wapiKeyShape.test(key) || !key.startsWith(CREDENTIALS.wapiKeyPrefix.sandbox)) return null;
  return sim.book.accountOfWapiKey(key) ?? null;
}

/** POST …/refund: the documented answer, and the asynchronous outcome of an accepted request. */
function refund(sim: SimState, t: Transaction) {
  const forced = t.forcedRefundAnswer;
  t.forcedRefundAnswer = null;
  if (forced && forced !== 'requested') return refundAnswer(forced);
  if (t.status !== 'success') return refundAnswer('not-refundable-status');
  if (t.refund === 'pending') return refundAnswer('already-requested');
  if (t.refund === 'refunded') return refundAnswer('already-refunded');
  t.refund = 'pending';
  sim.refundRequests.push(t.transactionId);
  setTimeout(() => {
    const rejected = t.refundOutcome === 'reject';
    t.refund = rejected ? 'rejected' : 'refunded';
    const meta = rejected
      ? { reason: t.refundRejectReason || 'Refund rejected by the sandbox simulator' }
      : {};
    void sim.webhooks.send(
      rejected ? 'payment.refund_rejected' : 'payment.refunded',
      sim.book.eventData(t),
      meta,
    );
  }, sim.refundDelayMs).unref();
  return refundAnswer('requested');
}

/** GET /wapi/transactions/{id} and POST /wapi/transactions/{id}/refund */
export function wapiRoute(sim: SimState, { req, res, parts, method }: Route): boolean {
  if (parts[0] !== 'wapi' || parts[1] !== 'transactions' || !parts[2]) return false;
  const isRetrieve = method === 'GET' && parts.length === 3;
  const isRefund = method === 'POST' && parts.length === 4 && parts[3] === 'refund';
  if (!isRetrieve && !isRefund) return send(res, 404, { message: 'Not Found' });
  const account = wapiCaller(sim, req);
  if (!account) return send(res, 401, RETRIEVE_ANSWERS.unauthorized);
  const t = sim.book.get(parts[2]);
  if (!t || t.accountNumber !== account.accountNumber) return send(res, INVALID_ID.status, INVALID_ID.body);
  if (isRetrieve) return send(res, 200, { message: 'OK', data: sim.book.retrieveData(t) });
  const answer = refund(sim, t);
  return send(res, answer.status, answer.body);
}
