import { type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { businessDate, slotInstant } from '../../src/domain/calendar';
import { formatMoney } from '../../src/domain/pricing';
import { expect, test } from './support/test.fixtures';
import { axeClean, screenshotsOf } from './support/review.fixtures';
import {
  chooseUpToDate,
  newCustomer,
  openAppointmentPage,
  openTimeModal,
  pickTime,
  readDoc,
  signIn,
  type Customer,
} from './support/booking.fixtures';
import {
  ADMIN_EMAIL,
  adminDb,
  ensureAccount,
  ensureStaffAndCustomers,
  idTokenOf,
  signInToPanel,
} from './support/admin.fixtures';
import { payThroughWiPayPage } from './support/wipay.fixtures';

// Issue 46, end to end on the local suite: one ledger per order, told right on every screen. A special whose $30 fee
// is paid on the WiPay simulator reads "$30.00 paid online" and "$75.00 at the branch" on the confirmation and on
// the appointment card; the admin's refund confirmation names $30.00 (not the $105 price) and Past Services then says
// it went back to the card; a drive-in paid online is checked in at the bay with no plate, by its code and the last
// 4 digits of the phone, and the bay says "collect nothing"; the Dashboard shows the money taken online today. A
// drive-in may be checked in at any hour of its purchase day, so nothing here waits for opening hours.
const ATTENDANT = 'bay-ledger-e2e@demo.test';

/** Under `npm run screens` (SCREENSHOTS=1), the state on screen for review: reports/screenshots/ledger-<name>.png. */
const screen = screenshotsOf('ledger');

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

/** The order id of the card of `service` on the account page (its QR image names it). */
async function orderIdOnCard(page: Page, service: RegExp): Promise<string> {
  const qr = page.getByRole('article', { name: service }).getByRole('img', { name: /^QR code for order / });
  await expect(qr).toBeVisible({ timeout: 20_000 });
  return (await qr.getAttribute('alt'))!.replace('QR code for order ', '');
}

/** The payment records WiPay took since the business day began, summed as the Dashboard should (Admin SDK). */
async function takenOnlineToday(): Promise<number> {
  const since = Timestamp.fromDate(slotInstant(businessDate(new Date()), '12:00 AM'));
  const records = await adminDb.collection('paymentRecords').where('createdAt', '>=', since).get();
  return records.docs
    .filter((d) => d.get('stateOnly') !== true)
    .reduce((sum, d) => sum + Number(d.get('amount') ?? 0), 0);
}

test.describe.serial('what was paid and what is due, on every screen', () => {
  test.describe.configure({ timeout: 150_000 });
  let customer: Customer;
  let specialId = '';

  test.beforeAll(async () => {
    await ensureStaffAndCustomers();
    await ensureAccount(ATTENDANT, { bayAttendant: true });
    await idTokenOf(ATTENDANT);
    customer = await newCustomer('ledger');
  });

  test('a special paid on WiPay: $30.00 paid online, $75.00 at the branch, on the confirmation and the card', async ({
    page,
  }) => {
    await signIn(page, customer);
    await openAppointmentPage(page, 'premium-wash');
    await chooseUpToDate(page, 'special', 1);
    const check = await pickTime(page, await openTimeModal(page), '1:00 PM');
    await check.getByRole('button', { name: 'Continue with Booking' }).click();
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    await expect(page).toHaveURL(/\/payment$/, { timeout: 20_000 });
    await payThroughWiPayPage(page, { total: '30.00' });
    await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 45_000 });

    const confirmation = page.getByRole('region', { name: /^You are booked: .* at 1:00 PM$/ });
    await expect(confirmation).toBeVisible({ timeout: 20_000 });
    await expect(confirmation).toContainText('$30.00 paid online');
    await expect(confirmation).toContainText('$75.00 at the branch');
    await expect(confirmation).not.toContainText('$105');
    const card = page.getByRole('article', { name: /PREMIUM WASH/ });
    await expect(card).toContainText('$30.00 paid online');
    await expect(card).toContainText('$75.00 at the branch');
    specialId = await orderIdOnCard(page, /PREMIUM WASH/);
    await screen(page, 'paid-special');
    await axeClean(page);
  });

  test('the admin refund names the $30.00 paid, and Past Services then says it went back to the card', async ({
    page,
    browser,
  }) => {
    await signInToPanel(page, ADMIN_EMAIL);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(specialId);
    await page.getByRole('button', { name: `Open order ${specialId}` }).click();
    const detail = page.getByRole('dialog', { name: 'Order QR Code' });
    await expect(detail).toContainText('$30.00 paid online (special fee)');
    await expect(detail).toContainText('$75.00 at the branch');
    await detail.getByRole('button', { name: `Refund order ${specialId}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Refund payment' });
    await expect(confirm).toContainText("Refund $30.00 to the customer's card through WiPay?");
    await expect(confirm).not.toContainText('$105');
    await confirm.getByRole('button', { name: 'Refund $30.00' }).click();
    await expect(detail.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 30_000 });

    const customerPage = await (await browser.newContext()).newPage();
    await signIn(customerPage, customer);
    await customerPage.goto('/account?tab=services');
    const past = customerPage.getByRole('list', { name: 'Past services' });
    await expect(past).toContainText('$30.00 refunded to the card', { timeout: 20_000 });
    await expect(past).toContainText('Cancelled by the car wash');
    await screen(customerPage, 'refunded-past-services');
    await axeClean(customerPage);
  });

  test('a drive-in paid online, no plate: checked in by code and the last 4 phone digits; the bay collects nothing', async ({
    page,
    browser,
  }) => {
    await signIn(page, customer);
    await openDriveInPayment(page);
    await payThroughWiPayPage(page, { total: '45.00' });
    await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 45_000 });
    const orderId = await orderIdOnCard(page, /BASIC WASH/);
    await expect(page.getByRole('article', { name: /BASIC WASH/ })).toContainText(
      '$45.00 paid online (drive-in wash)',
    );
    const order = await readDoc(`orders/${orderId}`);
    const orderCode = (order?.orderCode as { stringValue: string }).stringValue;
    expect(order?.numberPlate).toEqual({ nullValue: null });

    const profile = await readDoc(`users/${customer.uid}`);
    const phone = (profile?.contact as { stringValue: string }).stringValue;
    const bay = await (
      await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
    ).newPage();
    await signInToPanel(bay, ATTENDANT);
    const row = bay.getByRole('listitem').filter({ hasText: `#${orderCode}` });
    await expect(row).toContainText('Paid online: collect nothing', { timeout: 20_000 });
    await screen(bay, 'drive-in-at-the-bay');
    await bay.getByLabel('Order code').fill(orderCode);
    await bay.getByLabel('Check the code with').selectOption({ label: 'Last 4 digits of their phone' });
    await bay.getByLabel('Last 4 digits of their phone').fill(phone.slice(-4));
    await bay.getByRole('button', { name: 'Check in', exact: true }).click();
    const result = bay.getByRole('region', { name: 'Scan result' });
    await expect(result.getByText('Checked in', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(result).toContainText('Checked in by hand.');
    await expect(result).toContainText('Paid online: collect nothing');
    const stored = await readDoc(`orders/${orderId}`);
    expect(stored?.checkedInManually).toEqual({ stringValue: 'code+phone' });
    await screen(bay, 'manual-check-in');
    await axeClean(bay);
  });

  test('the Dashboard shows the money taken online today and the refund', async ({ page }) => {
    const taken = await takenOnlineToday();
    expect(taken).toBeGreaterThanOrEqual(75); // this suite's $30 fee and $45 drive-in at least
    await signInToPanel(page, ADMIN_EMAIL);
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    const money = page.getByRole('definition').filter({ hasText: /^\$/ });
    await expect(money.first()).toBeVisible({ timeout: 20_000 });
    const online = page.locator('.admin-stat').filter({ hasText: 'Taken Online Today' });
    await expect(online).toContainText(formatMoney(taken));
    const refunded = page.locator('.admin-stat').filter({ hasText: 'Refunded Today' });
    await expect(refunded).not.toContainText('$0.00');
    await screen(page, 'dashboard-money');
    await axeClean(page);
  });
});
