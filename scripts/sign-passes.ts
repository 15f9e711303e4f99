// Signs the pass of every open order written before passes existed (or after the signing key was rotated), so the
// customer's code is accepted at the bay (functions/src/data/orders/sign-open-passes.ts):
//   npm run passes:sign                            the emulators' demo project (FIRESTORE_EMULATOR_HOST, default
//                                                  127.0.0.1:8080), with the local key of functions/.secret.local
//   PASS_SIGNING_KEY="$(gcloud secrets versions access latest --secret=PASS_SIGNING_KEY --project=PROJECT)" \
//   GOOGLE_CLOUD_PROJECT=PROJECT npm run passes:sign -- --live
//                                                  a real project, with application default credentials: once after
//                                                  the first deploy of the signed passes, and after a key rotation.
// Safe while the app runs and safe to repeat: each order is re-read in its own transaction; a valid pass is kept.
import { chooseAdminTarget } from './support/admin-target';
import { useLocalPassKey } from './support/local-pass-key';

const { live } = chooseAdminTarget('passes');
if (live && !process.env.PASS_SIGNING_KEY) {
  console.error(
    '[passes] --live needs PASS_SIGNING_KEY: the value of the Functions secret (see docs/bay.md)',
  );
  process.exit(2);
}
if (!live) useLocalPassKey();

// Loaded after the environment is set: the Admin SDK reads it on initialisation.
const { signOpenPasses } = await import('../functions/src/data/orders/sign-open-passes');
const started = Date.now();
const { orders, signed } = await signOpenPasses();
console.log(
  `[passes] ${process.env.GCLOUD_PROJECT}: ${orders} open orders read, ${signed} passes signed ` +
    `(${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exit(0);
