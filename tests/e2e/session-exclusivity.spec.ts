// One booking page per customer across devices: while a first browser (device) of a customer holds a seat on the
// appointment page, a second browser signed in to the same account is refused with the spec's message, holds
// nothing, and is sent back; once the first page is left, the second one gets in.
import { type Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/messages';
import { expect, test } from './support/test.fixtures';
import {
  chooseUpToDate,
  collectionJson,
  newCustomer,
  openAppointmentPage,
  openTimeModal,
  pickTime,
  readDoc,
  signIn,
} from './support/booking.fixtures';

/** Live holds of a customer, as the server stored them. */
async function holdsOf(uid: string): Promise<number> {
  return (await collectionJson('activeBookings')).filter((json) => json.includes(`"stringValue":"${uid}"`))
    .length;
}

/** Collects the alerts a page shows, accepting them. */
function alertsOf(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

test('a second device of the same customer is refused while the first holds a booking page', async ({
  page,
  browser,
}) => {
  const alice = await newCustomer('two-devices');
  await signIn(page, alice);
  // The second device signs in too (before the first opens a booking page: signing in starts a fresh device).
  const second = await browser.newContext();
  const other = await second.newPage();
  const alerts = alertsOf(other);
  await signIn(other, alice);

  await openAppointmentPage(page);
  await chooseUpToDate(page, 'free', 2);
  // Any time still open on that date: earlier specs of the tier book fixed times there (5:40 PM was found full).
  const modal = await openTimeModal(page);
  const open = modal.getByRole('region', { name: 'Available times' }).getByRole('button').last();
  const time = /\d{1,2}:\d{2}\s[AP]M/.exec((await open.textContent()) ?? '')![0];
  const check = await pickTime(page, modal, time);
  await check.getByRole('button', { name: 'Continue with Booking' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect.poll(() => holdsOf(alice.uid)).toBe(1);

  await other.goto('/services?book=basic-wash');
  await other.getByRole('dialog').getByRole('button', { name: 'Appointment' }).click();

  await expect.poll(() => alerts).toContain(MESSAGES.session.activeBookingSession);
  await expect(other).toHaveURL(/\/services$/);
  await expect(other.getByRole('button', { name: 'Select Time' })).toHaveCount(0);
  // The first device keeps its page, its record and its one hold; the second holds nothing.
  await expect(page.getByRole('timer')).toBeVisible();
  expect(await holdsOf(alice.uid)).toBe(1);
  const record = await readDoc(`userSessions/${alice.uid}`);
  expect((record?.page as { stringValue?: string }).stringValue).toBe('appointment');

  // The first device leaves through the navigation: its record goes and the second device gets in.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect.poll(() => readDoc(`userSessions/${alice.uid}`)).toBeNull();
  await other.goto('/services?book=basic-wash');
  await other.getByRole('dialog').getByRole('button', { name: 'Appointment' }).click();
  await expect(other).toHaveURL(/\/appointment$/);
  await expect(other.getByLabel('Select Location')).toBeEnabled({ timeout: 20_000 });
  await expect
    .poll(
      async () =>
        ((await readDoc(`userSessions/${alice.uid}`))?.page as { stringValue?: string })?.stringValue,
    )
    .toBe('appointment');
  expect(alerts).toHaveLength(1);
  await second.close();
});
