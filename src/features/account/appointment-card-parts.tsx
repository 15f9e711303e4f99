// The pieces of an appointment card: its detail rows, its header (date and time, wash, status) and its buttons.
import { formatDisplayDate } from '../../domain/calendar';
import { UI_TEXT } from '../../domain/messages';
import { ledgerLines, orderLedger, paymentsOnOrder } from '../../domain/order-ledger';
import { isRebooked } from '../../domain/rebooking';
import type { AccountOrder } from '../../lib/data/account-orders';

const STATUS_LABEL: Record<AccountOrder['status'], string> = {
  confirmed: 'Confirmed',
  trading: 'Offered for trade',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * The detail rows of an order; the date and time are the card's headline instead. What was paid and what is due
 * come from the order's ledger (domain/order-ledger), never from the stored price (0 after a rebook).
 */
export function appointmentRows(order: AccountOrder, driveIn: boolean, now: Date): [string, string][] {
  const lines = ledgerLines(orderLedger(order, paymentsOnOrder(order), now));
  const rows: [string, string][] = [
    ['Location', order.location],
    ['Appointment Type', driveIn ? 'Drive-In' : order.appointmentType === 'special' ? 'Special' : 'Free'],
    ['Paid online', lines.paidOnline],
    ['At the branch', lines.atBranch],
    ['Order Code', order.orderCode],
  ];
  if (order.numberPlate) rows.push(['Number Plate', order.numberPlate]);
  if (order.specialInstructions) rows.push(['Special Instructions', order.specialInstructions]);
  return rows;
}

export function AppointmentCardHeader({
  order,
  titleId,
  justBooked,
}: {
  order: AccountOrder;
  titleId: string;
  justBooked: boolean;
}) {
  return (
    <header className="appointment-card__header">
      <h3 id={titleId} className="appointment-card__title">
        <span className="appointment-card__when">
          {formatDisplayDate(order.appointmentDate)}
          <span className="appointment-card__time">{order.appointmentTime}</span>
        </span>
        <span className="appointment-card__service">
          {order.serviceName}
          {(isRebooked(order) || order.rebooked) && (
            <span className="tag-rebooked"> {UI_TEXT.rebookedTag}</span>
          )}
        </span>
      </h3>
      <span className={`status-badge status-badge--${order.status}`}>{STATUS_LABEL[order.status]}</span>
      {justBooked && <span className="appointment-card__new">Just booked</span>}
    </header>
  );
}

/** An action of a card: it names the card it acts on and waits while another of the card's actions runs. */
export function CardAction({
  label,
  onClick,
  kind,
  busy,
  titleId,
}: {
  label: string;
  onClick: () => void;
  kind?: 'secondary' | 'danger';
  busy: boolean;
  titleId: string;
}) {
  return (
    <button
      type="button"
      className={kind ? `button button--${kind}` : 'button'}
      onClick={onClick}
      disabled={busy}
      aria-describedby={titleId}
    >
      {label}
    </button>
  );
}
