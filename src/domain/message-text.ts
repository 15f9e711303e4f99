/**
 * The words of a message on a phone, from its language-free facts (pure). SMS: one GSM-7 segment (sms-text.ts), the
 * link only when it still fits. WhatsApp: the same words as free text inside the 24-hour window, else the approved
 * template named by `whatsappTemplate` with its numbered variables (docs/messages.md lists the template texts).
 *
 * API:
 *   MessageFacts
 *   phoneText(kind, facts, link) -> the SMS / WhatsApp free text
 *   whatsappTemplate(kind, facts) -> { key, variables } of the approved template
 */
import { formatShortDate } from './calendar';
import type { MessageKind } from './message-channels';
import { fitSms, gsm7Length, toGsm7, SMS_SEPTETS } from './sms-text';

/** What a message says, without words: the order's facts (and the amount of a refund). */
export interface MessageFacts {
  serviceName: string;
  appointmentDate: string;
  appointmentTime: string;
  location: string;
  orderCode: string;
  amount?: string;
  /** An offer (the waitlist's held seat): until when it is held, in business time ('10:20 AM'), and its page. */
  heldUntil?: string;
  link?: string;
  /** A wash plan's messages (plan-receipt, plan-reminder): serviceName is the plan's name, appointmentDate its last
   * day; the car's plate, and for the reminder of the last wash, the washes left. */
  plate?: string;
  washesLeft?: number;
}

const SENDER = 'Touch-Free Car Wash';

function sentence(kind: MessageKind, f: MessageFacts): string {
  const when = `${formatShortDate(f.appointmentDate)} ${f.appointmentTime}`;
  switch (kind) {
    case 'booking':
    case 'trade':
      return `${SENDER}: booked ${f.serviceName} ${when}, code ${f.orderCode}. Show your QR code at the wash.`;
    case 'rebook':
      return `${SENDER}: moved to ${when} (${f.serviceName}), code ${f.orderCode}.`;
    case 'give-up':
    case 'traded-away':
      return `${SENDER}: your ${f.serviceName} on ${when} is no longer booked for you.`;
    case 'reminder-day':
      return `${SENDER}: reminder, ${f.serviceName} tomorrow ${when} at ${f.location}, code ${f.orderCode}.`;
    case 'reminder-hour':
      return `${SENDER}: your ${f.serviceName} is at ${f.appointmentTime} today at ${f.location}, code ${f.orderCode}.`;
    case 'refund':
      return `${SENDER}: your payment${f.amount ? ` of ${f.amount}` : ''} for ${when} was refunded.`;
    case 'no-show':
      return `${SENDER}: we missed you on ${when}; the appointment was marked missed. Reply or contact us if this is wrong.`;
    case 'offer':
      return `${SENDER}: a ${f.serviceName} seat on ${when} at ${f.location} is held for you until ${f.heldUntil ?? 'soon'}.`;
    case 'plan-receipt':
      return `${SENDER}: ${f.serviceName} paid${f.amount ? ` (${f.amount})` : ''} for ${f.plate ?? 'your car'}, valid until ${formatShortDate(f.appointmentDate)}.`;
    case 'plan-reminder':
      return f.washesLeft === 1
        ? `${SENDER}: 1 wash left on your ${f.serviceName} for ${f.plate ?? 'your car'}. Renew it on the Plans page.`
        : `${SENDER}: your ${f.serviceName} for ${f.plate ?? 'your car'} ends ${formatShortDate(f.appointmentDate)}. Renew it on the Plans page.`;
  }
}

export function phoneText(kind: MessageKind, facts: MessageFacts, link: string | null): string {
  const base = sentence(kind, facts);
  const withLink = link ? `${base} ${link}` : base;
  const gsm = toGsm7(withLink);
  return gsm7Length(gsm) <= SMS_SEPTETS ? gsm : fitSms(base);
}

/** The template key (TWILIO_WHATSAPP_TEMPLATES) and its variables: {"1": …, "2": …}. */
export function whatsappTemplate(
  kind: MessageKind,
  facts: MessageFacts,
): { key: 'booking' | 'reminder' | 'notice'; variables: Record<string, string> } {
  const date = formatShortDate(facts.appointmentDate);
  if (kind === 'booking' || kind === 'trade' || kind === 'rebook')
    return {
      key: 'booking',
      variables: { 1: facts.serviceName, 2: date, 3: facts.appointmentTime, 4: facts.orderCode },
    };
  if (kind === 'reminder-day' || kind === 'reminder-hour')
    return { key: 'reminder', variables: { 1: date, 2: facts.appointmentTime, 3: facts.location } };
  const words = sentence(kind, facts).replace(`${SENDER}: `, '');
  return {
    key: 'notice',
    variables: { 1: kind === 'offer' && facts.link ? `${words} ${facts.link}` : words },
  };
}
