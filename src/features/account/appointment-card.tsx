import { DetailsList } from './details-list';
import { useId } from 'react';
import { orderQrText } from '../../domain/qr-payload';
import { isRebookVisible } from '../../domain/rebooking';
import { checkOfferForTrade } from '../../domain/trade';
import { isDriveInOrder } from '../../domain/types';
import { QrCode } from '../../components/qr-code';
import { AddToCalendar } from './add-to-calendar';
import { AppointmentCardHeader, CardAction, appointmentRows } from './appointment-card-parts';
import type { AccountOrder } from '../../lib/data/account-orders';

export const PASS_CHANGED =
  'This code is new since your last rebook or trade: an older screenshot of it no longer works at the bay.';

/** One open order: its details, its QR code, and the actions its status and the clock allow. */
export function AppointmentCard({
  order,
  uid,
  now,
  busy,
  rebookedInSession,
  justBooked = false,
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
  /** The order just booked: marked so the eye finds it under the confirmation. */
  justBooked?: boolean;
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
  // An order a wash plan pays for is never offered for trade (the server refuses it: PLAN_TEXT.noTrade).
  const canOffer =
    !driveIn && !trading && !order.planId && checkOfferForTrade({ order, userId: uid, now }).allowed;
  // Date and time are the headline (h3); the order id is kept, small and last, for support and the staff.
  const rows = appointmentRows(order, driveIn, now);
  // Every action names the card it acts on (aria-describedby) and waits while another of its actions runs.
  const action = (label: string, onClick: () => void, kind?: 'secondary' | 'danger') => (
    <CardAction label={label} onClick={onClick} kind={kind} busy={busy} titleId={titleId} />
  );

  return (
    <article
      className={justBooked ? 'appointment-card appointment-card--new' : 'appointment-card'}
      aria-labelledby={titleId}
    >
      <AppointmentCardHeader order={order} titleId={titleId} justBooked={justBooked} />
      <div className="appointment-card__body">
        <div>
          <DetailsList rows={rows} compact />
          <p className="appointment-card__order-id">
            Order ID <span className="appointment-card__order-id-value">{order.orderId}</span>
          </p>
        </div>
        <figure className="appointment-card__qr">
          <QrCode value={orderQrText(order)} orderId={order.orderId} />
          <figcaption>
            Show this code at the wash machine.
            {(order.passVersion ?? 1) > 1 && (
              // Issue 46: a rebook, trade or cancelled trade signs a new pass; an old screenshot is refused at the bay.
              <span className="appointment-card__new-pass"> {PASS_CHANGED}</span>
            )}
          </figcaption>
        </figure>
      </div>
      <div className="button-row">
        {canRebook && action('Rebook', onRebook)}
        {canOffer && action('Offer for Trade', onOffer, 'secondary')}
        {trading && action('Cancel Trade', onCancelTrade, 'secondary')}
        {!driveIn && <AddToCalendar order={order} describedBy={titleId} />}
        {!driveIn && action('Give Up', onGiveUp, 'danger')}
      </div>
    </article>
  );
}
