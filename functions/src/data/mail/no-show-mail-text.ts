// The e-mail about a missed appointment (queued by data/orders/no-shows.ts): what was missed, and for a free appointment
// why free appointments are blocked and until when (business time); for a special one, that its fee is not refunded.
import {
  businessDate,
  businessMinutesOfDay,
  formatDisplayDate,
  formatTime12,
} from '../../../../src/domain/calendar';
import type { OrderDoc } from '../../../../src/contracts/documents';

export type NoShowMailOrder = Pick<
  OrderDoc,
  | 'orderId'
  | 'serviceName'
  | 'appointmentDate'
  | 'appointmentTime'
  | 'appointmentType'
  | 'location'
  | 'orderCode'
>;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An instant as the customer reads it, in business time: 'Tuesday, December 1, 2026 at 10:45 AM'. */
export function businessInstant(at: Date): string {
  return `${formatDisplayDate(businessDate(at))} at ${formatTime12(businessMinutesOfDay(at))}`;
}

/**
 * Subject, text and HTML of the e-mail about a miss. `blockUntil`: the end of the free-appointment block now in
 * place (null: none, e.g. a special appointment). `contactUrl`: where the customer can ask for the miss to be excused.
 */
export function noShowMailText(
  order: NoShowMailOrder,
  blockUntil: Date | null,
  links: { manageUrl: string },
): { subject: string; text: string; html: string } {
  const date = formatDisplayDate(order.appointmentDate);
  const subject = `Missed appointment: ${order.serviceName} on ${date} at ${order.appointmentTime}`;
  const paragraphs = [
    `We did not see your car for your ${order.appointmentType === 'special' ? 'special' : 'free'} appointment ` +
      `on ${date} at ${order.appointmentTime} (${order.serviceName}, order code ${order.orderCode}, ` +
      `order ${order.orderId}) at ${order.location}, and its arrival window has closed, so it was marked as missed.`,
    blockUntil
      ? 'Missing a free appointment leads to a temporary block from free appointments, so that the free times ' +
        `stay available for the customers who come. You can book free appointments again from ` +
        `${businessInstant(blockUntil)} (Trinidad and Tobago time). Special appointments are not affected.`
      : order.appointmentType === 'special'
        ? 'The fee of a special appointment is not refunded when the appointment is missed.'
        : '',
    'If you could not come for a good reason, reply to this e-mail or contact us: staff can excuse the miss' +
      (blockUntil ? ' and lift the block.' : '.'),
  ].filter(Boolean);
  const text = [...paragraphs, `Your appointments: ${links.manageUrl}`].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(links.manageUrl)}">Your appointments</a></p>`,
  ].join('');
  return { subject, text, html };
}
