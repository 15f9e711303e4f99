// The installed-app promise at the wash bay: after one visit online, the account page opens with the network cut
// and shows the open order's QR code from the last sync (the service worker serves the shell, Firestore's
// persistent cache the order), with the offline line. Chromium's own installability check (DevTools protocol
// Page.getInstallabilityErrors) stands in for Lighthouse's PWA category, which Lighthouse 12 dropped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { buildQrPayload } from '../../src/domain/qr-payload';
import { test, expect } from './support/test.fixtures';
import {
  createOrder,
  decodeQrImage,
  newCustomer,
  orderCard,
  passGate,
  signInOnAuthPage,
} from './support/account.fixtures';

// The rest of the suite runs with service workers blocked (playwright.config.ts); this spec is about them.
test.use({ serviceWorkers: 'allow' });

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, {
    timeout: 30_000,
  });
}

test.describe('offline account', () => {
  test('Chromium finds the app installable (manifest, icons, service worker): no installability errors', async ({
    baseURL,
  }) => {
    // Installability is never granted to incognito profiles, which is what Playwright's contexts are: this check
    // runs in a persistent profile of its own.
    const profile = mkdtempSync(join(tmpdir(), 'pwa-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await waitForServiceWorkerControl(page);
      const manifest = await (await page.request.get('/manifest.webmanifest')).json();
      expect(
        manifest.icons.map((i: { purpose: string; sizes: string }) => `${i.sizes} ${i.purpose}`),
      ).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('with the network cut after a first load, the account page shows the open order, its QR code and the offline line', async ({
    page,
    context,
  }) => {
    const customer = await newCustomer('offline');
    const order = await createOrder(customer);
    await passGate(page);
    await page.goto('/account?tab=orders');
    await expect(page).toHaveURL(/\/auth$/);
    await signInOnAuthPage(page, customer.email);
    await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 20_000 });
    const card = orderCard(page, order.orderId);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('img', { name: `QR code for order ${order.orderId}` })).toBeVisible();
    await waitForServiceWorkerControl(page);
    // Synced with the server: the line is empty and the sync time is recorded.
    await expect(page.getByText(/^Offline/)).toHaveCount(0);
    await expect
      .poll(() => page.evaluate((uid) => localStorage.getItem(`ordersSyncedAt:${uid}`), customer.uid))
      .not.toBeNull();

    await context.setOffline(true);
    await page.reload();
    const offlineCard = orderCard(page, order.orderId);
    await expect(offlineCard).toBeVisible({ timeout: 20_000 });
    const qr = offlineCard.getByRole('img', { name: `QR code for order ${order.orderId}` });
    expect(JSON.parse(await decodeQrImage(qr))).toEqual(
      buildQrPayload(order as unknown as Parameters<typeof buildQrPayload>[0]),
    );
    await expect(page.getByRole('status').filter({ hasText: /^Offline, last updated / })).toBeVisible();

    // Home and Services open offline too, from the precached shell.
    for (const [path, heading] of [
      ['/', /./],
      ['/services', /./],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await context.setOffline(false);
  });

  test('signing out removes the cached orders from this browser (a shared phone keeps nothing of the customer)', async ({
    page,
  }) => {
    const customer = await newCustomer('signout');
    const order = await createOrder(customer);
    await passGate(page);
    await page.goto('/account?tab=orders');
    await signInOnAuthPage(page, customer.email);
    await expect(orderCard(page, order.orderId)).toBeVisible({ timeout: 20_000 });
    const firestoreDatabases = () =>
      page.evaluate(async () =>
        (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('firestore/')),
      );
    expect((await firestoreDatabases()).length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect.poll(firestoreDatabases).toEqual([]);
  });
});
