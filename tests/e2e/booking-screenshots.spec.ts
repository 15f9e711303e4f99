// Phone-sized screenshots of the booking path for review (reports/screenshots/booking-*.png): the appointment
// page, the time modal, the held slot with its countdown (and, held, the phone's first screen with the booking bar and
// the page at 1280 px with the summary beside the choices), the drive-in payment page and the account page with the
// booking's success message. Run with SCREENSHOTS=1 (excluded from the test tier: a review tool, not assertions).
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.fixtures';
import {
  chooseUpToDate,
  newCustomer,
  openAppointmentPage,
  openTimeModal,
  PHONE,
  pickTime,
  signIn,
} from './support/booking.fixtures';

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `reports/screenshots/booking-${name}-360.png`, fullPage });

test('booking path at phone size', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const customer = await newCustomer('shots');
  await signIn(page, customer);
  await openAppointmentPage(page);
  await shot(page, 'appointment-empty');
  await chooseUpToDate(page, 'free', 1);
  await shot(page, 'appointment-date-chosen');

  const modal = await openTimeModal(page);
  await shot(page, 'time-modal', false);
  const first = modal.getByRole('button', { name: /^\d{1,2}:\d{2}\s(AM|PM),/ }).first();
  const time = (await first.getAttribute('aria-label'))?.split(',')[0] ?? '';
  expect(time).not.toBe('');
  const check = await pickTime(page, modal, time);
  await shot(page, 'availability-check', false);
  await check.getByRole('button', { name: 'Continue with Booking' }).click();
  await shot(page, 'appointment-held');
  // What the phone shows without scrolling: the booking bar (countdown, total, Complete Booking) stays in view.
  await page.getByLabel('Number Plate (optional)').scrollIntoViewIfNeeded();
  await shot(page, 'appointment-held-viewport', false);
  // A wide screen: the choices and the summary side by side.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'reports/screenshots/booking-appointment-held-1280.png', fullPage: true });
  await page.setViewportSize(PHONE);

  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(page).toHaveURL(/\/account\?tab=orders/, { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Booking complete!' })).toBeVisible();
  await shot(page, 'account-after-booking');

  await page.evaluate(() => {
    const usr = { orderDetails: { name: 'COMFORT WASH', price: '60', description: '', isDriveIn: true } };
    history.pushState({ usr, key: 'shots', idx: (history.state?.idx ?? 0) + 1 }, '', '/payment');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  // The card is taken on WiPay's hosted page: the payment page shows Process Payment.
  await expect(page.getByRole('button', { name: 'Process Payment' })).toBeVisible({ timeout: 20_000 });
  await shot(page, 'payment-drive-in');
});
