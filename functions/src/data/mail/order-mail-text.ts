// Subject, plain text and HTML of every e-mail about an order. The HTML is a plain table (mail clients strip most
// CSS); every value is escaped. The QR code is referenced by its attachment's cid, since many clients block data:
// URLs.
import { formatDisplayDate } from '../../../../src/domain/calendar';
import { formatPrice } from '../../../../src/domain/pricing';
import type { OrderMailKind, MailOrder } from '../order-mail-queue';

/** Kinds that take the appointment out of the customer's calendar (METHOD:CANCEL, no QR code). */
export const CANCEL_KINDS: readonly OrderMailKind[] = ['give-up', 'traded-away'];

const COPY: Record<OrderMailKind, { subject: string; intro: string }> = {
  booking: { subject: 'Booking confirmed', intro: 'Your appointment is booked.' },
  trade: { subject: 'Trade confirmed', intro: 'The traded appointment is now yours.' },
  rebook: { subject: 'Appointment moved', intro: 'Your appointment has been rebooked to the time below.' },
  'give-up': {
    subject: 'Appointment cancelled',
    intro: 'You gave up this appointment. It is no longer booked for you.',
  },
  'traded-away': {
    subject: 'Appointment traded',
    intro: 'Your appointment was taken over in a trade. It is no longer booked for you.',
  },
  reminder: { subject: 'Reminder', intro: 'Your car wash is in about an hour.' },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface OrderMailText {
  subject: string;
  text: string;
  html: string;
}

/** The words of one e-mail; `qrCid` is the inline QR image's content id (none for a cancel). */
export function orderMailText(
  order: MailOrder,
  kind: OrderMailKind,
  links: { manageUrl: string; qrCid: string | null },
): OrderMailText {
  const date = formatDisplayDate(order.appointmentDate);
  const rows: [string, string][] = [
    ['Package', order.serviceName],
    ['Appointment type', order.appointmentType === 'special' ? 'Special' : 'Free'],
    ['Date', date],
    ['Time', order.appointmentTime],
    ['Location', order.location],
    ['Order code', order.orderCode],
    ['Order', order.orderId],
    ['Total', formatPrice(order.price)],
  ];
  if (order.numberPlate) rows.push(['Number plate', order.numberPlate]);
  const { subject: lead, intro } = COPY[kind];
  const subject = `${lead}: ${order.serviceName} on ${date} at ${order.appointmentTime}`;
  const cancelled = CANCEL_KINDS.includes(kind);
  const qrLine = 'Show this QR code at the wash machine (it is also in your account).';
  const calendarLine = cancelled
    ? 'The attached calendar file removes it from your calendar.'
    : 'The attached calendar file adds it to your calendar.';
  const text = [
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(cancelled ? [] : [qrLine]),
    ...(kind === 'reminder' ? [] : [calendarLine]),
    `Manage your appointments: ${links.manageUrl}`,
  ].join('\n');
  const table = rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  const qr = links.qrCid
    ? `<p><img src="cid:${escapeHtml(links.qrCid)}" width="200" height="200" alt="QR code for order ${escapeHtml(order.orderId)}"></p><p>${escapeHtml(qrLine)}</p>`
    : '';
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<table>${table}</table>`,
    qr,
    kind === 'reminder' ? '' : `<p>${escapeHtml(calendarLine)}</p>`,
    `<p><a href="${escapeHtml(links.manageUrl)}">Manage your appointments</a></p>`,
  ].join('');
  return { subject, text, html };
}
