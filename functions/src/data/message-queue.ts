// The promise of a message to a customer, made in the transaction that produces its event (as the mail job is):
// messages/{eventId} with the kind, the order and the customer, and nothing else. The id is the event's own (the
// mail job's id, 'hour-reminder-…', 'no-show-<order>', 'refund-<transaction>'…), so one event queued twice is one
// message. The messages room (data/messages/) chooses its channels and delivers it after the change committed.
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../src/contracts/documents';
import {
  DEFAULT_MESSAGE_PREFS,
  isMessagePrefs,
  type MessageKind,
  type MessagePrefs,
} from '../../../src/contracts/messages';
import type { ChannelChoice } from '../../../src/domain/message-channels';
import type { MessageFacts } from '../../../src/domain/message-text';
import { col } from './booking-docs';

export const messagesCol = () => col(COLLECTIONS.messages);

export interface MessageFact {
  eventId: string;
  kind: MessageKind;
  orderId: string | null;
  userId: string;
  /** Facts that live on no order (the waitlist's offer): stored with the message, read instead of an order's. */
  facts?: MessageFacts;
}

/** Writes the message's fact (writes only: call after every read of the transaction). No customer, no message. */
export function queueMessageFact(tx: Transaction, fact: MessageFact, now: Date): boolean {
  if (!fact.userId) return false;
  const { facts, ...rest } = fact;
  tx.create(messagesCol().doc(fact.eventId), {
    ...rest,
    ...(facts ? { inlineFacts: facts } : {}),
    at: Timestamp.fromDate(now),
    createdAt: FieldValue.serverTimestamp(),
    planned: false,
  });
  return true;
}

/** messagePrefs/{uid} as the customer last saved it, or the defaults (e-mail reminders on, nothing else). */
export async function readMessagePrefs(tx: Transaction | null, uid: string): Promise<MessagePrefs> {
  const ref = col(COLLECTIONS.messagePrefs).doc(uid || '-');
  const snap = tx ? await tx.get(ref) : await ref.get();
  return snap.exists && isMessagePrefs({ reminders: snap.get('reminders'), offers: snap.get('offers') })
    ? { reminders: snap.get('reminders') as ChannelChoice, offers: snap.get('offers') as ChannelChoice }
    : DEFAULT_MESSAGE_PREFS;
}
