// The test controls under /__sim (no WiPay counterpart; docs/payments.md lists them):
//   GET  /__sim/health, /__sim/transactions (each one's retrieve data), /__sim/webhooks (every delivery),
//        /__sim/refunds (the transaction ids of every refund request answered 201)
//   POST /__sim/transactions/{id}/outcome {outcome, fault?: 'a,b', card_number?}: the tester's choice without a
//        browser -> {status, redirectUrl, params}
//   POST /__sim/transactions/{id}/refund-outcome {outcome: 'refund' | 'reject', reason?}: how its next accepted
//        refund ends (payment.refunded, or payment.refund_rejected with meta.reason)
//   POST /__sim/transactions/{id}/refund-answer {answer: <RefundAnswerKind>}: the next refund request gets that
//        documented answer (e.g. 'insufficient-funds': 403) instead of the real one, once
//   POST /__sim/transactions/{id}/event {event, reason?, ageSeconds?}: sends that payment event now (a chargeback,
//        fraud_confirmed, …), as a new delivery; ageSeconds signs it that long ago (a stale delivery)
import {
  PAYMENT_EVENT_NAMES,
  REFUND_ANSWERS,
  type PaymentEventName,
  type RefundAnswerKind,
} from './contract';
import { parseFields, readBody, send, type Route, type SimState } from './http';
import { conclude } from './routes-checkout';
import { OUTCOMES, parseFaults, type Outcome, type Transaction } from './transactions';

type Control = (sim: SimState, t: Transaction, body: Record<string, string>) => Promise<unknown> | unknown;

const CONTROLS: Record<string, Control> = {
  async outcome(sim, t, body) {
    const outcome = OUTCOMES.includes(body.outcome as Outcome) ? (body.outcome as Outcome) : 'approve';
    const card = body.card_number ?? '4111111111111111';
    const result = await conclude(sim, t, outcome, card, parseFaults(body.fault));
    if (result.kind === 'abandoned') return { status: t.status };
    return { status: t.status, redirectUrl: result.url, params: Object.fromEntries(result.params) };
  },
  'refund-outcome'(_sim, t, body) {
    t.refundOutcome = body.outcome === 'reject' ? 'reject' : 'refund';
    t.refundRejectReason = body.reason ?? '';
    return { refundOutcome: t.refundOutcome };
  },
  'refund-answer'(_sim, t, body) {
    const kind = body.answer as RefundAnswerKind;
    if (!REFUND_ANSWERS.some((a) => a.kind === kind)) return null;
    t.forcedRefundAnswer = kind;
    return { refundAnswer: kind };
  },
  async event(sim, t, body) {
    const event = body.event as PaymentEventName;
    if (!PAYMENT_EVENT_NAMES.includes(event)) return null;
    const meta = body.reason ? { reason: body.reason } : {};
    const ageSeconds = Math.max(0, Number(body.ageSeconds) || 0);
    const delivery = await sim.webhooks.send(event, sim.book.eventData(t), meta, { ageSeconds });
    return delivery ?? { delivered: false, reason: 'no webhook URL' };
  },
};

export async function simRoute(sim: SimState, { req, res, parts, method }: Route): Promise<boolean> {
  if (parts[0] !== '__sim') return false;
  if (method === 'GET' && parts.length === 2) {
    if (parts[1] === 'health') return send(res, 200, { ok: true });
    if (parts[1] === 'transactions')
      return send(
        res,
        200,
        sim.book.all().map((t) => sim.book.retrieveData(t)),
      );
    if (parts[1] === 'webhooks') return send(res, 200, sim.webhooks.log);
    if (parts[1] === 'refunds') return send(res, 200, sim.refundRequests);
  }
  const control = CONTROLS[parts[3] ?? ''];
  if (method !== 'POST' || parts[1] !== 'transactions' || parts.length !== 4 || !control) return false;
  const t = sim.book.get(parts[2]);
  if (!t) return send(res, 404, { message: 'transaction not found' });
  const answer = await control(sim, t, parseFields(req, await readBody(req)));
  if (answer === null) return send(res, 400, { message: `not a known value for ${parts[3]}` });
  return send(res, 200, answer);
}
