// The booking pages' steps in a real browser, by role and visible text, and the customers who take them: shared by
// the end-to-end suite (tests/e2e) and the browser half of the booking benchmarks (scripts/bench/booking-browser.ts).
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, type Locator, type Page } from '@playwright/test';
import { createVerifiedCustomer } from './verified-customer';
import { PASSWORD, VIEWPORTS, emulatorApp, passGate, signInOnAuthPage, uniqueEmail } from './e2e-emulators';

/** The Admin SDK app of the booking suites (its own name, beside the functions' default one). */
export const adminApp = emulatorApp('booking-e2e');

export { DOCS, GATE_CODE, PASSWORD } from './e2e-emulators';
export const PHONE = VIEWPORTS.phone;

export interface Customer {
  uid: string;
  email: string;
}

/** A new customer account with a verified phone and a contact number, created like the seed does. */
export async function newCustomer(label: string): Promise<Customer> {
  const email = uniqueEmail(label, 'booking.test');
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
