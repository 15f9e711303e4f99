// The visit at the bay, end to end against the real server (issue 27): a bay attendant signs in on a phone-sized
// screen (360x740) and checks cars in through the real checkInOrder and completeOrder callables on the Functions
// emulator. The camera path is real too: Chromium's fake camera (tests/e2e/support/fake-camera.mocks.ts, a Y4M for
// --use-file-for-fake-video-capture) shows the customer's own signed `qrData`, read from Firestore with the Admin
// SDK, and the bay screen's scanner decodes it under the deployed CSP (each test says which decoder ran:
// BarcodeDetector or jsQR in the worker). The file is rewritten before each "Start camera": Chromium opens it again
// every time the camera starts. Then the customer's Past Services shows the wash completed, and every refusal shows
// its sentence: forged, replaced after a rebook (rebookOrder), another day, too early, already checked in.
//
// The server judges every check-in by its own clock (the emulators run on this machine's), so orders are written at
// times relative to the real now in business time. The arrival window never runs past closing time (7:00 PM): a
// check-in that must succeed cannot happen between 7:00 PM and midnight, whatever the browser's clock says, so the
// tests that need one are skipped in those hours (the refusals run at any hour; "too early" needs an hour left in
// the day).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { ARRIVAL_EARLY_MINUTES } from '../../src/contracts/bay-api';
import { CLOSING_MINUTES } from '../../src/domain/arrival';
import { businessClock } from '../../src/domain/bay';
import { formatDisplayDate, slotInstant } from '../../src/domain/calendar';
import { ADMIN_PATH, ensureAccount, idTokenOf, signInToPanel } from './support/admin.fixtures';
import {
  MINUTE,
  bayCustomer,
  bookAndRebook,
  businessMinutesNow,
  businessSlot,
  readOrderFields,
  storedQrData,
  tamperedSignature,
  tomorrow,
  writeSignedOrders,
} from './support/bay.fixtures';
import { passGate, signInOnAuthPage } from '../../scripts/support/e2e-emulators';
import { chromiumFakeCameraArgs, writeQrVideo } from './support/fake-camera.mocks';
import { expect, test } from './support/test.fixtures';

const ATTENDANT = 'bay-e2e@demo.test';
// Outside test-results/, which Playwright empties when a run starts. Shows a placeholder until a test writes a pass.
const camera = writeQrVideo('no pass yet', join(tmpdir(), `bay-fake-camera-${process.pid}.y4m`));

test.use({
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...chromiumFakeCameraArgs(camera)],
  },
});

const SENTENCES = {
  forged: 'This is not a valid pass: ask the customer to open the code in their account.',
  replaced:
    'This code was replaced by a newer one after a rebook or trade: ask the customer for the current code.',
};

/** Whether a check-in that must succeed can happen now: a window opened at now closes at min(now + 45, 7:00 PM). */
const insideOpeningHours = () => businessMinutesNow() < CLOSING_MINUTES - 2;

test.beforeAll(async () => {
  await ensureAccount(ATTENDANT, { bayAttendant: true });
  // Warms the sign-in blocking function, whose cold start can outlast the page's first sign-in.
  await idTokenOf(ATTENDANT);
});

const resultRegion = (page: Page) => page.getByRole('region', { name: 'Scan result' });

/** Which decoder the bay screen's scanner uses in this browser (the same test the scanner makes). */
async function decoderPath(page: Page): Promise<string> {
  const native = await page.evaluate(async () => {
    const detector = (globalThis as { BarcodeDetector?: { getSupportedFormats(): Promise<string[]> } })
      .BarcodeDetector;
    return detector ? (await detector.getSupportedFormats()).includes('qr_code') : false;
  });
  return native ? 'BarcodeDetector' : 'jsQR in the decoder worker';
}

/** Puts `qr` in front of the fake camera and taps Start camera; answers which decoder read it. */
async function scanWithCamera(page: Page, qr: string): Promise<string> {
  writeQrVideo(qr, camera);
  const region = resultRegion(page);
  const before = await region.innerText();
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.getByRole('button', { name: 'Start camera' }).click();
  // A new answer: the region changes from what the previous scan or entry left there.
  await expect
    .poll(
      async () => {
        const text = await region.innerText();
        return (
          text !== before && /Checked in|Already checked in|Refused/.test(text) && !/Checking/.test(text)
        );
      },
      { timeout: 20_000, message: 'the answer to the scanned code' },
    )
    .toBe(true);
  const path = await decoderPath(page);
  if (path !== 'BarcodeDetector') expect(workers.some((url) => /admin-bay-decoder/.test(url))).toBe(true);
  test.info().annotations.push({ type: 'camera decoder', description: path });
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible();
  return path;
}

async function typeCheckIn(page: Page, orderCode: string, plate: string): Promise<void> {
  await page.getByLabel('Order code').fill(orderCode);
  await page.getByLabel('Number plate').fill(plate.toLowerCase());
  await page.getByRole('button', { name: 'Check in' }).click();
}

async function expectRefusal(page: Page, sentence: string): Promise<void> {
  const result = resultRegion(page);
  await expect(result.getByText('Refused', { exact: true })).toBeVisible();
  await expect(result).toContainText(sentence);
}

