import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatDisplayDate } from '../../domain/calendar';
import { MESSAGES } from '../../domain/messages';
import { formatPrice } from '../../domain/pricing';
import { tradeTimerSeconds } from '../../domain/trade';
import { useAuthState } from '../../lib/auth-user';
import type { TradeOffer } from '../../lib/data/booking-trade';
import { listTradeOffers, reserveTradeOffer } from '../../lib/data/booking-trade';
import { serverNowMs } from '../../lib/server-time';
import './appointment-trade-page.css';

type OffersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; offers: TradeOffer[] };

export const TRADE_TEXT = {
  title: 'Appointment Trade',
  intro:
    'Appointments other customers have offered for trade. Take one over and it becomes yours; you then have 30 seconds (free) or 5 minutes (special) to complete the trade payment.',
  loadFailed: 'Failed to load the appointments offered for trade. Please try again.',
  empty: 'No appointments are offered for trade right now. Please check again later.',
  take: 'Take this appointment',
  reserved: 'Another customer is completing this trade right now.',
} as const;

const reserved = (offer: TradeOffer) => offer.reservedUntil !== null && offer.reservedUntil > serverNowMs();

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
  const navigate = useNavigate();
  const [state, setState] = useState<OffersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    listTradeOffers().then(
      (offers) => live && setState({ status: 'ready', offers }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  const take = async (offer: TradeOffer) => {
    setBusyId(offer.originalOrderId);
    setError(null);
    const outcome = await reserveTradeOffer(offer.originalOrderId);
    setBusyId(null);
    if (outcome.status === 'error') {
      setError(outcome.message);
      reload();
      return;
    }
    navigate(paths.payment, {
      state: {
        isTrade: true,
        tradeOrder: {
          originalOrderId: offer.originalOrderId,
          serviceName: offer.serviceName,
          serviceDescription: offer.serviceDescription,
          appointmentType: offer.appointmentType,
          location: offer.location,
          appointmentDate: offer.appointmentDate,
          appointmentTime: offer.appointmentTime,
          price: offer.price,
        },
        reservationId: outcome.holdId,
        expiresAt: outcome.expiresAt,
      },
    });
  };

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
            <li key={offer.originalOrderId} className="panel trade-offer">
              <h2>{offer.serviceName}</h2>
              {offer.serviceDescription && <p>{offer.serviceDescription}</p>}
              <p className="trade-offer__type">
                {offer.appointmentType === 'special' ? 'Special Appointment' : 'Free Appointment'} ·{' '}
                {tradeTimerSeconds(offer.appointmentType)} s to pay
              </p>
              <p>
                {formatDisplayDate(offer.appointmentDate)} at {offer.appointmentTime}
              </p>
              <p>{offer.location}</p>
              <p className="trade-offer__price">{formatPrice(offer.price)}</p>
              {reserved(offer) && <p className="trade-offer__reserved">{TRADE_TEXT.reserved}</p>}
              <button
                type="button"
                className="button"
                disabled={busyId !== null || reserved(offer)}
                aria-label={`${TRADE_TEXT.take}: ${offer.serviceName}, ${formatDisplayDate(offer.appointmentDate)} at ${offer.appointmentTime}`}
                onClick={() => void take(offer)}
              >
                {busyId === offer.originalOrderId ? MESSAGES.booking.processing : TRADE_TEXT.take}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
