// Helpers of the public-pages end-to-end suites (home, services, about, contact): passing the gate as a person
// does, making sure the demo customer exists when the seed has not created it, and owner REST reads of the
// Firestore emulator. Nothing here is imported by production code.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { expect } from '@playwright/test';
import { DOCS, PASSWORD, demoProfile, emulatorApp } from '../../../scripts/support/e2e-emulators';

const app = emulatorApp('public-e2e');

export {
  GATE_CODE as DEMO_GATE_CODE,
  PASSWORD as DEMO_PASSWORD,
  VIEWPORTS,
  passGate,
} from '../../../scripts/support/e2e-emulators';
export const VERIFIED_CUSTOMER = 'alice@demo.test';

/**
 * The uid of a customer with a verified phone. The seed normally creates the demo customers; when it has not
 * run, the account and its users/{uid} document are created here the same way.
 */
export async function ensureVerifiedCustomer(email: string = VERIFIED_CUSTOMER): Promise<string> {
  const auth = getAuth(app);
  const user =
    (await auth.getUserByEmail(email).catch(() => null)) ??
    (await auth.createUser({ email, password: PASSWORD, emailVerified: true }));
  const ref = getFirestore(app).collection('users').doc(user.uid);
  const snap = await ref.get();
  if (!snap.exists) {
    await ref.set({ ...demoProfile(email, user.uid, '+18685550101'), phoneVerifiedAt: Timestamp.now() });
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
