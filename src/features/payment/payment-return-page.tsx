import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { accountPath, paths } from '../../config/paths';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { useAuthState } from '../../lib/auth-user';
import { cleanupBookingSession } from '../../lib/data/session-cleanup';
import { browserSessionId } from '../../lib/data/session-markers';
import { deleteUserSession } from '../../lib/data/session-record';
import { completeWiPayReturn, readWiPayReturn } from '../../lib/data/wipay-checkout';
import { serverNowMs } from '../../lib/server-clock';
import { clearPaymentTimer } from './payment-timer';
import { clearPendingSpecial, readPendingSpecial } from './special-payment';
import './payment-page.css';

/** How often and how long the page asks again while WiPay has not settled the payment. */
const RETRY_MS = 2000;
const RETRIES = 5;

type View = { kind: 'confirming' } | { kind: 'message'; text: string; retry?: unknown };

/**
 * Where WiPay's hosted checkout sends the browser back (/payment/return?status=…&transaction_id=…&hash=…). The
 * server checks the return with WiPay and creates the order once (a reload or a second tab finds the same order);
 * this page only reports: the orders tab on success, a plain sentence otherwise.
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
        if (special) {
          clearPendingSpecial();
          // The Appointments tab opens with the confirmation of this order, as after any booking.
          navigate(accountPath('orders'), {
            replace: true,
            state: { message: MESSAGES.booking.specialSucceeded, bookedOrderId: outcome.orderId },
          });
        } else {
          navigate(accountPath('orders'), { replace: true, state: { message: MESSAGES.payment.succeeded } });
        }
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
  }, [returned, uid, navigate, special]);

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
            <Link to={paths.services}>Back to services</Link> ·{' '}
            <Link to={accountPath('orders')}>My appointments</Link>
          </p>
        </>
      )}
    </section>
  );
}
