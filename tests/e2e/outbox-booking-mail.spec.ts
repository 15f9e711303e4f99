// The local outbox (scripts/outbox, started beside every emulator tier): a customer books through the page and the
// outbox shows the confirmation e-mail, its body framed without scripts, its QR image (the order's pass) and its
// calendar file to download.
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import { expect, test } from './support/test.fixtures';
import { newCustomer, readDoc, signIn } from './support/booking.fixtures';
import { bookThroughPage } from './support/book-through-page.fixtures';

const OUTBOX = 'http://127.0.0.1:4530/';
const pngjs = createRequire(import.meta.url)('pngjs') as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
};
const decodeQr = (png: Buffer) => {
  const image = pngjs.PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
};

test('the outbox shows the booking confirmation with its QR image and calendar file', async ({ page }) => {
  const customer = await newCustomer('outbox');
  await signIn(page, customer);
  await bookThroughPage(page, { type: 'free', time: '3:50 PM', pkg: 'basic-wash', dateIndex: 2 });

  // The e-mail is rendered by a trigger after the booking commits: reload the outbox until it is there.
  const mail = page.getByRole('article').filter({ hasText: `To ${customer.email}` });
  await expect(async () => {
    await page.goto(OUTBOX);
    await expect(mail).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(mail.getByRole('heading', { level: 3, name: 'Booking confirmed' })).toBeVisible();

  // The body in a sandboxed frame, its inline QR image loaded from the outbox.
  const frame = mail.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  const framedQr = mail.frameLocator('iframe').locator('img[src*="/attachments/"]');
  await expect(framedQr).toHaveJSProperty('complete', true);
  expect(await framedQr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The QR image beside it is the order's pass.
  const qr = mail.getByRole('img', { name: /^qr-.*\.png \(attached image\)$/ });
  await expect(qr).toBeVisible();
  const png = await page.request.get(new URL((await qr.getAttribute('src'))!, OUTBOX).href);
  expect(png.headers()['content-type']).toBe('image/png');
  const orderId = /qr-(.+)\.png/.exec((await qr.getAttribute('alt'))!)![1]!;
  const order = (await readDoc(`orders/${orderId}`)) as { qrData: { stringValue: string } };
  expect(decodeQr(await png.body())).toBe(order.qrData.stringValue);

  // The calendar file downloads as an attachment.
  const link = mail.getByRole('link', { name: 'Download appointment.ics' });
  const ics = await page.request.get(new URL((await link.getAttribute('href'))!, OUTBOX).href);
  expect(ics.headers()['content-disposition']).toMatch(/^attachment; filename="appointment\.ics"$/);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');
  await expect(link).toHaveAttribute('download', 'appointment.ics');
});
