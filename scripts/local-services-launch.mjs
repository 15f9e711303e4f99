// How scripts/start.mjs and scripts/emulators.mjs start the local services (scripts/local-services.ts: the outbox
// page on 127.0.0.1:4530 and the scheduled-jobs runner, control on 127.0.0.1:4531).
import { join } from 'node:path';
import { root } from './emulator-env.mjs';

export const OUTBOX_URL = 'http://127.0.0.1:4530/';
export const SCHEDULER_URL = 'http://127.0.0.1:4531/__scheduler';
const tsx = join(root, 'node_modules/.bin/tsx');
const main = join(root, 'scripts/local-services.ts');

/** argv of the services until Ctrl-C, the scheduled jobs running (npm start). */
export const localServicesServe = () => [tsx, main, 'serve'];

const shellQuote = (text) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The shell command `firebase emulators:exec` runs in place of `command`: `command` with the services beside it
 * (the scheduled jobs waiting for POST /__scheduler/start, unless LOCAL_SCHEDULER=on).
 */
export const withLocalServices = (command) =>
  [tsx, main, 'exec', 'bash', '-c', command].map(shellQuote).join(' ');
