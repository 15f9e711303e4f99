import { type Page } from '@playwright/test';
import { expect, test } from './support/test.fixtures';
import { bookableDates } from '../../src/domain/calendar';
import { DOMAIN_TEXT } from '../../src/domain/messages';
import { buildQrPayload } from '../../src/domain/qr-payload';
import { bookableSlots } from '../../src/domain/slots';
import {
  ALICE,
  adminDb,
  createOrder,
  decodeQrImage,
  ensureAlice,
  newCustomer,
  orderCard,
  passGate,
  readOrderDoc,
  signInOnAuthPage,
} from './support/account.fixtures';
import { type Customer } from './support/account.fixtures';

const HOUR = 3_600_000;

async function openAppointments(page: Page, email: string) {
  await passGate(page);
  await page.goto('/account?tab=orders');
  await expect(page).toHaveURL(/\/auth$/);
  await signInOnAuthPage(page, email);
  await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Appointments' })).toBeVisible();
}

/** What the card's QR code shows: the server's stored text with its signed pass, or the payload of an older order. */
function qrOrderData(order: Record<string, unknown>) {
  if (typeof order.qrData === 'string') return JSON.parse(order.qrData) as unknown;
  return buildQrPayload(order as unknown as Parameters<typeof buildQrPayload>[0]);
}

