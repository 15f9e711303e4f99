// Helpers of the booking, payment and trade end-to-end suites: fresh customers with verified phones (so the free
// cadence of earlier runs never interferes), signing in on the app's /auth form, calling the real callables as a
// customer over the Functions emulator's HTTP protocol (the same POST the browser sends), owner REST reads of the
// Firestore emulator, and the booking page's steps by role and visible text (scripts/support/booking-page.ts, which the bench shares). No
// production code imports this.
import { getFirestore } from 'firebase-admin/firestore';
import { expect } from '@playwright/test';
import { appCheckHeader } from '../../../scripts/support/app-check';
import { FUNCTIONS_REGION, HOST, PORTS, PROJECT_ID } from '../../../scripts/support/emulator-config';
import { DOCS, PASSWORD, adminApp, type Customer } from '../../../scripts/support/booking-page';

export * from '../../../scripts/support/booking-page';

/** Calls a callable as a customer, like the browser's SDK does (POST {data}, bearer ID token). */
export async function callAs<T = unknown>(customer: Customer, name: string, data: unknown): Promise<T> {
  const token = await idToken(customer);
  const res = await fetch(`http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...appCheckHeader() },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as {
    result?: T;
    error?: { status: string; message: string; details?: unknown };
  };
  if (body.error) throw Object.assign(new Error(body.error.message), body.error);
  return body.result as T;
}

async function idToken(customer: Customer): Promise<string> {
  const res = await fetch(
    `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  expect(body.idToken, `sign-in of ${customer.email} on the Auth emulator`).toBeTruthy();
  return body.idToken!;
}

/** Every collection id at the root of the Firestore emulator (owner access, rules bypassed). */
export async function listCollectionIds(): Promise<string[]> {
  const res = await fetch(`${DOCS}:listCollectionIds`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ pageSize: 500 }),
  });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { collectionIds?: string[] }).collectionIds ?? [];
}

/** The raw JSON of every document of a collection (all pages). */
export async function collectionJson(collection: string): Promise<string[]> {
  const out: string[] = [];
  let pageToken = '';
  do {
    const res = await fetch(
      `${DOCS}/${collection}?pageSize=300${pageToken ? `&pageToken=${pageToken}` : ''}`,
      {
        headers: { Authorization: 'Bearer owner' },
      },
    );
    expect(res.ok, `list ${collection}`).toBe(true);
    const body = (await res.json()) as { documents?: unknown[]; nextPageToken?: string };
    for (const doc of body.documents ?? []) out.push(JSON.stringify(doc));
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return out;
}

/** A document's fields over owner REST, or null. */
export async function readDoc(path: string): Promise<Record<string, unknown> | null> {
  const res = await fetch(`${DOCS}/${path}`, { headers: { Authorization: 'Bearer owner' } });
  if (res.status === 404) return null;
  return ((await res.json()) as { fields: Record<string, unknown> }).fields;
}

/** The Admin SDK's Firestore on the emulator, for a test that must change the server's state mid-journey. */
export const adminFirestore = () => getFirestore(adminApp);

/** The i-th of the three bookable dates (YYYY-MM-DD), computed like the app does. */
export { bookableDates } from '../../../src/domain/calendar';
