// Messages to customers on WhatsApp and SMS through the local Twilio simulator, as attacks (docs/messages.md):
// a forged Twilio webhook changes nothing; one event delivered twice sends one message; a customer without consent
// gets no reminder and no offer; an injected SMS failure is recorded with Twilio's code and marks the number; STOP
// turns WhatsApp off; no Twilio secrets means nothing is sent and nothing fails.
import '../../scripts/support/admin-emulator-env';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { slotInstant } from '../../src/domain/calendar';
import { dayBeforeReminderId } from '../../src/domain/day-before-reminder';
import { db } from '../../functions/src/data/admin-sdk';
import { queueDayBeforeReminders } from '../../functions/src/data/messages/day-before-reminders';
import { deliverMessage } from '../../functions/src/data/messages/message-delivery';
import { planMessage } from '../../functions/src/data/messages/message-planning';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { upcomingSlot } from '../support/slots.fixtures';
import {
  delivery,
  eventually,
  injectFailure,
  localDeps,
  postWebhook,
  simInbound,
  simMessagesTo,
  TWILIO_SIM,
} from '../support/twilio.fixtures';

resetBetweenTests();

let phoneSeq = 0;
/** A customer with a phone of their own (so the simulator's list is theirs alone) and the given choices. */
async function customer(uid: string, prefs?: { reminders: object; offers: object }) {
  phoneSeq += 1;
  const phone = `+1868${String(Date.now() % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(3, '0')}`;
  await db.doc(`users/${uid}`).set({ email: `${uid}@example.test`, contact: phone, phoneVerified: true });
  if (prefs) await db.doc(`messagePrefs/${uid}`).set({ ...prefs, updatedAt: Timestamp.now() });
  return phone;
}
const off = { email: false, whatsapp: false, sms: false };
const on = (channels: Partial<typeof off>) => ({ ...off, ...channels });

/** An order a day and a bit ahead, booked days ago, and the instant its day-before reminder is due. */
async function orderForTomorrow(uid: string, phone: string) {
  const slot = upcomingSlot('special', 2, 1);
  const start = slotInstant(slot.date, slot.time).getTime();
  const order = await seedOrder({
    userId: uid,
    slot,
    contact: phone,
    createdAt: new Date(start - 4 * 86_400_000),
  });
  return { order, dueAt: new Date(start - 23 * 3_600_000) };
}

async function queueAndDeliverReminder(uid: string, phone: string) {
  const { order, dueAt } = await orderForTomorrow(uid, phone);
  // Noon business time is never quiet: deliver at the due time unless that is in quiet hours.
  await queueDayBeforeReminders(dueAt);
  const eventId = dayBeforeReminderId(order);
  await planMessage(eventId, dueAt);
  await deliverMessage(eventId, await deliveryTime(eventId, dueAt), localDeps);
  return eventId;
}

/**
 * A time at which the message's phone deliveries are due, whoever planned it: this test at `dueAt`, or the emulated
 * trigger at the real time (quiet hours may have moved them to 7 AM).
 */
async function deliveryTime(eventId: string, dueAt: Date): Promise<Date> {
  const pendingAt = (await db.doc(`messages/${eventId}`).get()).get('pendingAt') as
    Timestamp | null | undefined;
  return new Date(Math.max(dueAt.getTime(), Date.now(), pendingAt?.toMillis() ?? 0));
}

describe('the Twilio webhooks refuse a forged request', () => {
  it('a STOP with a bad signature changes nothing; the same request signed by Twilio turns WhatsApp off', async () => {
    const phone = await customer('alice', { reminders: on({ whatsapp: true }), offers: off });
    const params = {
      AccountSid: 'AC00000000000000000000000000000000',
      MessageSid: `SM${'a'.repeat(32)}`,
      From: `whatsapp:${phone}`,
      To: 'whatsapp:+18685550100',
      Body: 'STOP',
    };
    expect(await postWebhook('twilioInbound', params, 'f'.repeat(32))).toBe(403);
    expect((await db.doc('messageNumbers/alice').get()).exists).toBe(false);
    // A forged status callback cannot mark a delivery either.
    expect(
      await postWebhook('twilioStatus', { ...params, MessageStatus: 'failed', ErrorCode: '21610' }, 'x'),
    ).toBe(403);
    expect(await postWebhook('twilioInbound', params)).toBe(200);
    expect((await db.doc('messageNumbers/alice').get()).get('whatsappOff')).toBe(true);
  });
});

