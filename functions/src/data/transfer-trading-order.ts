// transferTradingOrder: the taker takes a trading order over. A trade whose total (the server's stored price of the
// order, domain/trading tradeTotal) is above $0 completes only with a payment the PaymentVerifier confirmed for that
// amount, the same way as a drive-in purchase (card-payment.ts):
//   1. Before any money moves (read-only transaction): a retry of a completed paid trade answers it; every check of
//      the take (the offer, the booking gate) must pass; the amount is read from the order.
//   2. Paid trades: the verifier confirms and captures the reference for that amount (outside any transaction).
//   3. One transaction re-checks everything and moves the order, writing paymentRecords/{reference} with it (one
//      order per payment: a reference that paid for anything else is refused).
// The order gets the taker's identity and a new order code; the previous owner's car (number plate) and special
// instructions stay behind.
import { Timestamp } from 'firebase-admin/firestore';
import { newOrderCode } from '../../../src/domain/identifiers';
import { MESSAGES } from '../../../src/domain/messages';
import type { TransferTradingOrderResponse } from '../../../src/contracts/booking-api';
import { slotDocId } from '../../../src/contracts/slots';
import type { OrderDoc } from '../../../src/contracts/types';
import { logs } from '../logs';
import { writeTradeAudit } from './audit';
import type { PaymentVerifier } from '../payment';
import { ordersCol } from './booking-docs';
import { refuse } from './booking-errors';
import { queueOrderMail } from './order-mail-jobs';
import { withOrder } from './open-appointments';
import { noteOrderChange, writeBookingState } from './booking-user';
import {
  capturePayment,
  earlierPaymentOrder,
  PAYMENT_TEXT,
  paymentRecordData,
  paymentRecordRef,
} from './card-payment';
import { runBookingTransaction } from './booking-transaction';
import { removeHold, toSeat, writeSlot } from './slot-transaction';
import { slotKeyOfItem } from '../../../src/contracts/slots';
import {
  readTakeContext,
  renewedPass,
  reservationsOf,
  statusUpdate,
  tradeAmount,
  type TradeableOrder,
} from './trading';

export interface TransferInput {
  originalOrderId: string;
  cardholderName: string;
  /** The payment gateway's reference; required when the trade's total is above $0, ignored otherwise. */
  paymentReference: string | null;
}

export interface TransferDeps {
  /** null when no card processor is configured (paid trades are refused; free trades go through). */
  verifier: PaymentVerifier | null;
  now: Date;
}

function requireAmount(order: TradeableOrder): number {
  const amount = tradeAmount(order);
  if (amount === null) refuse('failed-precondition', 'wrong-status', MESSAGES.tradePayment.noLongerAvailable);
  return amount;
}

export async function transferTradingOrder(
  uid: string,
  tokenEmail: string | null,
  input: TransferInput,
  deps: TransferDeps,
): Promise<TransferTradingOrderResponse> {
  const { now } = deps;
  const orderId = input.originalOrderId;
  const paymentRef = input.paymentReference ? paymentRecordRef(input.paymentReference) : null;
  const done: TransferTradingOrderResponse = { orderId, status: 'confirmed' };

  // 1. Answered already? Possible at all? For how much?
  const before = await runBookingTransaction(async (tx) => {
    const payment = paymentRef ? await tx.get(paymentRef) : null;
    if (payment && earlierPaymentOrder(payment, uid, 'trade', orderId)) return null;
    const { order } = await readTakeContext(tx, uid, orderId, now);
    return { amount: requireAmount(order), order };
  });
  if (!before) return done;

  // 2. A paid trade: the processor confirms the payment of the server's amount.
  const { amount, order } = before;
  let processor: string | null = null;
  if (amount > 0) {
    if (!input.paymentReference) {
      logs.tradePaymentRefused(uid, orderId, 'missing-reference');
      refuse(
        'failed-precondition',
        'payment-not-verified',
        PAYMENT_TEXT.paymentNotVerified,
        'missing-reference',
      );
    }
    processor = await capturePayment(
      deps.verifier,
      {
        reference: input.paymentReference,
        amount,
        currency: 'TTD',
        description: `Trade ${order.serviceName} ${order.appointmentDate} ${order.appointmentTime}`,
        idempotencyKey: `trade_${uid}_${orderId}_${input.paymentReference}`,
      },
      (reason) => logs.tradePaymentRefused(uid, orderId, reason),
    );
  }

  // 3. The trade, in one transaction.
  try {
    const taken = await runBookingTransaction(async (tx) => {
      const payment = paymentRef && processor ? await tx.get(paymentRef) : null;
      if (payment && earlierPaymentOrder(payment, uid, 'trade', orderId)) return null;
      const { user, order, previous, slots, slot } = await readTakeContext(tx, uid, orderId, now);
      // The price cannot change while the order is trading; if it did, the captured amount would be wrong.
      if (requireAmount(order) !== amount) {
        refuse('failed-precondition', 'wrong-status', MESSAGES.tradePayment.noLongerAvailable);
      }
      const patch: Partial<OrderDoc> & { specialInstructions: string } = {
        userId: uid,
        userEmail: user.profile.email || tokenEmail || '',
        contact: user.profile.contact ?? '',
        status: 'confirmed',
        paymentMethod: 'credit_card',
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
      });
      writeTradeAudit(tx, order, { uid, email: tokenEmail });
      if (paymentRef && processor) {
        tx.create(
          paymentRef,
          paymentRecordData({ userId: uid, orderId: order.id, purpose: 'trade', amount, processor }),
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
      // The taker gets the appointment (and its calendar entry); the previous owner's entry is cancelled.
      queueOrderMail(tx, next, 'trade', now);
      queueOrderMail(tx, order, 'traded-away', now);
      return next;
    });
    if (taken) logs.tradeCompleted(uid, orderId, amount, processor);
    return done;
  } catch (error) {
    // Captured but not traded (the owner withdrew the offer meanwhile): staff must refund this reference.
    if (processor) logs.tradePaymentNeedsRefund(uid, orderId, input.paymentReference!, amount, error);
    throw error;
  }
}
