// One entry for the emulator suite (Auth, Firestore, Functions) with the demo- project and no UI, plus the local
// WiPay simulator (scripts/wipay-simulator) the functions' payments talk to.
//   node scripts/emulators.mjs start            run until Ctrl-C
//   node scripts/emulators.mjs exec "<command>"  start, run the command against them, stop; exits with its code
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { emulatorEnv, root, PROJECT_ID, EMULATOR_LOCK, withWipaySimulator } from './emulator-env.mjs';
import { stopRestartedFirestore } from './firestore-restart.mjs';
import { withLocalServices } from './local-services-launch.mjs';

//   node scripts/emulators.mjs start|exec … --import <dir>   start from a backup (`npm run restore`, the restore drill)
const [mode, command] = process.argv.slice(2);
// Options after the mode (and the command) go to firebase-tools as they are, e.g. --import <dir>.
const extra = process.argv.slice(mode === 'exec' ? 4 : 3);
if (!['start', 'exec'].includes(mode) || (mode === 'exec' && !command)) {
  console.error('usage: node scripts/emulators.mjs start | exec "<command>"');
  process.exit(2);
}

const env = emulatorEnv();
const firebase = join(root, 'node_modules/.bin/firebase');
const args = [`emulators:${mode}`, '--only', 'auth,firestore,functions', '--project', PROJECT_ID, ...extra];
// exec: the command runs beside the outbox page and the scheduled-jobs runner (scripts/local-services.ts), whose
// jobs wait for a test's POST /__scheduler/start.
if (mode === 'exec') args.push(withLocalServices(command));
// One emulator suite at a time on this machine (fixed ports): a second run waits for the first. The functions
// build happens inside the lock too, so it never hot-reloads a suite another run is using; so does the simulator
// (a fixed port too), which runs for as long as the emulators do.
mkdirSync(join(root, '.cache'), { recursive: true });
const child = spawn(
  'flock',
  [
    EMULATOR_LOCK,
    ...withWipaySimulator([
      'bash',
      '-c',
      'npm run --silent build:functions && exec "$0" "$@"',
      firebase,
      ...args,
    ]),
  ],
  { cwd: root, stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// A Firestore emulator the restart drill started in place of firebase-tools' own (scripts/firestore-restart.mjs)
// is not firebase-tools' to stop: it goes with the suite.
child.on('exit', (code, signal) => {
  stopRestartedFirestore();
  process.exit(code ?? (signal ? 1 : 0));
});