test.describe('Appointments tab', () => {
  test('the demo customer sees open orders with QR codes that decode to the order', async ({ page }) => {
    const alice = await ensureAlice();
    const open = await adminDb
      .collection('orders')
      .where('userId', '==', alice.uid)
      .where('status', 'in', ['confirmed', 'trading'])
      .get();
    if (open.empty) await createOrder(alice, { serviceName: 'PREMIUM WASH', description: 'EXTRA CLEAN' });
    const orders = (
      await adminDb
        .collection('orders')
        .where('userId', '==', alice.uid)
        .where('status', 'in', ['confirmed', 'trading'])
        .get()
    ).docs.map((d) => ({ ...d.data(), orderId: (d.get('orderId') as string | undefined) ?? d.id }));

    await openAppointments(page, ALICE);
    await expect(page.getByRole('article')).toHaveCount(orders.length, { timeout: 20_000 });
    for (const order of orders) {
      const img = orderCard(page, order.orderId).getByRole('img', {
        name: `QR code for order ${order.orderId}`,
      });
      await expect(img).toBeVisible();
      await expect(img).toHaveAttribute('width', '200');
      const decoded = JSON.parse(await decodeQrImage(img));
      expect(decoded).toEqual(qrOrderData(order));
    }
  });

  test.describe('give up', () => {
    let customer: Customer;
    test.beforeEach(async () => {
      customer = await newCustomer('giveup');
    });

    test('within the limits it deletes the order; too close, traded or a third time it is refused', async ({
      page,
    }) => {
      const first = await createOrder(customer, { startsIn: 30 * HOUR, serviceName: 'BASIC WASH' });
      const second = await createOrder(customer, { startsIn: 50 * HOUR, serviceName: 'PREMIUM WASH' });
      const third = await createOrder(customer, { startsIn: 70 * HOUR });
      const soon = await createOrder(customer, { startsIn: 90 * 60_000, description: 'SOON' });
      const traded = await createOrder(customer, { startsIn: 40 * HOUR, status: 'trading' });
      await openAppointments(page, customer.email);
      await expect(page.getByRole('article')).toHaveCount(5, { timeout: 20_000 });

      // Outside the limits: less than 2 hours before the appointment.
      await orderCard(page, soon.orderId).getByRole('button', { name: 'Give Up' }).click();
      await expect(page.getByRole('alert').first()).toHaveText(DOMAIN_TEXT.giveUpTooClose);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      // A traded appointment.
      await orderCard(page, traded.orderId).getByRole('button', { name: 'Give Up' }).click();
      await expect(page.getByRole('alert').first()).toHaveText(
        'This appointment has been traded and cannot be given up',
      );

      // Within the limits, twice.
      for (const order of [first, second]) {
        await orderCard(page, order.orderId).getByRole('button', { name: 'Give Up' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Give Up Appointment' });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: 'Yes, Give Up' }).click();
        await expect(
          page.getByRole('status').filter({ hasText: 'Order deleted successfully' }),
        ).toBeVisible();
        await expect(orderCard(page, order.orderId)).toHaveCount(0);
        expect(await readOrderDoc(order.orderId)).toBeNull();
      }

      // A third give-up within 24 hours: refused by the browser's count...
      const limit =
        'You have reached the limit of 2 order deletions within 24 hours. Please wait before deleting another order.';
      await orderCard(page, third.orderId).getByRole('button', { name: 'Give Up' }).click();
      await expect(page.getByRole('alert').first()).toHaveText(limit);
      // ...and by the server when the browser forgot it.
      await page.evaluate(() => localStorage.removeItem('orderDeletionHistory'));
      await orderCard(page, third.orderId).getByRole('button', { name: 'Give Up' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Give Up' }).click();
      await expect(page.getByRole('alert').first()).toHaveText(limit);
      expect(await readOrderDoc(third.orderId)).not.toBeNull();
      expect(await readOrderDoc(soon.orderId)).not.toBeNull();
    });
  });

  test('rebook moves the appointment, tags it (Rebooked) and allows it once per session', async ({
    page,
  }) => {
    const customer = await newCustomer('rebook');
    const date = bookableDates(new Date()).at(-1)!;
    const [time, target] = bookableSlots({ date, type: 'free', now: new Date() });
    const order = await createOrder(customer, { slot: { appointmentDate: date, appointmentTime: time } });
    await openAppointments(page, customer.email);

    await orderCard(page, order.orderId).getByRole('button', { name: 'Rebook' }).click();
    const modal = page.getByRole('dialog', { name: 'Choose New Date & Time' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Confirm Rebook' }).click();
    await expect(modal.getByRole('alert')).toHaveText(DOMAIN_TEXT.rebookDateTimeRequired);
    await modal.getByLabel('Date').selectOption(date);
    await expect(modal.getByLabel('Time').locator('option', { hasText: target })).toHaveCount(1, {
      timeout: 20_000,
    });
    await expect(modal.getByLabel('Time').locator('option', { hasText: time })).toHaveCount(0);
    await modal.getByLabel('Time').selectOption(target);
    await modal.getByRole('button', { name: 'Confirm Rebook' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'Appointment rebooked successfully!' }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(modal).toHaveCount(0);
    const card = orderCard(page, order.orderId);
    await expect(card.getByText('(Rebooked)')).toBeVisible();
    await expect(card.getByText(target, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Rebook' })).toHaveCount(0);
    const stored = (await readOrderDoc(order.orderId))!;
    expect(stored).toMatchObject({ appointmentDate: date, appointmentTime: target, price: 0 });
    expect(stored.description).toContain('changed');
    // The QR code follows the order.
    const decoded = JSON.parse(await decodeQrImage(card.getByRole('img')));
    expect(decoded.orderData).toMatchObject({ appointmentTime: target, price: 0 });
  });

  test('offer for trade, then Cancel Trade', async ({ page }) => {
    const customer = await newCustomer('trade');
    const order = await createOrder(customer, { startsIn: 30 * HOUR });
    await openAppointments(page, customer.email);
    const card = orderCard(page, order.orderId);
    await card.getByRole('button', { name: 'Offer for Trade' }).click();
    // Issue 46: the offer is confirmed first.
    await page.getByRole('button', { name: 'Yes, Offer It' }).click();
    await expect(card.getByText('Offered for trade')).toBeVisible({ timeout: 20_000 });
    expect((await readOrderDoc(order.orderId))!.status).toBe('trading');
    await expect(card.getByRole('button', { name: 'Offer for Trade' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Cancel Trade' }).click();
    await expect(card.getByText('Confirmed', { exact: true })).toBeVisible({ timeout: 20_000 });
    expect((await readOrderDoc(order.orderId))!.status).toBe('confirmed');
  });

  test('Past Services lists the latest 10 completed or cancelled orders', async ({ page }) => {
    const customer = await newCustomer('past');
    for (let i = 0; i < 12; i += 1) {
      await createOrder(customer, {
        status: i % 2 ? 'completed' : 'cancelled',
        startsIn: -(i + 1) * 24 * HOUR,
        createdAgo: (i + 2) * 24 * HOUR,
      });
    }
    await createOrder(customer, { startsIn: 30 * HOUR });
    await passGate(page);
    await page.goto('/account?tab=services');
    await signInOnAuthPage(page, customer.email);
    await expect(page.getByRole('heading', { level: 2, name: 'Past Services' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('list', { name: 'Past services' }).getByRole('listitem')).toHaveCount(10);
  });
});
