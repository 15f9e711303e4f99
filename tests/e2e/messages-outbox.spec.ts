// Issue 42's "Done when", end to end on the local suite, read where a person reads it: the outbox page
// (scripts/outbox, http://127.0.0.1:4530/) and the account page. A customer who opted into WhatsApp books and the
// outbox shows the confirmation as an e-mail and a WhatsApp message; the day-before reminder of an appointment placed
// in the emulator data for tomorrow appears on its own (the scheduled-job runner started at a speed-up through its
// control endpoint; no handler is called here); after the customer replies STOP on WhatsApp (the Twilio simulator's
// inbound, signed as Twilio signs) the next reminder goes by e-mail only and the account page says WhatsApp is off.
// (An SMS failure shown as failed in the order detail is messages-whatsapp.spec.ts.)
//
// Quiet hours (9 PM-7 AM business time) hold a reminder's phone messages until 7 AM; e-mail is never held. So what
// is asserted about the first reminder's WhatsApp depends on the hour its message was planned (its plannedAt):
//   - 7 AM-9 PM: the outbox shows the reminder on WhatsApp (the reminder template) beside its e-mail;
//   - 9 PM-7 AM: the message record keeps WhatsApp pending, due at 7 AM business time, and nothing on WhatsApp yet.
// Everything else (the confirmation, which is urgent; the e-mails; no WhatsApp at all after STOP) holds at any hour.
import type { Page } from '@playwright/test';
import type { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from './support/test.fixtures';
import { adminFirestore, newCustomer, signIn, type Customer } from './support/booking.fixtures';
import { bookThroughPage } from './support/book-through-page.fixtures';
import { businessSlot, writeSignedOrders } from './support/bay.fixtures';
import { businessMinutesOfDay } from '../../src/domain/calendar';
import { isQuietTime } from '../../src/domain/quiet-hours';
import { slotTimes } from '../../src/domain/slots';

const OUTBOX = 'http://127.0.0.1:4530/';
const TWILIO_SIM = 'http://127.0.0.1:4520';
const SCHEDULER = 'http://127.0.0.1:4531/__scheduler';
const SPEEDUP = 60; // "every 5 minutes" every 5 s
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface SimMessage {
  to: string;
  body: string;
  content_variables?: string;
}

const scheduler = async (action: 'start' | 'stop') => {
  const res = await fetch(`${SCHEDULER}/${action}${action === 'start' ? `?speedup=${SPEEDUP}` : ''}`, {
    method: 'POST',
  });
  expect(res.status).toBe(200);
};

/** Finished runs of `name` that started at or after `since` (the runner's own record). */
async function runsOf(name: string, since: number): Promise<number> {
  const { runs } = (await (await fetch(SCHEDULER)).json()) as {
    runs: Array<{ name: string; startedAt: string; outcome: string }>;
  };
  return runs.filter((r) => r.name === name && Date.parse(r.startedAt) >= since && r.outcome === 'ok').length;
}

async function whatsappsTo(number: string): Promise<SimMessage[]> {
  const { messages } = (await (await fetch(`${TWILIO_SIM}/__sim/messages`)).json()) as {
    messages: SimMessage[];
  };
  return messages.filter((m) => m.to === `whatsapp:${number}`);
}

/** Reloads the outbox until `check` passes (e-mails are rendered and messages sent by triggers, after the fact). */
async function inOutbox(page: Page, check: () => Promise<void>, timeout = 30_000) {
  await expect(async () => {
    await page.goto(OUTBOX);
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible({ timeout: 1_000 });
    await check();
  }).toPass({ timeout });
}

/** An appointment of `customer` `ms` from now, booked three days ago (so its day-before reminder is due). */
async function appointmentBookedDaysAgo(customer: Customer, ms: number) {
  const slot = businessSlot(ms);
  const [order] = await writeSignedOrders([{ customer: { ...customer, firstName: 'Outbox' }, slot }]);
  await adminFirestore()
    .doc(`orders/${order!.orderId}`)
    .update({ createdAt: new Date(Date.now() - 3 * DAY) });
  return order!;
}

type Deliveries = Record<string, { state: string; dueAt?: Timestamp }>;

/** The day-before reminder's message record of `orderId`, once planned. */
async function plannedReminder(orderId: string) {
  let found: { deliveries: Deliveries; plannedAt: Date } | null = null;
  await expect
    .poll(
      async () => {
        const snap = await adminFirestore()
          .collection('messages')
          .where('orderId', '==', orderId)
          .where('kind', '==', 'reminder-day')
          .get();
        const doc = snap.docs[0];
        if (!doc || doc.get('planned') !== true || !doc.get('plannedAt')) return false;
        found = { deliveries: doc.get('deliveries') as Deliveries, plannedAt: doc.get('plannedAt').toDate() };
        return true;
      },
      { timeout: 30_000, message: `the day-before reminder of ${orderId} is queued and planned` },
    )
    .toBe(true);
  return found!;
}

test.describe('messages in the local outbox', () => {
  test.describe.configure({ timeout: 90_000 });
  test.afterEach(async () => {
    // Other specs expect the runner idle, whatever happened here.
    await fetch(`${SCHEDULER}/stop`, { method: 'POST' });
  });

  test('WhatsApp confirmation, a day-before reminder on its own, and STOP stopping the next one', async ({
    page,
  }) => {
    const customer = await newCustomer('outbox-whatsapp');
    const number = String((await adminFirestore().doc(`users/${customer.uid}`).get()).get('contact'));
    const whatsappHeading = `WhatsApp to ${number}`;

    await test.step('the customer opts into WhatsApp reminders and books', async () => {
      await signIn(page, customer);
      await page.goto('/account?tab=details');
      const choices = page.getByRole('region', { name: 'Messages' });
      const reminders = choices.getByRole('group', { name: 'Appointment reminders' });
      await expect(reminders.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
      await reminders.getByRole('checkbox', { name: 'WhatsApp' }).check();
      await choices.getByRole('button', { name: 'Save Message Choices' }).click();
      await expect(choices.getByRole('status')).toHaveText('Message choices saved.');
      const times = slotTimes('free');
      await bookThroughPage(page, { type: 'free', time: times.at(-6)!, pkg: 'basic-wash', dateIndex: 2 });
    });

    await test.step('the outbox shows the confirmation by e-mail and on WhatsApp', async () => {
      const mail = page.getByRole('article').filter({ hasText: `To ${customer.email}` });
      const whatsapp = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: whatsappHeading }) });
      await inOutbox(page, async () => {
        await expect(
          mail.filter({ has: page.getByRole('heading', { name: 'Booking confirmed' }) }),
        ).toHaveCount(1, {
          timeout: 1_000,
        });
        // The confirmation is urgent (the customer just acted): it goes on WhatsApp at any hour.
        await expect(whatsapp).toHaveCount(1, { timeout: 1_000 });
      });
      await expect(whatsapp.getByText('WhatsApp', { exact: true })).toBeVisible();
    });

    const whatsappsBefore = (await whatsappsTo(number)).length;
    expect(whatsappsBefore).toBe(1);

    // Tomorrow, about 23 hours ahead (within the day-before window, past the hour reminder's).
    const first = await appointmentBookedDaysAgo(customer, 23 * HOUR);
    await test.step('the day-before reminder appears on its own once the scheduled jobs run', async () => {
      await scheduler('start');
      const reminderMail = page
        .getByRole('article')
        .filter({ hasText: `To ${customer.email}` })
        .filter({
          has: page.getByRole('heading', {
            name: new RegExp(`^Reminder: .* tomorrow, .* at ${first.appointmentTime}$`),
          }),
        });
      await inOutbox(page, () => expect(reminderMail).toHaveCount(1, { timeout: 1_000 }));

      const { deliveries, plannedAt } = await plannedReminder(first.orderId);
      expect(deliveries.email?.state).toBe('queued');
      if (isQuietTime(plannedAt)) {
        // 9 PM-7 AM: held for 7 AM business time, not sent.
        expect(deliveries.whatsapp?.state).toBe('pending');
        const dueAt = deliveries.whatsapp!.dueAt!.toDate();
        expect(businessMinutesOfDay(dueAt)).toBe(7 * 60);
        expect(dueAt.getTime()).toBeGreaterThan(plannedAt.getTime());
        expect(dueAt.getTime() - plannedAt.getTime()).toBeLessThanOrEqual(10 * HOUR);
        expect(await whatsappsTo(number)).toHaveLength(whatsappsBefore);
      } else {
        // 7 AM-9 PM: on WhatsApp now, the reminder template with the appointment's time.
        await inOutbox(page, () =>
          expect(page.getByRole('heading', { name: whatsappHeading })).toHaveCount(whatsappsBefore + 1, {
            timeout: 1_000,
          }),
        );
        const sent = await whatsappsTo(number);
        expect(sent.some((m) => JSON.parse(m.content_variables ?? '{}')[2] === first.appointmentTime)).toBe(
          true,
        );
      }
    });

    await test.step('the customer replies STOP on WhatsApp and the account page says WhatsApp is off', async () => {
      const res = await fetch(`${TWILIO_SIM}/__sim/inbound`, {
        method: 'POST',
        body: JSON.stringify({ from: `whatsapp:${number}`, to: 'whatsapp:+18685550100', body: 'STOP' }),
      });
      // The simulator delivered it, signed, to the inbound webhook, which accepted it.
      expect(((await res.json()) as { delivered: number | null }).delivered).toBe(200);
      await page.goto('/account?tab=details');
      await expect(page.getByRole('alert').filter({ hasText: 'You replied STOP on WhatsApp' })).toHaveText(
        'You replied STOP on WhatsApp: WhatsApp messages are off until you reply START.',
      );
    });

    await test.step('the next reminder goes by e-mail only: nothing more on WhatsApp', async () => {
      const whatsappsAfterStop = (await whatsappsTo(number)).length;
      const second = await appointmentBookedDaysAgo(customer, 22 * HOUR);
      const reminderMail = page
        .getByRole('article')
        .filter({ hasText: `To ${customer.email}` })
        .filter({ has: page.getByRole('heading', { name: new RegExp(`at ${second.appointmentTime}$`) }) });
      await inOutbox(page, () => expect(reminderMail).toHaveCount(1, { timeout: 1_000 }));
      const { deliveries, plannedAt } = await plannedReminder(second.orderId);
      // Planned without WhatsApp at any hour (not merely held): the channel is off.
      expect(Object.keys(deliveries)).toEqual(['email']);
      // A sweep of due phone messages ran after it was planned, and still nothing new reached WhatsApp.
      await expect
        .poll(() => runsOf('sendDueMessages', plannedAt.getTime()), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await scheduler('stop');
      expect(await whatsappsTo(number)).toHaveLength(whatsappsAfterStop);
      await page.goto(OUTBOX);
      await expect(page.getByRole('heading', { name: whatsappHeading })).toHaveCount(whatsappsAfterStop);
    });
  });
});
