// Screenshots of the customer's wallet and the staff's orders at phone (360x740, touch) and desktop (1280x800)
// size, for comparing a change by eye (reports/screenshots/wallet-*-360.png and -1280.png). Run with
// `npm run screens` (SCREENSHOTS=1: excluded from the test tier, a review tool, not assertions).
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.fixtures';
import { adminDb, createOrder, newCustomer, passGate } from './support/account.fixtures';
import { signIn } from './support/booking.fixtures';
import {
  ADMIN_EMAIL,
  createOrders,
  deleteOrders,
  ensureStaffAndCustomers,
  signInToPanel,
} from './support/admin.fixtures';

const SIZES = [
  { name: '360', viewport: { width: 360, height: 740 }, touch: true },
  { name: '1280', viewport: { width: 1280, height: 800 }, touch: false },
] as const;
const NOTE = 'Please mind the roof rack; the left mirror folds in.';

const shot = (page: Page, name: string, size: string, fullPage = true) =>
  page.screenshot({ path: `reports/screenshots/wallet-${name}-${size}.png`, fullPage });

for (const size of SIZES) {
  test.describe(`at ${size.name} px`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });

    test('sign-up: the phone field names a wrong number beside it', async ({ page }) => {
      await passGate(page);
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Create Account' }).click();
      await page.getByLabel('Contact Number').fill('868 555 123');
      await page.getByLabel('Area').focus();
      await shot(page, 'sign-up-phone-error', size.name);
    });

    // A page of its own: signIn passes the gate, which a page that already passed it no longer shows.
    test('the customer: appointments, past services, details', async ({ page }) => {
      test.setTimeout(120_000);
      const customer = await newCustomer('screens');
      const open = await createOrder(customer, { startsIn: 30 * 3_600_000, serviceName: 'PREMIUM WASH' });
      await adminDb.doc(`orders/${open.orderId}`).update({ specialInstructions: NOTE });
      await createOrder(customer, { startsIn: 80 * 3_600_000, type: 'special' });
      for (let i = 0; i < 3; i += 1) {
        await createOrder(customer, {
          status: i % 2 ? 'cancelled' : 'completed',
          startsIn: -(i + 1) * 30 * 3_600_000,
          createdAgo: (i + 2) * 30 * 3_600_000,
        });
      }
      await signIn(page, customer);
      await page.goto('/account?tab=orders');
      await expect(page.getByRole('article').first().getByRole('img')).toBeVisible({ timeout: 20_000 });
      await shot(page, 'account-appointments', size.name);
      await page.goto('/account?tab=services');
      await expect(page.getByRole('list', { name: 'Past services' })).toBeVisible({ timeout: 20_000 });
      await shot(page, 'account-past-services-rotate-prompt', size.name, false);
      const rotate = page.getByRole('dialog', { name: 'Please rotate your device' });
      if (await rotate.isVisible())
        await rotate.getByRole('button', { name: 'Continue in Portrait' }).click();
      await shot(page, 'account-past-services', size.name);
      await page.goto('/account?tab=details');
      await expect(page.getByRole('heading', { level: 2, name: 'Account Details' })).toBeVisible();
      await shot(page, 'account-details', size.name);
    });

    test('the staff: orders table and order detail with the special instructions', async ({ page }) => {
      await ensureStaffAndCustomers();
      const date = '2097-05-06';
      const ids = await createOrders(3, date);
      await adminDb.doc(`orders/${ids[0]}`).update({ specialInstructions: NOTE });
      try {
        await signInToPanel(page, ADMIN_EMAIL);
        await page.getByRole('tab', { name: 'Orders' }).click();
        await page.getByLabel('Date', { exact: true }).fill(date);
        await expect(page.getByText(`Note: ${NOTE}`)).toBeAttached({ timeout: 20_000 });
        await shot(page, 'admin-orders', size.name);
        await page.getByRole('button', { name: `Open order ${ids[0]}` }).click();
        await expect(page.getByRole('dialog', { name: 'Order QR Code' })).toBeVisible();
        await shot(page, 'admin-order-detail', size.name, false);
      } finally {
        await deleteOrders(ids);
      }
    });
  });
}
