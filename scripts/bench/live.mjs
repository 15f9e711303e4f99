// Runs inside `scripts/emulators.mjs exec`: seeds, serves the production build (scripts/serve-hosting.mjs) and
// measures it.
// Writes reports/bench-live.json ({ rows: [[measure, measured, budget, ok], ...] }).
// BENCH_ONLY=booking skips the request log, Lighthouse, the bay and the scale rows (iterating on booking-bench.ts);
// BENCH_ONLY=bay runs the bay screen's rows alone (scripts/bench/bay-bench.ts);
// BENCH_ONLY=wipay runs WiPay's return-to-order row alone (scripts/bench/wipay-bench.ts, against the simulator);
// BENCH_ONLY=lighthouse runs Lighthouse alone (LIGHTHOUSE_RUNS lowers the count while iterating, LIGHTHOUSE_SAVE=<dir>
// keeps every report's JSON for a look at the LCP element and the request chain, LIGHTHOUSE_PATHS picks targets);
// BUNDLE_DIST serves another build directory than dist/.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../emulator-env.mjs';
import { bundleFigures } from './bundle-report.mjs';
import { lighthouseFigures, lighthouseRows } from './lighthouse-report.mjs';
import { requestLogRows } from './request-log.mjs';

const PORT = 4174;
const baseUrl = `http://127.0.0.1:${PORT}`;
if (existsSync(join(root, 'scripts/seed.ts'))) {
  const seed = spawnSync('npx', ['tsx', 'scripts/seed.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seed.status !== 0) throw new Error('seeding failed');
}
// Served the way production serves it: firebase.json's Hosting section (clean URLs to the prerendered pages, the
// rewrite to the app shell, compression, cache headers and the CSP) through the same server as the e2e tier, not
// `vite preview`, whose SPA fallback and headers are not what customers get.
const preview = spawn(
  'node',
  [
    'scripts/serve-hosting.mjs',
    '--emulators',
    '--port',
    String(PORT),
    ...(process.env.BUNDLE_DIST ? ['--public', process.env.BUNDLE_DIST] : []),
  ],
  {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  },
);
const stopPreview = () => {
  try {
    process.kill(-preview.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stopPreview);
for (let i = 0; i < 60; i++) {
  try {
    await fetch(baseUrl);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 500));
  }
}

const only = process.env.BENCH_ONLY ?? '';
const rows = [];
const extra = join(root, 'scripts/bench/booking-bench.ts');
const wantsBooking = (only === '' || only === 'booking') && existsSync(extra);

/** The rows of booking-bench.ts run with BENCH_PARTS=`parts`. */
function bookingRows(parts) {
  const r = spawnSync('npx', ['tsx', extra], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_BASE_URL: baseUrl, BENCH_PARTS: parts },
    timeout: 20 * 60_000,
  });
  if (r.status !== 0)
    throw new Error(`booking benchmarks failed (${r.error?.message ?? `exit ${r.status}`})`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

// The data-layer rows first, on an emulator no browser has used yet. Run after the request log and Lighthouse (as
// they were until 26 Nov 2026), the booking rows went at a third of their speed (41-51 against 130-170 attempts/s
// in one emulator session) while the floor around them, on scratch documents no page listens to, did not slow
// down: the browsers' sessions leave work in the emulator on the documents they listened to (not pinned down
// further). Reported in the same place of the table as before.
const dataRows = wantsBooking && !process.env.BENCH_PARTS ? bookingRows('data') : [];
if (only !== 'booking' && only !== 'bay' && only !== 'wipay') {
  if (only !== 'lighthouse') rows.push(...(await requestLogRows(baseUrl, bundleFigures())));
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  // /appointment as a customer sees it: signed in (demo customer alice), BASIC WASH chosen on /services.
  const appointment = {
    path: '/appointment',
    label: '/appointment (signed in, package chosen)',
    budget: 'appointment',
    signIn: { email: 'alice@demo.test', password: 'demo-pass-123' },
    state: { serviceData: { name: 'BASIC WASH', price: '45', description: 'ON THE GO' }, fromServices: true },
  };
  // LIGHTHOUSE_PATHS=/,/services measures some targets only (iterating).
  const wanted = process.env.LIGHTHOUSE_PATHS?.split(',');
  const targets = ['/', '/services', appointment].filter(
    (t) => !wanted || wanted.includes(typeof t === 'string' ? t : t.path),
  );
  rows.push(...lighthouseRows(await lighthouseFigures(baseUrl, targets, runs)));
}
if (wantsBooking) {
  rows.push(...dataRows, ...bookingRows(process.env.BENCH_PARTS ?? 'live,modal,load'));
}
if (only === '' || only === 'bay') {
  // The bay screen: check-in latency and the board's reads (its orders are today's, which the rows above never use).
  const r = spawnSync('npx', ['tsx', 'scripts/bench/bay-bench.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_BASE_URL: baseUrl },
    timeout: 10 * 60_000,
  });
  if (r.status !== 0) throw new Error(`bay benchmark failed (${r.error?.message ?? `exit ${r.status}`})`);
  rows.push(...JSON.parse(r.stdout.trim().split('\n').pop()));
}
if (only === '' || only === 'wipay') {
  // WiPay's return to the order, against the local simulator (drive-ins of today: no seat, no other row sees them).
  const r = spawnSync('npx', ['tsx', 'scripts/bench/wipay-bench.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 10 * 60_000,
  });
  if (r.status !== 0) throw new Error(`wipay benchmark failed (${r.error?.message ?? `exit ${r.status}`})`);
  rows.push(...JSON.parse(r.stdout.trim().split('\n').pop()));
}
if (only === '') {
  // Last: it adds 10,000 orders and 2,000 users, which the measurements above must not see.
  const r = spawnSync('npx', ['tsx', 'scripts/bench/scale-bench.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 20 * 60_000,
  });
  if (r.status !== 0) throw new Error(`scale benchmark failed (${r.error?.message ?? `exit ${r.status}`})`);
  rows.push(...JSON.parse(r.stdout.trim().split('\n').pop()));
}
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports/bench-live.json'), JSON.stringify({ rows }, null, 2));
stopPreview();
process.exit(0);
