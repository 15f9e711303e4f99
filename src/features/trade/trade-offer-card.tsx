// One appointment offered for trade: the wash, type and time to pay, date, location, price and the take button
// (disabled while another customer is completing the trade).
import { formatDisplayDate } from '../../domain/calendar';
import { MESSAGES } from '../../domain/messages';
import { formatCents, tradeOfferCost } from '../../domain/order-ledger';
import { tradeTimerSeconds } from '../../domain/trade';
import type { TradeOffer } from '../../lib/data/booking-trade';
import { serverNowMs } from '../../lib/server-time';
import { TRADE_TEXT } from './trade-text';

const reserved = (offer: TradeOffer) => offer.reservedUntil !== null && offer.reservedUntil > serverNowMs();

/** What taking it costs: online now, and at the branch after (never a bare '$0' for a rebooked offer). */
function TradeOfferPrice({ offer }: { offer: TradeOffer }) {
  const cost = tradeOfferCost(offer);
  return (
    <p className="trade-offer__price">
      {formatCents(cost.onlineCents)} online now
      <span className="trade-offer__branch"> · {formatCents(cost.atBranchCents)} at the branch (wash)</span>
    </p>
  );
}

export function TradeOfferCard({
  offer,
  busyId,
  onTake,
}: {
  offer: TradeOffer;
  busyId: string | null;
  onTake: (offer: TradeOffer) => void;
}) {
  return (
    <li className="panel trade-offer">
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
      <TradeOfferPrice offer={offer} />
      {reserved(offer) && <p className="trade-offer__reserved">{TRADE_TEXT.reserved}</p>}
      <button
        type="button"
        className="button"
        disabled={busyId !== null || reserved(offer)}
        aria-label={`${TRADE_TEXT.take}: ${offer.serviceName}, ${formatDisplayDate(offer.appointmentDate)} at ${offer.appointmentTime}`}
        onClick={() => onTake(offer)}
      >
        {busyId === offer.originalOrderId ? MESSAGES.booking.processing : TRADE_TEXT.take}
      </button>
    </li>
  );
}
