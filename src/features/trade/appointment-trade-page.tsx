import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuthState } from '../../lib/auth-user';
import { TradeOfferCard } from './trade-offer-card';
import { TRADE_TEXT } from './trade-text';
import { useTradeOffers } from './use-trade-offers';
import './appointment-trade-page.css';

export { TRADE_TEXT } from './trade-text';

/** Trade booking page: lists appointments offered by other customers (spec sections 2 and 8). */
export function AppointmentTradePage() {
  const location = useLocation();
  const auth = useAuthState();
  // Opened directly (no in-app navigation state) it redirects to / (spec section 2).
  if (!location.state) return <Navigate to={paths.home} replace />;
  if (auth.status === 'signed-out') {
    return (
      <Navigate
        to={paths.auth}
        replace
        state={{ redirectPath: paths.appointmentSwap, redirectState: { browseTrades: true } }}
      />
    );
  }
  const message = (location.state as { message?: unknown }).message;
  return (
    <section className="page page--narrow trade-page">
      <h1>{TRADE_TEXT.title}</h1>
      <p>{TRADE_TEXT.intro}</p>
      {typeof message === 'string' && message && (
        <p role="alert" className="trade-notice">
          {message}
        </p>
      )}
      {auth.status === 'loading' ? <p role="status">Loading...</p> : <TradeOffers />}
    </section>
  );
}

function TradeOffers() {
  const { state, busyId, error, reload, take } = useTradeOffers();

  if (state.status === 'loading') return <p role="status">Loading...</p>;
  if (state.status === 'error') {
    return (
      <div role="alert" className="trade-notice">
        <p>{TRADE_TEXT.loadFailed}</p>
        <button type="button" className="button" onClick={reload}>
          Try Again
        </button>
      </div>
    );
  }
  return (
    <>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {state.offers.length === 0 ? (
        <p className="trade-empty">{TRADE_TEXT.empty}</p>
      ) : (
        <ul className="trade-list" aria-label="Appointments offered for trade">
          {state.offers.map((offer) => (
            <TradeOfferCard
              key={offer.originalOrderId}
              offer={offer}
              busyId={busyId}
              onTake={(o) => void take(o)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
