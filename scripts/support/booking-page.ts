// The booking pages' steps in a real browser, by role and visible text, and the customers who take them: shared by
// the end-to-end suite (tests/e2e) and the browser half of the booking benchmarks (scripts/bench/booking-browser.ts).
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, type Locator, type Page } from '@playwright/test';
import { createVerifiedCustomer } from './verified-customer';
import { HOST, PORTS, PROJECT_ID } from './emulator-config';

process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${PORTS.auth}`;

/** The Admin SDK app of the browser suites (its own name, beside the functions' default one). */
export const adminApp: App =
  getApps().find((a) => a.name === 'booking-e2e') ?? initializeApp({ projectId: PROJECT_ID }, 'booking-e2e');

export const GATE_CODE = 'WASH2026';
export const PASSWORD = 'demo-pass-123';
export const PHONE = { width: 360, height: 640 } as const;
export const DOCS = `http://${HOST}:${PORTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

export interface Customer {
  uid: string;
  email: string;
}

let serial = 0;

/** A new customer account with a verified phone and a contact number, created like the seed does. */
export async function newCustomer(label: string): Promise<Customer> {
  serial += 1;
  const email = `e2e-${label}-${Date.now()}-${serial}@booking.test`;
  const contact = `+1868${1000000 + Math.floor(Math.random() * 8999999)}`;
  const admin = { auth: getAuth(adminApp), db: getFirestore(adminApp) };
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
  await getFirestore(adminApp).doc(`userSessions/${customer.uid}`).delete();
  await page.goto('/');
  await page.getByLabel('Access code').fill(GATE_CODE);
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
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
