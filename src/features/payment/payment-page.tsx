import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Countdown } from '../../components/countdown';
import { paths } from '../../config/paths';
import { paymentCountdownStage, showTradeHurry } from '../../domain/holds';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { orderTotal } from '../../domain/pricing';
import { useAuthState } from '../../lib/auth-user';
import { releaseHoldQuietly } from '../../lib/data/booking-calls';
import { completeTrade, releaseTradeReservation } from '../../lib/data/booking-trade';
import { startDriveInCheckout, startTradeCheckout } from '../../lib/data/wipay-checkout';
import { cleanupBookingSession, registerSessionCleanup } from '../../lib/data/session-cleanup';
import { useBookingSession } from '../../lib/data/session-guard';
import { HostedCheckout } from './hosted-checkout';
import { OrderSummary, PAYMENT_TEXT, RulesBox } from './order-summary';
import type { PaymentOrder } from './payment-state';
import { orderKey, parsePaymentState } from './payment-state';
import { clearPaymentTimer, writePaymentTimer } from './payment-timer';
import { SpecialFeeCheckout } from './special-fee-checkout';
import { usePaymentTimer } from './use-payment-timer';
import './payment-page.css';

export { DEFAULT_PAYMENT_SECONDS } from './use-payment-timer';

/** Payment page (/payment): 'Payment Information', or 'Trade Payment' for a trade (spec sections 2, 4, 5, 8). */
export function PaymentPage() {
  const location = useLocation();
  const auth = useAuthState();
  const order = useMemo(() => parsePaymentState(location.state), [location.state]);
  const navigationState: unknown = location.state;
  const title = order?.isTrade ? UI_TEXT.tradePaymentTitle : UI_TEXT.paymentTitle;
  const navigate = useNavigate();

  useEffect(() => {
    if (order) return;
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), 2500);
    return () => clearTimeout(timer);
  }, [order, navigate]);

  if (!order) {
    return (
      <section className="page page--narrow payment-page">
        <h1>{title}</h1>
        <p role="alert" className="form-error">
          {MESSAGES.payment.noOrderDetails}
        </p>
      </section>
    );
  }
  if (auth.status === 'signed-out') {
    return (
      <Navigate
        to={paths.auth}
        replace
        state={{ redirectPath: paths.services, notice: MESSAGES.payment.signInRequired }}
      />
    );
  }
  return (
    <section className="page page--narrow payment-page">
      <h1>{title}</h1>
      {auth.status === 'loading' ? (
        <p role="status">Loading...</p>
      ) : (
        <PaymentBody
          order={order}
          navigationState={navigationState}
          uid={auth.user.uid}
          fallbackName={auth.user.displayName ?? auth.user.email ?? ''}
        />
      )}
    </section>
  );
}

function PaymentBody({
  order,
  navigationState,
  uid,
  fallbackName,
}: {
  order: PaymentOrder;
  navigationState: unknown;
  uid: string;
  fallbackName: string;
}) {
  const navigate = useNavigate();
  const session = useBookingSession({
    page: 'payment',
    uid,
    onRedirect: () => navigate(paths.home, { replace: true }),
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const finished = useRef(false);
  const total =
    order.isTrade || order.isDriveIn
      ? order.price
      : orderTotal({
          washPrice: order.price,
          appointmentType: order.appointmentType ?? 'free',
          specialIsFree: order.specialIsFree,
        });

  const leaveExpired = useCallback(
    (reason: 'expired' | 'reload') => {
      finished.current = true;
      clearPaymentTimer();
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
      } else {
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
    },
    [order, navigate],
  );

  const remaining = usePaymentTimer(order, finished, leaveExpired);

  // A navigation link (or leaving the page) gives a trade reservation back.
  useEffect(() => {
    const cleanup = () => {
      if (finished.current) return;
      clearPaymentTimer();
      if (order.isTrade) void releaseTradeReservation(order.reservationId);
      if (order.specialBooking) void releaseHoldQuietly(order.specialBooking.holdId);
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

  if (session.status === 'conflict') {
    return (
      <p role="alert" className="form-error">
        {session.message}
      </p>
    );
  }
  if (session.status === 'checking' || remaining === null) return <p role="status">Loading...</p>;

  const stage = paymentCountdownStage(remaining);
  return (
    <div className="payment-layout">
      <Countdown
        seconds={remaining}
        stage={stage}
        label={order.isTrade ? 'Time left to complete the trade' : 'Time left to complete your payment'}
        note={order.isTrade && showTradeHurry(remaining) ? PAYMENT_TEXT.tradeHurry : null}
      />
      <OrderSummary order={order} total={total} />
      {order.isDriveIn && <RulesBox title={PAYMENT_TEXT.driveInTitle} items={PAYMENT_TEXT.driveInSteps} />}
      {order.appointmentType === 'special' && !order.isDriveIn && (
        <RulesBox title={PAYMENT_TEXT.specialRulesTitle} items={PAYMENT_TEXT.specialRules} />
      )}
      {order.appointmentType === 'free' && !order.isDriveIn && (
        <RulesBox title={PAYMENT_TEXT.freeRulesTitle} items={PAYMENT_TEXT.freeRules} />
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {total === 0 ? (
        <section className="panel payment-card payment-free" aria-labelledby="free-order-title">
          <h2 id="free-order-title">{UI_TEXT.freeOrderTitle}</h2>
          <p>{UI_TEXT.freeOrderText}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void pay({ cardholderName: fallbackName || 'Customer' })}
          >
            {busy ? MESSAGES.booking.processing : 'Complete Booking'}
          </button>
        </section>
      ) : order.specialBooking ? (
        <SpecialFeeCheckout
          order={order}
          booking={order.specialBooking}
          paymentState={navigationState}
          disabled={busy}
          onLeave={(holdExpiresAt) => {
            // The countdown follows the hold, extended for WiPay's session, when the customer comes back to retry.
            finished.current = true;
            if (holdExpiresAt) writePaymentTimer({ key: orderKey(order), endsAt: holdExpiresAt });
            cleanupBookingSession();
          }}
          onError={(message, holdLost) => (holdLost ? leaveExpired('expired') : fail(message))}
        />
      ) : order.isDriveIn && order.serviceId ? (
        <HostedCheckout
          disabled={busy}
          start={() => startDriveInCheckout(order.serviceId!)}
          onLeave={() => {
            finished.current = true;
            clearPaymentTimer();
            cleanupBookingSession();
          }}
          onError={fail}
        />
      ) : order.isTrade && order.originalOrderId ? (
        <HostedCheckout
          disabled={busy}
          start={async () => {
            const outcome = await startTradeCheckout(order.originalOrderId!);
            // The countdown follows the reservation, which now lasts as long as WiPay's session can succeed.
            if (outcome.status === 'redirect' && outcome.reservedUntil)
              writePaymentTimer({ key: orderKey(order), endsAt: outcome.reservedUntil });
            return outcome;
          }}
          onLeave={() => {
            finished.current = true;
            cleanupBookingSession();
          }}
          onError={fail}
        />
      ) : (
        <p role="alert" className="form-error">
          {MESSAGES.payment.failed}
        </p>
      )}
    </div>
  );
}
