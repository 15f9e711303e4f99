// `npm start`: the whole app on this machine. Builds functions, starts the Auth, Firestore and Functions
// emulators (demo- project, no UI) with the local WiPay simulator, seeds the demo data, starts the outbox page and the
// scheduled-jobs runner (scripts/local-services.ts), starts the Vite dev server and prints what you need.
// Ctrl-C stops everything and waits until every child has exited.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnv, root, PROJECT_ID, PORTS, EMULATOR_LOCK, withWipaySimulator } from './emulator-env.mjs';
import { localServicesServe, OUTBOX_URL, SCHEDULER_URL } from './local-services-launch.mjs';

const t0 = Date.now();
const log = (msg) => console.log(`[start] ${msg}`);
if (!existsSync(join(root, 'node_modules/.bin/firebase'))) {
  console.error('[start] Dependencies are missing: run `npm install` first (see README, Quick start).');
  process.exit(1);
}

const env = emulatorEnv();
const build = spawnSync('npm', ['run', '--silent', 'build:functions'], { cwd: root, stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  const force = setTimeout(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')), 15_000);
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(
    () => {
      clearTimeout(force);
      process.exit(code);
    },
  );
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

mkdirSync(join(root, '.cache'), { recursive: true });
const emulators = spawn(
  'flock',
  [
    EMULATOR_LOCK,
    ...withWipaySimulator([
      join(root, 'node_modules/.bin/firebase'),
      'emulators:start',
      '--only',
      'auth,firestore,functions',
      '--project',
      PROJECT_ID,
    ]),
  ],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env },
);
children.push(emulators);
// The ports answer before every function is loaded; the suite prints "All emulators ready" when it is.
const ready = new Promise((resolve) => {
  emulators.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (String(chunk).includes('All emulators ready')) resolve();
  });
});
emulators.on('exit', (code) => {
  if (!stopping) {
    console.error(`[start] the emulators exited (code ${code})`);
    stopAll(code || 1);
  }
});

async function waitForPort(name, port, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`${name} emulator did not answer on port ${port}`);
}

try {
  log('waiting for the emulators (another emulator run on this machine makes this wait)...');
  await waitForPort('hub', PORTS.hub);
  await waitForPort('auth', PORTS.auth);
  await waitForPort('firestore', PORTS.firestore);
  await waitForPort('functions', PORTS.functions);
  await ready;
} catch (error) {
  console.error(`[start] ${error.message}`);
  stopAll(1);
}

const seedEnv = {
  ...env,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
  GCLOUD_PROJECT: PROJECT_ID,
};
if (!stopping && existsSync(join(root, 'scripts/seed.ts'))) {
  const seed = spawnSync('npx', ['tsx', 'scripts/seed.ts'], { cwd: root, stdio: 'inherit', env: seedEnv });
  if (seed.status !== 0) {
    console.error('[start] seeding the demo data failed');
    stopAll(1);
  }
}

// The outbox page and the scheduled jobs (scripts/local-services.ts): the Functions emulator ignores schedules.
if (!stopping) {
  const [command, ...args] = localServicesServe();
  const services = spawn(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: seedEnv });
  children.push(services);
  services.on('exit', (code) => !stopping && stopAll(code || 1));
}

if (!stopping) {
  const vite = spawn(
    join(root, 'node_modules/.bin/vite'),
    ['--host', '127.0.0.1', '--port', '5173', '--strictPort'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, VITE_USE_EMULATORS: 'true' },
    },
  );
  children.push(vite);
  vite.on('exit', (code) => !stopping && stopAll(code || 1));
  let announced = false;
  vite.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (announced || !String(chunk).includes('5173')) return;
    announced = true;
    const accounts = spawnSync('npx', ['tsx', 'scripts/print-demo-accounts.ts'], {
      cwd: root,
      encoding: 'utf8',
    });
    console.log(
      [
        '',
        '────────────────────────────────────────────────────────────',
        ` App:        http://127.0.0.1:5173/`,
        ` Gate code:  ${process.env.VITE_GATE_CODE || 'WASH2026'}`,
        ` Admin:      http://127.0.0.1:5173/adminpfy9665k01-auth`,
        ` Emulators:  auth 127.0.0.1:${PORTS.auth}, firestore 127.0.0.1:${PORTS.firestore}, functions 127.0.0.1:${PORTS.functions}`,
        ` Outbox:     ${OUTBOX_URL} (every e-mail, SMS and WhatsApp message sent here)`,
        ` Scheduler:  the scheduled functions run on their schedules, each run printed (${SCHEDULER_URL})`,
        ` WiPay sim:  http://127.0.0.1:${PORTS.wipay}/ (sandbox account 1234567890, hash key 123; its WAPI key is generated in functions/.secret.local)`,
        accounts.status === 0 ? accounts.stdout.trimEnd() : ' Demo logins: see README',
        ` Ready in ${((Date.now() - t0) / 1000).toFixed(1)} s. Press Ctrl-C to stop everything.`,
        '────────────────────────────────────────────────────────────',
      ].join('\n'),
    );
  });
}
