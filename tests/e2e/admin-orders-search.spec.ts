import { type Page } from '@playwright/test';
import { expect, test } from './support/test.fixtures';
import {
  ADMIN_EMAIL,
  adminDb,
  createOrders,
  deleteOrders,
  ensureStaffAndCustomers,
  readDoc,
  settledOnDay,
  signInToPanel,
} from './support/admin.fixtures';

const statusOf = async (id: string) => (await readDoc(`orders/${id}`))?.fields?.status?.stringValue;

async function openOrders(page: Page) {
  await signInToPanel(page, ADMIN_EMAIL);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByText(/^Showing \d+ of \d+ loaded orders/)).toBeVisible();
}

async function filterOnDate(page: Page, date: string) {
  await page.getByLabel('Date', { exact: true }).fill(date);
  await expect(page.getByText(/^Showing \d+ of \d+ loaded orders/)).toBeVisible();
}

const ids: string[] = [];
test.beforeAll(async () => {
  await ensureStaffAndCustomers();
});
test.afterAll(async () => {
  await deleteOrders(ids);
});

test('an admin finds an order that is not on the first page by its ID', async ({ page }) => {
  // 60 orders with later appointments fill the first page; the target has the oldest appointment of all.
  const page60 = await createOrders(60, '2099-09-09', { tag: 'PAGE' });
  ids.push(...page60);
  await settledOnDay('2099-09-09', page60, true);
  const [target] = await createOrders(1, '2001-01-01', { tag: 'OLD' });
  ids.push(target!);
  await openOrders(page);
  await expect(page.getByText('Showing 50 of 50 loaded orders (more available)')).toBeVisible();
  await expect(page.getByRole('button', { name: `Open order ${target}` })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search orders' }).fill(target!.toLowerCase());
  await expect(page.getByText(`1 order matches "${target!.toLowerCase()}"`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' }).locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: `Open order ${target}` }).click();
  await expect(page.getByRole('dialog', { name: 'Order QR Code' })).toContainText(target!);
});

test('a bulk action after a filter change touches only the orders selected after it', async ({ page }) => {
  const first = await createOrders(3, '2098-10-01', { tag: 'FIRST' });
  const second = await createOrders(3, '2098-10-02', { tag: 'SECOND' });
  ids.push(...first, ...second);
  await openOrders(page);
  await filterOnDate(page, '2098-10-01');
  await page.getByRole('checkbox', { name: 'Select all orders' }).check();
  await expect(page.getByText('3 selected')).toBeVisible();

  await filterOnDate(page, '2098-10-02');
  await expect(page.getByText('0 selected')).toBeVisible();
  await page.getByRole('checkbox', { name: `Select order ${second[1]}` }).check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByLabel('Bulk status', { exact: true }).selectOption('completed');
  await page.getByRole('button', { name: 'Apply Status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully updated' })).toHaveText(
    'Successfully updated 1 orders to "completed".',
  );

  expect(await statusOf(second[1]!)).toBe('completed');
  for (const id of [...first, second[0]!, second[2]!]) expect(await statusOf(id)).toBe('confirmed');
});

test('a bulk action names each selected order it could not change', async ({ page }) => {
  const orders = await createOrders(2, '2098-10-03', { tag: 'GONE' });
  ids.push(...orders);
  await openOrders(page);
  await filterOnDate(page, '2098-10-03');
  await page.getByRole('checkbox', { name: 'Select all orders' }).check();
  // Someone else deletes one of them meanwhile.
  await adminDb.doc(`orders/${orders[0]}`).delete();
  await page.getByLabel('Bulk status', { exact: true }).selectOption('cancelled');
  await page.getByRole('button', { name: 'Apply Status' }).click();

  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Failed to update some orders. Please try again.' });
  await expect(alert.getByRole('list', { name: 'Orders not changed' })).toHaveText(`${orders[0]}: not found`);
  expect(await statusOf(orders[1]!)).toBe('cancelled');
  await expect(page.getByRole('button', { name: `Open order ${orders[0]}` })).toHaveCount(0);
  await expect(page.getByText('0 selected')).toBeVisible();
});
