import { expect, test } from './support/test.fixtures';
import { Timestamp } from 'firebase-admin/firestore';
import {
  ADMIN_EMAIL,
  adminDb,
  ensureStaffAndCustomers,
  readCollection,
  readDoc,
  signInToPanel,
} from './support/admin.fixtures';

let carol = '';
test.beforeAll(async () => {
  ({ carol } = await ensureStaffAndCustomers());
  // Carol's free block (the seed has one; make sure it is still active whatever ran before).
  await adminDb
    .collection('freeAppointmentBlocks')
    .doc(carol)
    .set({
      userId: carol,
      type: 'free',
      reason: 'Missed free appointment',
      blockUntil: Timestamp.fromMillis(Date.now() + 3 * 24 * 3600_000),
      updatedAt: Timestamp.now(),
    });
});

test('lists every user, searches, and unblocks carol from free appointments', async ({ page }) => {
  const total = (await readCollection('users')).length;
  await signInToPanel(page, ADMIN_EMAIL);
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: `All Users (${total} of ${total})` })).toBeVisible();
  for (const column of ['User ID', 'Member ID', 'Location', 'Contact Number', 'Block Status']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const list = page.locator('.admin-users__list');
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('600px');

  await page.getByLabel('Search users').fill('no-such-user-zzz');
  await expect(page.getByText('No users found matching your search.')).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `All Users (0 of ${total})` })).toBeVisible();

  await page.getByLabel('Search users').fill(carol);
  await expect(page.getByRole('heading', { name: `All Users (1 of ${total})` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: carol });
  await expect(row).toContainText(/Free: Blocked until \d{2}\/\d{2}\/\d{4}/);
  await expect(row).toContainText('Special: Active');
  await row.getByRole('button', { name: `Unblock ${carol} from free appointments` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to unblock this user from free appointments?');
  await dialog.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('User has been unblocked from free appointments')).toBeVisible();
  await expect(row).toContainText('Free: Active');
  expect(await readDoc(`freeAppointmentBlocks/${carol}`)).toBeNull();
  const audit = await readCollection('auditLog');
  expect(audit.some((d) => d.fields?.target?.stringValue === `freeAppointmentBlocks/${carol}`)).toBe(true);

  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(page.getByRole('heading', { name: `All Users (1 of ${total})` })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh Blocks' }).click();
  await expect(row).toContainText('Free: Active');
});
