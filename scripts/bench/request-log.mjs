// Proves with a browser request log that customer routes never download admin code or chart.js.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const CUSTOMER_PATHS = ['/', '/services', '/about', '/contact', '/auth', '/account', '/appointment'];

export async function requestLogRows(baseUrl, fig) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const forbidden = new Set([...fig.adminOnlyFiles, ...fig.chartFiles].filter((f) => f.endsWith('.js')));
  const requested = new Set();
  try {
    const context = await browser.newContext();
    await context.addInitScript(() => sessionStorage.setItem('gatePassed', 'true'));
    const page = await context.newPage();
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname.replace(/^\//, '');
      if (path.endsWith('.js')) requested.add(path);
    });
    for (const path of CUSTOMER_PATHS) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    }
  } finally {
    await browser.close();
  }
  const leaked = [...requested].filter((f) => forbidden.has(f));
  return [
    [
      `admin/chart.js files requested on ${CUSTOMER_PATHS.length} customer routes`,
      `${leaked.length} of ${requested.size} JS requests`,
      '0',
      leaked.length === 0,
    ],
  ];
}
