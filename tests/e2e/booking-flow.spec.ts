import { writeFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.fixtures';
import {
  bookableDates,
  callAs,
  chooseUpToDate,
  collectionJson,
  newCustomer,
  openAppointmentPage,
  openTimeModal,
  PHONE,
  pickTime,
  readDoc,
  signIn,
} from './support/booking.fixtures';
import { bookThroughCallables } from './support/callable-bookings.fixtures';
import { paySpecialFeeInBrowser } from './support/wipay.fixtures';

// The third offered date: never today, so the 30-minute lead time never removes a slot under test.
const DATE_INDEX = 2;
const isoDate = () => bookableDates(new Date())[DATE_INDEX];

/** Total of the app's client-side Firestore read counter, from its emulator-only console lines. */
function trackReads(page: Page): () => number {
  let total = 0;
  page.on('console', (msg) => {
    const match = /^\[firestore-reads\] .* = (\d+)$/.exec(msg.text());
    if (match) total = Number(match[1]);
  });
  return () => total;
}

async function ordersOf(
  uid: string,
): Promise<Record<string, { stringValue?: string; integerValue?: string }>[]> {
  return (await collectionJson('orders'))
    .map(
      (json) =>
        (JSON.parse(json) as { fields: Record<string, { stringValue?: string; integerValue?: string }> })
          .fields,
    )
    .filter((f) => f.userId?.stringValue === uid);
}

test.describe('booking an appointment', () => {
  test('a free booking end to end, on a phone, with screenshots and the read count', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const reads = trackReads(page);
    const alice = await newCustomer('free');
    await signIn(page, alice);
    await openAppointmentPage(page, 'basic-wash');
    await expect(page.getByRole('heading', { name: 'Schedule Your Appointment' })).toBeVisible();
    await expect
      .poll(
        async () =>
          ((await readDoc(`userSessions/${alice.uid}`))?.page as { stringValue?: string })?.stringValue,
      )
      .toBe('appointment');
    await page.screenshot({ path: 'reports/screenshots/booking-appointment-page.png', fullPage: true });

    await chooseUpToDate(page, 'free', DATE_INDEX);
    const modal = await openTimeModal(page);
    await expect(modal.getByText('Updates every second • 2 users per slot')).toBeVisible();
    await page.screenshot({ path: 'reports/screenshots/booking-time-modal.png' });
    const check = await pickTime(page, modal, '5:40 PM');
    await expect(check.getByText('Timeslot Available!')).toBeVisible();
    await check.getByRole('button', { name: 'Continue with Booking' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await page.getByLabel('Number Plate (optional)').fill(' pdf 1234 ');
    await page.screenshot({ path: 'reports/screenshots/booking-appointment-held.png', fullPage: true });
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 20_000 });
    await expect.poll(() => readDoc(`userSessions/${alice.uid}`)).toBeNull();

    const orders = await ordersOf(alice.uid);
    expect(orders).toHaveLength(1);
    expect(orders[0].status.stringValue).toBe('confirmed');
    expect(orders[0].appointmentTime.stringValue).toBe('5:40 PM');
    expect(orders[0].appointmentDate.stringValue).toBe(isoDate());
    expect(orders[0].numberPlate.stringValue).toBe('PDF1234');
    expect(orders[0].appointmentType.stringValue).toBe('free');
    const total = reads();
    writeFileSync(
      'reports/booking-reads.json',
      JSON.stringify({ clientFirestoreReadsPerFreeBooking: total }, null, 2),
    );
    console.log(`[booking] client Firestore reads for one free booking: ${total}`);
    expect(total).toBeGreaterThan(0);
  });

  test('a special booking end to end costs the wash price plus the special fee', async ({ page }) => {
    const bob = await newCustomer('special');
    await signIn(page, bob);
    await openAppointmentPage(page, 'premium-wash');
    await chooseUpToDate(page, 'special', DATE_INDEX);
    // The summary's total, and the same total in the booking bar that stays in view.
    await expect(page.getByRole('region', { name: 'Appointment Summary' }).getByText('$105')).toBeVisible();
    await expect(page.getByRole('strong').filter({ hasText: '$105' })).toBeVisible();
    const check = await pickTime(page, await openTimeModal(page), '3:00 PM');
    await expect(check.getByText('Timeslot Available!')).toBeVisible();
    await check.getByRole('button', { name: 'Continue with Booking' }).click();
    await page.getByLabel('Special instructions (optional)').fill('Please mind the roof rack.');
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    // The $30 fee is paid when booking, on WiPay's page; the wash at the location.
    await paySpecialFeeInBrowser(page);
    const orders = await ordersOf(bob.uid);
    expect(orders).toHaveLength(1);
    expect(orders[0].appointmentType.stringValue).toBe('special');
    expect(orders[0].price.integerValue).toBe('105');
  });

  test('two customers race for the last place: exactly one completes, the other sees it taken', async ({
    browser,
  }) => {
    const first = await newCustomer('seat');
    await bookThroughCallables(first, { date: isoDate(), time: '4:10 PM', type: 'free' });
    const [a, b] = [await newCustomer('race-a'), await newCustomer('race-b')];
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    await Promise.all([signIn(pageA, a), signIn(pageB, b)]);
    await Promise.all([openAppointmentPage(pageA), openAppointmentPage(pageB)]);
    await Promise.all([chooseUpToDate(pageA, 'free', DATE_INDEX), chooseUpToDate(pageB, 'free', DATE_INDEX)]);
    const [modalA, modalB] = await Promise.all([openTimeModal(pageA), openTimeModal(pageB)]);
    await expect(modalA.getByRole('button', { name: /^4:10\sPM, 1 of 2/ })).toBeVisible();
    await expect(modalB.getByRole('button', { name: /^4:10\sPM, 1 of 2/ })).toBeVisible();

    const [checkA, checkB] = await Promise.all([
      pickTime(pageA, modalA, '4:10 PM'),
      pickTime(pageB, modalB, '4:10 PM'),
    ]);
    const wonA = await checkA.getByText('Timeslot Available!').isVisible();
    const [winner, winnerCheck, loserCheck] = wonA ? [pageA, checkA, checkB] : [pageB, checkB, checkA];
    await expect(winnerCheck.getByText('Timeslot Available!')).toBeVisible();
    await expect(loserCheck.getByText('Timeslot No Longer Available')).toBeVisible();
    await expect(loserCheck.getByRole('button', { name: 'Select New Time' })).toBeVisible();
    await winnerCheck.getByRole('button', { name: 'Continue with Booking' }).click();
    await winner.getByRole('button', { name: 'Complete Booking' }).click();
    await expect(winner).toHaveURL(/\/account\?tab=orders$/, { timeout: 20_000 });
    const booked = [...(await ordersOf(a.uid)), ...(await ordersOf(b.uid))];
    expect(booked).toHaveLength(1);
    await contextA.close();
    await contextB.close();
  });

  test('a customer with 3 open appointments is told as the page opens, cannot start, and nothing is held', async ({
    page,
  }) => {
    const busy = await newCustomer('three-open');
    for (const time of ['9:00 AM', '9:30 AM', '10:00 AM'])
      await bookThroughCallables(busy, { date: isoDate(), time, type: 'special' });
    await signIn(page, busy);
    await openAppointmentPage(page);
    // Before any field is filled: the limit, without "cancel before rebooking", and the form closed.
    const notice = page.getByRole('alert').filter({ hasText: 'maximum number of appointments (3)' });
    await expect(notice).toContainText(
      'You already have the maximum number of appointments (3). You can book another once one of them has taken place.',
    );
    await expect(notice).not.toContainText(/cancel|rebook/i);
    await expect(page.getByLabel('Select Location')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Select New Time' })).toHaveCount(0);
    const holds = (await collectionJson('activeBookings')).filter((json) => json.includes(busy.uid));
    expect(holds).toHaveLength(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
  });

  test("the time modal shows another customer's new hold within 2 seconds", async ({ page }) => {
    const watcher = await newCustomer('watch');
    const [c, d] = [await newCustomer('hold-c'), await newCustomer('hold-d')];
    await signIn(page, watcher);
    await openAppointmentPage(page);
    await chooseUpToDate(page, 'free', DATE_INDEX);
    const modal = await openTimeModal(page);
    await expect(modal.getByRole('button', { name: /^4:20\sPM, 2 of 2/ })).toBeVisible();
    const slot = {
      appointmentDate: isoDate(),
      appointmentTime: '4:20 PM',
      appointmentType: 'free',
      location: 'Chaguanas Branch',
      pageLoadId: 'e2e',
    };
    await callAs(c, 'createHold', slot);
    await expect(modal.getByRole('button', { name: /^4:20\sPM, 1 of 2/ })).toBeVisible({ timeout: 2_000 });
    await callAs(d, 'createHold', slot);
    await expect(modal.getByRole('list', { name: 'Occupied times' }).getByText('4:20 PM')).toBeVisible({
      timeout: 2_000,
    });
  });

  test('a hold expires after 2 minutes: the page stays, says so and keeps the choices (issue 46)', async ({
    page,
  }) => {
    await page.clock.install();
    const eve = await newCustomer('expiry');
    await signIn(page, eve);
    await openAppointmentPage(page);
    await chooseUpToDate(page, 'free', DATE_INDEX);
    const check = await pickTime(page, await openTimeModal(page), '4:40 PM');
    await check.getByRole('button', { name: 'Continue with Booking' }).click();
    await expect(page.getByRole('timer')).toHaveText(/^(2:00|1:5\d)$/);
    await page.clock.fastForward('01:01');
    await expect(page.locator('.countdown')).toHaveAttribute('data-stage', 'warning');
    await page.clock.fastForward('00:31');
    await expect(page.locator('.countdown')).toHaveAttribute('data-stage', 'critical');
    await page.clock.fastForward('00:30');
    // Issue 46 changes this: it went back to /services with every choice lost and no word.
    await expect(page.getByText('Time Expired')).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/appointment$/);
    await expect(page.getByRole('radio', { name: /Free Appointment/ })).toBeChecked();
  });

  test('a second tab of the same customer gets the conflict message and is sent back', async ({
    page,
    context,
  }) => {
    const fay = await newCustomer('tabs');
    await signIn(page, fay);
    await openAppointmentPage(page);
    await chooseUpToDate(page, 'free', DATE_INDEX);

    const second = await context.newPage();
    await second.goto('/');
    await second.getByLabel('Access code').fill('WASH2026');
    await second.getByRole('button', { name: 'Enter' }).click();
    await expect(second.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await second.goto('/services?book=basic-wash');
    const alert = second.waitForEvent('dialog');
    await second.getByRole('dialog').getByRole('button', { name: 'Appointment' }).click();
    const dialog = await alert;
    expect(dialog.message()).toBe('Another booking session is already active. Redirecting to services page.');
    await dialog.accept();
    await expect(second).toHaveURL(/\/services$/, { timeout: 20_000 });
    await expect(second.getByLabel('Select Location')).toHaveCount(0);
    await expect(page.getByLabel('Select Location')).toBeVisible();
  });
});
