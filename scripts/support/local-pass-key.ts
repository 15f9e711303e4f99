// The emulators' pass signing key, for the scripts and tests that write orders with the Admin SDK (seed, tests'
// seeding, passes:sign against the emulators): read from functions/.secret.local, which scripts/emulator-env.mjs
// creates before any emulator starts. Never printed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCAL_SECRETS = join(import.meta.dirname, '../../functions/.secret.local');

/** The PASS_SIGNING_KEY line of functions/.secret.local, or null when there is none. */
export function readLocalPassKey(): string | null {
  if (!existsSync(LOCAL_SECRETS)) return null;
  const line = /^PASS_SIGNING_KEY=(\S+)\s*$/m.exec(readFileSync(LOCAL_SECRETS, 'utf8'));
  return line?.[1] ?? null;
}

/** Sets process.env.PASS_SIGNING_KEY from the local file unless the environment already names one. */
export function useLocalPassKey(): void {
  if (process.env.PASS_SIGNING_KEY) return;
  const key = readLocalPassKey();
  if (key) process.env.PASS_SIGNING_KEY = key;
}
