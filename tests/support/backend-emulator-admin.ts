// Admin SDK and REST access to the emulators for the callable suites: create users with claims and a verified
// phone, read what the functions wrote, and clear Auth and Firestore between tests.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/support/emulator-config';

process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${PORTS.auth}`;

const app: App =
  getApps().find((a) => a.name === 'backend-tests') ??
  initializeApp({ projectId: PROJECT_ID }, 'backend-tests');
export const adminAuth = getAuth(app);
export const adminDb = getFirestore(app);

/** Deletes every document and every Auth account of the demo project. */
export async function clearEmulators(): Promise<void> {
  const results = await Promise.all([
    fetch(
      `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    ),
    fetch(`http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }),
  ]);
  for (const r of results) if (!r.ok) throw new Error(`clearing the emulators failed: HTTP ${r.status}`);
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
}

let counter = 0;
/** Creates an Auth account (optionally with a verified phone number and custom claims). */
export async function createTestUser(
  options: {
    uid?: string;
    email?: string;
    phoneNumber?: string;
    claims?: Record<string, unknown>;
    emailVerified?: boolean;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `user${counter}-${Date.now()}@example.com`;
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
