import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Countdown } from '../../components/countdown';
import { paths } from '../../config/paths';
import { paymentCountdownStage, showTradeHurry } from '../../domain/holds';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { orderTotal } from '../../domain/pricing';
import { useAuthState } from '../../lib/auth-user';
import { useBookingSession } from '../../lib/data/session-guard';
import { OrderSummary, PAYMENT_TEXT } from './order-summary';
import { PaymentMethod } from './payment-method';
import { PaymentRules } from './payment-rules';
import type { PaymentOrder } from './payment-state';
import { parsePaymentState } from './payment-state';
import { usePaymentFlow } from './use-payment-flow';
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
  const flow = usePaymentFlow(order);
  const { remaining, error } = flow;
  const total =
    order.isTrade || order.isDriveIn
      ? order.price
      : orderTotal({
          washPrice: order.price,
          appointmentType: order.appointmentType ?? 'free',
          specialIsFree: order.specialIsFree,
        });

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
      <PaymentRules order={order} />
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <PaymentMethod
        order={order}
        total={total}
        navigationState={navigationState}
        fallbackName={fallbackName}
        flow={flow}
      />
    </div>
  );
}
