// The project's own local services beside the emulators: the outbox page (scripts/outbox, 127.0.0.1:4530) and the
// scheduled-jobs runner (scripts/scheduler, control on 127.0.0.1:4531), which runs every `onSchedule` function of the
// built functions (functions/lib) on its own schedule against the emulators: the Pub/Sub emulator Cloud Functions'
// schedules need is not available here, so the Functions emulator ignores them.
//   tsx scripts/local-services.ts serve          both until Ctrl-C, the jobs running (scripts/start.mjs)
//   tsx scripts/local-services.ts exec CMD ARGS… both while CMD runs; exits with CMD's code (scripts/emulators.mjs
//                                                exec): the jobs wait for POST /__scheduler/start, so tests that
//                                                clear data and call handlers themselves are not disturbed
// Environment: LOCAL_SCHEDULER=on|off (serve: on, exec: off), LOCAL_SCHEDULE_SPEEDUP (1; 60 runs "every 5 minutes"
// every 5 s), FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:8080 and :9099), TWILIO_SIM_URL.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { startOutbox, OUTBOX_PORT, TWILIO_SIM_URL } from './outbox/server';
import { startSchedulerControl, SCHEDULER_PORT } from './scheduler/control';
import { scheduledJobs } from './scheduler/discover';
import { applyFunctionsEnv } from './scheduler/functions-env';
import { createRunner, parseSpeedup } from './scheduler/runner';
import { HOST, PORTS, PROJECT_ID } from './support/emulator-config';

const root = join(import.meta.dirname, '..');
const [mode, ...command] = process.argv.slice(2);
if (!['serve', 'exec'].includes(mode ?? '') || (mode === 'exec' && !command.length)) {
  console.error('usage: tsx scripts/local-services.ts serve | exec CMD [ARGS…]');
  process.exit(2);
}

applyFunctionsEnv(process.env, join(root, 'functions'), {
  project: PROJECT_ID,
  firestore: `${HOST}:${PORTS.firestore}`,
  auth: `${HOST}:${PORTS.auth}`,
});
const built = join(root, 'functions/lib/index.js');
if (!existsSync(built)) {
  console.error('[scheduler] functions/lib/index.js is missing: run `npm run build:functions` first');
  process.exit(1);
}
// The built functions, loaded as the Functions emulator loads them (CommonJS), for their scheduled handlers.
const functionsExports = createRequire(import.meta.url)(built) as Record<string, unknown>;
const runner = createRunner({ jobs: scheduledJobs(functionsExports) });
const speedup = parseSpeedup(process.env.LOCAL_SCHEDULE_SPEEDUP);
const servers: Server[] = [
  await startOutbox({
    projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID,
    twilioSimUrl: process.env.TWILIO_SIM_URL ?? TWILIO_SIM_URL,
  }),
  await startSchedulerControl(runner),
];
console.log(`[outbox] http://127.0.0.1:${OUTBOX_PORT}/`);
console.log(`[scheduler] control http://127.0.0.1:${SCHEDULER_PORT}/__scheduler`);
const schedulerOn = (process.env.LOCAL_SCHEDULER ?? (mode === 'serve' ? 'on' : 'off')) === 'on';
if (schedulerOn) runner.start(speedup);
else
  console.log(
    '[scheduler] waiting: POST /__scheduler/start?speedup=N runs the jobs (LOCAL_SCHEDULER=on at start)',
  );

function shutdown(code: number) {
  runner.stop();
  for (const server of servers) server.closeAllConnections();
  void Promise.all(servers.map((s) => new Promise((r) => s.close(r)))).then(() => process.exit(code));
}

if (mode === 'exec') {
  const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env: process.env });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => shutdown(code ?? (signal ? 1 : 0)));
} else {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(0));
}
