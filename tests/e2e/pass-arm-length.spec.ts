import QRCode from 'qrcode';
import { passOfQrText } from '../../src/domain/qr-payload';
import { passGate, signInOnAuthPage } from '../../scripts/support/e2e-emulators';
import { bayCustomer, storedQrData, tomorrow, writeSignedOrders } from './support/bay.fixtures';
import { ARM_LENGTH, cameraFrame, decodeAsTheBay } from './support/camera-view';
import { expect, test } from './support/test.fixtures';

// Issue 46: does the pass on the account page scan at arm's length? A screenshot of the pass as the customer's phone
// shows it (360 px wide, 3 device pixels per CSS pixel) is placed on the bay camera's 1280x720 frame at a share of
// its width, tilted, blurred and with a screen's contrast (support/camera-view.ts), scaled down as the bay's scanner
// does, and read by the bay's own decoder (jsQR, as admin-bay-decoder.worker.ts calls it). Six views each: tilts of
// 2, 4 and 7 degrees, blur radii of 1 and 2 frame pixels.
//   Measured here, and written in the README ('The pass at arm's length'): the spec's JSON with the signed pass
// (about 550 characters, a version-18 code of 89 modules) is read in the mildest views at 36 % of the frame's width
// and in few at 25 %; the signed pass alone (about 170 characters, version 8, 49 modules), drawn by the same code
// at the same size in the same place, is read in every view at 25 % within a second. The second form is the README's
// proposal; until the spec changes the account page keeps the spec's JSON.
const VIEWS = [2, 4, 7].flatMap((tiltDegrees) => [1, 2].map((blurRadius) => ({ tiltDegrees, blurRadius })));

function readings(png: Buffer, widthShare: number, expected: string) {
  return VIEWS.map((v) => {
    const { text, ms } = decodeAsTheBay(cameraFrame(png, { ...ARM_LENGTH, ...v, widthShare }));
    return { ...v, read: text === expected, ms: Math.round(ms) };
  });
}

test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

test("the account page's pass, photographed at arm's length, through the bay's decoder", async ({ page }) => {
  test.setTimeout(180_000);
  const customer = await bayCustomer('Arm');
  const [order] = await writeSignedOrders([{ customer, slot: { date: tomorrow(), time: '10:00 AM' } }]);
  const qrData = await storedQrData(order!.orderId);

  await passGate(page);
  await page.goto('/account?tab=orders');
  await signInOnAuthPage(page, customer.email);
  const qr = page.getByRole('img', { name: `QR code for order ${order!.orderId}` });
  await expect(qr).toBeVisible({ timeout: 30_000 });
  await expect(qr).toHaveJSProperty('complete', true);
  const specShot = await qr.screenshot();

  const spec36 = readings(specShot, 0.36, qrData);
  const spec25 = readings(specShot, 0.25, qrData);
  console.log(`[pass] spec JSON (${qrData.length} chars) at 36 %: ${JSON.stringify(spec36)}`);
  console.log(`[pass] spec JSON at 25 %: ${JSON.stringify(spec25)}`);
  // The harness agrees with the camera the issue measured: the spec's JSON is read at 36 % in the mildest view (tilt 2,
  // blur 1), within a second; at 25 % it is not read in most views (the numbers go to the log and the annotation).
  expect(spec36[0]).toMatchObject({ read: true });
  expect(spec36[0]!.ms).toBeLessThan(1000);
  expect(spec25.filter((r) => r.read).length).toBeLessThan(VIEWS.length);

  // The README's proposal, drawn exactly as the QrCode component draws (error correction M, quiet zone 2, whole
  // device pixels per module at 200 CSS px) into the same image on the same page.
  const pass = passOfQrText(qrData)!;
  const modules = QRCode.create(pass, { errorCorrectionLevel: 'M' }).modules.size;
  const scale = Math.ceil((200 * 3) / (modules + 4));
  const src = await QRCode.toDataURL(pass, { errorCorrectionLevel: 'M', margin: 2, scale });
  await qr.evaluate((img: HTMLImageElement, url: string) => {
    img.src = url;
  }, src);
  await expect(qr).toHaveJSProperty('complete', true);
  const passShot = await qr.screenshot();
  const pass25 = readings(passShot, 0.25, pass);
  console.log(
    `[pass] signed pass alone (${pass.length} chars, ${modules} modules) at 25 %: ${JSON.stringify(pass25)}`,
  );
  expect(pass25.every((r) => r.read && r.ms < 1000)).toBe(true);
  test.info().annotations.push({
    type: 'measured',
    description: `spec JSON at 25 %: ${spec25.filter((r) => r.read).length}/6; pass alone at 25 %: ${pass25.filter((r) => r.read).length}/6`,
  });
});
