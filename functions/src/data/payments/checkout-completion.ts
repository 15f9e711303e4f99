// completeCheckout: turns a WiPay payment into the order it paid for, exactly once, whoever reports it first: the
// customer's return page, WiPay's webhook or the reconciliation job.
//   1. The checkout must exist and (on the return) be the caller's; a paid one answers its order.
//   2. A returned success must carry the return hash (WIPAY_RETURN_HASH of transaction_id + total + API key): a
//      forged return stops here.
//   3. WiPay's server-to-server lookup is the authority: the transaction must be for this checkout (order_id) and
//      its total; only its status 'success' creates the order.
//   4. The order comes from the purchase's own one-transaction writer (purchaseDriveIn) with the transaction id as
//      payment reference: paymentRecords/{transactionId} and bookingRequests/{uid}_checkout_{id} make it once-only.
//      A trade (purpose 'trade') moves the trading order instead (checkout-trade.ts); a plan (purpose 'plan') starts
//      the term it bought instead, answered as { status: 'paid', orderId: <planId>, purpose: 'plan' } (checkout-plan.ts).
//   5. Money and its effects move together (issue 39): a transaction of the other WiPay environment (sandbox ids
//      start 'SB-') is refused before WiPay is asked; a payment refunded, charged back or disputed
//      (paymentRecords/{transactionId}, data/orders/payment-withdrawal.ts) makes no order and closes the checkout; a checkout
//      refused after payment is closed ('needs-refund', checkouts.ts settlePaidCheckout), so no later report or
//      reconciliation replays it.
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { findPackageById } from '../../../../src/domain/catalogue';
import { MONEY_TEXT } from '../../../../src/domain/messages';
import { isTransactionOf } from '../../../../src/domain/payment-state';
import type { CompleteCheckoutResponse } from '../../../../src/contracts/payment-api';
import { logs } from '../../logs';
import type { PaymentVerifier } from '../../payment';
import type { WiPayTransaction } from '../../payment/wipay-client';
import { isValidReturnHash } from '../../payment/wipay-signatures';
import { refuse } from '../../refusals/booking-errors';
import { PAYMENT_TEXT } from '../card-payment';
import { completeTradeCheckout, failTradeCheckout } from './checkout-trade';
import {
  CLOSED_AFTER_PAYMENT,
  checkoutsCol,
  readCheckout,
  type CheckoutDoc,
  type CompleteDeps,
} from './checkouts';
import { closePaidCheckout, settlePaidCheckout } from './checkout-sessions';
import { environmentOfProcessor } from './payment-environment-rules';
import { isWithdrawn, paymentRef, readPaymentRecord, type PaymentRecord } from '../orders';
import { purchaseDriveIn } from './checkout-drive-in';
import { completeSpecialCheckout } from './checkout-special';
import { completePlanCheckout } from './checkout-plan';

/** A WiPay transaction id we accept as a document id: letters, digits, '-', '_', '.'. */
export const TRANSACTION_ID = /^[A-Za-z0-9_.-]{1,128}$/;

/** What came back on the return URL. */
export interface ReturnedPayment {
  transactionId: string;
  status: string;
  total: string;
  hash: string;
}

/** Who reports the payment: the customer's return (checked against the checkout's owner) or WiPay / our job. */
export type Reporter =
  | { kind: 'return'; uid: string; returned: ReturnedPayment }
  | { kind: 'processor'; transactionId: string | null };

const notVerified = (detail: string): never =>
  refuse('failed-precondition', 'payment-not-verified', PAYMENT_TEXT.paymentNotVerified, detail);

/** The verifier of a payment this module has already confirmed with WiPay's lookup. */
const confirmedBy = (processor: string): PaymentVerifier => ({
  name: processor,
  isTest: false,
  verify: async () => ({ ok: true, processor }),
});

