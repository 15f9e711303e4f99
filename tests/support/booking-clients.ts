// Customers, staff and visitors for the booking suites: an Auth user (Admin SDK), a users/{uid} profile with a
// verified +1868 phone, and a client-SDK app signed in as them that calls the callables like the browser does.
import '../../scripts/support/admin-emulator-env';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { adminAuth, db } from '../../functions/src/data/admin';
import { attachEmulatorAppCheck } from './app-check';
import { FUNCTIONS_REGION, HOST, PORTS, PROJECT_ID } from '../../scripts/support/emulator-config';

export interface BookingClient {
  app: FirebaseApp;
  call<Res = unknown>(name: string, data?: unknown): Promise<Res>;
}

export interface Customer {
  uid: string;
  email: string;
  password: string;
  contact: string;
  client: BookingClient;
}

const apps: FirebaseApp[] = [];
let appCounter = 0;
let userCounter = 0;
// Phone numbers must be unique among Auth users: a random base per run, then a counter.
const phoneBase = 1_000_000 + Math.floor(Math.random() * 8_000_000);

/** A client app, signed in when credentials are given. */
export async function bookingClient(credentials?: {
  email: string;
  password: string;
}): Promise<BookingClient> {
  appCounter += 1;
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-key', authDomain: `${PROJECT_ID}.firebaseapp.com` },
    `booking-client-${appCounter}`,
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
  const client = options.signIn === false ? await bookingClient() : await bookingClient({ email, password });
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

/** Deletes every client app (afterEach / afterAll). */
export async function disposeBookingClients(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}
