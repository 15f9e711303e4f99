import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// End-to-end tier: Debian's Chromium drives the production build, served with firebase.json's Hosting rewrites
// and headers (Content-Security-Policy included; scripts/serve-hosting.mjs), against the emulator suite. Never `npx playwright install`: this machine cannot download browsers.
const chromium = CHROMIUM_PATH;
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
}

export const BASE_URL = 'http://127.0.0.1:4173';

export default defineConfig({
  testDir: 'tests/e2e',
  // Screenshot tours are a review tool, not assertions: run them with SCREENSHOTS=1.
  testIgnore: process.env.SCREENSHOTS === '1' ? [] : ['**/*screenshots*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'reports/e2e', open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker answers navigations and assets from its precache, out of reach of page.route and
    // of a fresh build's files; only the spec about offline use (offline-account.spec.ts) lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/serve-hosting.mjs --port 4173 --emulators',
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
