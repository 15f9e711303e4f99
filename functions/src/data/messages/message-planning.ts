// Chooses a queued message's channels, once (the retrying trigger planMessage, triggers/message-triggers.ts): in one
// transaction it re-reads the message, the facts, the customer's choices and number, records a delivery per channel
// and writes the e-mail no other path writes. A second run finds it planned and does nothing.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import type { Delivery } from '../../../../src/contracts/messages';
import { channelsFor, isUrgent, type MessageKind } from '../../../../src/domain/message-channels';
import type { MessageFacts } from '../../../../src/domain/message-text';
import { phoneSendAt } from '../../../../src/domain/quiet-hours';
import { db } from '../admin-sdk';
import { col } from '../booking-docs';
import { messagesCol, readMessagePrefs } from '../message-queue';
import { readMessageFacts, readRecipient } from './message-facts';
import { existingMailId, messageMailDoc } from './message-mail';
import { readNumberState } from './message-numbers';
import { countMessage } from './message-stats';

export type PlanResult = 'planned' | 'already-planned' | 'missing' | 'no-facts';

export async function planMessage(eventId: string, now: Date): Promise<PlanResult> {
  const ref = messagesCol().doc(eventId);
  return db.runTransaction(async (tx): Promise<PlanResult> => {
    const message = await tx.get(ref);
    if (!message.exists) return 'missing';
    if (message.get('planned') === true) return 'already-planned';
    const kind = message.get('kind') as MessageKind;
    const uid = String(message.get('userId') ?? '');
    const orderId = (message.get('orderId') as string | null) ?? null;
    const inline = message.get('inlineFacts') as MessageFacts | undefined;
    const facts = inline ? { ...inline, email: '' } : await readMessageFacts(tx, eventId, orderId);
    const recipient = await readRecipient(tx, uid);
    const prefs = await readMessagePrefs(tx, uid);
    const number = await readNumberState(tx, uid, recipient.phone);
    if (!facts) {
      tx.update(ref, { planned: true, deliveries: {}, pendingAt: null, noFacts: true });
      return 'no-facts';
    }
    const email = facts.email || recipient.email;
    const deliveries: Record<string, Delivery & { dueAt?: Timestamp }> = {};
    const dueAt = Timestamp.fromDate(phoneSendAt(now, isUrgent(kind)));
    for (const channel of channelsFor(kind, prefs, number)) {
      if (channel === 'email') {
        if (!email) continue;
        const mailId = existingMailId(kind, eventId);
        if (!mailId)
          tx.create(col(COLLECTIONS.mail).doc(eventId), messageMailDoc(kind, facts, email, orderId));
        deliveries.email = { state: 'queued', to: email, ref: mailId ?? eventId };
        countMessage(tx, 'email', now);
      } else {
        const to = channel === 'whatsapp' ? `whatsapp:${recipient.phone}` : recipient.phone!;
        deliveries[channel] = { state: 'pending', to, attempts: 0, dueAt };
      }
    }
    const phoneWaiting = Object.keys(deliveries).some((c) => c !== 'email');
    const { email: _e, ...languageFree } = facts;
    tx.update(ref, {
      planned: true,
      facts: languageFree,
      deliveries,
      pendingAt: phoneWaiting ? dueAt : null,
      plannedAt: FieldValue.serverTimestamp(),
    });
    return 'planned';
  });
}
