// transferTradingOrder: the taker takes a trading order over. Only a $0 trade (the server's stored price of the
// order, domain/trade tradeTotal, e.g. a rebooked order) is taken through the callable; a trade above $0 is paid
// on WiPay's hosted checkout (startCheckout purpose 'trade', checkout-trade.ts), and completeCheckout moves the
// order through the same writer (`takeTradingOrder`) with WiPay's transaction id as payment reference.
//   - One transaction re-checks everything (the offer, the booking gate, the price) and moves the order, writing
//     paymentRecords/{transactionId} with it (one order per payment: a reference that paid for anything else is
//     refused; the same reference for the same take answers it again).
//   - A $0 move costs nothing, so it is counted: one order changes hands in $0 trades at most
//     CONFIG.zeroTradesPerOrderPerDay times (trade-limits.ts; the callable also limits each caller's tries), and the
//     e-mails of an order traded again within minutes are held and collapsed (trade-mail.ts).
// The order gets the taker's identity and a new order code; the previous owner's car (number plate) and special
// instructions stay behind.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { newOrderCode } from '../../../../src/domain/identifiers';
import { MESSAGES } from '../../../../src/domain/messages';
import type { TransferTradingOrderResponse } from '../../../../src/contracts/booking-api';
import { slotDocId, slotKeyOfItem } from '../../../../src/contracts/slot-documents';
import { ORDER_PAYMENT_METHOD, type OrderDoc } from '../../../../src/contracts/documents';
import { logs } from '../../logs';
import { writeTradeAudit } from '../audit';
import { ordersCol } from '../booking-docs';
import { refuse } from '../../refusals/booking-errors';
import {
  withOrder,
  noteOrderChange,
  writeBookingState,
  runBookingTransaction,
  toSeat,
  removeHold,
  writeSlot,
} from '../slots';
import { earlierPaymentOrder, PAYMENT_TEXT, paymentRecordData, paymentRecordRef } from '../card-payment';
import { countOrderLimit, readOrderLimit } from './trade-limits';
import { queueTradeMail, readHeldTradeMail } from '../mail';
import { renewedPass, reservationsOf, statusUpdate, tradeAmount, type TradeableOrder } from './trades';
import { readTakeContext } from './trade-reservations';

export interface TransferInput {
  originalOrderId: string;
  cardholderName: string;
}

/** A payment the processor already confirmed for the take: its reference, the amount it paid, who processed it. */
export interface ConfirmedTradePayment {
  reference: string;
  amount: number;
  processor: string;
}

export function requireTradeAmount(order: TradeableOrder): number {
  const amount = tradeAmount(order);
  if (amount === null) refuse('failed-precondition', 'wrong-status', MESSAGES.tradePayment.noLongerAvailable);
  return amount;
}

/** The callable's path: a $0 trade only. A priced trade goes through WiPay (startCheckout purpose 'trade'). */
export async function transferTradingOrder(
  uid: string,
  tokenEmail: string | null,
  input: TransferInput,
  now: Date,
): Promise<TransferTradingOrderResponse> {
  const amount = await runBookingTransaction(async (tx) => {
    const { order } = await readTakeContext(tx, uid, input.originalOrderId, now);
    return requireTradeAmount(order);
  });
  if (amount > 0) {
    logs.tradePaymentRefused(uid, input.originalOrderId, 'needs-checkout');
    refuse('failed-precondition', 'payment-not-verified', PAYMENT_TEXT.paymentNotVerified, 'needs-checkout');
  }
  await takeTradingOrder(uid, tokenEmail, input, null, now);
  return { orderId: input.originalOrderId, status: 'confirmed' };
}

/**
 * Moves the order to `uid` in one transaction. With `payment` the order's price must equal the amount paid and
 * paymentRecords/{reference} is created with the move; a second call with the same reference for the same take
 * changes nothing (answers false). Without `payment` the order's price must be $0.
 */
export async function takeTradingOrder(
  uid: string,
  tokenEmail: string | null,
  input: TransferInput,
  payment: ConfirmedTradePayment | null,
  now: Date,
): Promise<boolean> {
  const orderId = input.originalOrderId;
  const paymentRef = payment ? paymentRecordRef(payment.reference) : null;
  const taken = await runBookingTransaction(async (tx) => {
    const paid = paymentRef ? await tx.get(paymentRef) : null;
    if (paid && earlierPaymentOrder(paid, uid, 'trade', orderId)) return null;
    const [{ user, order, previous, slots, slot }, held, moves] = await Promise.all([
      readTakeContext(tx, uid, orderId, now),
      readHeldTradeMail(tx, orderId),
      payment ? null : readOrderLimit(tx, 'move', orderId, now),
    ]);
    // The amount paid must be the order's price as the server stores it; $0 without a payment.
    if (requireTradeAmount(order) !== (payment?.amount ?? 0)) {
      refuse(
        'failed-precondition',
        'payment-not-verified',
        PAYMENT_TEXT.paymentNotVerified,
        'amount-mismatch',
      );
    }
    if (moves) countOrderLimit(tx, 'move', moves, { uid, orderId });
    const patch: Partial<OrderDoc> & { specialInstructions: string } = {
      userId: uid,
      userEmail: user.profile.email || tokenEmail || '',
      contact: user.profile.contact ?? '',
      status: 'confirmed',
      paymentMethod: ORDER_PAYMENT_METHOD,
      cardholderName: input.cardholderName,
      numberPlate: null,
      orderCode: newOrderCode(Math.random),
      specialInstructions: '',
    };
    const pass = await renewedPass(order, patch);
    const next = { ...order, ...patch, ...pass } as OrderDoc;
    tx.update(ordersCol().doc(order.id), {
      ...statusUpdate(order, patch, pass),
      tradedFrom: order.id,
      tradedAt: Timestamp.fromDate(now),
      // Which processor took the taker's money: the admin detail offers a refund for a WiPay one.
      paymentProcessor: payment ? payment.processor : FieldValue.delete(),
    });
    writeTradeAudit(tx, order, { uid, email: tokenEmail });
    if (paymentRef && payment) {
      tx.create(
        paymentRef,
        paymentRecordData({
          userId: uid,
          orderId: order.id,
          purpose: 'trade',
          amount: payment.amount,
          processor: payment.processor,
        }),
      );
    }
    slot.orders.set(order.id, toSeat(next));
    for (const reservation of reservationsOf(slot, order.id)) removeHold(slot, reservation.id);
    if (previous) removeHold(slots.get(slotDocId(slotKeyOfItem(previous)))!, previous.id);
    // The taker's map gains the appointment (their state is written whole); the giver's loses it, blind.
    writeBookingState(
      tx,
      user,
      { reservationId: null, appointments: withOrder(user.state.appointments, order.id, next) },
      now,
    );
    noteOrderChange(tx, order.userId, order.id, null);
    for (const state of slots.values()) writeSlot(tx, state, now);
    queueTradeMail(tx, { giver: order, taker: next, held }, now);
    return next;
  });
  if (taken) logs.tradeCompleted(uid, orderId, payment?.amount ?? 0, payment?.processor ?? null);
  return taken !== null;
}
