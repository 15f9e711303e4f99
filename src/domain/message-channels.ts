/**
 * Which channels a message to a customer goes out on (pure; data/messages/ applies it). Transactional messages (a
 * booking's confirmation, a move, a cancel, a refund, a missed appointment) go by e-mail always and on every phone
 * channel the customer chose for any kind; reminders and offers only on the channels chosen for them (consent). A
 * phone channel is never used when the number opted out there (STOP) or failed for good.
 *
 * API:
 *   MESSAGE_KINDS, isTransactional(kind), isUrgent(kind), prefsKindOf(kind)
 *   DEFAULT_MESSAGE_PREFS: e-mail reminders on, everything else off (what a customer without a choice gets)
 *   channelsFor(kind, prefs, number) -> the channels, e-mail first
 *   whatsappNeedsTemplate(lastInboundAt, now) -> outside WhatsApp's 24-hour customer service window
 */
export const MESSAGE_KINDS = [
  'booking',
  'trade',
  'rebook',
  'give-up',
  'traded-away',
  'reminder-day',
  'reminder-hour',
  'refund',
  'no-show',
  'offer',
  // Wash plans (issue 43): the receipt of a bought term, and the reminders to renew (5 days, 1 day, 1 wash left).
  'plan-receipt',
  'plan-reminder',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];
export type PhoneChannel = Exclude<Channel, 'email'>;
export type ChannelChoice = Record<Channel, boolean>;
export interface MessagePrefs {
  reminders: ChannelChoice;
  offers: ChannelChoice;
}
/** What the app knows about the customer's number (server-written). */
export interface NumberState {
  number: string | null;
  whatsappOff: boolean;
  smsOff: boolean;
  /** A permanent failure (21211, 21610, 30006…): no phone message until the number changes. */
  failedCode: number | null;
}

export const DEFAULT_MESSAGE_PREFS: MessagePrefs = {
  reminders: { email: true, whatsapp: false, sms: false },
  offers: { email: false, whatsapp: false, sms: false },
};

const TRANSACTIONAL: readonly MessageKind[] = [
  'booking',
  'trade',
  'rebook',
  'give-up',
  'traded-away',
  'refund',
  'no-show',
  'plan-receipt',
];
/** Sent at once even in quiet hours: the customer just acted, or the appointment is within the hour. */
const URGENT: readonly MessageKind[] = [
  'booking',
  'trade',
  'rebook',
  'give-up',
  'traded-away',
  'reminder-hour',
  // An offer holds its seat for minutes (the waitlist): deferred to 7 AM it would arrive dead.
  'offer',
];

export const isTransactional = (kind: MessageKind) => TRANSACTIONAL.includes(kind);
export const isUrgent = (kind: MessageKind) => URGENT.includes(kind);
export const prefsKindOf = (kind: MessageKind): keyof MessagePrefs | null =>
  kind === 'offer' ? 'offers' : kind.startsWith('reminder') || kind === 'plan-reminder' ? 'reminders' : null;

function phoneUsable(channel: PhoneChannel, number: NumberState): boolean {
  if (!number.number || number.failedCode !== null) return false;
  return channel === 'whatsapp' ? !number.whatsappOff : !number.smsOff;
}

export function channelsFor(kind: MessageKind, prefs: MessagePrefs, number: NumberState): Channel[] {
  const prefsKind = prefsKindOf(kind);
  const chosen = (channel: Channel) =>
    prefsKind ? prefs[prefsKind][channel] : prefs.reminders[channel] || prefs.offers[channel];
  const out: Channel[] = [];
  if (prefsKind ? chosen('email') : true) out.push('email');
  for (const channel of ['whatsapp', 'sms'] as const) {
    if (chosen(channel) && phoneUsable(channel, number)) out.push(channel);
  }
  return out;
}

export const WHATSAPP_WINDOW_MS = 24 * 3_600_000;

export function whatsappNeedsTemplate(lastInboundAt: Date | null, now: Date): boolean {
  return !lastInboundAt || now.getTime() - lastInboundAt.getTime() >= WHATSAPP_WINDOW_MS;
}

/** Twilio's default opt-out and opt-in keywords (single word, any case): 'out', 'in' or null. */
export function optKeyword(body: string): 'out' | 'in' | null {
  const word = body.trim().toUpperCase();
  if (['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'].includes(word)) return 'out';
  if (['START', 'YES', 'UNSTOP'].includes(word)) return 'in';
  return null;
}
