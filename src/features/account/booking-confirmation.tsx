import { useEffect, useId, useRef } from 'react';
import { CONTACT } from '../../config/business';
import { ARRIVAL_EARLY_MINUTES, ARRIVAL_LATE_MINUTES } from '../../contracts/bay-api';
import { arrivalClosesAt, arrivalOpensAt } from '../../domain/bay';
import { businessMinutesOfDay, formatDisplayDate, formatTime12 } from '../../domain/calendar';
import { ledgerLines, orderLedger, paymentsOnOrder } from '../../domain/order-ledger';
import type { AccountOrder } from '../../lib/data/account-orders';
import { AddToCalendar } from './add-to-calendar';

const WINDOW = { earlyMinutes: ARRIVAL_EARLY_MINUTES, lateMinutes: ARRIVAL_LATE_MINUTES };
const timeOf = (at: Date) => formatTime12(businessMinutesOfDay(at));

/** Google Maps directions to the branch (opens the Maps app on a phone). */
export const DIRECTIONS_URL = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
  `Touch-Free Car Wash, ${CONTACT.location}`,
)}`;

/**
 * What the customer needs after Complete Booking, in one place at the top of the Appointments tab: what was booked,
 * when to arrive (the window the bay accepts: contracts/bay-api.ts), how to get there, a calendar entry, and what
 * is paid when: the order's ledger (domain/order-ledger) says what was paid online (the special fee on WiPay) and
 * what is left for the branch (the wash, by card). Focus moves here so a screen reader starts with it.
 */
export function BookingConfirmation({ order, onDismiss }: { order: AccountOrder; onDismiss: () => void }) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const special = order.appointmentType === 'special';
  const lines = ledgerLines(orderLedger(order, paymentsOnOrder(order), new Date()));
  const opens = timeOf(arrivalOpensAt(order, WINDOW));
  const closes = timeOf(arrivalClosesAt(order, WINDOW));
  return (
    <section className="booking-confirmation" aria-labelledby={titleId} ref={ref} tabIndex={-1}>
      <h3 id={titleId} className="booking-confirmation__title">
        You are booked: {formatDisplayDate(order.appointmentDate)} at {order.appointmentTime}
      </h3>
      <dl className="booking-confirmation__facts">
        <div>
          <dt>Wash</dt>
          <dd>
            {order.serviceName} · {special ? 'Special' : 'Free'} appointment
          </dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>
            {order.location}{' '}
            <a href={DIRECTIONS_URL} target="_blank" rel="noopener noreferrer">
              Directions in Google Maps
            </a>
          </dd>
        </div>
        <div>
          <dt>Arrive</dt>
          <dd>
            Between {opens} and {closes}. Show the QR code below at the wash machine.
          </dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>
            <span className="ledger-line">{lines.paidOnline}.</span>{' '}
            <span className="ledger-line">{lines.atBranch}, when you arrive.</span>
            {special
              ? ' The special fee is not refunded if the appointment is missed.'
              : ' A free appointment has no fee.'}
          </dd>
        </div>
      </dl>
      <div className="button-row">
        <AddToCalendar order={order} describedBy={titleId} />
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          Done
        </button>
      </div>
    </section>
  );
}
