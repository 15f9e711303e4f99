import { expect, test } from './support/test.fixtures';
import { GATE_CODE } from './support/booking.fixtures';

test.describe('payment page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Access code').fill(GATE_CODE);
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('opened without order details says so and goes home', async ({ page }) => {
    await page.goto('/payment');
    await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'No order details found. Please select a service first.',
    );
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  });

  test('the appointment page without a service shows "No service selected" and Go to Services', async ({
    page,
  }) => {
    await page.goto('/appointment');
    await expect(page.getByRole('heading', { name: 'Schedule Your Appointment' })).toBeVisible();
    await expect(page.getByText('No service selected')).toBeVisible();
    await page.getByRole('button', { name: 'Go to Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});
