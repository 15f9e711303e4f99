import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { accountPath, paths } from '../../config/paths';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { useAuthState } from '../../lib/auth-user';
import { cleanupBookingSession } from '../../lib/data/session-cleanup';
import { browserSessionId } from '../../lib/data/session-markers';
import { deleteUserSession } from '../../lib/data/session-record';
import { completeWiPayReturn, readWiPayReturn } from '../../lib/data/wipay-checkout';
import { serverNowMs } from '../../lib/server-time';
import { PAYMENT_TEXT } from './order-summary';
import { clearPaymentTimer, readPaymentTimer } from './payment-timer';
import { clearPendingSpecial, readPendingSpecial } from './special-payment';
import './payment-page.css';

/** How often and how long the page asks again while WiPay has not settled the payment. */
const RETRY_MS = 2000;
const RETRIES = 5;

type View = { kind: 'confirming' } | { kind: 'message'; text: string; trade?: boolean; retry?: unknown };

/**
 * A failed trade payment that ran out of time: WiPay says the session expired, or the trade countdown this tab
 * stored (the reservation's end) is over. Then the spec's trade-timer expiry applies.
 */
function tradeTimeRanOut(search: string): boolean {
  if (/expired/i.test(new URLSearchParams(search).get('message') ?? '')) return true;
  const stored = readPaymentTimer();
  return (
    stored.status === 'ok' && stored.timer.key.startsWith('trade:') && stored.timer.endsAt <= serverNowMs()
  );
}

/**
 * Where WiPay's hosted checkout sends the browser back (/payment/return?status=…&transaction_id=…&hash=…). The
 * server checks the return with WiPay and creates the order once (a reload or a second tab finds the same order);
 * this page only reports: the orders tab on success (/account for a trade), a plain sentence otherwise; a trade
 * whose time ran out goes back to the trade list with the spec's trade-timer expiry.
 */
export function PaymentReturnPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuthState();
  const returned = useMemo(() => readWiPayReturn(location.search), [location.search]);
  const [view, setView] = useState<View>({ kind: 'confirming' });
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  // A special appointment's fee: the booking confirmation on success; a retry while its hold lasts otherwise.
  const special = useMemo(() => (returned ? readPendingSpecial(returned.checkoutId) : null), [returned]);

  useEffect(() => {
    if (!returned || !uid) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      const outcome = await completeWiPayReturn(returned);
      if (cancelled) return;
      if (outcome.status === 'paid') {
        clearPaymentTimer();
        cleanupBookingSession();
        // The payment page's session record: the browser left for WiPay before its own cleanup could finish.
        void deleteUserSession(uid, 'payment', browserSessionId());
        if (outcome.purpose === 'trade') {
          // Spec: a trade success goes to /account.
          navigate(paths.account, { replace: true, state: { message: MESSAGES.tradePayment.succeeded } });
        } else if (special) {
          clearPendingSpecial();
          // The Appointments tab opens with the confirmation of this order, as after any booking.
          navigate(accountPath('orders'), {
            replace: true,
            state: { message: MESSAGES.booking.specialSucceeded, bookedOrderId: outcome.orderId },
          });
        } else {
          navigate(accountPath('orders'), { replace: true, state: { message: MESSAGES.payment.succeeded } });
        }
      } else if (outcome.status === 'failed' && outcome.purpose === 'trade') {
        // The server ended the reservation; an expiry is the spec's trade-timer expiry, a decline says what next.
        const expired = tradeTimeRanOut(location.search);
        clearPaymentTimer();
        if (expired) {
          navigate(paths.appointmentSwap, {
            replace: true,
            state: { browseTrades: true, expired: true, message: PAYMENT_TEXT.tradeExpired },
          });
        } else setView({ kind: 'message', text: MESSAGES.payment.tradeNotCompleted, trade: true });
      } else if (outcome.status === 'failed' && special && special.holdExpiresAt > serverNowMs()) {
        setView({ kind: 'message', text: MESSAGES.payment.specialNotCompleted, retry: special.paymentState });
      } else if (outcome.status === 'pending' && attempt < RETRIES) {
        timer = setTimeout(() => void ask(attempt + 1), RETRY_MS);
      } else if (outcome.status === 'error') setView({ kind: 'message', text: outcome.message });
      else if (outcome.status === 'failed') setView({ kind: 'message', text: MESSAGES.payment.notCompleted });
      else setView({ kind: 'message', text: MESSAGES.payment.notConfirmed });
    };
    void ask(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [returned, uid, navigate, location.search, special]);

  const text = !returned
    ? MESSAGES.payment.noOrderDetails
    : auth.status === 'signed-out'
      ? MESSAGES.payment.notConfirmed
      : view.kind === 'message'
        ? view.text
        : null;
  return (
    <section className="page page--narrow payment-page">
      <h1>{UI_TEXT.paymentTitle}</h1>
      {text === null ? (
        <p role="status">{MESSAGES.payment.confirming}</p>
      ) : (
        <>
          <p role="alert" className="form-error">
            {text}
          </p>
          {view.kind === 'message' && view.retry !== undefined && (
            <p>
              <button
                type="button"
                className="button"
                onClick={() => navigate(paths.payment, { replace: true, state: view.retry })}
              >
                Try Payment Again
              </button>
            </p>
          )}
          <p>
            {view.kind === 'message' && view.trade ? (
              <Link to={paths.appointmentSwap} state={{ browseTrades: true }}>
                Back to Appointment Trade
              </Link>
            ) : (
              <Link to={paths.services}>Back to services</Link>
            )}{' '}
            · <Link to={accountPath('orders')}>My appointments</Link>
          </p>
        </>
      )}
    </section>
  );
}