test("an attendant scans a customer's real code with the camera, marks it washed, and the customer's Past Services shows it completed", async ({
  page,
  browser,
}) => {
  test.skip(!insideOpeningHours(), 'the server refuses every check-in after closing time (7:00 PM)');
  const keisha = await bayCustomer('Keisha');
  const slot = businessSlot(0);
  const [order] = await writeSignedOrders([{ customer: keisha, slot }]);
  const qr = await storedQrData(order.orderId);

  await signInToPanel(page, ATTENDANT);
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
  await expect(page.getByRole('tab')).toHaveText(['Bay']);
  const path = await scanWithCamera(page, qr);
  console.log(`[bay e2e] the camera path decoded the pass with ${path}`);

  const result = resultRegion(page);
  await expect(result.getByText('Checked in', { exact: true })).toBeVisible();
  for (const fact of ['Keisha', 'PREMIUM WASH', order.numberPlate!, slot.time, order.orderCode])
    await expect(result).toContainText(fact);
  await expect(result).not.toContainText('Rampersad');
  await expect(page.getByRole('heading', { name: 'Vehicle surcharge reminder' })).toBeVisible();
  expect(await readOrderFields(order.orderId)).toMatchObject({ status: 'confirmed' });
  expect((await readOrderFields(order.orderId)).checkedInAt).toBeTruthy();

  await page.getByRole('button', { name: 'Washed', exact: true }).first().click();
  await expect(result.getByText('Washed', { exact: true })).toBeVisible();
  await expect(result).toContainText('Washed: the order is completed.');
  expect(await readOrderFields(order.orderId)).toMatchObject({ status: 'completed' });

  // The customer, on their own phone.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const customerPage = await phone.newPage();
  await passGate(customerPage);
  await customerPage.goto('/account?tab=services');
  await signInOnAuthPage(customerPage, keisha.email);
  await expect(customerPage.getByRole('heading', { level: 2, name: 'Past Services' })).toBeVisible({
    timeout: 20_000,
  });
  // Past Services is a list of cards (issue 29), one per past order.
  const row = customerPage
    .getByRole('list', { name: 'Past services' })
    .getByRole('listitem')
    .filter({ hasText: 'PREMIUM WASH' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(formatDisplayDate(slot.date));
  await expect(row).toContainText(slot.time);
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await phone.close();
});

test('another order by order code and plate, then the same car again: already checked in', async ({
  page,
}) => {
  test.skip(!insideOpeningHours(), 'the server refuses every check-in after closing time (7:00 PM)');
  const marlon = await bayCustomer('Marlon');
  const [order] = await writeSignedOrders([{ customer: marlon, slot: businessSlot(0) }]);
  await signInToPanel(page, ATTENDANT);
  const result = resultRegion(page);

  await typeCheckIn(page, order.orderCode, order.numberPlate!);
  await expect(result.getByText('Checked in', { exact: true })).toBeVisible();
  for (const fact of ['Marlon', 'PREMIUM WASH', order.numberPlate!, order.appointmentTime])
    await expect(result).toContainText(fact);
  const checkedInAt = (await readOrderFields(order.orderId)).checkedInAt as { toDate(): Date };
  expect(checkedInAt).toBeTruthy();
  const clock = businessClock(checkedInAt.toDate());

  // The same car again, this time by its code: green, the sentence names the first check-in, nothing changes.
  await scanWithCamera(page, order.qrData);
  await expect(result.getByText('Already checked in', { exact: true })).toBeVisible();
  await expect(result).toContainText(`Already checked in at ${clock}.`);
  expect(((await readOrderFields(order.orderId)).checkedInAt as { toMillis(): number }).toMillis()).toBe(
    (checkedInAt as unknown as { toMillis(): number }).toMillis(),
  );
});

test('refusals with their sentences: a forged pass, a code replaced by a rebook, another day', async ({
  page,
}) => {
  const ravi = await bayCustomer('Ravi');
  const [today, later] = await writeSignedOrders([
    { customer: ravi, slot: businessSlot(0) },
    { customer: ravi, slot: { date: tomorrow(), time: '10:05 AM' } },
  ]);
  // Another customer books and rebooks (one free appointment every 3 days: Ravi has his).
  const rebooked = await bookAndRebook(await bayCustomer('Nadia'));
  await signInToPanel(page, ATTENDANT);

  await scanWithCamera(page, tamperedSignature(today.qrData));
  await expectRefusal(page, SENTENCES.forged);
  expect((await readOrderFields(today.orderId)).checkedInAt).toBeUndefined();

  await scanWithCamera(page, rebooked.oldQr);
  await expectRefusal(page, SENTENCES.replaced);
  expect(await readOrderFields(rebooked.orderId)).toMatchObject({ passVersion: 2, status: 'confirmed' });
  expect((await readOrderFields(rebooked.orderId)).checkedInAt).toBeUndefined();

  await scanWithCamera(page, later.qrData);
  await expectRefusal(page, `This appointment is on ${formatDisplayDate(later.appointmentDate)}, not today.`);
  expect((await readOrderFields(later.orderId)).checkedInAt).toBeUndefined();
});

test('too early: the sentence says when to come back', async ({ page }) => {
  test.skip(businessMinutesNow() >= 23 * 60, 'an appointment an hour from now would be tomorrow');
  const asha = await bayCustomer('Asha');
  const [order] = await writeSignedOrders([{ customer: asha, slot: businessSlot(60 * MINUTE) }]);
  await signInToPanel(page, ATTENDANT);
  await typeCheckIn(page, order.orderCode, order.numberPlate!);
  const opensAt = new Date(
    slotInstant(order.appointmentDate, order.appointmentTime).getTime() - ARRIVAL_EARLY_MINUTES * MINUTE,
  );
  const comeBack = businessClock(opensAt);
  await expectRefusal(page, `Too early: come back at ${comeBack}.`);
  expect((await readOrderFields(order.orderId)).checkedInAt).toBeUndefined();
});

test('the bay screen has no serious or critical axe violations, with an answer and the board shown', async ({
  page,
}) => {
  await signInToPanel(page, ATTENDANT);
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible({ timeout: 20_000 });
  await typeCheckIn(page, '1000', 'NOPLATE1');
  await expect(resultRegion(page).getByText('Refused', { exact: true })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
