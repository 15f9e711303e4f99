// The trade page's list: the offers (reloaded on request), and taking one over, which reserves it and opens the
// trade payment with its countdown.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { TradeOffer } from '../../lib/data/booking-trade';
import { listTradeOffers, reserveTradeOffer } from '../../lib/data/booking-trade';

export type OffersState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; offers: TradeOffer[] };

/** What the payment page receives for a reserved trade. */
function tradePaymentState(offer: TradeOffer, reservation: { holdId: string; expiresAt: number }) {
  return {
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
    reservationId: reservation.holdId,
    expiresAt: reservation.expiresAt,
  };
}

export function useTradeOffers() {
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
    navigate(paths.payment, { state: tradePaymentState(offer, outcome) });
  };

  return { state, busyId, error, reload, take };
}
