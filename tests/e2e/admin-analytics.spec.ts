import { expect, test } from './support/test.fixtures';
import { ANALYTICS_TOPICS, defaultAnalyticsRange, runAnalytics } from '../../src/domain/analytics';
import { addDaysToDate, businessDate, formatShortDate } from '../../src/domain/calendar';
import {
  ADMIN_EMAIL,
  createOrders,
  deleteOrders,
  ensureStaffAndCustomers,
  readOrders,
  readUsers,
  signInToPanel,
} from './support/admin.fixtures';

const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

let ids: string[] = [];
test.beforeAll(async () => {
  const { alice } = await ensureStaffAndCustomers();
  // A known slice of data inside the default range, on top of whatever the seed holds.
  const yesterday = addDaysToDate(businessDate(new Date()), -1);
  ids = [
    ...(await createOrders(3, yesterday, { serviceName: 'PREMIUM WASH', price: 75, userId: alice })),
    ...(await createOrders(2, addDaysToDate(yesterday, -5), { serviceName: 'COMFORT WASH', price: 60 })),
    ...(await createOrders(1, yesterday, { serviceName: 'BASIC WASH', price: 45, status: 'cancelled' })),
    ...(await createOrders(2, yesterday, { serviceName: 'BASIC WASH', status: 'completed' })),
    ...(await createOrders(1, yesterday, { serviceName: 'COMFORT WASH', status: 'cancelled', noShow: true })),
  ];
});
test.afterAll(async () => {
  await deleteOrders(ids);
});

test('each analytics topic draws its chart with the numbers of the stored orders', async ({ page }) => {
  await signInToPanel(page, ADMIN_EMAIL);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const range = defaultAnalyticsRange(new Date());
  // Shown DD/MM/YYYY, as the app writes dates (not the browser locale's mm/dd/yyyy).
  await expect(page.getByLabel('Start date')).toHaveValue(formatShortDate(range.start));
  await expect(page.getByLabel('End date')).toHaveValue(formatShortDate(range.end));
  const [orders, users] = await Promise.all([readOrders(), readUsers()]);

  for (const topic of ANALYTICS_TOPICS) {
    const expected = runAnalytics(topic, { orders, users, range });
    await page.getByLabel('Topic', { exact: true }).selectOption(topic);
    const table = page.getByRole('table', { name: `${expected.title} data` });
    await expect(table).toBeAttached();
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(expected.labels.length);
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
    const money_ = expected.totalRevenue !== undefined;
    const rate = (r: number | null | undefined) => (r == null ? 'n/a' : `${Math.round(r * 1000) / 10}%`);
    expect(shown).toEqual(
      expected.labels.map((l, i) =>
        expected.visits
          ? [
              l,
              String(expected.values[i]),
              String(expected.visits.misses[i]),
              rate(expected.visits.noShowRates[i]),
            ]
          : expected.plans
            ? [l, String(expected.values[i]), String(expected.plans.single[i])]
            : [l, money_ ? money(expected.values[i]) : String(expected.values[i])],
      ),
    );
    if (expected.visits) {
      const { completed, misses, noShowRate } = expected.visits.totals;
      expect(completed).toBeGreaterThanOrEqual(2);
      expect(misses).toBeGreaterThanOrEqual(1);
      await expect(
        page.getByText(
          `Completed washes: ${completed} · Misses: ${misses} · No-show rate: ${rate(noShowRate)}`,
        ),
      ).toBeVisible();
    }
    if (money_) await expect(page.getByText(`Total Revenue: ${money(expected.totalRevenue!)}`)).toBeVisible();
    if (expected.labels.length > 0) {
      const area = page.locator(`.admin-chart__area[data-chart-type="${expected.type}"]`);
      await expect(area.locator('canvas')).toBeVisible();
      expect(Math.round((await area.boundingBox())!.height)).toBe(300);
    }
  }
});
