import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.fixtures';
import { VIEWPORTS, createOrder, newCustomer, passGate, signInOnAuthPage } from './support/account.fixtures';
import { type Customer } from './support/account.fixtures';

let customer: Customer;
test.beforeAll(async () => {
  customer = await newCustomer('layout');
  await createOrder(customer, { startsIn: 30 * 3_600_000 });
  await createOrder(customer, { status: 'completed', startsIn: -30 * 3_600_000 });
});

async function signedIn(page: Page) {
  await passGate(page);
  await page.goto('/account');
  await signInOnAuthPage(page, customer.email);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible({ timeout: 20_000 });
}

test.describe('accessibility of /account (axe-core)', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`every tab has no serious or critical violation on ${size}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signedIn(page);
      for (const [tab, heading] of [
        ['details', 'Account Details'],
        ['services', 'Past Services'],
        ['orders', 'Appointments'],
        ['delete', 'Delete Account'],
      ]) {
        await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: heading }).click();
        await expect(page).toHaveURL(new RegExp(`tab=${tab}$`));
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, {
          timeout: 20_000,
        });
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          serious.map((v) => `${tab} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      }
    });
  }

  test('the menu and the rebook dialog work from the keyboard', async ({ page }) => {
    await signedIn(page);
    await page.getByRole('link', { name: 'Appointments' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/tab=orders$/);
    const rebook = page.getByRole('button', { name: 'Rebook' });
    await rebook.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Choose New Date & Time' });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(rebook).toBeFocused();
  });
});

test.describe('rotate-device overlay', () => {
  test('does not show on a desktop or a narrow desktop window', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await signedIn(page);
    await expect(page.getByText('Please rotate your device')).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });

    test('shows in portrait on the account page only, hides in landscape, and can be dismissed', async ({
      page,
    }) => {
      await signedIn(page);
      const overlay = page.getByRole('dialog', { name: 'Please rotate your device' });
      await expect(overlay).toBeVisible();
      await page.setViewportSize({ width: 640, height: 360 });
      await expect(overlay).toBeHidden();
      await page.setViewportSize(VIEWPORTS.phone);
      await expect(overlay).toBeVisible();
      await overlay.getByRole('button', { name: 'Continue in Portrait' }).click();
      await expect(overlay).toHaveCount(0);
      await page.goto('/services');
      await expect(page.getByText('Please rotate your device')).toHaveCount(0);
    });
  });
});
