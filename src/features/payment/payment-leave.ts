// Where the payment page goes when its time is up (or after a reload): a trade gives its reservation back and
// returns to the trade list, a special gives its seat back and returns to the appointment page, reset.
import type { NavigateFunction } from 'react-router-dom';
import { paths } from '../../config/paths';
import { releaseHoldQuietly } from '../../lib/data/booking-calls';
import { releaseTradeReservation } from '../../lib/data/booking-trade';
import { PAYMENT_TEXT } from './order-summary';
import type { PaymentOrder } from './payment-state';

export function leaveExpiredPayment(
  order: PaymentOrder,
  reason: 'expired' | 'reload',
  navigate: NavigateFunction,
): void {
  if (order.isTrade) {
    void releaseTradeReservation(order.reservationId);
    navigate(paths.appointmentSwap, {
      replace: true,
      state: {
        browseTrades: true,
        expired: reason === 'expired',
        message: reason === 'expired' ? PAYMENT_TEXT.tradeExpired : PAYMENT_TEXT.tradeReloaded,
      },
    });
    return;
  }
  // A special's seat is given back: the spec's expiry releases the hold (the server also lets it run out).
  if (order.specialBooking) void releaseHoldQuietly(order.specialBooking.holdId);
  navigate(paths.appointment, {
    replace: true,
    state: {
      serviceData: order.serviceData,
      expired: true,
      resetBooking: true,
      orderDetails: {
        location: order.location,
        appointmentType: order.appointmentType,
        appointmentDate: order.appointmentDate,
      },
    },
  });
}

/** A navigation link (or leaving the page) gives a trade reservation and a special's hold back. */
export function releaseOnLeave(order: PaymentOrder): void {
  if (order.isTrade) void releaseTradeReservation(order.reservationId);
  if (order.specialBooking) void releaseHoldQuietly(order.specialBooking.holdId);
}
