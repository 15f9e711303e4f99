import { type Page } from '@playwright/test';
import { expect, test } from './support/test.fixtures';
import { formatDisplayDate } from '../../src/domain/calendar';
import { bookableDates, callAs, collectionJson } from './support/booking.fixtures';
import { bookThroughCallables } from './support/callable-bookings.fixtures';
import { listCollectionIds, newCustomer, readDoc, signIn, type Customer } from './support/booking.fixtures';

// A card typed on WiPay's page (the local simulator) and an unusual CVV, searched for in every collection at the end.
const CARD_NUMBER = '4000 0566 5566 5556';
const CVV = '7391';
const date = () => bookableDates(new Date())[2];
/** The accessible name of an offer's button in the trade list. */
const takeButton = (service: string, time: string) =>
  new RegExp(`^Take this appointment: ${service}, ${formatDisplayDate(date())} at ${time}$`);
/**
 * The Take button of an offer, told apart by its appointment type too: other specs leave offers of their own on
 * the list (a free COMFORT WASH at the same hour, depending on the time of day the suite runs).
 */
const offerOf = (page: Page, service: string, time: string, type: 'Special' | 'Free') =>
  page
    .getByRole('listitem')
    .filter({ hasText: `${type} Appointment` })
    .getByRole('button', { name: takeButton(service, time) });

async function openTradeList(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Appointment Trade' })
    .click();
  await expect(page).toHaveURL(/\/appointment-swap$/);
  await expect(page.getByRole('heading', { name: 'Appointment Trade' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 20_000 });
}

/** Process Payment opens WiPay's page (the simulator's); the card is typed there and approved. */
async function payOnWiPay(page: Page): Promise<void> {
  await expect(page.getByLabel('Card Number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Process Payment' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4510\/checkout\//, { timeout: 20_000 });
  await page.getByLabel('Card Number').fill(CARD_NUMBER);
  await page.getByLabel('Cardholder Name').fill('Taker Person');
  await page.getByLabel('Expiry MM/YY').fill('12/39');
  await page.getByLabel('CVV').fill(CVV);
  await page.getByRole('button', { name: 'Approve' }).click();
}

test.describe.serial('trading an appointment between two customers', () => {
  test.describe.configure({ timeout: 90_000 });
  let owner: Customer;
  let specialOrder: string;
  let freeOrder: string;
  let reloadOrder: string;

  test.beforeAll(async () => {
    owner = await newCustomer('trade-owner');
    specialOrder = await bookThroughCallables(
      owner,
      { date: date(), time: '11:00 AM', type: 'special' },
      'comfort-wash',
    );
    freeOrder = await bookThroughCallables(owner, { date: date(), time: '11:10 AM', type: 'free' });
    await callAs(owner, 'offerOrderForTrade', { orderId: specialOrder });
    await callAs(owner, 'offerOrderForTrade', { orderId: freeOrder });
    reloadOrder = await bookThroughCallables(
      owner,
      { date: date(), time: '11:30 AM', type: 'special' },
      'basic-wash',
    );
    await callAs(owner, 'offerOrderForTrade', { orderId: reloadOrder });
  });

  test('the owner does not see their own offers, and the server refuses to trade them to them', async ({
    page,
  }) => {
    await signIn(page, owner);
    await openTradeList(page);
    await expect(offerOf(page, 'COMFORT WASH', '11:00 AM', 'Special')).toHaveCount(0);
    await expect(offerOf(page, 'BASIC WASH', '11:10 AM', 'Free')).toHaveCount(0);
    const refusal = await callAs(owner, 'reserveTradingOrder', { orderId: specialOrder }).catch(
      (e: Error) => e,
    );
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error & { status?: string }).status).toBe('PERMISSION_DENIED');
    expect((refusal as Error).message).toBe('You cannot trade your own order.');
  });

  test('an expired trade timer gives the appointment back and returns to the trade list', async ({
    page,
  }) => {
    await page.clock.install();
    const late = await newCustomer('trade-late');
    await signIn(page, late);
    await openTradeList(page);
    await offerOf(page, 'BASIC WASH', '11:10 AM', 'Free').click();
    await expect(page.getByRole('heading', { name: 'Trade Payment' })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText('Hurry! Less than 30 seconds left to complete this trade.')).toBeVisible();
    await page.clock.fastForward('00:31');
    await expect(page).toHaveURL(/\/appointment-swap$/, { timeout: 10_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'ran out' })).toBeVisible();
    const order = await readDoc(`orders/${freeOrder}`);
    expect((order!.userId as { stringValue: string }).stringValue).toBe(owner.uid);
  });

  test('reloading the trade payment page releases the appointment and returns to the trade list', async ({
    page,
  }) => {
    const reloader = await newCustomer('trade-reload');
    await signIn(page, reloader);
    await openTradeList(page);
    await offerOf(page, 'BASIC WASH', '11:30 AM', 'Special').click();
    await expect(page.getByRole('heading', { name: 'Trade Payment' })).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(page).toHaveURL(/\/appointment-swap$/, { timeout: 20_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'reloaded' })).toBeVisible();
    // The reservation is gone: another customer can reserve the offer at once.
    const next = await newCustomer('trade-next');
    await expect
      .poll(async () =>
        callAs(next, 'reserveTradingOrder', { orderId: reloadOrder }).then(
          () => 'reserved',
          (e: { status?: string }) => e.status,
        ),
      )
      .toBe('reserved');
  });

  test('another customer takes the special appointment over, paying on WiPay’s page', async ({ page }) => {
    const taker = await newCustomer('trade-taker');
    await signIn(page, taker);
    await openTradeList(page);
    await offerOf(page, 'COMFORT WASH', '11:00 AM', 'Special').click();
    await expect(page.getByRole('heading', { name: 'Trade Payment' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Trading Appointment')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^[45]:\d\d$/);
    await page.screenshot({ path: 'reports/screenshots/booking-payment-page.png', fullPage: true });
    await page.setViewportSize({ width: 360, height: 640 });
    await page.screenshot({ path: 'reports/screenshots/booking-payment-page-phone.png', fullPage: true });
    await payOnWiPay(page);
    await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
    const order = await readDoc(`orders/${specialOrder}`);
    expect((order!.userId as { stringValue: string }).stringValue).toBe(taker.uid);
    expect((order!.status as { stringValue: string }).stringValue).toBe('confirmed');
    // WiPay's return names no cardholder: the order carries the payer's e-mail.
    expect((order!.cardholderName as { stringValue: string }).stringValue).toBe(taker.email);
  });

  test('a taken order can no longer be traded: the section 8 message', async () => {
    const another = await newCustomer('trade-again');
    const refusal = await callAs(another, 'transferTradingOrder', {
      originalOrderId: specialOrder,
      paymentData: { cardholderName: 'Someone' },
    }).catch((e: Error & { status?: string }) => e);
    expect((refusal as { status?: string }).status).toBe('FAILED_PRECONDITION');
  });

  test('no card number or CVV is stored anywhere in Firestore', async () => {
    const digits = CARD_NUMBER.replace(/\s/g, '');
    const collections = await listCollectionIds();
    expect(collections).toContain('orders');
    for (const collection of collections) {
      for (const json of await collectionJson(collection)) {
        expect(json, `a document of ${collection}`).not.toContain(digits);
        expect(json, `a document of ${collection}`).not.toContain(CARD_NUMBER);
        expect(json, `a document of ${collection}`).not.toContain(`"stringValue":"${CVV}"`);
      }
    }
  });
});
