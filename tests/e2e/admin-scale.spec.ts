import { expect, test } from './support/test.fixtures';
import { addDaysToDate } from '../../src/domain/calendar';
import { ADMIN_EMAIL, adminDb, ensureStaffAndCustomers, signInToPanel } from './support/admin.fixtures';
import { Timestamp } from 'firebase-admin/firestore';
import { withTriggersPaused } from '../../scripts/emulator-triggers';

const COUNT = 10_000;
const ids: string[] = [];

test.describe('orders tab with 10,000 orders', () => {
  test.describe.configure({ timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await ensureStaffAndCustomers();
    const now = Timestamp.now();
    const batches: ReturnType<typeof adminDb.batch>[] = [];
    for (let start = 0; start < COUNT; start += 500) {
      const batch = adminDb.batch();
      for (let i = start; i < Math.min(COUNT, start + 500); i += 1) {
        const id = `ORDER-E2ESCALE${String(i).padStart(6, '0')}`;
        ids.push(id);
        const date = addDaysToDate('2019-01-01', i % 700);
        batch.set(adminDb.collection('orders').doc(id), {
          orderId: id,
          userId: 'scale-user',
          userEmail: 'scale@demo.test',
          status: ['confirmed', 'completed', 'cancelled', 'trading'][i % 4],
          serviceName: 'BASIC WASH',
          price: 45,
          createdAt: now,
          updatedAt: now,
          serviceType: 'appointment',
          location: 'Chaguanas Branch',
          appointmentDate: date,
          appointmentTime: '9:10 AM',
          appointmentDateTime: now,
          appointmentType: 'free',
          orderCode: '1234',
          numberPlate: null,
        });
      }
      batches.push(batch);
    }
    // The order trigger is paused around both bulk writes (20,000 queued runs otherwise): these orders of 2019-2020
    // are written and deleted again, so the Dashboard's summaries end where they began without them.
    await withTriggersPaused(async () => {
      for (let i = 0; i < batches.length; i += 5)
        await Promise.all(batches.slice(i, i + 5).map((b) => b.commit()));
    });
  });

  test.afterAll(async () => {
    test.setTimeout(300_000);
    await withTriggersPaused(async () => {
      for (let start = 0; start < ids.length; start += 2500) {
        await Promise.all(
          Array.from({ length: 5 }, (_, k) => {
            const batch = adminDb.batch();
            for (const id of ids.slice(start + k * 500, start + (k + 1) * 500))
              batch.delete(adminDb.collection('orders').doc(id));
            return batch.commit();
          }),
        );
      }
    });
  });

  // How fast is a benchmark (`npm run bench -- scale`), not an assertion here: this proves the page loads one page.
  test('shows the first page of 50 and never loads every order', async ({ page }) => {
    await signInToPanel(page, ADMIN_EMAIL);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await expect(page.getByText('Showing 50 of 50 loaded orders (more available)')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Orders' }).locator('tbody tr')).toHaveCount(50);
    await page.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await expect(page.getByText('Showing 50 of 50 loaded orders (more available)')).toBeVisible();
    const statuses = await page
      .getByRole('combobox', { name: /Status of order/ })
      .evaluateAll((els) => els.map((el) => (el as HTMLSelectElement).value));
    expect(new Set(statuses)).toEqual(new Set(['cancelled']));
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByText('Showing 100 of 100 loaded orders (more available)')).toBeVisible();
  });
});
