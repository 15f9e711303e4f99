// One customer booking through the appointment page, start to confirmation: the one place an end-to-end suite
// takes a free or special appointment the way a customer does. The special appointment's fee step (paid on WiPay's page
// before the confirmation) is here, so every suite that books a special follows it.
import { expect, type Page } from '@playwright/test';
import { chooseUpToDate, openAppointmentPage, openTimeModal, pickTime } from './booking.fixtures';
import { paySpecialFeeInBrowser } from './wipay.fixtures';

/** BOOK NOW on `pkg`, Appointment, the date at `dateIndex`, `time`, Complete Booking; ends on the orders tab. */
export async function bookThroughPage(
  page: Page,
  booking: { type: 'free' | 'special'; time: string; pkg: string; dateIndex: number },
): Promise<void> {
  await openAppointmentPage(page, booking.pkg);
  await chooseUpToDate(page, booking.type, booking.dateIndex);
  const check = await pickTime(page, await openTimeModal(page), booking.time);
  await expect(check.getByText('Timeslot Available!')).toBeVisible();
  await check.getByRole('button', { name: 'Continue with Booking' }).click();
  // The hold's countdown runs on the server's clock: about 2 minutes, whatever the phone says.
  await expect(page.getByRole('timer')).toHaveText(/^(2:00|1:[0-5]\d)$/);
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  // A special's $30 fee is paid on WiPay's page (the simulator) first.
  if (booking.type === 'special') return paySpecialFeeInBrowser(page);
  await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 20_000 });
}
