import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { useAuthState } from '../../lib/auth-user';
import { readWiPayReturn } from '../../lib/data/wipay-checkout';
import { ReturnMessage } from './return-message';
import { readPendingSpecial } from './special-payment';
import { useWiPayReturn } from './use-wipay-return';
import './payment-page.css';

/**
 * Where WiPay's hosted checkout sends the browser back (/payment/return?status=…&transaction_id=…&hash=…). The
 * server checks the return with WiPay and creates the order once (a reload or a second tab finds the same order);
 * this page only reports: the orders tab on success (/account for a trade), a plain sentence otherwise; a trade
 * whose time ran out goes back to the trade list with the spec's trade-timer expiry.
 */
export function PaymentReturnPage() {
  const location = useLocation();
  const auth = useAuthState();
  const returned = useMemo(() => readWiPayReturn(location.search), [location.search]);
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  // A special appointment's fee: the booking confirmation on success; a retry while its hold lasts otherwise.
  const special = useMemo(() => (returned ? readPendingSpecial(returned.checkoutId) : null), [returned]);
  const view = useWiPayReturn(returned, uid, special, location.search);

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
        <ReturnMessage text={text} view={view} />
      )}
    </section>
  );
}
