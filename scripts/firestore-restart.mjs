// Restarts the running suite's Firestore emulator in place, for the drill of a database restart under an open page
// (tests/e2e/fault-drill-firestore-restart.spec.ts). firebase-tools cannot restart one emulator, so this does what
// a crash and a restart would: it exports the data (the emulator's own export endpoint), kills the Java process
// (SIGKILL: firebase-tools only logs a warning for an emulator ended by a signal), starts the same command line
// again seeded from the export, on the same port, and has the Functions emulator register its Firestore triggers
// with it (through the hub: triggers disabled and enabled again are loaded again). Linux only: the process
// is found through /proc, in this network namespace (each worktree's suite runs in its own). The new process is
// recorded in RESTARTED_PID_FILE; scripts/emulators.mjs stops it when the suite stops.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { root, PORTS, PROJECT_ID } from './emulator-env.mjs';

export const RESTARTED_PID_FILE = join(root, '.cache/firestore-restarted.pid');
const BASE = `http://127.0.0.1:${PORTS.firestore}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function argvOf(pid) {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(0, -1);
}

/** Whether `pid` is a live (not zombie) Firestore emulator of this suite's port. */
export function isFirestoreEmulator(pid) {
  try {
    if (/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) return false;
    const argv = argvOf(pid);
    const port = argv[argv.indexOf('--port') + 1];
    return argv.some((a) => a.includes('cloud-firestore-emulator')) && port === String(PORTS.firestore);
  } catch {
    return false;
  }
}

/** The pid of the Firestore emulator serving this network namespace's port. */
function findFirestore() {
  const ownNet = readlinkSync('/proc/self/ns/net');
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/ns/net`) !== ownNet) continue;
    } catch {
      continue;
    }
    if (isFirestoreEmulator(Number(entry))) return Number(entry);
  }
  throw new Error(`no Firestore emulator on port ${PORTS.firestore} in this network namespace`);
}

async function answers() {
  try {
    return (await fetch(`${BASE}/`)).ok;
  } catch {
    return false;
  }
}

async function waitFor(what, test, ms = 60_000) {
  const until = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > until) throw new Error(`Firestore restart: timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** Restarts the Firestore emulator with its data; resolves once the new one answers and the triggers reloaded. */
export async function restartFirestore() {
  const pid = findFirestore();
  const argv = argvOf(pid);
  const env = Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );
  const cwd = readlinkSync(`/proc/${pid}/cwd`);

  mkdirSync(join(root, '.cache'), { recursive: true });
  const dir = mkdtempSync(join(root, '.cache/firestore-restart-'));
  const exported = await fetch(`${BASE}/emulator/v1/projects/${PROJECT_ID}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${PROJECT_ID}/databases/(default)`,
      export_directory: dir,
      export_name: 'firestore_export',
    }),
  });
  if (!exported.ok) throw new Error(`Firestore export failed: HTTP ${exported.status}`);

  // SIGKILL, as a crash: Java answers SIGTERM by exiting with code 143, which firebase-tools takes for a failure
  // of the whole suite, while an emulator ended by a signal only gets a warning.
  process.kill(pid, 'SIGKILL');
  await waitFor('the old process to end', async () => !isFirestoreEmulator(pid) && !(await answers()));

  const args = argv.slice(1);
  const seeded = args.indexOf('--seed_from_export');
  if (seeded >= 0) args.splice(seeded, 2);
  args.push('--seed_from_export', join(dir, 'firestore_export/firestore_export.overall_export_metadata'));
  const log = openSync(join(root, '.cache/firestore-restarted.log'), 'a');
  const child = spawn(argv[0], args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
  child.unref();
  writeFileSync(RESTARTED_PID_FILE, `${child.pid}\n${dir}\n`);
  await waitFor('the new process to answer', answers);

  // The Functions emulator registers its Firestore triggers with the Firestore emulator when it loads them; it
  // loads disabled triggers again when they are enabled (the hub's endpoints, as scripts/emulator-triggers.ts).
  for (const action of ['disableBackgroundTriggers', 'enableBackgroundTriggers']) {
    const res = await fetch(`http://127.0.0.1:${PORTS.hub}/functions/${action}`, { method: 'PUT' });
    if (!res.ok) throw new Error(`Firestore restart: ${action} failed: HTTP ${res.status}`);
  }
  return { oldPid: pid, newPid: child.pid };
}

/** Stops a Firestore emulator this module started, and removes its seed (scripts/emulators.mjs, as a suite stops). */
export function stopRestartedFirestore() {
  if (!existsSync(RESTARTED_PID_FILE)) return;
  const [pid, dir] = readFileSync(RESTARTED_PID_FILE, 'utf8').split('\n');
  rmSync(RESTARTED_PID_FILE, { force: true });
  if (Number(pid) && isFirestoreEmulator(Number(pid))) process.kill(Number(pid), 'SIGTERM');
  if (dir?.startsWith(join(root, '.cache/firestore-restart-'))) rmSync(dir, { recursive: true, force: true });
}
