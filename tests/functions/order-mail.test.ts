// The e-mails of an order's life (booking, rebook, give-up, trade) as the Trigger Email extension would read them:
// summary, inline QR code, manage link, and a calendar file that an independent parser (ical.js) reads back with
// the appointment at its wall-clock time in America/Port_of_Spain, UID = the order ID, SEQUENCE and METHOD.
import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../src/domain/calendar';
import { accountPath } from '../../src/config/paths';
import type { ConfirmBookingResponse, CreateHoldResponse } from '../../src/contracts/booking-api';
import { db } from '../../functions/src/data/admin-sdk';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { holdRequest, newRequestId, upcomingSlot } from '../support/slots.fixtures';
import { renderMailJob } from '../../functions/src/data/mail/order-mail-jobs';
import {
  calendarOf,
  mailSettled,
  mailsAbout,
  qrOf,
  theMail,
  wallClock,
  type QueuedMail,
} from '../support/order-mail.fixtures';
import { payTrade } from '../support/wipay.fixtures';

resetBetweenTests();

const storedQr = async (orderId: string) => (await db.doc(`orders/${orderId}`).get()).get('qrData') as string;

/** What every e-mail that keeps the appointment shows: summary, the account page's QR code, the manage link. */
async function expectAppointmentMail(mail: QueuedMail, slot: { date: string; time: string }) {
  const { text, html } = mail.message;
  for (const part of [formatDisplayDate(slot.date), slot.time, mail.orderId]) {
    expect(text).toContain(part);
    expect(html).toContain(part);
  }
  const qr = qrOf(mail)!;
  expect(qr.text).toBe(await storedQr(mail.orderId));
  expect(html).toContain(`src="cid:${qr.cid}"`);
  expect(mail.message.attachments.find((a) => a.cid === qr.cid)).toMatchObject({ encoding: 'base64' });
  const link = /href="([^"]+)"/.exec(html)![1]!;
  expect(new URL(link).pathname + new URL(link).search).toBe(accountPath('orders'));
  expect(text).toContain(link);
}

describe('the confirmation of a booking', () => {
  it('carries the summary, the QR code, the manage link and a REQUEST calendar file at the slot’s local time', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('free', 3);
    const { holdId } = await alice.client.call<CreateHoldResponse>('createHold', holdRequest(slot));
    const { orderId } = await alice.client.call<ConfirmBookingResponse>('confirmBooking', {
      requestId: newRequestId(),
      serviceId: 'basic-wash',
      appointmentType: 'free',
      holdId,
    });

    const mail = await theMail(orderId, 'booking');
    expect(mail.to).toBe(alice.email);
    await expectAppointmentMail(mail, slot);
    const ics = calendarOf(mail);
    expect(ics).toMatchObject({
      method: 'REQUEST',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      uid: orderId,
      sequence: 0,
      status: 'CONFIRMED',
      tzid: 'America/Port_of_Spain',
      timezones: ['America/Port_of_Spain'],
      startInPortOfSpain: wallClock(slot.date, slot.time),
      attendees: [`mailto:${alice.email}`],
    });
    expect(ics.end.getTime() - ics.start.getTime()).toBe(10 * 60_000);
  });
});

describe('the update of a rebook', () => {
  it('moves the calendar entry: same UID, SEQUENCE 1, the new local time, and the new QR code', async () => {
    const alice = await createCustomer();
    const from = upcomingSlot('free', 0);
    const to = upcomingSlot('free', 4, 1);
    const seeded = await seedOrder({ userId: alice.uid, slot: from, email: alice.email });
    await alice.client.call('rebookOrder', {
      orderId: seeded.id,
      appointmentDate: to.date,
      appointmentTime: to.time,
    });

    const mail = await theMail(seeded.id, 'rebook');
    expect(mail.to).toBe(alice.email);
    await expectAppointmentMail(mail, to);
    expect(calendarOf(mail)).toMatchObject({
      method: 'REQUEST',
      uid: seeded.id,
      sequence: 1,
      startInPortOfSpain: wallClock(to.date, to.time),
    });
  });
});

describe('the cancel of a give-up', () => {
  it('sends METHOD:CANCEL for the order’s UID one SEQUENCE up, and no QR code', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('special', 2, 1);
    const seeded = await seedOrder({ userId: alice.uid, slot, email: alice.email });
    await alice.client.call('giveUpOrder', { orderId: seeded.id });

    const mail = await theMail(seeded.id, 'give-up');
    expect(mail.to).toBe(alice.email);
    expect(qrOf(mail)).toBeNull();
    expect(mail.message.text).toContain(formatDisplayDate(slot.date));
    expect(calendarOf(mail)).toMatchObject({
      method: 'CANCEL',
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
      uid: seeded.id,
      sequence: 1,
      status: 'CANCELLED',
      startInPortOfSpain: wallClock(slot.date, slot.time),
    });
  });
});

