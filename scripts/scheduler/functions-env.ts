// The environment the Functions emulator gives the functions, for running their scheduled handlers in this process:
// the parameters firebase-tools loads on the emulators (functions/.env, .env.<project>, .env.local, in that order,
// later files winning), the secrets it reads from functions/.secret.local, FUNCTIONS_EMULATOR and the emulators'
// hosts. Values already in the environment (set by `firebase emulators:exec` or scripts/start.mjs) are kept.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

const PARAM_FILES = (project: string) => ['.env', `.env.${project}`, '.env.local', '.secret.local'];

/** The variables of the functions' dotenv files under `functionsDir`, as firebase-tools merges them. */
export function functionsDotenv(functionsDir: string, project: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const name of PARAM_FILES(project)) {
    const path = join(functionsDir, name);
    if (!existsSync(path)) continue;
    for (const [key, value] of Object.entries(parseEnv(readFileSync(path, 'utf8')))) {
      if (value !== undefined) merged[key] = value;
    }
  }
  return merged;
}

export interface EmulatorHosts {
  project: string;
  firestore: string;
  auth: string;
}

/** Fills `env` (process.env) for the functions' code: dotenv values first, then the emulator settings. */
export function applyFunctionsEnv(env: NodeJS.ProcessEnv, functionsDir: string, hosts: EmulatorHosts) {
  for (const [key, value] of Object.entries(functionsDotenv(functionsDir, hosts.project))) env[key] ??= value;
  env.FUNCTIONS_EMULATOR = 'true';
  env.GCLOUD_PROJECT ??= hosts.project;
  env.FIRESTORE_EMULATOR_HOST ??= hosts.firestore;
  env.FIREBASE_AUTH_EMULATOR_HOST ??= hosts.auth;
  env.FIREBASE_CONFIG ??= JSON.stringify({ projectId: env.GCLOUD_PROJECT });
}
