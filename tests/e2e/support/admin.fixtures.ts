// Data helpers of the admin end-to-end suites: Admin SDK writes to the emulators (test-owned orders and block
// records, demo accounts when the seed has not created them), owner REST reads of what the app should show,
// and sign-in helpers. Nothing here is imported by production code.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { expect, type Page } from '@playwright/test';
import type { AnalyticsOrder, AnalyticsUser } from '../../../src/domain/analytics';
import { BAY_BOARD_COLLECTION } from '../../../src/contracts/bay-api';
import { slotInstant } from '../../../src/domain/calendar';
import { HOST, PORTS, PROJECT_ID } from '../../../scripts/support/emulator-config';
import { DOCS, PASSWORD, demoProfile, emulatorApp } from '../../../scripts/support/e2e-emulators';

const app = emulatorApp('admin-e2e');
export const adminAuth = getAuth(app);
export const adminDb = getFirestore(app);

export { PASSWORD as DEMO_PASSWORD } from '../../../scripts/support/e2e-emulators';
export const ADMIN_EMAIL = 'admin@demo.test';
export const VIEWER_EMAIL = 'viewer@demo.test';
export const CUSTOMER_EMAILS = ['alice@demo.test', 'bob@demo.test', 'carol@demo.test'] as const;
export const ADMIN_AUTH_PATH = '/adminpfy9665k01-auth';
export const ADMIN_PATH = '/adminpfy9665k01';

/** The account's uid; creates it (with claims and, for customers, a user document) when the seed did not. */
export async function ensureAccount(email: string, claims?: Record<string, boolean>): Promise<string> {
  const existing = await adminAuth.getUserByEmail(email).catch(() => null);
  const user = existing ?? (await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true }));
  if (claims && Object.keys(claims).some((k) => user.customClaims?.[k] !== claims[k])) {
    await adminAuth.setCustomUserClaims(user.uid, { ...user.customClaims, ...claims });
  }
  if (!claims) {
    const ref = adminDb.collection('users').doc(user.uid);
    if (!(await ref.get()).exists) {
      await ref.set(demoProfile(email, user.uid, '+18685550000'));
    }
  }
  return user.uid;
}

export async function ensureStaffAndCustomers(): Promise<{ carol: string; alice: string }> {
  await ensureAccount(ADMIN_EMAIL, { admin: true });
  await ensureAccount(VIEWER_EMAIL, { viewOnlyAdmin: true });
  const [alice] = await Promise.all(CUSTOMER_EMAILS.map((e) => ensureAccount(e)));
  const carol = await ensureAccount('carol@demo.test');
  return { carol, alice };
}

let seq = 0;
/** Writes test-owned orders (ids start with ORDER-E2E) on one appointment date. */
export async function createOrders(
  count: number,
  date: string,
  over: {
    status?: string;
    serviceName?: string;
    price?: number;
    userId?: string;
    tag?: string;
    /** A miss, as the no-show job records it (with status 'cancelled'). */
    noShow?: boolean;
  } = {},
): Promise<string[]> {
  const ids: string[] = [];
  const now = Timestamp.now();
  for (let start = 0; start < count; start += 400) {
    const batch = adminDb.batch();
    for (let i = start; i < Math.min(count, start + 400); i += 1) {
      seq += 1;
      const id = `ORDER-E2E${over.tag ?? ''}${Date.now()}${String(seq).padStart(6, '0')}`;
      const minutes = 7 * 60 + 10 + (i % 70) * 10;
      const time = `${((Math.floor(minutes / 60) + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')} ${minutes < 720 ? 'AM' : 'PM'}`;
      batch.set(adminDb.collection('orders').doc(id), {
        orderId: id,
        userId: over.userId ?? 'e2e-user',
        userEmail: 'e2e@demo.test',
        status: over.status ?? 'confirmed',
        serviceName: over.serviceName ?? 'BASIC WASH',
        serviceDescription: 'ON THE GO',
        description: 'ON THE GO',
        price: over.price ?? 45,
        createdAt: now,
        updatedAt: now,
        paymentMethod: 'credit_card',
        cardholderName: 'E2E',
        serviceType: 'appointment',
        location: 'Chaguanas Branch',
        appointmentDate: date,
        appointmentTime: time,
        appointmentDateTime: Timestamp.fromDate(slotInstant(date, time)),
        appointmentType: 'free',
        orderCode: String(1000 + (seq % 9000)),
        numberPlate: null,
        contact: '+18685550000',
        ...(over.noShow ? { noShow: true, noShowAt: now } : {}),
      });
      ids.push(id);
    }
    await batch.commit();
  }
  return ids;
}

