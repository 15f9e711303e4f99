// Client-SDK apps for the callable suites: a visitor, or a signed-in user, calling functions through the
// Functions emulator exactly as the browser does.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { attachEmulatorAppCheck } from './app-check';
import { FUNCTIONS_REGION, HOST, PORTS, PROJECT_ID } from '../../scripts/support/emulator-config';
import type { TestUser } from './backend-emulator-admin';

export interface TestClient {
  app: FirebaseApp;
  auth: Auth;
  call<Req, Res>(name: string, data: Req): Promise<Res>;
}

const apps: FirebaseApp[] = [];
let counter = 0;

/** A fresh client app; signed in as `user` when given. */
export async function clientFor(user?: TestUser): Promise<TestClient> {
  counter += 1;
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-key', authDomain: `${PROJECT_ID}.firebaseapp.com` },
    `backend-client-${counter}`,
  );
  apps.push(app);
  attachEmulatorAppCheck(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, HOST, PORTS.functions);
  if (user) await signInWithEmailAndPassword(auth, user.email, user.password);
  return {
    app,
    auth,
    call: async <Req, Res>(name: string, data: Req) =>
      (await httpsCallable<Req, Res>(functions, name)(data)).data,
  };
}

/** Deletes every client app made by clientFor (call in afterEach/afterAll). */
export async function disposeClients(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}
