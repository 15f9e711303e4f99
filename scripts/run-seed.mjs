// `npm run seed`: re-seeds the demo data into an emulator suite that is already running (e.g. under npm start).
import { spawnSync } from 'node:child_process';
import { root, PROJECT_ID, PORTS } from './emulator-env.mjs';

const r = spawnSync('npx', ['tsx', 'scripts/seed.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
    GCLOUD_PROJECT: PROJECT_ID,
  },
});
process.exit(r.status ?? 1);
