// Debian's Chromium and the flags every browser of the project starts with (Playwright tests, benchmarks,
// Lighthouse): no sandbox (root in CI), no GPU, and nothing that phones home. Never `npx playwright install`.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
