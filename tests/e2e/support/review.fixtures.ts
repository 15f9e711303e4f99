// What a spec leaves for review and what it asks of every screen it shows: screenshots under `npm run screens`
// (SCREENSHOTS=1, reports/screenshots/<prefix>-<name>.png) and no serious or critical axe finding (WCAG 2.1 A/AA).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.fixtures';

/** The screenshot taker of one spec: `const screen = screenshotsOf('plans'); await screen(page, 'bay')`. */
export const screenshotsOf =
  (prefix: string) =>
  async (page: Page, name: string): Promise<void> => {
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `reports/screenshots/${prefix}-${name}.png`, fullPage: true });
  };

/** Fails with the rule and the elements of every serious or critical axe violation on the page as it stands. */
export async function axeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
