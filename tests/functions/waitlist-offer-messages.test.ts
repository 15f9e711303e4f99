// The waitlist's offer on the customer's phone channels (issues 42 and 44): queued with its own facts (no order), sent
// on WhatsApp with the offer's link only to a customer who chose WhatsApp for offers, at once even in quiet hours (it
// holds its seat for minutes), and to nobody's phone without that choice; its e-mail is the waitlist's own.
import '../../scripts/support/admin-emulator-env';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/admin-sdk';
import { queueMessageFact } from '../../functions/src/data/message-queue';
import { deliverMessage } from '../../functions/src/data/messages/message-delivery';
import { planMessage } from '../../functions/src/data/messages/message-planning';
import { resetBetweenTests } from '../support/reset.fixtures';
import { eventually, localDeps, simMessagesTo } from '../support/twilio.fixtures';

resetBetweenTests();

const off = { email: false, whatsapp: false, sms: false };
let seq = 0;
async function customer(uid: string, offers: typeof off) {
  seq += 1;
  const phone = `+1868${String(Date.now() % 10_000).padStart(4, '0')}${String(seq + 500).padStart(3, '0')}`;
  await db.doc(`users/${uid}`).set({ email: `${uid}@example.test`, contact: phone, phoneVerified: true });
  await db.doc(`messagePrefs/${uid}`).set({ reminders: off, offers, updatedAt: Timestamp.now() });
  return phone;
}

const link = 'http://127.0.0.1:5173/waitlist/offer/entry-1';
async function queueOffer(uid: string, holdId: string, now: Date) {
  const eventId = `waitlist-offer-${holdId}`;
  await db.runTransaction(async (tx) => {
    queueMessageFact(
      tx,
      {
        eventId,
        kind: 'offer',
        orderId: null,
        userId: uid,
        facts: {
          serviceName: 'free appointment',
          appointmentDate: '2026-12-01',
          appointmentTime: '10:10 AM',
          location: 'Chaguanas',
          orderCode: '',
          heldUntil: '10:20 PM',
          link,
        },
      },
      now,
    );
  });
  return eventId;
}

// 10:10 PM business time (02:10 UTC next day): inside the quiet hours.
const NIGHT = new Date('2026-11-30T02:10:00Z');

describe("the waitlist's offer on the phone", () => {
  it('goes on WhatsApp at once, quiet hours or not, with the link, to a customer who chose WhatsApp for offers', async () => {
    const phone = await customer('olga', { ...off, whatsapp: true });
    const eventId = await queueOffer('olga', 'hold-olga', NIGHT);
    await planMessage(eventId, NIGHT);
    const planned = (await db.doc(`messages/${eventId}`).get()).data()!;
    expect(Object.keys(planned.deliveries)).toEqual(['whatsapp']);
    // Not deferred to 7 AM (11:00 UTC): delivered below at NIGHT (or already by the emulated trigger, which then
    // cleared pendingAt), which a deferred delivery would not be.
    await deliverMessage(eventId, new Date(Math.max(Date.now(), NIGHT.getTime())), localDeps);
    const sent = await eventually(
      () => simMessagesTo(phone),
      (list) => list.length > 0,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(`whatsapp:${phone}`);
    expect(JSON.stringify(sent[0])).toContain('/waitlist/offer/entry-1');
  });

  it('reaches no phone of a customer who chose no channel for offers, and writes no second e-mail', async () => {
    const phone = await customer('pete', off);
    const eventId = await queueOffer('pete', 'hold-pete', NIGHT);
    await planMessage(eventId, NIGHT);
    expect((await db.doc(`messages/${eventId}`).get()).get('deliveries')).toEqual({});
    await deliverMessage(eventId, new Date(), localDeps);
    expect(await simMessagesTo(phone)).toEqual([]);
    expect((await db.doc(`mail/${eventId}`).get()).exists).toBe(false);
  });
});
