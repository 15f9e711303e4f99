// Runs inside `scripts/emulators.mjs exec`: seeds, serves the production build and measures it.
// Writes reports/bench-live.json ({ rows: [[measure, measured, budget, ok], ...] }).
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
const preview = spawn(
  'npx',
  ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
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

const rows = [];
rows.push(...(await requestLogRows(baseUrl, bundleFigures())));
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
rows.push(...lighthouseRows(await lighthouseFigures(baseUrl, ['/', '/services', '/appointment'], runs)));
const extra = join(root, 'scripts/bench/booking-bench.ts');
if (existsSync(extra)) {
  const r = spawnSync('npx', ['tsx', extra], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error('booking benchmarks failed');
  rows.push(...JSON.parse(r.stdout.trim().split('\n').pop()));
}
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports/bench-live.json'), JSON.stringify({ rows }, null, 2));
stopPreview();
process.exit(0);
