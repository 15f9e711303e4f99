// State and actions of the payment page's body: the countdown (and what its end does), the release of a reservation
// or hold when the page is left, and the outcomes of paying (success, failure, leaving for WiPay's page).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MESSAGES } from '../../domain/messages';
import { completeTrade } from '../../lib/data/booking-trade';
import { cleanupBookingSession, registerSessionCleanup } from '../../lib/data/session-cleanup';
import { leaveExpiredPayment, releaseOnLeave } from './payment-leave';
import type { PaymentOrder } from './payment-state';
import { orderKey } from './payment-state';
import { clearPaymentTimer, writePaymentTimer } from './payment-timer';
import { usePaymentTimer } from './use-payment-timer';

export function usePaymentFlow(order: PaymentOrder) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const finished = useRef(false);

  const leaveExpired = useCallback(
    (reason: 'expired' | 'reload') => {
      finished.current = true;
      clearPaymentTimer();
      leaveExpiredPayment(order, reason, navigate);
    },
    [order, navigate],
  );

  const remaining = usePaymentTimer(order, finished, leaveExpired);

  // A navigation link (or leaving the page) gives a trade reservation back.
  useEffect(() => {
    const cleanup = () => {
      if (finished.current) return;
      clearPaymentTimer();
      releaseOnLeave(order);
    };
    return registerSessionCleanup(cleanup);
  }, [order]);

  // Success: the timer, this tab's booking session (markers, userSessions record) go; the server already deleted the
  // user's holds. Then the account page shows the message.
  const succeed = (to: string, message: string) => {
    finished.current = true;
    clearPaymentTimer();
    cleanupBookingSession();
    navigate(to, { replace: true, state: { message } });
  };
  const fail = (message: string) => {
    if (message !== MESSAGES.payment.authExpired) return setError(message);
    navigate(paths.auth, { replace: true, state: { redirectPath: paths.services, notice: message } });
  };

  // A $0 trade (a rebooked order) is taken directly; a priced trade and a drive-in are paid on WiPay's page.
  const pay = async ({ cardholderName }: { cardholderName: string }) => {
    setBusy(true);
    setError(null);
    try {
      if (order.isTrade && order.originalOrderId) {
        const outcome = await completeTrade({ originalOrderId: order.originalOrderId, cardholderName });
        if (outcome.status === 'error') return fail(outcome.message);
        return succeed(paths.account, MESSAGES.tradePayment.succeeded);
      }
      // A drive-in, a paid trade and a special's fee are paid on WiPay's page (HostedCheckout); free appointments
      // and a special whose fee is waived are booked on the appointment page without payment.
      return setError(MESSAGES.payment.failed);
    } finally {
      setBusy(false);
    }
  };

  /** The browser leaves for WiPay's page: the countdown is kept or cleared, and this tab's booking session ends. */
  const leaveForCheckout = (timer: { keep: true; endsAt?: number | null } | { keep: false }) => {
    finished.current = true;
    if (!timer.keep) clearPaymentTimer();
    else if (timer.endsAt) writePaymentTimer({ key: orderKey(order), endsAt: timer.endsAt });
    cleanupBookingSession();
  };

  return { error, busy, remaining, leaveExpired, fail, pay, leaveForCheckout };
}
