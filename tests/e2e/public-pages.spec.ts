import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.fixtures';
import { passGate, VIEWPORTS } from './support/public.fixtures';
import { WASH_PACKAGES } from '../../src/domain/catalogue';

const PACKAGES = [
  { name: 'BASIC WASH', price: '$45', tagline: 'ON THE GO' },
  { name: 'COMFORT WASH', price: '$60', tagline: 'EXTRA PROTECTION' },
  { name: 'PREMIUM WASH', price: '$75', tagline: 'EXTRA CLEAN' },
];

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => passGate(page));

  test('shows the hero with Get Wash, the carousel, the surcharge banner and the 3 packages with prices', async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Touch-Free Car Wash' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Wash' }).first()).toBeVisible();

    const carousel = page.getByRole('region', { name: 'Car wash pictures' });
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole('button', { name: /^Show picture/ })).toHaveCount(5);
    await expect(carousel.getByRole('img')).toHaveCount(1);
    await expect(carousel.getByRole('img')).toHaveAttribute('alt', /foam arch/);

    const banner = page.getByRole('region', { name: 'Pricing and surcharges' });
    await expect(banner).toContainText(
      '+$10 for 4-door compact vans, standard SUVs and six-seaters or larger',
    );
    await expect(banner).toContainText('+$20 for a standard-size panel van');

    await expect(page.getByRole('heading', { name: 'WASH PACKAGE LINEUP' })).toBeVisible();
    for (const pkg of PACKAGES) {
      const card = page.getByRole('article', { name: pkg.name });
      await expect(card).toContainText(pkg.price);
      await expect(card).toContainText(pkg.tagline);
      await expect(card.getByRole('link', { name: 'BOOK NOW' })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'About Our Services' })).toBeVisible();
    await expect(page.getByText('every wash takes 3 to 8 minutes')).toBeVisible();
  });

  test('the carousel moves to the next picture after 4 seconds and a dot shows its picture', async ({
    page,
  }) => {
    const carousel = page.getByRole('region', { name: 'Car wash pictures' });
    const dots = carousel.getByRole('button', { name: /^Show picture/ });
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    // Keep the pointer off the carousel, which pauses it.
    await page.mouse.move(0, 0);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 6000 });
    await dots.nth(3).click();
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('img')).toHaveAttribute('alt', /waxed car/);
  });

  test('the carousel stands still for a user who prefers reduced motion', async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await page.mouse.move(0, 0);
    const dots = page
      .getByRole('region', { name: 'Car wash pictures' })
      .getByRole('button', { name: /^Show picture/ });
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(12_000);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('keeps layout shift under 0.05 while loading', async ({ page }) => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'WASH PACKAGE LINEUP' })).toBeVisible();
    await page.waitForTimeout(1500);
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(cls).toBeLessThan(0.05);
  });
});

test.describe('services, about and contact pages', () => {
  test.beforeEach(async ({ page }) => passGate(page));

  test('services shows intro, surcharge notice, package cards and Additional Services', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pricing and surcharges' })).toContainText('card only');
    // Every package of the catalogue (the spec's three), so adding a package (README recipe) keeps this green.
    await expect(page.getByRole('button', { name: 'BOOK NOW' })).toHaveCount(WASH_PACKAGES.length);
    const extras = page.getByRole('region', { name: 'Additional Services' });
    await expect(extras).toContainText('Vacuum');
    await expect(extras).toContainText('Door Wipe');
    await expect(extras.getByText('Free')).toHaveCount(2);
  });

  test('about shows the FAQ as disclosures and the penalties for missing free appointments', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    const question = page.getByText('How long does the water wax last?');
    const answer = page.getByText(/keeps its shine and protection for 3 to 7 days/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    const penalties = page.getByRole('region', { name: 'Penalties for missing free appointments' });
    await expect(penalties).toContainText('one free appointment every 3 days');
    await expect(penalties).toContainText('temporary block from free appointments');
    await expect(penalties).toContainText('not refunded');
  });

  test('contact shows email, phone, location and hours', async ({ page }) => {
    await page.goto('/contact');
    const info = page.getByRole('region', { name: 'Get in touch' });
    await expect(info.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(info.getByRole('link', { name: /868/ })).toHaveAttribute('href', /^tel:\+1868/);
    await expect(info).toContainText('Chaguanas');
    await expect(info).toContainText('Monday to Saturday, 7:00 AM to 7:00 PM');
  });
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility (axe-core)', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const path of ['/', '/services', '/about', '/contact']) {
      test(`${path} has no serious or critical violation at ${viewport.width}x${viewport.height}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await passGate(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page), `${path} on ${size}`).toEqual([]);
      });
    }
  }

  test('the service-type modal has no serious or critical violation', async ({ page }) => {
    await passGate(page);
    await page.goto('/services');
    await page.getByRole('article', { name: 'BASIC WASH' }).getByRole('button', { name: 'BOOK NOW' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose Service Type' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
