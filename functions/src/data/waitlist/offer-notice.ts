// How a customer is told about the waitlist: ONE function per message writes its facts (domain/waitlist offerFacts)
// where the customer finds them. Until the message queue (WhatsApp/SMS) lands, that is an e-mail in the `mail`
// outbox (the Trigger Email extension's format) and the in-app notice: the entry's `notice`, shown on the account
// page. Pointing these two functions at the message queue later changes no caller.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { businessMinutesOfDay, formatTime12 } from '../../../../src/domain/calendar';
import { WAITLIST_TEXT, offerFacts } from '../../../../src/domain/waitlist';
import type { SlotKey } from '../../../../src/domain/types';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { col } from '../booking-docs';
import { appOrigin } from '../mail';
import { queueMessageFact } from '../message-queue';
import { entriesCol } from './waitlist-docs';

/** The page that opens the booking with the offered seat held. */
export const offerLink = (entryId: string) => `${appOrigin()}/waitlist/offer/${entryId}`;

/** Tells `to` (their e-mail) and the entry's in-app notice that the seat `slot` is held for them until `expiresAt`. */
export function tellOffer(
  tx: Transaction,
  offer: { holdId: string; entryId: string; userId: string; to: string; slot: SlotKey; expiresAt: Date },
  now: Date,
): void {
  const heldUntil = formatTime12(businessMinutesOfDay(offer.expiresAt));
  const link = offerLink(offer.entryId);
  const facts = offerFacts({ ...offer.slot, heldUntil, link });
  tx.update(entriesCol().doc(offer.entryId), { notice: facts.lines[0] });
  // WhatsApp and SMS on the channels the customer chose for offers (the message queue, docs/messages.md); the e-mail
  // below goes whatever those choices: joining the line asked for it, and its id is the message's.
  queueMessageFact(
    tx,
    {
      eventId: `waitlist-offer-${offer.holdId}`,
      kind: 'offer',
      orderId: null,
      userId: offer.userId,
      facts: {
        serviceName: `${offer.slot.type} appointment`,
        appointmentDate: offer.slot.date,
        appointmentTime: offer.slot.time,
        location: offer.slot.location,
        orderCode: '',
        heldUntil,
        link,
      },
    },
    now,
  );
  if (!offer.to) return;
  tx.set(col(COLLECTIONS.mail).doc(`waitlist-offer-${offer.holdId}`), {
    to: offer.to,
    userId: offer.userId,
    waitlistEntryId: offer.entryId,
    message: { subject: facts.subject, text: facts.lines.join('\n\n') },
    createdAt: FieldValue.serverTimestamp(),
  });
}

/** Tells a customer whose ignored offers closed their entries (e-mail, and the notice on each entry). */
export function tellRemoved(
  tx: Transaction,
  who: { userId: string; to: string; entryIds: readonly string[]; at: Date },
): void {
  for (const id of who.entryIds) tx.update(entriesCol().doc(id), { notice: WAITLIST_TEXT.removed });
  if (!who.to) return;
  tx.set(col(COLLECTIONS.mail).doc(`waitlist-removed-${who.userId}-${who.at.getTime()}`), {
    to: who.to,
    userId: who.userId,
    message: { subject: WAITLIST_TEXT.removedSubject, text: WAITLIST_TEXT.removed },
    createdAt: FieldValue.serverTimestamp(),
  });
}
