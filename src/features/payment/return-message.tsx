// The payment return page's sentence when the payment did not go through, with a retry (a special whose hold lasts)
// and the way back (the trade list for a trade, the services otherwise).
import { Link, useNavigate } from 'react-router-dom';
import { accountPath, paths } from '../../config/paths';
import type { ReturnView } from './use-wipay-return';

export function ReturnMessage({ text, view }: { text: string; view: ReturnView }) {
  const navigate = useNavigate();
  return (
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
        ) : view.kind === 'message' && view.plan ? (
          <Link to={paths.plans}>Back to plans</Link>
        ) : (
          <Link to={paths.services}>Back to services</Link>
        )}{' '}
        · <Link to={accountPath('orders')}>My appointments</Link>
      </p>
    </>
  );
}