describe('one event, one message', () => {
  it('the reminder queued by two runs and delivered by three workers at once reaches the phone once', async () => {
    const phone = await customer('bob', { reminders: on({ whatsapp: true }), offers: off });
    const { order, dueAt } = await orderForTomorrow('bob', phone);
    const runs = await Promise.all([queueDayBeforeReminders(dueAt), queueDayBeforeReminders(dueAt)]);
    expect(runs.reduce((n, r) => n + r.queued, 0)).toBe(1);
    const eventId = dayBeforeReminderId(order);
    await Promise.all([planMessage(eventId, dueAt), planMessage(eventId, dueAt)]);
    const at = await deliveryTime(eventId, dueAt);
    await Promise.all([1, 2, 3].map(() => deliverMessage(eventId, at, localDeps)));
    const sent = await eventually(
      () => simMessagesTo(phone),
      (m) => m.length >= 1,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect((await simMessagesTo(phone)).length).toBe(1);
    // Outside the 24-hour window: the approved reminder template, not free text.
    expect(sent[0]!.content_sid).toBe(localDeps.settings()!.templates.reminder);
  });
});

describe('consent', () => {
  it('a customer who chose no phone channel gets the reminder by e-mail only, and no offer at all', async () => {
    const phone = await customer('carol');
    const eventId = await queueAndDeliverReminder('carol', phone);
    const message = (await db.doc(`messages/${eventId}`).get()).data()!;
    expect(Object.keys(message.deliveries)).toEqual(['email']);
    await db
      .doc('messages/offer-carol-1')
      .set({ eventId: 'offer-carol-1', kind: 'offer', orderId: null, userId: 'carol' });
    await planMessage('offer-carol-1', new Date());
    expect((await db.doc('messages/offer-carol-1').get()).get('deliveries')).toEqual({});
    expect(await simMessagesTo(phone)).toEqual([]);
  });

  it('a customer who turned reminders off entirely gets no reminder on any channel', async () => {
    const phone = await customer('dave', { reminders: off, offers: off });
    const eventId = await queueAndDeliverReminder('dave', phone);
    expect((await db.doc(`messages/${eventId}`).get()).get('deliveries')).toEqual({});
    expect((await db.doc(`mail/${eventId}`).get()).exists).toBe(false);
  });
});

describe('failures', () => {
  it('an injected SMS failure (21211) is recorded failed with the code, and the number is marked', async () => {
    const phone = await customer('erin', { reminders: on({ sms: true }), offers: off });
    await injectFailure(phone, 21211);
    const eventId = await queueAndDeliverReminder('erin', phone);
    const sms = await eventually(
      () => delivery(eventId, 'sms'),
      (d) => d?.state === 'failed',
    );
    expect(sms).toMatchObject({ state: 'failed', errorCode: 21211 });
    expect((await db.doc('messageNumbers/erin').get()).get('failure')).toMatchObject({
      code: 21211,
      channel: 'sms',
    });
  });

  it('an unreachable handset (30003) ends undelivered with the code from the signed status callback', async () => {
    const phone = await customer('fay', { reminders: on({ sms: true }), offers: off });
    await injectFailure(phone, 30003);
    const eventId = await queueAndDeliverReminder('fay', phone);
    const sms = await eventually(
      () => delivery(eventId, 'sms'),
      (d) => d?.state === 'undelivered',
    );
    expect(sms).toMatchObject({ state: 'undelivered', errorCode: 30003 });
  });

  it("Twilio's rate limit (429, 20429) is retried after a minute, then sent once", async () => {
    const phone = await customer('ivy', { reminders: on({ sms: true }), offers: off });
    const dueAt = Timestamp.fromMillis(Date.now() + 86_400_000);
    await db.doc('messages/rate-limited').set({
      eventId: 'rate-limited',
      kind: 'reminder-day',
      orderId: null,
      userId: 'ivy',
      planned: true,
      facts: {
        serviceName: 'Basic',
        appointmentDate: '2026-12-02',
        appointmentTime: '7:10 AM',
        location: 'x',
        orderCode: '1',
      },
      deliveries: { sms: { state: 'pending', to: phone, attempts: 0, dueAt } },
      pendingAt: dueAt,
    });
    await injectFailure(phone, 20429);
    const first = new Date(Date.now() + 2 * 86_400_000);
    await deliverMessage('rate-limited', first, localDeps);
    expect(await delivery('rate-limited', 'sms')).toMatchObject({
      state: 'retry',
      errorCode: 20429,
      attempts: 1,
    });
    const pendingAt = (await db.doc('messages/rate-limited').get()).get('pendingAt') as Timestamp;
    expect(pendingAt.toMillis()).toBe(first.getTime() + 60_000);
    await fetch(`${TWILIO_SIM}/__sim/numbers/${encodeURIComponent(phone)}/fail`, { method: 'DELETE' });
    await deliverMessage('rate-limited', new Date(first.getTime() + 30_000), localDeps); // not yet due
    expect((await delivery('rate-limited', 'sms'))!.state).toBe('retry');
    await deliverMessage('rate-limited', new Date(first.getTime() + 60_000), localDeps);
    expect(await delivery('rate-limited', 'sms')).toMatchObject({ state: 'queued', attempts: 2 });
    expect(await simMessagesTo(phone)).toHaveLength(1);
  });

  it('without Twilio secrets nothing is sent and the delivery says so', async () => {
    const phone = await customer('gus', { reminders: on({ sms: true }), offers: off });
    // Due tomorrow, so the emulated trigger (real clock) leaves it alone; delivered by this test the day after.
    const dueAt = Timestamp.fromMillis(Date.now() + 86_400_000);
    await db.doc('messages/unconfigured').set({
      eventId: 'unconfigured',
      kind: 'reminder-day',
      orderId: null,
      userId: 'gus',
      planned: true,
      facts: {
        serviceName: 'Basic',
        appointmentDate: '2026-12-02',
        appointmentTime: '7:10 AM',
        location: 'x',
        orderCode: '1',
      },
      deliveries: { sms: { state: 'pending', to: phone, attempts: 0, dueAt } },
      pendingAt: dueAt,
    });
    const later = new Date(Date.now() + 2 * 86_400_000);
    await deliverMessage('unconfigured', later, { ...localDeps, settings: () => null });
    expect(await delivery('unconfigured', 'sms')).toMatchObject({ state: 'not-configured', attempts: 1 });
    expect((await db.doc('messages/unconfigured').get()).get('pendingAt')).toBe(null);
    expect(await simMessagesTo(phone)).toEqual([]);
  });
});

describe('STOP', () => {
  it('a WhatsApp STOP through the simulator turns WhatsApp off: the next reminder goes by e-mail only', async () => {
    const phone = await customer('hal', { reminders: on({ email: true, whatsapp: true }), offers: off });
    expect(await simInbound(`whatsapp:${phone}`, 'stop')).toBe(200);
    await eventually(
      async () => (await db.doc('messageNumbers/hal').get()).get('whatsappOff'),
      (v) => v === true,
    );
    const eventId = await queueAndDeliverReminder('hal', phone);
    expect(Object.keys((await db.doc(`messages/${eventId}`).get()).get('deliveries'))).toEqual(['email']);
    expect(await simMessagesTo(phone)).toEqual([]);
  });
});
