// Lighthouse (mobile preset, simulated throttling) against the production build served by `vite preview`,
// with Debian's Chromium; every host but 127.0.0.1 is unreachable (Google hosts blocked). Median of N runs.
// The gate is passed the way a returning visitor has it: the session flag is set before the page loads.
// A target is a path, or { path, label, signIn, state } for a page a signed-in customer reaches with navigation
// state (the appointment page with a package chosen): the demo customer signs in once through the app's form,
// Lighthouse keeps that storage (disableStorageReset) and the HTTP cache is cleared before every run instead, so
// each run is still a cold load.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const LH_BUDGETS = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05 };

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export async function lighthouseFigures(baseUrl, targets, runs = 5) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  const results = [];
  try {
    for (const target of targets) {
      const {
        path,
        label = path,
        signIn = null,
        state = null,
      } = typeof target === 'string' ? { path: target } : target;
      if (signIn) await signInThroughApp(browser, baseUrl, signIn);
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const page = await browser.newPage();
        await page.evaluateOnNewDocument((navState) => {
          sessionStorage.setItem('gatePassed', 'true');
          // React Router keeps navigation state in history.state.usr.
          if (navState) history.replaceState({ usr: navState, key: 'bench', idx: 0 }, '');
        }, state);
        if (signIn) {
          const cdp = await page.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
        }
        const result = await lighthouse(
          `${baseUrl}${path}`,
          {
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            formFactor: 'mobile',
            disableStorageReset: Boolean(signIn),
          },
          undefined,
          page,
        );
        const lhr = result.lhr;
        if (lhr.runtimeError) throw new Error(`Lighthouse ${label}: ${lhr.runtimeError.message}`);
        samples.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          throttling: lhr.configSettings.throttlingMethod,
          cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
        });
        await page.close();
      }
      results.push({
        path: label,
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
        throttling: `${samples[0].throttling}, CPU x${samples[0].cpuSlowdown}`,
        runs: samples.length,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Signs in through the app's own form (the session then lives in the browser's IndexedDB). */
async function signInThroughApp(browser, baseUrl, { email, password }) {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('gatePassed', 'true'));
  await page.goto(`${baseUrl}/auth`);
  await page.locator('input[autocomplete="email"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForFunction(() => location.pathname === '/services', { timeout: 30_000 });
  await page.close();
}

export function lighthouseRows(results) {
  return results.flatMap((r) => [
    [
      `Lighthouse ${r.path}: performance (median of ${r.runs})`,
      String(r.score),
      `>= ${LH_BUDGETS.score}`,
      r.score >= LH_BUDGETS.score,
    ],
    [
      `Lighthouse ${r.path}: LCP`,
      `${Math.round(r.lcpMs)} ms`,
      `<= ${LH_BUDGETS.lcpMs} ms`,
      r.lcpMs <= LH_BUDGETS.lcpMs,
    ],
    [
      `Lighthouse ${r.path}: TBT`,
      `${Math.round(r.tbtMs)} ms`,
      `<= ${LH_BUDGETS.tbtMs} ms`,
      r.tbtMs <= LH_BUDGETS.tbtMs,
    ],
    [`Lighthouse ${r.path}: CLS`, r.cls.toFixed(3), `<= ${LH_BUDGETS.cls}`, r.cls <= LH_BUDGETS.cls],
    [
      `Lighthouse ${r.path}: benchmark index / throttling`,
      String(Math.round(r.benchmarkIndex)),
      r.throttling,
      true,
    ],
  ]);
}
