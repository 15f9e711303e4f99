// Points the Admin SDK (and the functions/src/data modules called directly, e.g. the cleanup) at the emulators, for the
// emulator test tier and the bench and seed scripts. Import first: the data modules initialise the default Admin app
// on load. It also hands them the emulators' pass signing key (functions/.secret.local).
import { HOST, PORTS, PROJECT_ID } from './emulator-config';
import { useLocalPassKey } from './local-pass-key';

process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${PORTS.auth}`;
process.env.GCLOUD_PROJECT ??= PROJECT_ID;
// Orders written here carry a pass signed with the emulators' key, as the functions sign them.
useLocalPassKey();

export {};
