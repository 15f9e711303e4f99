// Who calls the functions in the emulator tier: a client-SDK app (a visitor, or signed in) that calls the callables
// exactly as the browser does, Auth accounts made with the Admin SDK, and customers: an account, a users/{uid}
// profile with a verified +1868 phone, and a client signed in as them.
import '../../scripts/support/admin-emulator-env';
import { deleteApp, type FirebaseApp } from 'firebase/app';
import { adminAuth, db } from '../../functions/src/data/admin-sdk';
import { emulatorClient, type EmulatorClient } from '../../scripts/support/emulator-client';

export type TestClient = EmulatorClient;

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
let userCounter = 0;
// Phone numbers must be unique among Auth users: a random base per run, then a counter.
const phoneBase = 1_000_000 + Math.floor(Math.random() * 8_000_000);

/** A fresh client app, signed in when credentials are given; closed after the test (resetBetweenTests). */
export async function clientFor(credentials?: { email: string; password: string }): Promise<TestClient> {
  const client = await emulatorClient(credentials);
  apps.push(client.app);
  return client;
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
  /** Auth's emailVerified (default false: the app never asks for e-mail verification). */
  emailVerified?: boolean;
}

/** Creates a customer (or staff member with `claims`) and signs a client in as them. */
export async function createCustomer(options: CustomerOptions = {}): Promise<Customer> {
  userCounter += 1;
  const email = `booking-${userCounter}-${Date.now()}@example.test`;
  const password = 'secret-123';
  const contact = `+1868${String((phoneBase + userCounter) % 10_000_000).padStart(7, '0')}`;
  const user = await adminAuth.createUser({
    email,
    password,
    phoneNumber: contact,
    emailVerified: options.emailVerified ?? false,
  });
  if (options.claims) await adminAuth.setCustomUserClaims(user.uid, options.claims);
  if (options.profile !== false) await writeProfile(user.uid, email, contact, options);
  const client = options.signIn === false ? await clientFor() : await clientFor({ email, password });
  return { uid: user.uid, email, password, contact, client };
}

/** A staff member: an admin, or a view-only admin with `'viewOnly'`. */
export const createStaff = (role: 'admin' | 'viewOnly' = 'admin') =>
  createCustomer({ claims: role === 'admin' ? { admin: true } : { viewOnlyAdmin: true } });

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
