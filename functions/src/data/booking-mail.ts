// Confirmation emails, queued as `mail` documents in the Firebase Trigger Email extension's format, in the same
// transaction as the order (so a booking never lands without its email queued, and nothing is lost if sending fails).
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { formatDisplayDate } from '../../../src/domain/calendar';
import { formatPrice } from '../../../src/domain/pricing';
import { COLLECTIONS, type OrderDoc } from '../../../src/lib/model/types';
import { col } from './booking-docs';

type MailOrder = Pick<
  OrderDoc,
  | 'orderId'
  | 'serviceName'
  | 'appointmentDate'
  | 'appointmentTime'
  | 'appointmentType'
  | 'location'
  | 'orderCode'
  | 'price'
>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Subject and bodies of a confirmation for a booked or traded appointment. */
export function confirmationMessage(order: MailOrder, kind: 'booking' | 'trade') {
  const rows: [string, string][] = [
    ['Package', order.serviceName],
    ['Appointment type', order.appointmentType === 'special' ? 'Special' : 'Free'],
    ['Date', formatDisplayDate(order.appointmentDate)],
    ['Time', order.appointmentTime],
    ['Location', order.location],
    ['Order code', order.orderCode],
    ['Order', order.orderId],
    ['Total', formatPrice(order.price)],
  ];
  const intro = kind === 'trade' ? 'The traded appointment is now yours.' : 'Your appointment is booked.';
  const subject = `${kind === 'trade' ? 'Trade confirmed' : 'Booking confirmed'}: ${order.serviceName} on ${formatDisplayDate(order.appointmentDate)} at ${order.appointmentTime}`;
  const text = [
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    'Show the QR code in your account at the machine.',
  ].join('\n');
  const html = `<p>${escapeHtml(intro)}</p><table>${rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table><p>Show the QR code in your account at the machine.</p>`;
  return { subject, text, html };
}

/** Queues a confirmation email in the transaction (no-op without an address). */
export function queueConfirmationMail(
  tx: Transaction,
  to: string,
  order: MailOrder,
  kind: 'booking' | 'trade',
): void {
  if (!to) return;
  tx.set(col(COLLECTIONS.mail).doc(), {
    to,
    message: confirmationMessage(order, kind),
    createdAt: FieldValue.serverTimestamp(),
  });
}