describe('a trade', () => {
  it('cancels the entry of the customer who traded away and confirms it to the taker, with the taker’s QR code', async () => {
    const [alice, bob]: Customer[] = await Promise.all([createCustomer(), createCustomer()]);
    const slot = upcomingSlot('free', 5, 1);
    const offered = await seedOrder({ userId: alice.uid, slot, status: 'trading', email: alice.email });
    await payTrade(bob, offered.id);

    const all = await mailsAbout(offered.id);
    expect(all.map((m) => [m.kind, m.to]).sort()).toEqual(
      [
        ['trade', bob.email],
        ['traded-away', alice.email],
      ].sort(),
    );
    const taker = await theMail(offered.id, 'trade');
    await expectAppointmentMail(taker, slot);
    expect(calendarOf(taker)).toMatchObject({
      method: 'REQUEST',
      uid: offered.id,
      sequence: 0,
      startInPortOfSpain: wallClock(slot.date, slot.time),
      attendees: [`mailto:${bob.email}`],
    });
    const giver = await theMail(offered.id, 'traded-away');
    expect(qrOf(giver)).toBeNull();
    // The giver learns nothing about the taker.
    expect(JSON.stringify(giver)).not.toContain(bob.email);
    expect(calendarOf(giver)).toMatchObject({
      method: 'CANCEL',
      uid: offered.id,
      sequence: 1,
      status: 'CANCELLED',
      attendees: [`mailto:${alice.email}`],
    });
  });
});

describe('the e-mail job of an order change (rendered by a retrying trigger, once)', () => {
  async function bookOne(customer: Customer) {
    const slot = upcomingSlot('free', 3);
    const { holdId } = await customer.client.call<CreateHoldResponse>('createHold', holdRequest(slot));
    return customer.client.call<ConfirmBookingResponse>('confirmBooking', {
      requestId: newRequestId(),
      serviceId: 'basic-wash',
      appointmentType: 'free',
      holdId,
    });
  }
  const jobsOf = async (orderId: string) =>
    (await db.collection('mailJobs').where('orderId', '==', orderId).get()).docs;

  it('one booking queues one job with the order, and the trigger turns it into one e-mail', async () => {
    const alice = await createCustomer();
    const { orderId } = await bookOne(alice);
    const mails = await mailsAbout(orderId);
    const jobs = await jobsOf(orderId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.get('mailedAt')).toBeTruthy();
    expect(mails.map((m) => m.id)).toEqual([jobs[0]!.id]);
  });

  it('a retried or duplicated trigger queues nothing more', async () => {
    const alice = await createCustomer();
    const { orderId } = await bookOne(alice);
    await mailSettled();
    const [job] = await jobsOf(orderId);
    expect(await renderMailJob(job!.id)).toBe('already-done');
    expect(await renderMailJob(job!.id)).toBe('already-done');
    expect(await mailsAbout(orderId)).toHaveLength(1);
  });

  it('runs racing the trigger on a fresh job queue one e-mail between them', async () => {
    const alice = await createCustomer();
    const { orderId } = await bookOne(alice);
    await mailSettled();
    const [job] = await jobsOf(orderId);
    // The same job again, as if delivered anew before the first run finished: the trigger fires and three more run.
    const again = db.collection('mailJobs').doc();
    await again.create({ ...job!.data(), mailedAt: null });
    const results = await Promise.all([1, 2, 3].map(() => renderMailJob(again.id)));
    await mailSettled();
    expect(results.filter((r) => r === 'queued').length).toBeLessThanOrEqual(1);
    expect((await db.doc(`mail/${again.id}`).get()).exists).toBe(true);
    expect((await mailsAbout(orderId)).filter((m) => m.id === again.id)).toHaveLength(1);
  });

  it('a refused booking queues no job', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('free', 3);
    await alice.client.call<CreateHoldResponse>('createHold', holdRequest(slot));
    await expect(
      alice.client.call('confirmBooking', {
        requestId: newRequestId(),
        serviceId: 'basic-wash',
        appointmentType: 'free',
        holdId: 'not-a-hold',
      }),
    ).rejects.toThrow();
    expect((await db.collection('mailJobs').get()).size).toBe(0);
  });
});
