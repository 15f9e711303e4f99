// Screenshots of every admin tab at desktop and phone size, for review (reports/screenshots/admin-*.png).
import { expect, test } from './support/test.fixtures';
import {
  ADMIN_AUTH_PATH,
  ADMIN_EMAIL,
  ensureStaffAndCustomers,
  signInToPanel,
  VIEWER_EMAIL,
} from './support/admin.fixtures';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 640 },
] as const;

test.beforeAll(async () => {
  await ensureStaffAndCustomers();
});

for (const size of SIZES) {
  test(`every admin tab at ${size.name} size`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(ADMIN_AUTH_PATH);
    await page.screenshot({ path: `reports/screenshots/admin-signin-${size.name}.png`, fullPage: true });
    await signInToPanel(page, ADMIN_EMAIL);
    const shots: [string, RegExp | string][] = [
      ['Dashboard', 'Monthly Revenue'],
      ['Orders', /^Showing \d+ of \d+ loaded orders/],
      ['Users', /^All Users \(\d+ of \d+\)$/],
      ['Analytics', 'Start date'],
      ['Settings', 'Settings Coming Soon'],
    ];
    for (const [tab, ready] of shots) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel').getByText(ready).first()).toBeVisible();
      if (tab === 'Analytics') await expect(page.locator('.admin-chart__area canvas')).toBeVisible();
      await page.screenshot({
        path: `reports/screenshots/admin-${tab.toLowerCase()}-${size.name}.png`,
        fullPage: true,
      });
    }
    // A phone never scrolls the whole page sideways; only the orders table scrolls inside its frame.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    // Signed out first: a sign-in page opened before signOut settles still sees the viewer and shows the panel.
    await expect(page).toHaveURL(new RegExp(`${ADMIN_AUTH_PATH}$`));
    await signInToPanel(page, VIEWER_EMAIL);
    await expect(page.getByRole('tabpanel').getByText(/^Showing \d+ of \d+ loaded orders/)).toBeVisible();
    await page.screenshot({
      path: `reports/screenshots/admin-viewonly-orders-${size.name}.png`,
      fullPage: true,
    });
  });
}
