import { type Page } from '@playwright/test';
import { expect, test } from './support/test.fixtures';
import {
  DEMO_PASSWORD,
  ensureVerifiedCustomer,
  passGate,
  VERIFIED_CUSTOMER,
} from './support/public.fixtures';

async function bookNow(page: Page, packageName: string) {
  await page.getByRole('article', { name: packageName }).getByRole('button', { name: 'BOOK NOW' }).click();
  return page.getByRole('dialog', { name: 'Choose Service Type' });
}

test.describe('booking entry (BOOK NOW)', () => {
  test.beforeEach(async ({ page }) => passGate(page));

  test('the service-type modal offers Appointment, shows Drive In disabled as Wait in line, and Cancel closes it', async ({
    page,
  }) => {
    await page.goto('/services');
    const dialog = await bookNow(page, 'BASIC WASH');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Appointment' })).toBeEnabled();
    const driveIn = dialog.getByRole('button', { name: 'Drive In' });
    await expect(driveIn).toBeDisabled();
    await expect(driveIn).toContainText('Wait in line');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await bookNow(page, 'BASIC WASH');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('BOOK NOW on home opens the booking entry for that package on /services', async ({ page }) => {
    await page.getByRole('article', { name: 'PREMIUM WASH' }).getByRole('link', { name: 'BOOK NOW' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('dialog', { name: 'Choose Service Type' })).toContainText('PREMIUM WASH');
  });

  test('a visitor who chooses Appointment is sent to /auth', async ({ page }) => {
    await page.goto('/services');
    const dialog = await bookNow(page, 'COMFORT WASH');
    await dialog.getByRole('button', { name: 'Appointment' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a signed-in customer with a verified phone reaches /appointment', async ({ page }) => {
    await ensureVerifiedCustomer();
    await page.goto('/services');
    const dialog = await bookNow(page, 'BASIC WASH');
    await dialog.getByRole('button', { name: 'Appointment' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    // Signs in on the app's own form; /auth then returns to BASIC WASH's booking entry (issue 46: the redirectPath is
    // /services?book=basic-wash, so the package is not forgotten and the service-type modal opens again by itself).
    await page.getByLabel('Email').fill(VERIFIED_CUSTOMER);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/, { timeout: 20_000 });

    const again = page.getByRole('dialog', { name: 'Choose Service Type' });
    await again.getByRole('button', { name: 'Appointment' }).click();
    await expect(page).toHaveURL(/\/appointment$/, { timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: 'Phone Verification Required' })).toHaveCount(0);
    await expect(page.getByText('No service selected')).toHaveCount(0);
  });
});
