// The bay screen's camera path in a real browser (issue 27): a bay attendant signs in on a phone-sized screen, taps
// Start camera, and Chromium's fake camera (tests/e2e/support/fake-camera.ts) shows a QR code that the scanner must
// decode under the deployed CSP and Permissions-Policy. checkInOrder and completeOrder are answered by page.route
// here, so this spec checks the decode and the screen, not the server: the end-to-end visit with the real callables
// is tested once the server side of issue 27 is merged.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import type { BayResponse } from '../../src/contracts/bay-api';
import { ADMIN_PATH, ensureAccount, idTokenOf, signInToPanel } from './support/admin-fixtures';
import { chromiumFakeCameraArgs, writeQrVideo } from './support/fake-camera';
import { expect, test } from './support/test';

const ATTENDANT = 'bay-e2e@demo.test';
/** A pass as the customer's phone shows it: the spec's order JSON plus a compact JWS (not checked here). */
const PASS = JSON.stringify({
  type: 'order',
  orderData: {
    orderId: 'ORDER-E2E-BAY-1',
    userId: 'e2e-bay-customer',
    appointmentDate: '2026-11-25',
    appointmentTime: '10:00 AM',
    location: 'Chaguanas Branch',
    status: 'confirmed',
    appointmentType: 'free',
    serviceName: 'PREMIUM WASH',
    serviceDescription: 'Foam, wax and dry',
    description: 'Premium',
    price: 90,
    numberPlate: 'PDF1234',
  },
  pass: `eyJhbGciOiJFZERTQSJ9.eyJvIjoiT1JERVItRTJFLUJBWS0xIiwidiI6MX0.${'s'.repeat(86)}`,
});
// Outside test-results/, which Playwright empties when a run starts.
const camera = writeQrVideo(PASS, join(tmpdir(), `bay-fake-camera-${process.pid}.y4m`));

test.use({
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...chromiumFakeCameraArgs(camera)],
  },
});

const ORDER: BayResponse['order'] = {
  orderId: 'ORDER-E2E-BAY-1',
  orderCode: '4821',
  firstName: 'Alice',
  serviceName: 'PREMIUM WASH',
  serviceType: 'appointment',
  appointmentType: 'free',
  numberPlate: 'PDF1234',
  appointmentDate: '2026-11-25',
  appointmentTime: '10:00 AM',
  checkedInAt: null,
  completedAt: null,
};

type Answer = { result: BayResponse } | { error: { status: string; message: string; details: unknown } };

/** Answers the callable `name` as the Functions emulator would (CORS preflight included); returns what it was sent. */
async function answerCallable(page: Page, name: string, answer: Answer): Promise<unknown[]> {
  const sent: unknown[] = [];
  await page.route(`**/${name}`, async (route) => {
    const request: Request = route.request();
    const headers = {
      'access-control-allow-origin': (await request.headerValue('origin')) ?? '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': (await request.headerValue('access-control-request-headers')) ?? '*',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    sent.push((request.postDataJSON() as { data: unknown }).data);
    return route.fulfill({
      status: 'result' in answer ? 200 : 400,
      headers,
      contentType: 'application/json',
      body: JSON.stringify(answer),
    });
  });
  return sent;
}

test.beforeAll(async () => {
  await ensureAccount(ATTENDANT, { bayAttendant: true });
  // Warms the sign-in blocking function, whose cold start can outlast the page's first sign-in.
  await idTokenOf(ATTENDANT);
});

test('an attendant on a phone scans a pass with the camera, sees it in green and marks the car washed', async ({
  page,
}) => {
  const checkIns = await answerCallable(page, 'checkInOrder', {
    result: { outcome: 'checked-in', message: 'Checked in.', order: ORDER },
  });
  const completions = await answerCallable(page, 'completeOrder', {
    result: {
      outcome: 'completed',
      message: 'Washed.',
      order: { ...ORDER, completedAt: new Date().toISOString() },
    },
  });
  await signInToPanel(page, ATTENDANT);
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
  await expect(page.getByRole('tab')).toHaveText(['Bay']);
  await expect(page.getByLabel('Order code')).toBeVisible();

  await page.getByRole('button', { name: 'Start camera' }).click();
  const result = page.getByRole('region', { name: 'Scan result' });
  await expect(result.getByText('Checked in', { exact: true })).toBeVisible();
  expect(checkIns).toEqual([{ qr: PASS }]);
  for (const fact of ['Alice', 'PREMIUM WASH', 'PDF1234', '10:00 AM'])
    await expect(result).toContainText(fact);
  await expect(page.getByRole('heading', { name: 'Vehicle surcharge reminder' })).toBeVisible();

  await page.getByRole('button', { name: 'Washed', exact: true }).click();
  await expect(result.getByText('Washed', { exact: true })).toBeVisible();
  expect(completions).toEqual([{ orderId: 'ORDER-E2E-BAY-1' }]);
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible();
});

test('the typed entry sends the order code and plate, and a refusal shows its sentence in red', async ({
  page,
}) => {
  const sent = await answerCallable(page, 'checkInOrder', {
    error: {
      status: 'FAILED_PRECONDITION',
      message: 'Too early: come back at 10:20 AM.',
      details: { reason: 'too-early' },
    },
  });
  await signInToPanel(page, ATTENDANT);
  await page.getByLabel('Order code').fill('4821');
  await page.getByLabel('Number plate').fill('pdf 1234');
  await page.getByRole('button', { name: 'Check in' }).click();
  const result = page.getByRole('region', { name: 'Scan result' });
  await expect(result.getByText('Refused')).toBeVisible();
  await expect(result).toContainText('Too early: come back at 10:20 AM.');
  expect(sent).toEqual([{ orderCode: '4821', numberPlate: 'PDF1234' }]);
});
