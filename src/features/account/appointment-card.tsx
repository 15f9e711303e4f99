import { useId } from 'react';
import { formatDisplayDate } from '../../domain/calendar';
import { UI_TEXT } from '../../domain/messages';
import { formatPrice } from '../../domain/pricing';
import { serializeQrPayload } from '../../domain/qr-payload';
import { isRebookVisible, isRebooked } from '../../domain/rebooking';
import { checkOfferForTrade } from '../../domain/trading';
import { isDriveInOrder } from '../../domain/types';
import { QrCode } from '../../components/qr-code';
import { AddToCalendar } from './add-to-calendar';
import type { AccountOrder } from '../../lib/data/account-orders';

const STATUS_LABEL: Record<AccountOrder['status'], string> = {
  confirmed: 'Confirmed',
  trading: 'Offered for trade',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** One open order: its details, its QR code, and the actions its status and the clock allow. */
export function AppointmentCard({
  order,
  uid,
  now,
  busy,
  rebookedInSession,
  onGiveUp,
  onRebook,
  onOffer,
  onCancelTrade,
}: {
  order: AccountOrder;
  uid: string;
  now: Date;
  busy: boolean;
  rebookedInSession: boolean;
  onGiveUp: () => void;
  onRebook: () => void;
  onOffer: () => void;
  onCancelTrade: () => void;
}) {
  const titleId = useId();
  const trading = order.status === 'trading';
  // A paid drive-in is no appointment: it cannot be rebooked, traded or given up.
  const driveIn = isDriveInOrder(order);
  const canRebook = !driveIn && !trading && !rebookedInSession && isRebookVisible(order, now);
  const canOffer = !driveIn && !trading && checkOfferForTrade({ order, userId: uid, now }).allowed;
  const rows: [string, string][] = [
    ['Order ID', order.orderId],
    ['Date', formatDisplayDate(order.appointmentDate)],
    ['Time', order.appointmentTime],
    ['Location', order.location],
    ['Appointment Type', driveIn ? 'Drive-In' : order.appointmentType === 'special' ? 'Special' : 'Free'],
    ['Price', formatPrice(order.price)],
    ['Order Code', order.orderCode],
  ];
  if (order.numberPlate) rows.push(['Number Plate', order.numberPlate]);

  return (
    <article className="appointment-card" aria-labelledby={titleId}>
      <header className="appointment-card__header">
        <h3 id={titleId}>
          {order.serviceName}
          {(isRebooked(order) || order.rebooked) && (
            <span className="tag-rebooked"> {UI_TEXT.rebookedTag}</span>
          )}
        </h3>
        <span className={`status-badge status-badge--${order.status}`}>{STATUS_LABEL[order.status]}</span>
      </header>
      <div className="appointment-card__body">
        <dl className="details-list details-list--compact">
          {rows.map(([term, value]) => (
            <div key={term} className="details-list__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <figure className="appointment-card__qr">
          <QrCode value={serializeQrPayload(order)} orderId={order.orderId} />
          <figcaption>Show this code at the wash machine.</figcaption>
        </figure>
      </div>
      <div className="button-row">
        {canRebook && (
          <button
            type="button"
            className="button"
            onClick={onRebook}
            disabled={busy}
            aria-describedby={titleId}
          >
            Rebook
          </button>
        )}
        {canOffer && (
          <button
            type="button"
            className="button button--secondary"
            onClick={onOffer}
            disabled={busy}
            aria-describedby={titleId}
          >
            Offer for Trade
          </button>
        )}
        {trading && (
          <button
            type="button"
            className="button button--secondary"
            onClick={onCancelTrade}
            disabled={busy}
            aria-describedby={titleId}
          >
            Cancel Trade
          </button>
        )}
        {!driveIn && <AddToCalendar order={order} describedBy={titleId} />}
        {!driveIn && (
          <button
            type="button"
            className="button button--danger"
            onClick={onGiveUp}
            disabled={busy}
            aria-describedby={titleId}
          >
            Give Up
          </button>
        )}
      </div>
    </article>
  );
}
