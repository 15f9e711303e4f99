// End-to-end tier, run inside `scripts/emulators.mjs exec`: builds the app for the emulators, seeds the demo
// data, then runs Playwright with Debian's Chromium against `vite preview`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './emulator-env.mjs';

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`[e2e] ${cmd} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `[e2e] Chromium not found at ${chromium}. Install it: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
run('npx', ['vite', 'build', '--mode', 'emulators', '--logLevel', 'warn'], { VITE_USE_EMULATORS: 'true' });
// The static size budgets are deterministic, so the test tier holds them too (`npm run bench` reports all).
run('node', ['scripts/bench/bundle-report.mjs']);
if (existsSync(join(root, 'scripts/seed.ts'))) run('npx', ['tsx', 'scripts/seed.ts']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
