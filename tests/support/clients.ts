// Who calls the functions in the emulator tier: a client-SDK app (a visitor, or signed in) that calls the callables
// exactly as the browser does, Auth accounts made with the Admin SDK, and customers: an account, a users/{uid}
// profile with a verified +1868 phone, and a client signed in as them.
import '../../scripts/support/admin-emulator-env';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { adminAuth, db } from '../../functions/src/data/admin';
import { attachEmulatorAppCheck } from './app-check';
import { FUNCTIONS_REGION, HOST, PORTS, PROJECT_ID } from '../../scripts/support/emulator-config';

export interface TestClient {
  app: FirebaseApp;
  auth: Auth;
  call<Res = unknown>(name: string, data?: unknown): Promise<Res>;
}

/** An Auth account's sign-in credentials. */
export interface TestUser {
  uid: string;
  email: string;
  password: string;
}

export interface Customer {
  uid: string;
  email: string;
  password: string;
  contact: string;
  client: TestClient;
}

const apps: FirebaseApp[] = [];
let appCounter = 0;
let userCounter = 0;
// Phone numbers must be unique among Auth users: a random base per run, then a counter.
const phoneBase = 1_000_000 + Math.floor(Math.random() * 8_000_000);

/** A fresh client app, signed in when credentials are given. */
export async function clientFor(credentials?: { email: string; password: string }): Promise<TestClient> {
  appCounter += 1;
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-key', authDomain: `${PROJECT_ID}.firebaseapp.com` },
    `test-client-${appCounter}`,
  );
  apps.push(app);
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

export interface CustomerOptions {
  /** users/{uid}.phoneVerified (default true). */
  phoneVerified?: boolean;
  /** Write users/{uid} at all (default true). */
  profile?: boolean;
  /** Put the contact number on the profile (default true). */
  contact?: boolean;
  claims?: Record<string, unknown>;
  signIn?: boolean;
}

/** Creates a customer (or staff member with `claims`) and signs a client in as them. */
export async function createCustomer(options: CustomerOptions = {}): Promise<Customer> {
  userCounter += 1;
  const email = `booking-${userCounter}-${Date.now()}@example.test`;
  const password = 'secret-123';
  const contact = `+1868${String((phoneBase + userCounter) % 10_000_000).padStart(7, '0')}`;
  const user = await adminAuth.createUser({ email, password, phoneNumber: contact });
  if (options.claims) await adminAuth.setCustomUserClaims(user.uid, options.claims);
  if (options.profile !== false) await writeProfile(user.uid, email, contact, options);
  const client = options.signIn === false ? await clientFor() : await clientFor({ email, password });
  return { uid: user.uid, email, password, contact, client };
}

/** (Re)writes users/{uid} as the sign-up flow leaves it. */
export async function writeProfile(
  uid: string,
  email: string,
  contact: string,
  options: CustomerOptions = {},
) {
  const verified = options.phoneVerified !== false;
  await db.doc(`users/${uid}`).set({
    email,
    name: 'Test Customer',
    displayName: 'Test Customer',
    area: 'Chaguanas',
    ...(options.contact === false ? {} : { contact }),
    pendingContact: null,
    membershipNumber: uid.slice(0, 8).toUpperCase(),
    profileCompleted: true,
    phoneVerified: verified,
    phoneVerifiedAt: verified ? new Date() : null,
    createdAt: new Date(),
  });
}

/** Creates an Auth account (optionally with a phone number and custom claims) and no profile. */
export async function createTestUser(
  options: {
    uid?: string;
    email?: string;
    phoneNumber?: string;
    claims?: Record<string, unknown>;
    emailVerified?: boolean;
  } = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = options.email ?? `user${userCounter}-${Date.now()}@example.com`;
  const password = 'secret123';
  const user = await adminAuth.createUser({
    uid: options.uid,
    email,
    password,
    emailVerified: options.emailVerified ?? false,
    ...(options.phoneNumber ? { phoneNumber: options.phoneNumber } : {}),
  });
  if (options.claims) await adminAuth.setCustomUserClaims(user.uid, options.claims);
  return { uid: user.uid, email, password };
}

/** Deletes every client app (after each test: resetBetweenTests does it). */
export async function disposeClients(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}
