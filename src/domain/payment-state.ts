/**
 * What happened to a card payment after it was taken (issue 39): refunds and card disputes, and what each means for
 * what the payment bought. Pure: the caller passes the stored facts.
 *
 * API:
 *   PAYMENT_DISPUTES, PaymentDispute                   WiPay's dispute events, as stored
 *   nextDispute(current, event) -> PaymentDispute      a processed chargeback or confirmed fraud is final
 *   isMoneyWithdrawn({ refundStatus, paymentDispute }) the money is (or may be) going back: it buys nothing more
 *   isMoneyGone({ refundStatus, paymentDispute })      the money went back for good: what it bought is withdrawn
 *   isPassOnHold(order)                                the order's payer disputes the payment: the bay refuses it
 *   transactionEnvironment(id), isTransactionOf(id, environment)   sandbox ids start 'SB-', live ones do not
 *
 * A refund WiPay rejected is not money lost: the payment still stands. A chargeback that is only pending may still
 * be released, so it holds (no order, no waived fee, no working pass) but cancels nothing; a released one undoes
 * the hold.
 */

/** WiPay's dispute events of a payment (the webhook reports them; recordPaymentDispute stores them). */
export const PAYMENT_DISPUTES = [
  'chargeback_pending',
  'chargeback_processed',
  'chargeback_released',
  'fraud_confirmed',
] as const;
export type PaymentDispute = (typeof PAYMENT_DISPUTES)[number];

/** The refund states a payment can carry ('requested': asked of WiPay, not yet done). */
export type PaymentRefundState = 'requested' | 'refunded' | 'rejected';

/** The facts of one payment that decide whether it still buys anything. */
export interface PaymentFacts {
  refundStatus?: PaymentRefundState | null;
  paymentDispute?: PaymentDispute | null;
}

const FINAL_DISPUTES: readonly PaymentDispute[] = ['chargeback_processed', 'fraud_confirmed'];
const HOLDING_DISPUTES: readonly PaymentDispute[] = ['chargeback_pending', ...FINAL_DISPUTES];

/** A stored dispute value, or null when `value` is not one. */
export const toPaymentDispute = (value: unknown): PaymentDispute | null =>
  (PAYMENT_DISPUTES as readonly unknown[]).includes(value) ? (value as PaymentDispute) : null;

/**
 * The dispute state after `event`: a processed chargeback or confirmed fraud stays (the card's bank decided), any
 * other state follows the event.
 * @example nextDispute('chargeback_processed', 'chargeback_released') // 'chargeback_processed'
 */
export function nextDispute(
  current: PaymentDispute | null | undefined,
  event: PaymentDispute,
): PaymentDispute {
  if (current && FINAL_DISPUTES.includes(current)) return current;
  return event;
}

/** The dispute keeps the payment from buying anything (pending, processed, fraud); released does not. */
export const isHoldingDispute = (dispute: PaymentDispute | null | undefined): boolean =>
  dispute !== null && dispute !== undefined && HOLDING_DISPUTES.includes(dispute);

/**
 * The money of this payment went back, or may be going back: it can no longer create an order, waive a fee or
 * keep a pass working. Refunded, or a chargeback pending or processed, or fraud confirmed. A rejected refund is not.
 * @example isMoneyWithdrawn({ refundStatus: 'rejected' }) // false
 */
export const isMoneyWithdrawn = (facts: PaymentFacts): boolean =>
  facts.refundStatus === 'refunded' || isHoldingDispute(facts.paymentDispute);

/**
 * The money went back for good (refunded, chargeback processed, fraud confirmed): what the payment bought is
 * withdrawn (an open order cancelled, an earned fee-free special removed). A pending chargeback only holds.
 * @example isMoneyGone({ paymentDispute: 'chargeback_pending' }) // false
 */
export const isMoneyGone = (facts: PaymentFacts): boolean =>
  facts.refundStatus === 'refunded' ||
  (facts.paymentDispute !== null &&
    facts.paymentDispute !== undefined &&
    FINAL_DISPUTES.includes(facts.paymentDispute));

/** A dispute as an order carries it: the state, the payment and who paid it. */
export interface OrderDisputeFacts {
  state: PaymentDispute;
  payerId: string;
}

/**
 * The order's pass is on hold: the payment that bought it is disputed by its payer, who still holds the order (a
 * seller's dispute does not stop the pass of the buyer who took the order over).
 * @example isPassOnHold({ userId: 'u', paymentDispute: { state: 'chargeback_pending', payerId: 'u' } }) // true
 */
export function isPassOnHold(order: { userId: string; paymentDispute?: OrderDisputeFacts | null }): boolean {
  const dispute = order.paymentDispute;
  return !!dispute && dispute.payerId === order.userId && isHoldingDispute(dispute.state);
}

/** WiPay's two environments: the sandbox takes no real money. */
export type PaymentEnvironment = 'sandbox' | 'live';

/** Every transaction id of WiPay's sandbox starts so (the examples of its documentation; payment/contract). */
export const SANDBOX_TRANSACTION_ID_PREFIX = 'SB-';

/**
 * The environment a WiPay transaction id belongs to.
 * @example transactionEnvironment('SB-1-10-yu70fTApIY-20260310045020') // 'sandbox'
 */
export const transactionEnvironment = (transactionId: string): PaymentEnvironment =>
  transactionId.startsWith(SANDBOX_TRANSACTION_ID_PREFIX) ? 'sandbox' : 'live';

/**
 * The transaction belongs to `environment`: a live app refuses a sandbox payment (no money moved) and a sandbox app
 * refuses a live one. An environment that is neither refuses everything.
 * @example isTransactionOf('SB-12-1-oid_123-20210616024001', 'live') // false
 */
export function isTransactionOf(transactionId: string, environment: string | null | undefined): boolean {
  if (environment !== 'sandbox' && environment !== 'live') return false;
  return transactionId.length > 0 && transactionEnvironment(transactionId) === environment;
}
