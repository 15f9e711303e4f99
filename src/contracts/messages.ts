// Messages to customers (docs/messages.md), shared by the app and the functions. Pure types and checks.
//   messages/{eventId}       one thing said to a customer: its kind, order, language-free facts and the state of each
//                            channel's delivery (server-written; the customer reads their own, staff all)
//   messagePrefs/{uid}       the customer's channels per kind (reminders, offers), written by the customer
//   messageNumbers/{uid}     what Twilio told us of the customer's number: STOP per channel, a permanent failure
//   messageStats/{date}      the day's count of messages per channel and their cost estimate (staff)
import type { Channel, MessageKind } from '../domain/message-channels';

export type { Channel, MessageKind } from '../domain/message-channels';
export { CHANNELS, DEFAULT_MESSAGE_PREFS, MESSAGE_KINDS } from '../domain/message-channels';

/**
 * A delivery's state: pending (waiting for its time: quiet hours), sending (claimed: never sent twice), retry (Twilio
 * refused for now, 429/5xx), queued/sent/delivered (Twilio's statuses), failed/undelivered (with Twilio's code),
 * skipped (the customer's choice or number turned it off meanwhile), not-configured (no Twilio secrets: nothing sent).
 */
export const DELIVERY_STATES = [
  'pending',
  'sending',
  'retry',
  'queued',
  'sent',
  'delivered',
  'failed',
  'undelivered',
  'skipped',
  'not-configured',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface Delivery {
  state: DeliveryState;
  /** The address it goes to: an e-mail, '+1868…' or 'whatsapp:+1868…'. */
  to: string;
  attempts?: number;
  /** Twilio's MessageSid, or the mail document's id for e-mail. */
  ref?: string | null;
  errorCode?: number | null;
  /** WhatsApp: the approved template sent (outside the 24-hour window), else null (free text). */
  template?: string | null;
  updatedAt?: Date;
}

export interface MessageDoc {
  eventId: string;
  kind: MessageKind;
  orderId: string | null;
  userId: string;
  createdAt: Date;
  /** Set once the channels were chosen. */
  planned?: boolean;
  deliveries?: Partial<Record<Channel, Delivery>>;
  /** The earliest time a phone delivery is due (null: none waiting). */
  pendingAt?: Date | null;
}

export type { MessagePrefs } from '../domain/message-channels';

const isChoice = (value: unknown): boolean =>
  !!value &&
  typeof value === 'object' &&
  Object.keys(value).sort().join() === 'email,sms,whatsapp' &&
  Object.values(value).every((v) => typeof v === 'boolean');

/** messagePrefs/{uid} as the customer writes it, exactly (the rules check the same shape, plus updatedAt). */
export function isMessagePrefs(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return Object.keys(v).sort().join() === 'offers,reminders' && isChoice(v.reminders) && isChoice(v.offers);
}

export interface MessageNumberDoc {
  number: string | null;
  whatsappOff?: boolean;
  smsOff?: boolean;
  lastInboundAt?: Date | null;
  failure?: { code: number; channel: Channel; at: Date } | null;
}

export interface MessageStatsDoc {
  date: string;
  whatsapp?: number;
  sms?: number;
  email?: number;
  costUsd?: number;
}
