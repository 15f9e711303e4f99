// The VITE_ variables, validated once at start-up (rules in ./parse-env.ts). Development and emulator builds talk
// to the local emulators; a production build must name the real project, and `vite build` refuses it otherwise.
import { parseEnv, type RawEnv } from './parse-env';

export type { AppEnv, FirebaseWebConfig } from './parse-env';
export { DEMO_GATE_CODE, DEMO_PROJECT_ID } from './parse-env';

export const env = parseEnv(import.meta.env as unknown as RawEnv);
