// A client-SDK app on the emulators that calls the callables exactly as the browser does (App Check attached), a
// visitor or signed in: for the emulator test tier and the bench.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { attachEmulatorAppCheck } from './app-check';
import { FUNCTIONS_REGION, HOST, PORTS, PROJECT_ID } from './emulator-config';

export interface EmulatorClient {
  app: FirebaseApp;
  auth: Auth;
  call<Res = unknown>(name: string, data?: unknown): Promise<Res>;
}

let appCounter = 0;

/** A fresh client app, signed in when credentials are given. Delete `app` when done. */
export async function emulatorClient(credentials?: {
  email: string;
  password: string;
}): Promise<EmulatorClient> {
  appCounter += 1;
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-key', authDomain: `${PROJECT_ID}.firebaseapp.com` },
    `emulator-client-${appCounter}`,
  );
  attachEmulatorAppCheck(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, HOST, PORTS.functions);
  if (credentials) await signInWithEmailAndPassword(auth, credentials.email, credentials.password);
  return {
    app,
    auth,
    call: async <Res>(name: string, data: unknown = {}) =>
      (await httpsCallable<unknown, Res>(functions, name, { timeout: 120_000 })(data)).data,
  };
}
