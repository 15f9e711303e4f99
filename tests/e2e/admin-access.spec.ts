import { appCheckHeader } from '../../scripts/support/app-check';
import { expect, test } from './support/test.fixtures';
import {
  ADMIN_AUTH_PATH,
  ADMIN_PATH,
  createOrders,
  DEMO_PASSWORD,
  deleteOrders,
  EMULATOR,
  ensureStaffAndCustomers,
  idTokenOf,
  readDoc,
  signInToPanel,
  VIEWER_EMAIL,
} from './support/admin.fixtures';

test.beforeAll(async () => {
  await ensureStaffAndCustomers();
});

test.describe('admin sign-in and access', () => {
  test('a visitor who opens the panel is sent to the admin sign-in, without the top navigation', async ({
    page,
  }) => {
    await page.goto(ADMIN_PATH);
    await expect(page).toHaveURL(new RegExp(`${ADMIN_AUTH_PATH}$`));
    await expect(page.getByText('Access is restricted to authorized administrators.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('asks for both fields and shows provider errors inline without the Firebase prefix', async ({
    page,
  }) => {
    await page.goto(ADMIN_AUTH_PATH);
    await page.getByRole('button', { name: 'Sign In to Admin Panel' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter email and password.');
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Sign In to Admin Panel' }).click();
    await expect(page.getByRole('alert')).not.toHaveText('Please enter email and password.');
    await expect(page.getByRole('alert')).not.toContainText('Firebase:');
    await expect(page).toHaveURL(new RegExp(`${ADMIN_AUTH_PATH}$`));
  });

  test('a signed-in customer is kept out of the panel', async ({ page }) => {
    await page.goto(ADMIN_AUTH_PATH);
    await page.getByLabel('Email').fill('alice@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In to Admin Panel' }).click();
    await expect(page.getByRole('alert')).toHaveText('This account does not have access to the admin panel.');
    await page.goto(ADMIN_PATH);
    await expect(page).toHaveURL(new RegExp(`${ADMIN_AUTH_PATH}$`));
  });

  test('a staff member already signed in goes straight to the panel', async ({ page }) => {
    await signInToPanel(page, 'admin@demo.test');
    await page.goto(ADMIN_AUTH_PATH);
    await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_AUTH_PATH}$`));
    await page.goto(ADMIN_PATH);
    await expect(page).toHaveURL(new RegExp(`${ADMIN_AUTH_PATH}$`));
  });
});

test.describe('view-only admin', () => {
  const date = '2097-03-03';
  let ids: string[] = [];
  test.beforeAll(async () => {
    ids = await createOrders(2, date);
  });
  test.afterAll(async () => {
    await deleteOrders(ids);
  });

  test('sees Orders, Users, the Audit Log, Payments to refund and Plans (read-only), lands on Orders, and has no editing controls', async ({
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
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('View Only Mode')).toBeVisible();
    await page.getByLabel('Date', { exact: true }).fill(date);
    await expect(page.getByRole('button', { name: `Open order ${ids[0]}` })).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Bulk actions' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /Status of order/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { name: /^All Users \(\d+ of \d+\)$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Unblock/ })).toHaveCount(0);
  });

  test('is refused by the server when writing directly to Firestore or calling the admin functions', async ({
    page,
  }) => {
    const token = await idTokenOf(VIEWER_EMAIL);
    await page.goto(ADMIN_AUTH_PATH);
    const statuses = await page.evaluate(
      async ({ token, orderId, docs, functionsBase, appCheck }) => {
        const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
        const write = await fetch(`${docs}/orders/${orderId}?updateMask.fieldPaths=status`, {
          method: 'PATCH',
          headers: auth,
          body: JSON.stringify({ fields: { status: { stringValue: 'completed' } } }),
        });
        const remove = await fetch(`${docs}/orders/${orderId}`, { method: 'DELETE', headers: auth });
        const call = (name: string, data: unknown) =>
          fetch(`${functionsBase}/${name}`, {
            method: 'POST',
            headers: { ...auth, ...appCheck },
            body: JSON.stringify({ data }),
          });
        const update = await call('adminUpdateOrderStatus', { orderIds: [orderId], status: 'completed' });
        const del = await call('adminDeleteOrders', { orderIds: [orderId] });
        const analytics = await call('adminAnalytics', {
          topic: 'profits',
          start: '2026-01-01',
          end: '2026-01-31',
        });
        return {
          write: write.status,
          remove: remove.status,
          update: update.status,
          del: del.status,
          analytics: analytics.status,
        };
      },
      {
        token,
        orderId: ids[0],
        docs: EMULATOR.DOCS,
        functionsBase: `http://${EMULATOR.HOST}:${EMULATOR.PORTS.functions}/${EMULATOR.PROJECT_ID}/us-central1`,
        appCheck: appCheckHeader(),
      },
    );
    expect(statuses).toEqual({ write: 403, remove: 403, update: 403, del: 403, analytics: 403 });
    const order = await readDoc(`orders/${ids[0]}`);
    expect(order?.fields?.status?.stringValue).toBe('confirmed');
  });
});
