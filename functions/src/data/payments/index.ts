// payments/: card payments through WiPay's hosted checkout, from the session to the order it pays for.
//   - a checkout (checkouts.ts; its session with WiPay: checkout-sessions.ts; started by checkout-start.ts) for each
//     purpose: a special appointment's fee (checkout-special.ts), a paid trade (checkout-trade.ts), a drive-in wash
//     (checkout-drive-in.ts);
//   - its completion, exactly once whoever reports it (checkout-completion.ts: the return page, the webhook) and the
//     reconciliation of the checkouts nobody reported (checkout-reconciliation.ts);
//   - refunds (refunds.ts; what WiPay's documented answers mean: refund-answer-rules.ts), card disputes
//     (payment-disputes.ts), the checkouts WiPay charged that made no order, for staff to refund (needs-refund.ts),
//     and which environment a transaction belongs to (payment-environment-rules.ts).
// The WiPay adapter beside it is functions/src/payment/ (client, settings, signatures, the published contract): it
// holds no Firestore and no order, and the simulator and the sandbox smoke test use it as it is.
// The top room: it stands on orders/ and slots/, and no other room imports it (callables and triggers reach its
// modules directly), so it exports nothing here.
export {};
