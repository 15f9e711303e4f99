// What the helper modules of every end-to-end suite (and the bench's browser steps) share: the Admin SDK app on the emulators, the demo gate code
// and password, the viewports, the profile document the seed writes, and passing the gate as a person does.
// Nothing here is imported by production code.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { Timestamp } from 'firebase-admin/firestore';
import { expect, type Page } from '@playwright/test';
import { HOST, PORTS, PROJECT_ID } from './emulator-config';

process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${PORTS.auth}`;

/** The Admin SDK app of that name on the emulators (one per suite's helpers, created once). */
export const emulatorApp = (name: string): App =>
  getApps().find((a) => a.name === name) ?? initializeApp({ projectId: PROJECT_ID }, name);

export const GATE_CODE = 'WASH2026';
export const PASSWORD = 'demo-pass-123';
export const VIEWPORTS = {
  phone: { width: 360, height: 640 },
  desktop: { width: 1280, height: 800 },
} as const;
export const DOCS = `http://${HOST}:${PORTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

let serial = 0;
/** An email address no earlier run or test has used. */
export function uniqueEmail(label: string, domain: string): string {
  serial += 1;
  return `e2e-${label}-${Date.now()}-${serial}@${domain}`;
}

/** The users/{uid} document the seed writes for a demo customer with a verified phone. */
export const demoProfile = (email: string, uid: string, contact: string) => ({
  email,
  name: email.split('@')[0],
  area: 'Chaguanas',
  contact,
  membershipNumber: uid.slice(0, 8).toUpperCase(),
  profileCompleted: true,
  phoneVerified: true,
  createdAt: Timestamp.now(),
});

/** Opens the site and enters the demo access code on the coming-soon gate. */
export async function passGate(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Access code').fill(GATE_CODE);
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** On /auth (Sign In mode): email, password, Sign In. */
export async function signInOnAuthPage(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
