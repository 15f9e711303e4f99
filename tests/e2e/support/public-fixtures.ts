// Helpers of the public-pages end-to-end suites (home, services, about, contact): passing the gate as a person
// does, making sure the demo customer exists when the seed has not created it, and owner REST reads of the
// Firestore emulator. Nothing here is imported by production code.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { expect, type Page } from '@playwright/test';
import { HOST, PORTS, PROJECT_ID } from '../../../scripts/support/emulator-config';

process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${PORTS.auth}`;

const app: App =
  getApps().find((a) => a.name === 'public-e2e') ?? initializeApp({ projectId: PROJECT_ID }, 'public-e2e');

export const DEMO_GATE_CODE = 'WASH2026';
export const DEMO_PASSWORD = 'demo-pass-123';
export const VERIFIED_CUSTOMER = 'alice@demo.test';
export const VIEWPORTS = {
  phone: { width: 360, height: 640 },
  desktop: { width: 1280, height: 800 },
} as const;

const DOCS = `http://${HOST}:${PORTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/** Opens the site and enters the demo access code on the coming-soon gate. */
export async function passGate(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Access code').fill(DEMO_GATE_CODE);
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/**
 * The uid of a customer with a verified phone. The seed normally creates the demo customers; when it has not
 * run, the account and its users/{uid} document are created here the same way.
 */
export async function ensureVerifiedCustomer(email: string = VERIFIED_CUSTOMER): Promise<string> {
  const auth = getAuth(app);
  const user =
    (await auth.getUserByEmail(email).catch(() => null)) ??
    (await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true }));
  const ref = getFirestore(app).collection('users').doc(user.uid);
  const snap = await ref.get();
  if (!snap.exists) {
    await ref.set({
      email,
      name: email.split('@')[0],
      area: 'Chaguanas',
      contact: '+18685550101',
      membershipNumber: user.uid.slice(0, 8).toUpperCase(),
      profileCompleted: true,
      phoneVerified: true,
      phoneVerifiedAt: Timestamp.now(),
      createdAt: Timestamp.now(),
    });
  } else {
    expect(snap.get('phoneVerified'), `${email} should have a verified phone in the demo data`).toBe(true);
  }
  return user.uid;
}

export interface RestDoc {
  name: string;
  fields: Record<string, { stringValue?: string; timestampValue?: string; nullValue?: null }>;
}

/** Every document of a collection, read over the emulator's REST API as the owner (rules bypassed). */
export async function readCollection(collection: string): Promise<RestDoc[]> {
  const res = await fetch(`${DOCS}/${collection}?pageSize=300`, {
    headers: { Authorization: 'Bearer owner' },
  });
  expect(res.ok, `GET ${collection} from the Firestore emulator`).toBe(true);
  return ((await res.json()) as { documents?: RestDoc[] }).documents ?? [];
}

/** One document by path, or null. */
export async function readDocument(path: string): Promise<RestDoc | null> {
  const res = await fetch(`${DOCS}/${path}`, { headers: { Authorization: 'Bearer owner' } });
  if (res.status === 404) return null;
  expect(res.ok, `GET ${path} from the Firestore emulator`).toBe(true);
  return (await res.json()) as RestDoc;
}

export const idOf = (doc: RestDoc): string => doc.name.split('/').pop() ?? '';
