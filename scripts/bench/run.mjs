// `npm run bench`: builds the app and prints one table of measured figures against the budgets;
// exits non-zero when a budget is broken. A benchmark run on demand, not part of `npm test`.
//   static:  bundle sizes from the build manifest (gzip); Functions cold start (scripts/bench/cold-start.mjs)
//   live (emulator suite + the build served with firebase.json's Hosting config): browser request log, Lighthouse, live-update latency, load, and the
//        scale rows (10,000 orders, 2,000 users: admin queries' p50/p95 and reads, scripts/bench/scale-bench.ts)
// `npm run bench -- scale` runs the scale rows alone (no build, no browser) and prints their table.
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../emulator-env.mjs';
import { bundleFigures, bundleRows, printTable } from './bundle-report.mjs';
import { coldStartRows } from './cold-start.mjs';

if (process.argv[2] === 'scale') {
  const scale = spawnSync('node', ['scripts/emulators.mjs', 'exec', 'npx tsx scripts/bench/scale-bench.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  // The emulator suite prints its shutdown after the script's result line.
  const last = scale.stdout.split('\n').findLast((line) => line.startsWith('[[')) ?? '';
  if (scale.status !== 0 || !last) {
    console.log(scale.stdout);
    console.error('[bench] the scale benchmark failed (output above)');
    process.exit(1);
  }
  const ok = printTable(
    'Scale budgets (10,000 orders over 90 days, 2,000 users, emulators)',
    JSON.parse(last),
  );
  process.exit(ok ? 0 : 1);
}

const build = spawnSync('npx', ['vite', 'build', '--mode', 'emulators', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_USE_EMULATORS: 'true' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const functionsBuild = spawnSync('npm', ['run', 'build:functions'], { cwd: root, stdio: 'inherit' });
if (functionsBuild.status !== 0) process.exit(functionsBuild.status ?? 1);

const bundleOk = printTable(
  'Bundle budgets (gzip, from dist/.vite/manifest.json)',
  bundleRows(bundleFigures()),
);
const coldStartOk = printTable('Functions cold start (fresh Node processes)', coldStartRows());
const staticOk = bundleOk && coldStartOk;
const live = spawnSync('node', ['scripts/emulators.mjs', 'exec', 'node scripts/bench/live.mjs'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
const resultFile = join(root, 'reports/bench-live.json');
if (live.status !== 0 || !existsSync(resultFile)) {
  console.log(live.stdout);
  console.error('[bench] the live benchmarks failed (output above)');
  process.exit(1);
}
const { rows } = JSON.parse(readFileSync(resultFile, 'utf8'));
const liveOk = printTable('Live budgets (production build + emulators)', rows);
console.log(`\nbench: ${staticOk && liveOk ? 'all budgets hold' : 'BUDGET BROKEN'}`);
process.exit(staticOk && liveOk ? 0 : 1);
