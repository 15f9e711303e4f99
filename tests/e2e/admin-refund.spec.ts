import { type Page } from '@playwright/test';
import { expect, test } from './support/test.fixtures';
import { newCustomer, readDoc, signIn, type Customer } from './support/booking.fixtures';
import { ADMIN_EMAIL, ensureStaffAndCustomers, signInToPanel } from './support/admin.fixtures';

// A drive-in paid on WiPay's hosted page (the local simulator on 127.0.0.1:4510, as in payment-drive-in.spec.ts),
// then refunded by the demo full admin from the order detail: the confirmation names the amount, the detail shows
// "Refund requested" and then "Refunded" when the simulator's signed `refunded` webhook arrives, live.
const nextYearExpiry = () => `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;

/** Opens /payment with drive-in order details the way React Router keeps navigation state (see payment-drive-in). */
async function openDriveInPayment(page: Page): Promise<void> {
  await page.evaluate(() => {
    const usr = {
      orderDetails: { name: 'BASIC WASH', price: '45', description: 'ON THE GO', isDriveIn: true },
    };
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr, key: 'e2e-drive-in', idx }, '', '/payment');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  await expect(page.getByRole('button', { name: 'Process Payment' })).toBeVisible({ timeout: 20_000 });
}

test.describe.serial('refunding a WiPay payment from the admin order detail', () => {
  test.describe.configure({ timeout: 150_000 });
  let customer: Customer;
  let orderId = '';

  test.beforeAll(async () => {
    await ensureStaffAndCustomers();
    customer = await newCustomer('refund');
  });

  test("a customer buys a drive-in on WiPay's page", async ({ page }) => {
    await signIn(page, customer);
    await openDriveInPayment(page);
    await page.getByRole('button', { name: 'Process Payment' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4510\/checkout\//, { timeout: 20_000 });
    await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await page.getByLabel('Cardholder Name').fill('Refund Payer');
    await page.getByLabel('Expiry MM/YY').fill(nextYearExpiry());
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 45_000 }); // completeCheckout's cold start on a loaded machine
    const qr = page
      .getByRole('article', { name: /BASIC WASH/ })
      .getByRole('img', { name: /^QR code for order / });
    await expect(qr).toBeVisible({ timeout: 20_000 });
    orderId = (await qr.getAttribute('alt'))!.replace('QR code for order ', '');
    expect(orderId).toMatch(/^ORDER-\d{13}[A-Z0-9]{9}$/);
  });

  test('the full admin refunds it from the order detail and sees Refunded', async ({ page }) => {
    await signInToPanel(page, ADMIN_EMAIL);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderId);
    await page.getByRole('button', { name: `Open order ${orderId}` }).click();
    const detail = page.getByRole('dialog', { name: 'Order QR Code' });
    await detail.getByRole('button', { name: `Refund order ${orderId}` }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Refund payment' });
    await expect(confirm).toContainText("Refund $45.00 to the customer's card through WiPay?");
    await confirm.getByRole('button', { name: 'Refund $45.00' }).click();

    await expect(
      detail.getByRole('status').filter({ hasText: `Refund requested for order ${orderId}` }),
    ).toBeVisible({ timeout: 20_000 });
    // WiPay's `refunded` webhook follows; the detail follows the order document.
    await expect(detail.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(detail.getByRole('button', { name: `Refund order ${orderId}` })).toHaveCount(0);

    const order = await readDoc(`orders/${orderId}`);
    expect(order).toMatchObject({
      status: { stringValue: 'cancelled' },
      refundStatus: { stringValue: 'refunded' },
    });
  });
});
