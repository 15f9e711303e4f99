import { expect, test } from './support/test.fixtures';
import {
  adminFirestore,
  bookableDates,
  newCustomer,
  signIn,
  type Customer,
} from './support/booking.fixtures';
import { bookThroughCallables } from './support/callable-bookings.fixtures';
import { ADMIN_EMAIL, ensureStaffAndCustomers, signInToPanel } from './support/admin.fixtures';
import { slotTimes } from '../../src/domain/slots';

// Messages to customers on the local suite (docs/messages.md): the Twilio simulator on 127.0.0.1:4520 (started by
// scripts/emulators.mjs beside the WiPay simulator) shows what reached a phone (GET /__sim/messages, until the local
// outbox page lands); the `mail` queue what went by e-mail.
const TWILIO_SIM = 'http://127.0.0.1:4520';

interface SimMessage {
  sid: string;
  to: string;
  status: string;
  error_code: number | null;
  content_sid?: string;
  content_variables?: string;
}

async function simMessagesTo(number: string): Promise<SimMessage[]> {
  const res = await fetch(`${TWILIO_SIM}/__sim/messages`);
  const { messages } = (await res.json()) as { messages: SimMessage[] };
  return messages.filter((m) => m.to.replace(/^whatsapp:/, '') === number);
}

async function contactOf(customer: Customer): Promise<string> {
  return String((await adminFirestore().doc(`users/${customer.uid}`).get()).get('contact'));
}

/** A free slot on the last bookable day, at a time few other suites use. */
function quietSlot(offset: number) {
  const times = slotTimes('free');
  const date = bookableDates(new Date()).at(-1)!;
  return {
    date,
    time: times[(times.length - 3 - offset + times.length) % times.length]!,
    type: 'free' as const,
  };
}

test.describe.serial('messages on WhatsApp and SMS through the Twilio simulator', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a customer who opted into WhatsApp books: the confirmation reaches WhatsApp and the e-mail queue', async ({
    page,
  }) => {
    const customer = await newCustomer('whatsapp');
    await signIn(page, customer);
    await page.goto('/account?tab=details');
    const choices = page.getByRole('region', { name: 'Messages' });
    await choices
      .getByRole('group', { name: 'Appointment reminders' })
      .getByRole('checkbox', { name: 'WhatsApp' })
      .check();
    await choices.getByRole('button', { name: 'Save Message Choices' }).click();
    await expect(choices.getByRole('status')).toHaveText('Message choices saved.');

    const orderId = await bookThroughCallables(customer, quietSlot(0));
    const number = await contactOf(customer);
    await expect
      .poll(async () => (await simMessagesTo(number)).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const [whatsapp] = await simMessagesTo(number);
    expect(whatsapp!.to).toBe(`whatsapp:${number}`);
    // Outside the 24-hour window: the approved booking template, its variables the order's facts.
    expect(whatsapp!.content_sid).toMatch(/^HX[0-9a-f]{32}$/);
    expect(JSON.parse(whatsapp!.content_variables!)).toMatchObject({ 3: quietSlot(0).time });
    await expect
      .poll(async () => (await simMessagesTo(number))[0]?.status, { timeout: 20_000 })
      .toBe('delivered');

    // The e-mail is rendered by its own trigger (QR code, calendar file) after the booking committed.
    const mailOf = async () =>
      (await adminFirestore().collection('mail').where('orderId', '==', orderId).get()).docs.map((d) => [
        d.get('to'),
        d.get('kind'),
      ]);
    await expect.poll(mailOf, { timeout: 30_000 }).toEqual([[customer.email, 'booking']]);
    // And no SMS: the customer chose WhatsApp only.
    expect((await simMessagesTo(number)).filter((m) => !m.to.startsWith('whatsapp:'))).toEqual([]);
  });

  test('an SMS failure injected in the simulator shows as failed in the admin order detail', async ({
    page,
  }) => {
    await ensureStaffAndCustomers();
    const customer = await newCustomer('sms-fail');
    const number = await contactOf(customer);
    const channels = { email: true, whatsapp: false, sms: true };
    await adminFirestore()
      .doc(`messagePrefs/${customer.uid}`)
      .set({ reminders: channels, offers: { ...channels, sms: false }, updatedAt: new Date() });
    await fetch(`${TWILIO_SIM}/__sim/numbers/${encodeURIComponent(number)}/fail`, {
      method: 'POST',
      body: JSON.stringify({ code: 21211 }),
    });
    const orderId = await bookThroughCallables(customer, quietSlot(1));

    await signInToPanel(page, ADMIN_EMAIL);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderId);
    await page.getByRole('button', { name: `Open order ${orderId}` }).click();
    const detail = page.getByRole('dialog', { name: 'Order QR Code' });
    const messages = detail.getByRole('region', { name: 'Messages sent' });
    await expect(messages.getByText('Booking confirmation')).toBeVisible({ timeout: 20_000 });
    await expect(messages.getByTestId('delivery-sms')).toHaveText('SMS: failed (error 21211)', {
      timeout: 20_000,
    });
    await expect(messages.getByTestId('delivery-email')).toHaveText('E-mail: queued');
  });
});
