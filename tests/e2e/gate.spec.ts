import { expect, test } from './support/test.fixtures';

const DEMO_GATE_CODE = 'WASH2026';

test.describe('coming-soon gate', () => {
  test('rejects a wrong code with the exact message and clears the field', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByLabel('Access code').fill('nope');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Please try again.');
    await expect(page.getByLabel('Access code')).toHaveValue('');
  });

  test('accepts the demo code, shows home and stays unlocked in the browser session', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Access code').fill(DEMO_GATE_CODE);
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByLabel('Access code')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Access code')).toHaveCount(0);
  });
});

test.describe('routes of spec section 2', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Access code').fill(DEMO_GATE_CODE);
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByLabel('Access code')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  for (const path of ['/services', '/about', '/contact', '/auth', '/account', '/appointment', '/payment']) {
    test(`${path} resolves to its page with the top navigation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
    });
  }

  for (const path of ['/appointment-swap', '/complete-trade']) {
    test(`${path} opened directly redirects to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  for (const path of ['/adminpfy9665k01', '/adminpfy9665k01-auth']) {
    test(`${path} hides the top navigation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    });
  }

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