export async function deleteOrders(ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 400) {
    const batch = adminDb.batch();
    for (const id of ids.slice(start, start + 400)) batch.delete(adminDb.collection('orders').doc(id));
    await batch.commit();
  }
}

/**
 * Waits until the order triggers have put every one of `ids` on its day's bay board and Dashboard summary
 * (`present`), or taken it off both. A batch of 160 orders on one date is 320 trigger runs contending for those two
 * documents: they keep both emulators busy for many seconds after the commit, long enough to slow a page's first
 * query past an expectation's timeout, so a suite that writes a large batch lets them finish first.
 */
export async function settledOnDay(date: string, ids: readonly string[], present: boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        const docs = await Promise.all([
          adminDb.doc(`${BAY_BOARD_COLLECTION}/${date}`).get(),
          adminDb.doc(`dashboardDayOrders/${date}`).get(),
        ]);
        const maps = [docs[0].get('entries'), docs[1].get('orders')].map(
          (m: unknown) => (m ?? {}) as Record<string, unknown>,
        );
        return maps.every((m) => ids.every((id) => id in m === present));
      },
      { timeout: 45_000, intervals: [250, 500, 1000], message: `order triggers settled on ${date}` },
    )
    .toBe(true);
}

type RestValue = {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  nullValue?: null;
  booleanValue?: boolean;
};
type RestDoc = { name: string; fields?: Record<string, RestValue> };

/** Every document of a collection, read through the emulator REST API as the owner (rules bypassed). */
export async function readCollection(name: string): Promise<RestDoc[]> {
  const docs: RestDoc[] = [];
  let token = '';
  do {
    const url = `${DOCS}/${name}?pageSize=300${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`;
    const res = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    expect(res.ok, `GET ${url}`).toBe(true);
    const body = (await res.json()) as { documents?: RestDoc[]; nextPageToken?: string };
    docs.push(...(body.documents ?? []));
    token = body.nextPageToken ?? '';
  } while (token);
  return docs;
}

const str = (v?: RestValue) => v?.stringValue ?? '';
const num = (v?: RestValue) =>
  v?.integerValue !== undefined ? Number(v.integerValue) : (v?.doubleValue ?? 0);

export interface SeenOrder extends AnalyticsOrder {
  id: string;
}

/** All orders as the domain aggregations take them. */
export async function readOrders(): Promise<SeenOrder[]> {
  return (await readCollection('orders')).map((d) => {
    const f = d.fields ?? {};
    return {
      id: d.name.split('/').pop() as string,
      userId: str(f.userId),
      status: str(f.status) as AnalyticsOrder['status'],
      appointmentDate: str(f.appointmentDate),
      appointmentTime: str(f.appointmentTime),
      serviceName: str(f.serviceName),
      location: str(f.location),
      price: num(f.price),
      createdAt: f.createdAt?.timestampValue ? new Date(f.createdAt.timestampValue) : undefined,
      serviceType: str(f.serviceType) === 'drive-in' ? 'drive-in' : 'appointment',
      noShow: f.noShow?.booleanValue === true,
      planId: f.planId?.stringValue ?? null,
    };
  });
}

export async function readUsers(): Promise<AnalyticsUser[]> {
  return (await readCollection('users')).map((d) => ({
    id: d.name.split('/').pop() as string,
    area: d.fields?.area?.stringValue ?? null,
  }));
}

/** GET one document as the owner; null when it does not exist. */
export async function readDoc(path: string): Promise<RestDoc | null> {
  const res = await fetch(`${DOCS}/${path}`, { headers: { Authorization: 'Bearer owner' } });
  if (res.status === 404) return null;
  expect(res.ok).toBe(true);
  return (await res.json()) as RestDoc;
}

/** An ID token from the Auth emulator, as the web SDK would hold it. */
export async function idTokenOf(email: string): Promise<string> {
  const res = await fetch(
    `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  expect(res.ok).toBe(true);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** Signs in on the admin sign-in page and waits for the panel. */
export async function signInToPanel(page: Page, email: string): Promise<void> {
  await page.goto(ADMIN_AUTH_PATH);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In to Admin Panel' }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
}

export const EMULATOR = { DOCS, HOST, PORTS, PROJECT_ID };