export async function completeCheckout(
  checkoutId: string,
  reporter: Reporter,
  deps: CompleteDeps,
): Promise<CompleteCheckoutResponse> {
  const ref = checkoutsCol().doc(checkoutId);
  const checkout = readCheckout(await ref.get());
  const who = reporter.kind === 'return' ? reporter.uid : 'processor';
  if (!checkout) {
    logs.checkoutRefused(who, 'unknown-checkout');
    return notVerified('unknown-checkout');
  }
  if (reporter.kind === 'return' && checkout.userId !== reporter.uid) {
    logs.checkoutRefused(who, 'not-your-checkout');
    return refuse(
      'permission-denied',
      'payment-not-verified',
      PAYMENT_TEXT.paymentNotVerified,
      'not-your-checkout',
    );
  }
  if (checkout.status === 'paid' && checkout.orderId) {
    return { status: 'paid', orderId: checkout.orderId, ...namedPurpose(checkout) };
  }
  if (CLOSED_AFTER_PAYMENT.includes(checkout.status)) {
    // Closed after WiPay took the money: no report makes an order of it any more (staff refund it).
    logs.checkoutRefused(who, `closed-${checkout.status}`);
    return checkout.status === 'withdrawn'
      ? refuse('failed-precondition', 'payment-withdrawn', MONEY_TEXT.paymentWithdrawn, 'withdrawn')
      : refuse('failed-precondition', 'payment-needs-refund', MONEY_TEXT.needsRefund, checkout.status);
  }

  let transactionId = reporter.kind === 'return' ? reporter.returned.transactionId : reporter.transactionId;
  if (reporter.kind === 'return' && reporter.returned.status === 'success') {
    const { returned } = reporter;
    if (
      !isValidReturnHash(returned.transactionId, returned.total, returned.hash, deps.apiKey, deps.returnHash)
    ) {
      logs.checkoutRefused(who, 'forged-return');
      return notVerified('forged-return');
    }
  }
  transactionId ??= checkout.transactionId;
  if (!transactionId) return { status: 'pending' };
  if (!TRANSACTION_ID.test(transactionId)) return notVerified('bad-transaction-id');
  if (!isTransactionOf(transactionId, environmentOfProcessor(deps.processor))) {
    // A sandbox payment moved no money: never an order of the live app (nor a live one of the sandbox's).
    logs.checkoutRefused(who, 'other-environment');
    return notVerified('other-environment');
  }

  let found: WiPayTransaction | null;
  try {
    found = await deps.wipay.lookup(transactionId);
  } catch (error) {
    logs.unexpectedError('wipay lookup', error);
    throw new HttpsError('unavailable', 'The payment could not be confirmed yet. Please try again.');
  }
  if (!found) return notVerified('unknown-transaction');
  if (found.orderId !== checkout.id) {
    logs.checkoutRefused(who, 'other-checkout');
    return notVerified('other-checkout');
  }
  if (found.total !== checkout.total || (found.currency && found.currency !== 'TTD')) {
    logs.checkoutRefused(who, 'amount-mismatch');
    return notVerified('amount-mismatch');
  }
  if (found.status === 'failed' || found.status === 'error') {
    await markFailed(checkout, found.status, transactionId);
    if (checkout.purpose === 'trade') return failTradeCheckout(checkout, deps.now);
    return checkout.purpose === 'plan' ? { status: 'failed', purpose: 'plan' } : { status: 'failed' };
  }
  if (found.status !== 'success') return { status: 'pending' };
  const payment = readPaymentRecord(await paymentRef(transactionId).get());
  if (isWithdrawn(payment)) return refuseWithdrawn(checkout, transactionId, payment, who);
  return fulfilPayment(checkout, transactionId, deps);
}

/** A trade's and a plan's answers name their purpose (the return page goes to /account); the others answer as when
 * first paid. */
const namedPurpose = (checkout: CheckoutDoc) =>
  checkout.purpose === 'trade' || checkout.purpose === 'plan' ? { purpose: checkout.purpose } : {};

/** WiPay confirmed the payment: what it paid for is made, once (an order, a trade's take-over, a plan's term). */
async function fulfilPayment(
  checkout: CheckoutDoc,
  transactionId: string,
  deps: CompleteDeps,
): Promise<CompleteCheckoutResponse> {
  if (checkout.purpose === 'trade') return completeTradeCheckout(checkout, transactionId, deps);
  if (checkout.purpose === 'plan') return completePlanCheckout(checkout, transactionId, deps);
  return { status: 'paid', orderId: await createPaidOrder(checkout, transactionId, deps) };
}

/**
 * The payment was refunded, charged back or is disputed (before its order was made, or the order was withdrawn with
 * it): the checkout is closed, no order is made, and the refusal says why. The writers of an order refuse it in their
 * own transaction too (the payment's record exists), so a refund that races this check makes no order either.
 */
async function refuseWithdrawn(
  checkout: CheckoutDoc,
  transactionId: string,
  payment: PaymentRecord,
  who: string,
): Promise<never> {
  const state = payment.paymentDispute ?? payment.refundStatus ?? 'withdrawn';
  await closePaidCheckout(checkout, transactionId, { reason: state, detail: 'payment withdrawn' });
  logs.checkoutWithdrawn(who, checkout.id, transactionId, state);
  return refuse('failed-precondition', 'payment-withdrawn', MONEY_TEXT.paymentWithdrawn, state);
}

async function markFailed(checkout: CheckoutDoc, reason: string, transactionId: string) {
  if (checkout.status !== 'pending') return;
  await checkoutsCol()
    .doc(checkout.id)
    .update({ status: 'failed', failure: reason, transactionId, updatedAt: FieldValue.serverTimestamp() });
}

async function createPaidOrder(
  checkout: CheckoutDoc,
  transactionId: string,
  deps: CompleteDeps,
): Promise<string> {
  if (checkout.purpose === 'special') return completeSpecialCheckout(checkout, transactionId, deps);
  const servicePackage = findPackageById(checkout.serviceId);
  if (!servicePackage) throw new HttpsError('internal', `checkout ${checkout.id}: unknown service`);
  return settlePaidCheckout(checkout, transactionId, async () => {
    const { orderId } = await purchaseDriveIn(
      checkout.userId,
      null,
      {
        requestId: `checkout_${checkout.id}`,
        servicePackage,
        paymentReference: transactionId,
        cardholderName: checkout.payerName || 'Card payment',
      },
      { verifier: confirmedBy(deps.processor), now: deps.now },
    );
    return orderId;
  });
}
