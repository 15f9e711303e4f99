import { SummaryRows } from '../../components/summary-rows';
import { formatDisplayDate } from '../../domain/calendar';
import { UI_TEXT } from '../../domain/messages';
import { formatPrice } from '../../domain/pricing';
import type { PaymentOrder } from './payment-state';

export const PAYMENT_TEXT = {
  driveInTitle: 'How Drive-In works',
  driveInSteps: [
    'Pay for your wash with the card form below.',
    'Drive to the Chaguanas Branch location.',
    'Wait in line for the next free wash bay.',
    'Scan the QR code of your order at the machine to start your wash.',
  ],
  specialRulesTitle: 'Special Appointment rules',
  specialRules: [
    'The special appointment fee is not refunded if you miss your appointment.',
    'You may arrive up to 20 minutes early or up to 45 minutes late (late arrivals are limited by closing time).',
    UI_TEXT.washStart,
    'You can rebook for free up to 6 hours before opening time on the day of your appointment.',
    'The cost of the wash itself is paid at the location.',
  ],
  freeRulesTitle: 'Free Appointment rules',
  freeRules: ['One free appointment per customer every 3 days.', 'Availability is limited at peak hours.'],
  tradeHurry: 'Hurry! Less than 30 seconds left to complete this trade.',
  tradeExpired: 'Your time to complete the trade ran out. The appointment was released.',
  tradeReloaded:
    'The trade payment page was reloaded, so the appointment was released. Please pick it again.',
} as const;

/** Order summary with badges and rows (spec section 2, Payment page). */
export function OrderSummary({ order, total }: { order: PaymentOrder; total: number }) {
  const badges = [
    order.isDriveIn && 'Drive-In Service',
    order.isTrade && 'Trading Appointment',
    order.appointmentType === 'free' && 'Free Appointment',
    order.appointmentType === 'special' && 'Special Appointment',
  ].filter((b): b is string => typeof b === 'string');
  const when =
    order.appointmentDate && order.appointmentTime
      ? `${formatDisplayDate(order.appointmentDate)} at ${order.appointmentTime}`
      : null;
  const rows: [string, string][] = [
    ['Service', order.name],
    ['Description', order.description || '—'],
    [
      'Appointment type',
      order.isDriveIn ? 'Drive-In' : order.appointmentType === 'special' ? 'Special' : 'Free',
    ],
    ['Location', order.location || 'Chaguanas Branch'],
    ['Date and time', when ?? 'When you arrive'],
    ['Subtotal', formatPrice(order.price)],
    ['Total', formatPrice(total)],
  ];
  return (
    <section className="panel payment-card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <ul className="payment-badges" aria-label="Order type">
        {badges.map((b) => (
          <li key={b} className="payment-badge">
            {b}
          </li>
        ))}
      </ul>
      <SummaryRows rows={rows} />
    </section>
  );
}

export function RulesBox({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section className="panel payment-card payment-rules" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
