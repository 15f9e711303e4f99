// Helpers of the booking, payment and trade end-to-end suites: fresh customers with verified phones (so the free
// cadence of earlier runs never interferes), signing in on the app's /auth form, calling the real callables as a
// customer over the Functions emulator's HTTP protocol (the same POST the browser sends), owner REST reads of the
// Firestore emulator, and the booking page's steps by role and visible text. No production code imports this.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, type Locator, type Page } from '@playwright/test';
import { createVerifiedCustomer } from '../../../scripts/support/verified-customer';
import { appCheckHeader } from '../../support/app-check';
import { FUNCTIONS_REGION, HOST, PORTS, PROJECT_ID } from '../../../scripts/support/emulator-config';
import { DOCS, PASSWORD, VIEWPORTS, emulatorApp, passGate, signInOnAuthPage, uniqueEmail } from './emulators';

const app = emulatorApp('booking-e2e');

export { DOCS, GATE_CODE, PASSWORD } from './emulators';
export const PHONE = VIEWPORTS.phone;

export interface Customer {
  uid: string;
  email: string;
}

/** A new customer account with a verified phone and a contact number, created like the seed does. */
export async function newCustomer(label: string): Promise<Customer> {
  const email = uniqueEmail(label, 'booking.test');
  const contact = `+1868${1000000 + Math.floor(Math.random() * 8999999)}`;
  const admin = { auth: getAuth(app), db: getFirestore(app) };
  const uid = await createVerifiedCustomer(admin, {
    email,
    password: PASSWORD,
    name: `E2E ${label}`,
    contact,
  });
  return { uid, email };
}

/** Opens the site, passes the gate and signs in on the app's own /auth form; ends on /services. */
export async function signIn(page: Page, customer: Customer): Promise<void> {
  // Every test runs in a new browser context, which the app takes for another device of the customer. A booking page
  // the previous test left without its cleanup would hold this one off until it goes stale (up to a minute: the
  // cross-device rule), so the new device starts as the customer's only one.
  await getFirestore(app).doc(`userSessions/${customer.uid}`).delete();
  await passGate(page);
  await page.goto('/auth');
  await signInOnAuthPage(page, customer.email);
  await expect(page).toHaveURL(/\/services$/, { timeout: 20_000 });
}

/** From /services: BOOK NOW on a package, Appointment, and the appointment page is ready. */
export async function openAppointmentPage(page: Page, pkg = 'basic-wash'): Promise<void> {
  await page.goto(`/services?book=${pkg}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Appointment' }).click();
  await expect(page).toHaveURL(/\/appointment$/, { timeout: 20_000 });
  await expect(page.getByLabel('Select Location')).toBeVisible({ timeout: 20_000 });
}

/** Chooses location, type and the date at `dateIndex` of the three offered; returns the date's label. */
export async function chooseUpToDate(page: Page, type: 'free' | 'special', dateIndex = 1): Promise<string> {
  await page.getByLabel('Select Location').selectOption('Chaguanas Branch');
  const typeRadio = page.getByRole('radio', {
    name: type === 'free' ? /Free Appointment/ : /Special Appointment/,
  });
  await expect(typeRadio).toBeEnabled({ timeout: 20_000 });
  await typeRadio.check();
  const date = page.getByRole('group', { name: 'Select Date' }).getByRole('radio').nth(dateIndex);
  await date.check();
  return (await date.locator('xpath=..').innerText()).trim();
}

/** Opens the time modal and returns it once its lists are loaded. */
export async function openTimeModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Select Time' }).click();
  const modal = page.getByRole('dialog', { name: 'Select Time' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Loading...')).toHaveCount(0, { timeout: 20_000 });
  return modal;
}

/** Picks a time in the open modal and waits for the availability check's outcome dialog. */
export async function pickTime(page: Page, modal: Locator, time: string): Promise<Locator> {
  await modal.getByRole('button', { name: new RegExp(`^${time.replace(' ', '\\s')},`) }).click();
  const check = page.getByRole('dialog', { name: 'Checking Availability' });
  await expect(check).toBeVisible();
  await expect(check.getByText('Verifying timeslot availability...')).toHaveCount(0, { timeout: 20_000 });
  return check;
}

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

/** A confirmed order for `customer` made through the real callables (createHold + confirmBooking). */
export async function bookThroughCallables(
  customer: Customer,
  slot: { date: string; time: string; type: 'free' | 'special' },
  serviceId = 'basic-wash',
): Promise<string> {
  const hold = await callAs<{ holdId: string }>(customer, 'createHold', {
    appointmentDate: slot.date,
    appointmentTime: slot.time,
    appointmentType: slot.type,
    location: 'Chaguanas Branch',
    pageLoadId: 'e2e',
  });
  const { orderId } = await callAs<{ orderId: string }>(customer, 'confirmBooking', {
    holdId: hold.holdId,
    requestId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    serviceId,
    appointmentType: slot.type,
  });
  return orderId;
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
export const adminFirestore = () => getFirestore(app);

/** The i-th of the three bookable dates (YYYY-MM-DD), computed like the app does. */
export { bookableDates } from '../../../src/domain/calendar';
