// App Check for the emulator clients of the tests and the bench, the same attestation the local build sends (src/lib/firebase.ts): every
// callable enforces App Check, and the Functions emulator refuses a call that carries no token.
import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { emulatorAppCheckToken } from '../../src/lib/emulator-app-check-token';

const TEST_APP_ID = 'demo-test-app';

/** Attaches App Check to a client app, as the browser app does before its first call. */
export function attachEmulatorAppCheck(app: FirebaseApp): void {
  initializeAppCheck(app, {
    provider: new CustomProvider({ getToken: async () => emulatorAppCheckToken(TEST_APP_ID, Date.now()) }),
    isTokenAutoRefreshEnabled: false,
  });
}

/** The header a raw HTTP call to a callable needs to pass App Check on the emulator. */
export function appCheckHeader(): { 'X-Firebase-AppCheck': string } {
  return { 'X-Firebase-AppCheck': emulatorAppCheckToken(TEST_APP_ID, Date.now()).token };
}
