import { expect, test } from './support/test.fixtures';
import { passGate } from './support/public.fixtures';

// The public pages ship as HTML (src/app/prerender.tsx); every other path gets the app shell.
const PRERENDERED = [
  { path: '/', heading: 'Touch-Free Car Wash' },
  { path: '/services', heading: 'Our Wash Packages' },
  { path: '/about', heading: 'About Us' },
];

test.describe('prerendered public pages', () => {
  test('the HTML of each public page holds the page; other paths get the empty app shell', async ({
    request,
  }) => {
    for (const { path, heading } of PRERENDERED) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`data-prerendered="${path}"`);
      expect(html, path).toContain(heading);
      expect(html, path).not.toMatch(/<script>|style="/);
    }
    for (const path of ['/appointment', '/account', '/adminpfy9665k01']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('WASH PACKAGE LINEUP');
    }
  });

  test('a visitor who has not passed the gate sees the gate, never the page behind it', async ({
    browser,
  }) => {
    // Without JavaScript the prerendered page stays hidden (only the gate check in <head> may reveal it).
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const still = await noJs.newPage();
    await still.goto('/services');
    await expect(still.getByRole('heading', { name: 'Our Wash Packages' })).toBeHidden();
    await noJs.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/services');
    await expect(page.getByLabel('Access code')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Wash Packages' })).toHaveCount(0);
    await context.close();
  });

  test('after the gate each page hydrates without an error and reacts to clicks', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await passGate(page);
    for (const { path, heading } of PRERENDERED) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.goto('/services');
    await page.getByRole('article', { name: 'BASIC WASH' }).getByRole('button', { name: 'BOOK NOW' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose Service Type' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
