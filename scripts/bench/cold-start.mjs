// Functions cold start: the time a fresh Node process takes to load the deployable bundle (functions/lib/index.js,
// what the runtime loads before the first request) beside the time to load only the Firebase SDK entry points that
// bundle imports. The difference is our own code's load cost; the goal keeps it within 1.3x of the bare SDK.
//   node scripts/bench/cold-start.mjs [--json]   (run `npm run build:functions` first)
// Each figure is the median of RUNS fresh processes, measured alternately so machine load hits both alike.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../emulator-env.mjs';
import { printTable } from './bundle-report.mjs';

const RUNS = Number(process.env.COLD_START_RUNS ?? 9);
const functionsDir = join(root, 'functions');
const bundle = join(functionsDir, 'lib/index.js');
/** The SDK entry points functions/src imports (checked by `grep -rho "from 'firebase-" functions/src`). */
export const SDK_ENTRIES = [
  'firebase-functions/v2',
  'firebase-functions/v2/https',
  'firebase-functions/v2/firestore',
  'firebase-functions/v2/scheduler',
  'firebase-functions/v2/identity',
  'firebase-admin/app',
  'firebase-admin/firestore',
  'firebase-admin/auth',
];

function timeLoad(specifiers) {
  const code = `const t = performance.now(); for (const s of ${JSON.stringify(specifiers)}) require(s);
process.stdout.write(String(performance.now() - t));`;
  const run = spawnSync(process.execPath, ['-e', code], {
    cwd: functionsDir,
    encoding: 'utf8',
    env: { ...process.env, GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? 'demo-cold-start' },
  });
  if (run.status !== 0) throw new Error(`loading ${specifiers.join(', ')} failed:\n${run.stderr}`);
  return Number(run.stdout);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function coldStartRows() {
  if (!existsSync(bundle)) throw new Error(`No ${bundle}: run \`npm run build:functions\` first.`);
  const sdk = [];
  const app = [];
  for (let i = 0; i < RUNS; i += 1) {
    sdk.push(timeLoad(SDK_ENTRIES));
    app.push(timeLoad([bundle]));
  }
  const sdkMs = median(sdk);
  const appMs = median(app);
  const ratio = appMs / sdkMs;
  return [
    [
      `Functions cold start: lib/index.js vs bare SDK (median of ${RUNS})`,
      `${Math.round(appMs)} vs ${Math.round(sdkMs)} ms = ${ratio.toFixed(2)}x`,
      '<= 1.3x',
      ratio <= 1.3,
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = coldStartRows();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else printTable('Functions cold start', rows);
}
