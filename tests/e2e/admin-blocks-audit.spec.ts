import { type Page } from '@playwright/test';
import { appCheckHeader } from '../../scripts/support/app-check';
import { expect, test } from './support/test.fixtures';
import { Timestamp } from 'firebase-admin/firestore';
import {
  HOPELESS_ORDER,
  HOPELESS_ORDER_ID,
  HOPELESS_USER,
  HOPELESS_USER_ID,
  ODD_ORDERS,
  ODD_USERS,
} from '../../src/test-support/odd-documents.fixtures';
import {
  ADMIN_EMAIL,
  adminDb,
  EMULATOR,
  ensureStaffAndCustomers,
  idTokenOf,
  readDoc,
  signInToPanel,
  VIEWER_EMAIL,
} from './support/admin.fixtures';

const BOB = 'bob@demo.test';
let bob = '';
let carol = '';

async function findUser(page: Page, term: string) {
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search users').fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.beforeAll(async () => {
  ({ carol } = await ensureStaffAndCustomers());
  bob = (await adminDb.collection('users').where('email', '==', BOB).get()).docs[0]!.id;
  await adminDb.doc(`specialAppointmentBlocks/${bob}`).delete();
  await adminDb.doc(`freeAppointmentBlocks/${carol}`).set({
    userId: carol,
    type: 'free',
    reason: 'Missed free appointment',
    blockUntil: Timestamp.fromMillis(Date.now() + 3 * 86_400_000),
    updatedAt: Timestamp.now(),
  });
});

test('an admin blocks a user, lifts the block, and the audit log lists both', async ({ page }) => {
  await signInToPanel(page, ADMIN_EMAIL);
  await findUser(page, BOB);
  const row = page.getByRole('row').filter({ hasText: bob });
  await expect(row).toContainText('Special: Active');

  await row.getByRole('button', { name: `Block ${bob}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Block user' });
  await dialog.getByLabel('Appointment type').selectOption('special');
  await dialog.getByLabel('Days').fill('2');
  await dialog.getByLabel('Reason').fill('E2E no-show');
  await dialog.getByRole('button', { name: 'Block user' }).click();
  await expect(page.getByText('User has been blocked from special appointments for 2 days.')).toBeVisible();
  await expect(row).toContainText(/Special: Blocked until \d{2}\/\d{2}\/\d{4} \(E2E no-show\)/);
  expect((await readDoc(`specialAppointmentBlocks/${bob}`))?.fields?.reason?.stringValue).toBe('E2E no-show');

  await row.getByRole('button', { name: `Unblock ${bob} from special appointments` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('User has been unblocked from special appointments')).toBeVisible();
  await expect(row).toContainText('Special: Active');
  expect(await readDoc(`specialAppointmentBlocks/${bob}`)).toBeNull();

  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await page.getByLabel('Target').fill(bob);
  await page.getByLabel('Actor').fill(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const log = page.getByRole('table', { name: 'Audit log' });
  const created = log.getByRole('row').filter({ hasText: 'User blocked' });
  const lifted = log.getByRole('row').filter({ hasText: 'Block lifted' });
  await expect(created).toContainText(ADMIN_EMAIL);
  await expect(created).toContainText('reason: — → E2E no-show');
  await expect(lifted).toContainText(`specialAppointmentBlocks/${bob}`);
  await expect(lifted).toContainText('reason: E2E no-show → —');
  // Newest first: the lift is above the block.
  await expect(log.getByRole('row').nth(1)).toContainText('Block lifted');
});

test('a view-only admin sees blocks and the audit log read-only, and the server refuses their block', async ({
  page,
}) => {
  await signInToPanel(page, VIEWER_EMAIL);
  await expect(page.getByRole('tab')).toHaveText([
    'Orders',
    'Users',
    'Audit Log',
    'Payments to refund',
    'Plans',
  ]);
  await findUser(page, carol);
  const row = page.getByRole('row').filter({ hasText: carol });
  await expect(row).toContainText(/Free: Blocked until \d{2}\/\d{2}\/\d{4} \(Missed free appointment\)/);
  await expect(page.getByRole('button', { name: /^(Block|Unblock|Lift)/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('button')).toHaveCount(0);

  const token = await idTokenOf(VIEWER_EMAIL);
  const status = await page.evaluate(
    async ({ token, url, userId, appCheck }) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...appCheck },
          body: JSON.stringify({ data: { userId, type: 'special', days: 30, reason: 'not allowed' } }),
        })
      ).status,
    {
      token,
      url: `http://${EMULATOR.HOST}:${EMULATOR.PORTS.functions}/${EMULATOR.PROJECT_ID}/us-central1/adminBlockUser`,
      userId: carol,
      appCheck: appCheckHeader(),
    },
  );
  expect(status).toBe(403);
  expect(await readDoc(`specialAppointmentBlocks/${carol}`)).toBeNull();
});

test.describe('documents in older shapes', () => {
  test.beforeAll(async () => {
    const batch = adminDb.batch();
    for (const [id, data] of Object.entries({ ...ODD_ORDERS, [HOPELESS_ORDER_ID]: HOPELESS_ORDER }))
      batch.set(adminDb.doc(`orders/${id}`), data);
    for (const [id, data] of Object.entries({ ...ODD_USERS, [HOPELESS_USER_ID]: HOPELESS_USER }))
      batch.set(adminDb.doc(`users/${id}`), data);
    await batch.commit();
  });
  test.afterAll(async () => {
    const batch = adminDb.batch();
    for (const id of [...Object.keys(ODD_ORDERS), HOPELESS_ORDER_ID])
      batch.delete(adminDb.doc(`orders/${id}`));
    for (const id of [...Object.keys(ODD_USERS), HOPELESS_USER_ID]) batch.delete(adminDb.doc(`users/${id}`));
    await batch.commit();
  });

  test('the Dashboard and the Users tab show them and name the one they could not read', async ({ page }) => {
    await signInToPanel(page, ADMIN_EMAIL);
    // ISO-string creation dates sort above Timestamps, so these are among the 10 most recent orders.
    const recent = page.getByRole('table', { name: 'Recent orders' });
    await expect(recent.getByRole('row').filter({ hasText: 'ORDER-4102444800000ISODATES' })).toContainText(
      '15/06/2098',
    );
    await expect(recent.getByRole('row').filter({ hasText: 'ORDER-4102444800000STRPRICEA' })).toContainText(
      '$90.00',
    );
    await expect(page.getByText(`1 order could not be shown: ${HOPELESS_ORDER_ID}`)).toBeVisible();

    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page.getByText(`1 user could not be shown: ${HOPELESS_USER_ID}`)).toBeVisible();
    await findUser(page, 'odd@demo.test');
    await expect(page.getByRole('row').filter({ hasText: 'odd-user-0001' })).toContainText('MEM-ODD001');
  });
});
