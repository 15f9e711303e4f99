import { SummaryRows } from '../../../components/summary-rows';
import { specialArrivalWindow } from '../../../domain/arrival';
import { formatDisplayDate } from '../../../domain/calendar';
import { UI_TEXT } from '../../../domain/messages';
import { appointmentFee, formatPrice, orderTotal, parsePriceText } from '../../../domain/pricing';
import { PLAN_TEXT } from '../../../domain/plans';
import type { ServiceData } from '../session/booking-location-state';
import type { Selection } from '../session/use-booking-flow';

/** What the chosen appointment costs (domain pricing): the wash price, the appointment fee and their total. */
export function bookingFigures({
  service,
  type,
  specialIsFree,
  rebookStateValid,
}: {
  service: ServiceData;
  type: Selection['type'];
  specialIsFree: boolean;
  rebookStateValid: boolean;
}): { washPrice: number; fee: number; total: number } {
  const washPrice = parsePriceText(service.price);
  if (!type) return { washPrice, fee: 0, total: washPrice };
  const fee = specialIsFree ? 0 : appointmentFee(type, { rebookStateValid });
  return {
    washPrice,
    fee,
    total: orderTotal({ washPrice, appointmentType: type, specialIsFree, rebookStateValid }),
  };
}

/**
 * The appointment summary: what will be booked, what it costs and when each part is paid. On a wide screen it
 * stands beside the choices (appointment-page.css); the total is repeated in the booking bar that stays in view.
 */
export function BookingSummary({
  service,
  selection,
  specialIsFree,
  rebookStateValid = false,
  numberPlate,
  planName = null,
}: {
  service: ServiceData;
  selection: Selection;
  specialIsFree: boolean;
  /** A valid special rebook state: the special fee is waived (the wash price still applies). */
  rebookStateValid?: boolean;
  numberPlate: string | null;
  /** Issue 43: the plan paying for the wash (and a special's fee, when it includes it): $0 at the location. */
  planName?: string | null;
}) {
  const type = selection.type || null;
  const { washPrice, fee, total } = bookingFigures({
    service,
    type: selection.type,
    specialIsFree,
    rebookStateValid,
  });
  const facts: [string, string][] = [
    ['Service', service.name],
    ['Location', selection.location || 'Not selected'],
    ['Appointment type', type ? (type === 'free' ? 'Free' : 'Special') : 'Not selected'],
    ['Date', selection.date ? formatDisplayDate(selection.date) : 'Not selected'],
    ['Time', selection.time || 'Not selected'],
    ['Number plate', numberPlate ?? 'None'],
  ];
  const money: [string, string][] = planName
    ? [
        ['Paid by', planName],
        ['To pay at the location', formatPrice(0)],
        ['Total', formatPrice(0)],
      ]
    : [
        ['Wash price', formatPrice(washPrice)],
        ['Appointment fee', formatPrice(fee)],
        ['Total', formatPrice(total)],
      ];
  const rows = [...facts, ...money];
  return (
    <section className="booking-card booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">Appointment Summary</h2>
      <SummaryRows rows={rows} />
      {type === 'special' && selection.time && (
        <p className="booking-note">
          {UI_TEXT.specialArrival(
            specialArrivalWindow(selection.time).earliest,
            specialArrivalWindow(selection.time).latest,
          )}{' '}
          {UI_TEXT.washStart}
        </p>
      )}
      <p className="booking-note">
        {planName ? PLAN_TEXT.prepaid : 'The wash price is paid at the location, by card.'}
      </p>
    </section>
  );
}
