// The taker's reservation of a trading order (reserveTradingOrder): held for the trade timer (30 s free, 300 s
// special) on the take's own checks (readTakeContext: still trading, not theirs, far enough ahead, the booking gate),
// which the take-over (trade-transfer.ts) and a paid trade's checkout judge again. The owner's side: trades.ts.
import type { Transaction } from 'firebase-admin/firestore';
import { MESSAGES } from '../../../../src/domain/messages';
import { isPassOnHold } from '../../../../src/domain/payment-state';
import { checkTakeTrade, tradeTimerSeconds } from '../../../../src/domain/trade';
import type { ReserveTradingOrderResponse } from '../../../../src/contracts/booking-api';
import { slotDocId, TRADING_RESERVATION, slotKeyOfItem } from '../../../../src/contracts/slot-documents';
import { refuse } from '../../refusals/booking-errors';
import {
  readSeatContext,
  requireMayTakeSeat,
  readBookingUser,
  placeHold,
  readPointedHold,
  readSeatThrottle,
  runBookingTransaction,
  readSlots,
  removeHold,
} from '../slots';
import { refuseTrade, readOrderOrFail, reservationsOf } from './trades';

/**
 * Checks shared by reserve and transfer: the offer (still trading, not the caller's, far enough ahead, not reserved
 * by someone else), then the same gate as every booking (booking-preconditions.ts) for the order's slot.
 */
export async function readTakeContext(tx: Transaction, uid: string, orderId: string, now: Date) {
  const user = await readBookingUser(tx, uid);
  const order = await readOrderOrFail(tx, orderId, MESSAGES.tradePayment.notFound);
  const previous = await readPointedHold(tx, user.state.reservationId);
  const [seatContext, slots] = await Promise.all([
    readSeatContext(tx, user, order.appointmentType),
    readSlots(tx, previous ? [slotKeyOfItem(order), slotKeyOfItem(previous)] : [slotKeyOfItem(order)], now),
  ]);
  const slot = slots.get(slotDocId(slotKeyOfItem(order)))!;

  const check = checkTakeTrade({ order, userId: uid, now });
  if (!check.allowed) refuseTrade(check.reason);
  // Offered before its payer disputed the payment: not to be taken while the pass is on hold (see offerOrderForTrade).
  if (isPassOnHold(order)) {
    refuse('failed-precondition', 'wrong-status', MESSAGES.tradePayment.noLongerAvailable, 'payment-on-hold');
  }
  const others = reservationsOf(slot, order.id).filter((h) => h.userId !== uid);
  if (others.length > 0) refuse('failed-precondition', 'reserved', MESSAGES.tradePayment.noLongerAvailable);
  requireMayTakeSeat(user, seatContext, slotKeyOfItem(order), now);
  return { user, order, previous, slots, slot };
}

/**
 * Reserves a trading order for the caller for the trade timer, so nobody else can take it meanwhile. Calling again
 * for the same order returns the live reservation unchanged (it is never extended).
 */
export async function reserveTradingOrder(
  uid: string,
  orderId: string,
  now: Date,
): Promise<ReserveTradingOrderResponse> {
  return runBookingTransaction(async (tx) => {
    const { user, order, previous, slots, slot } = await readTakeContext(tx, uid, orderId, now);
    const mine = reservationsOf(slot, order.id).find((h) => h.userId === uid);
    if (mine) return { holdId: mine.id, expiresAt: mine.expiresAt.getTime() };
    const throttle = await readSeatThrottle(tx, uid, 'trade-reservation', now);

    if (previous) removeHold(slots.get(slotDocId(slotKeyOfItem(previous)))!, previous.id);
    return placeHold(
      tx,
      { user, target: slot, slots, throttle, now },
      {
        expiresAt: new Date(now.getTime() + tradeTimerSeconds(order.appointmentType) * 1000),
        pageLoadId: '',
        type: TRADING_RESERVATION,
        orderId: order.id,
      },
    );
  });
}
