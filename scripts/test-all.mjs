// `npm test`: every test tier, in order, each printing its own runner's summary, then one closing line.
//   1 static     TypeScript (app, tests, functions), ESLint, Prettier check
//   2 unit       Vitest (jsdom components + pure domain with coverage)
//   3 emulators  Vitest against the Auth, Firestore and Functions emulators (rules, callables, concurrency), and
//                the backup/restore drill (scripts/restore-drill.mjs)
//   4 e2e        Playwright driving Debian's Chromium against the built app and the emulators
// A tier that cannot start fails loudly; nothing is skipped. Set TEST_TIERS=unit,e2e to run a subset.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './emulator-env.mjs';

const tiers = [
  {
    name: 'static',
    steps: [
      ['npx', ['tsc', '-b']],
      ['npx', ['eslint', '--max-warnings=0', '.']],
      ['npx', ['prettier', '--check', '--log-level', 'warn', '.']],
    ],
  },
  { name: 'unit', steps: [['npx', ['vitest', 'run', '--coverage']]] },
  {
    name: 'emulators',
    steps: [
      ['npm', ['run', '--silent', 'test:emulators']],
      // Seeds, backs up, wipes and restores a suite; prints the counts it compared.
      ['npm', ['run', '--silent', 'test:restore-drill']],
    ],
  },
  { name: 'e2e', steps: [['npm', ['run', '--silent', 'test:e2e']]] },
];
// `npm test` runs through scripts/with-node.sh, so this is the Node the functions deploy to (engines in
// functions/package.json); every tier below inherits it through PATH.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const fnEngine = JSON.parse(readFileSync(join(root, 'functions/package.json'), 'utf8')).engines.node;
console.log(`node ${process.version} (${process.execPath}); functions runtime nodejs${fnEngine}`);
if (nodeMajor < Number(fnEngine)) {
  console.error(
    `Node ${nodeMajor} is older than the functions' runtime (Node ${fnEngine}): run \`npm test\`.`,
  );
  process.exit(1);
}
const testEnv = process.env;
const only = process.env.TEST_TIERS?.split(',').map((s) => s.trim());
const results = [];
for (const tier of tiers.filter((t) => !only || only.includes(t.name))) {
  const started = Date.now();
  console.log(`\n=== tier: ${tier.name} ===`);
  let ok = true;
  for (const [cmd, args] of tier.steps) {
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: testEnv });
    if (r.status !== 0) {
      console.error(`--- ${tier.name}: \`${cmd} ${args.join(' ')}\` failed (exit ${r.status ?? r.signal})`);
      ok = false;
      break;
    }
  }
  results.push({ name: tier.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`tiers: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
