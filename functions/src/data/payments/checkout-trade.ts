// A paid trade through WiPay's hosted checkout (startCheckout / completeCheckout purpose 'trade'):
//   start:    the caller must hold the live reservation of the trading order (reserveTradingOrder) and pass every
//             check of the take (readTakeContext: still trading, not theirs, far enough ahead, the booking gate).
//             The amount is the order's price as the server stores it (tradeAmount); a $0 trade has no checkout.
//             One transaction writes checkouts/{id} (pending, with the order and the reservation) and extends the
//             reservation to the end of WiPay's session plus RETURN_GRACE_MS (never shortening it: a special's
//             300 s may last longer), so a customer who pays in time is not overtaken meanwhile; the answer's
//             reservedUntil is that end, for the countdown. One reservation carries one checkout.
//   complete: the payment WiPay confirmed (complete-checkout.ts checks hash, order id, total) moves the order once,
//             through the trade's own writer (takeTradingOrder) with the transaction id as payment reference:
//             paymentRecords/{transactionId} makes it once-only. Refused after payment (the offer was withdrawn or
//             the profile changed meanwhile): checkoutNeedsRefund is logged for staff to refund.
//   failed:   a declined, failed or expired payment ends the reservation (the customer may reserve it again).
import { Timestamp } from 'firebase-admin/firestore';
import { findPackageByName } from '../../../../src/domain/catalogue';
import { MESSAGES } from '../../../../src/domain/messages';
import type { CompleteCheckoutResponse, StartCheckoutResponse } from '../../../../src/contracts/payment-api';
import { logs } from '../../logs';
import { holdsCol } from '../booking-docs';
import { refuse } from '../../refusals/booking-errors';
import { runBookingTransaction, releaseHold, writeSlot } from '../slots';
import {
  checkoutsCol,
  newCheckout,
  pendingCheckoutDoc,
  type CheckoutDoc,
  type CompleteDeps,
} from './checkouts';
import { openWiPaySession, requireWiPay, settlePaidCheckout } from './checkout-sessions';
import type { CheckoutDeps } from './checkout-start';
import { reservationsOf, readTakeContext, requireTradeAmount, takeTradingOrder } from '../orders';

/** How long the reservation outlives WiPay's session: the browser's way back to the return page. */
export const RETURN_GRACE_MS = 30_000;

export interface StartTradeCheckoutInput {
  originalOrderId: string;
  returnUrl: string;
}

const notReserved = (uid: string, detail: string): never => {
  logs.checkoutRefused(uid, `trade-${detail}`);
  return refuse('failed-precondition', 'reserved', MESSAGES.tradePayment.noLongerAvailable, detail);
};

export async function startTradeCheckout(
  uid: string,
  tokenEmail: string | null,
  input: StartTradeCheckoutInput,
  deps: CheckoutDeps,
): Promise<StartCheckoutResponse> {
  const wipay = requireWiPay(uid, deps.wipay);
  const { now } = deps;
  const { email, checkout, until } = await runBookingTransaction(async (tx) => {
    const { user, order, slot, slots } = await readTakeContext(tx, uid, input.originalOrderId, now);
    const mine = reservationsOf(slot, order.id).find((hold) => hold.userId === uid);
    if (!mine) return notReserved(uid, 'not-reserved');
    const holdRef = holdsCol().doc(mine.id);
    const holdSnap = await tx.get(holdRef);
    if (!holdSnap.exists) return notReserved(uid, 'not-reserved');
    if (holdSnap.get('checkoutId')) return notReserved(uid, 'checkout-started');
    const amount = requireTradeAmount(order);
    if (amount <= 0) {
      // A $0 trade (a rebooked order) is taken with transferTradingOrder: nothing to pay.
      logs.checkoutRefused(uid, 'trade-free');
      refuse('failed-precondition', 'wrong-status', MESSAGES.tradePayment.failed, 'free-trade');
    }
    const payer = user.profile.email || tokenEmail || '';
    const started = newCheckout(uid, 'trade', amount, deps);
    const serviceId = findPackageByName(order.serviceName)?.id ?? '';
    tx.create(
      started.ref,
      pendingCheckoutDoc(started, serviceId, payer, { tradeOrderId: order.id, reservationId: mine.id }),
    );
    // The reservation lasts as long as WiPay's session can still succeed (never shortened).
    const reservedUntil = started.expiresAt.getTime() + RETURN_GRACE_MS;
    const until = new Date(Math.max(mine.expiresAt.getTime(), reservedUntil));
    slot.holds.set(mine.id, { ...mine, expiresAt: until });
    tx.update(holdRef, { expiresAt: Timestamp.fromDate(until), checkoutId: started.checkoutId });
    for (const state of slots.values()) writeSlot(tx, state, now);
    return { email: payer, checkout: started, until };
  });

  const session = await openWiPaySession(wipay, checkout, input.returnUrl, email);
  return { ...session, reservedUntil: until.getTime() };
}

/** WiPay confirmed the payment: the order moves to the payer, once. */
export async function completeTradeCheckout(
  checkout: CheckoutDoc,
  transactionId: string,
  deps: CompleteDeps,
): Promise<CompleteCheckoutResponse> {
  const orderId = checkout.tradeOrderId;
  if (!orderId) throw new Error(`checkout ${checkout.id}: no trading order`);
  await settlePaidCheckout(checkout, transactionId, async () => {
    await takeTradingOrder(
      checkout.userId,
      null,
      { originalOrderId: orderId, cardholderName: checkout.payerName || 'Card payment' },
      { reference: transactionId, amount: checkout.amount, processor: deps.processor },
      deps.now,
    );
    return orderId;
  });
  return { status: 'paid', orderId, purpose: 'trade' };
}

/** The payment failed: the reservation it was for ends (releaseHold is idempotent and checks the owner). */
export async function failTradeCheckout(checkout: CheckoutDoc, now: Date): Promise<CompleteCheckoutResponse> {
  const snapshot = await checkoutsCol().doc(checkout.id).get();
  const reservationId = snapshot.get('reservationId') as unknown;
  if (typeof reservationId === 'string' && reservationId) {
    await releaseHold(checkout.userId, reservationId, now);
  }
  return { status: 'failed', purpose: 'trade' };
}
