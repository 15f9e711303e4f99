// The e-mail of a message no other path renders (the day-before reminder, a refund, an offer): a plain `mail`
// document in the Trigger Email extension's format, written by the planning transaction as mail/{eventId}. The order
// e-mails (with QR code and calendar file), the hour reminder and the no-show e-mail keep their own renderers in mail/.
import { FieldValue } from 'firebase-admin/firestore';
import { formatDisplayDate } from '../../../../src/domain/calendar';
import type { MessageKind } from '../../../../src/domain/message-channels';
import type { MessageFacts } from '../../../../src/domain/message-text';
import { manageOrdersUrl } from '../mail';

/** Kinds whose e-mail the mail room already writes, and the id of that mail document. */
export function existingMailId(kind: MessageKind, eventId: string): string | null {
  if (kind === 'reminder-hour') return eventId.replace(/^hour-/, '');
  if (kind === 'no-show') return eventId;
  // The waitlist writes its offer's e-mail itself (data/waitlist/offer-notice.ts), under the message's id.
  if (kind === 'offer' && eventId.startsWith('waitlist-offer-')) return eventId;
  // A wash plan's receipt and reminders: the plans room writes their e-mail itself (data/plans/plan-mail.ts).
  if (kind === 'plan-receipt' || kind === 'plan-reminder') return eventId;
  if (['booking', 'trade', 'rebook', 'give-up', 'traded-away'].includes(kind)) return eventId;
  return null;
}

const escapeHtml = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function messageMailDoc(kind: MessageKind, facts: MessageFacts, to: string, orderId: string | null) {
  const date = formatDisplayDate(facts.appointmentDate);
  const subject =
    kind === 'refund'
      ? `Refund: ${facts.serviceName} on ${date}`
      : kind === 'offer'
        ? 'An offer from Touch-Free Car Wash'
        : `Reminder: ${facts.serviceName} tomorrow, ${date} at ${facts.appointmentTime}`;
  const lines =
    kind === 'refund'
      ? [
          `Your payment${facts.amount ? ` of ${facts.amount}` : ''} for ${facts.serviceName} on ${date} was refunded.`,
        ]
      : [
          `Your car wash is tomorrow: ${facts.serviceName}, ${date} at ${facts.appointmentTime}.`,
          `Location: ${facts.location}. Order code: ${facts.orderCode}.`,
        ];
  const manageUrl = manageOrdersUrl();
  return {
    to,
    message: {
      subject,
      text: [...lines, '', `Your appointments: ${manageUrl}`].join('\n'),
      html: [
        ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
        `<p><a href="${escapeHtml(manageUrl)}">Your appointments</a></p>`,
      ].join(''),
    },
    orderId,
    kind,
    createdAt: FieldValue.serverTimestamp(),
  };
}
