import { type Page } from '@playwright/test';
import { expect, test } from './support/test.fixtures';
import { formatDisplayDate } from '../../src/domain/calendar';
import { bookableDates, callAs, collectionJson } from './support/booking.fixtures';
import { bookThroughCallables } from './support/callable-bookings.fixtures';
import { newCustomer, readDoc, signIn, type Customer } from './support/booking.fixtures';

// A paid trade on WiPay's hosted page (the local simulator on 127.0.0.1:4510): the Trade Payment page's Process
// Payment opens WiPay's page for the order's own price; the return moves the order once (to /account), a decline
// says so and releases the reservation, an expiry is the trade timer's expiry, an abandoned page keeps the
// reservation until the session (plus the grace) ends. Each case takes its own special offer.
const CARD_NUMBER = '4000 0566 5566 5556';
const CVV = '7391';
const TRADE_NOT_COMPLETED =
  'Your payment was not completed and your card was not charged. The appointment was released: you can pick it again on Appointment Trade if it is still offered.';
const TRADE_SUCCESS = 'Trade completed successfully! The appointment is now yours.';
const date = () => bookableDates(new Date())[2];
const TIMES = { decline: '12:00 PM', abandon: '12:30 PM', expire: '1:00 PM', approve: '1:30 PM' } as const;
type Case = keyof typeof TIMES;

const offerButton = (page: Page, time: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: 'Special Appointment' })
    .getByRole('button', {
      name: new RegExp(`^Take this appointment: COMFORT WASH, ${formatDisplayDate(date())} at ${time}$`),
    });

/** Signs in, opens the trade list from the footer, takes the offer: the Trade Payment page. */
async function openTradePayment(page: Page, buyer: Customer, time: string): Promise<void> {
  await signIn(page, buyer);
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Appointment Trade' })
    .click();
  await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 20_000 });
  await offerButton(page, time).click();
  await expect(page.getByRole('heading', { name: 'Trade Payment' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Card Number')).toHaveCount(0);
}

/** Process Payment, then the card on WiPay's page, then the tester's outcome button. */
async function payOnWiPay(page: Page, outcome: 'Approve' | 'Decline' | 'Abandon' | 'Expire'): Promise<void> {
  await page.getByRole('button', { name: 'Process Payment' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4510\/checkout\//, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /^Pay TTD \d+\.00$/ })).toBeVisible();
  await page.getByLabel('Card Number').fill(CARD_NUMBER);
  await page.getByLabel('Cardholder Name').fill('Trade Payer');
  await page.getByLabel('Expiry MM/YY').fill('12/39');
  await page.getByLabel('CVV').fill(CVV);
  await page.getByRole('button', { name: outcome }).click();
}

type Fields = Record<string, Record<string, string>>;
const fieldsOf = (json: string) => (JSON.parse(json) as { fields: Fields }).fields;
const str = (fields: Fields, key: string) => fields[key]?.stringValue;

/** Documents of `collection` whose field `key` is `value`. */
async function docsWhere(collection: string, key: string, value: string): Promise<Fields[]> {
  return (await collectionJson(collection)).map(fieldsOf).filter((f) => str(f, key) === value);
}

async function expectStillTheSellers(orderId: string, seller: Customer): Promise<void> {
  const order = await readDoc(`orders/${orderId}`);
  expect((order!.userId as { stringValue: string }).stringValue).toBe(seller.uid);
  expect((order!.status as { stringValue: string }).stringValue).toBe('trading');
  // The seller's own payment (the special's fee) stays; no trade payment was recorded.
  const records = await docsWhere('paymentRecords', 'orderId', orderId);
  expect(records.filter((r) => r.purpose?.stringValue === 'trade')).toEqual([]);
}

test.describe.serial('a paid trade through WiPay', () => {
  test.describe.configure({ timeout: 120_000 });
  const orders = {} as Record<Case, string>;
  const sellerOf = {} as Record<Case, Customer>;

  test.beforeAll(async () => {
    // Two sellers: a customer may have three open appointments.
    const sellers = [await newCustomer('trade-seller'), await newCustomer('trade-seller')];
    for (const [i, which] of (Object.keys(TIMES) as Case[]).entries()) {
      const owner = sellers[i < 2 ? 0 : 1]!;
      sellerOf[which] = owner;
      orders[which] = await bookThroughCallables(
        owner,
        { date: date(), time: TIMES[which], type: 'special' },
        'comfort-wash',
      );
      await callAs(owner, 'offerOrderForTrade', { orderId: orders[which] });
    }
  });

  test('a declined payment moves nothing, says so, releases the reservation and leads back to the trade list', async ({
    page,
  }) => {
    const buyer = await newCustomer('trade-decline');
    await openTradePayment(page, buyer, TIMES.decline);
    await payOnWiPay(page, 'Decline');
    await expect(page).toHaveURL(/\/payment\/return\?/, { timeout: 20_000 });
    await expect(page.getByRole('alert').filter({ hasText: TRADE_NOT_COMPLETED })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('link', { name: 'Back to Appointment Trade' })).toBeVisible();
    await expectStillTheSellers(orders.decline, sellerOf.decline);
    expect(await docsWhere('activeBookings', 'orderId', orders.decline)).toEqual([]);
    const [checkout] = await docsWhere('checkouts', 'tradeOrderId', orders.decline);
    expect(str(checkout!, 'status')).toBe('failed');
  });

  test('an abandoned payment moves nothing and keeps the reservation until WiPay’s session (plus the grace) ends', async ({
    page,
  }) => {
    const buyer = await newCustomer('trade-abandon');
    await openTradePayment(page, buyer, TIMES.abandon);
    await payOnWiPay(page, 'Abandon');
    await expect(page.getByRole('heading', { name: 'Payment abandoned' })).toBeVisible();
    await expectStillTheSellers(orders.abandon, sellerOf.abandon);
    const [checkout] = await docsWhere('checkouts', 'tradeOrderId', orders.abandon);
    expect(str(checkout!, 'status')).toBe('pending');
    const [reservation] = await docsWhere('activeBookings', 'orderId', orders.abandon);
    expect(str(reservation!, 'userId')).toBe(buyer.uid);
    const sessionEnd = Date.parse(checkout!.expiresAt!.timestampValue!);
    // The special's own timer (300 s) is longer than the session (180 s) plus the grace (30 s): it stays.
    expect(Date.parse(reservation!.expiresAt!.timestampValue!)).toBeGreaterThanOrEqual(sessionEnd + 30_000);
    // Nobody else can reserve it meanwhile.
    const other = await newCustomer('trade-other');
    const refusal = await callAs(other, 'reserveTradingOrder', { orderId: orders.abandon }).catch(
      (e: { status?: string }) => e,
    );
    expect((refusal as { status?: string }).status).toBe('FAILED_PRECONDITION');
  });

  test('an expired session is the trade timer’s expiry: back to the trade list, nothing moved, the appointment released', async ({
    page,
  }) => {
    const buyer = await newCustomer('trade-expire');
    await openTradePayment(page, buyer, TIMES.expire);
    await payOnWiPay(page, 'Expire');
    await expect(page).toHaveURL(/\/appointment-swap$/, { timeout: 20_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'ran out' })).toBeVisible();
    await expectStillTheSellers(orders.expire, sellerOf.expire);
    expect(await docsWhere('activeBookings', 'orderId', orders.expire)).toEqual([]);
  });

  test('an approved payment moves exactly that order to the buyer, once, with one payment record', async ({
    page,
  }) => {
    const buyer = await newCustomer('trade-buyer');
    await openTradePayment(page, buyer, TIMES.approve);
    await expect(page.getByRole('timer')).toHaveText(/^[45]:\d\d$/);
    await payOnWiPay(page, 'Approve');
    await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: TRADE_SUCCESS })).toBeVisible();

    const order = await readDoc(`orders/${orders.approve}`);
    expect((order!.userId as { stringValue: string }).stringValue).toBe(buyer.uid);
    expect((order!.status as { stringValue: string }).stringValue).toBe('confirmed');
    expect((order!.tradedFrom as { stringValue: string }).stringValue).toBe(orders.approve);
    // The seller's special fee has its own record; the trade adds exactly one.
    const tradePayments = async () =>
      (await docsWhere('paymentRecords', 'orderId', orders.approve)).filter(
        (r) => r.purpose?.stringValue === 'trade',
      );
    const records = await tradePayments();
    expect(records).toHaveLength(1);
    expect(str(records[0]!, 'userId')).toBe(buyer.uid);
    expect(str(records[0]!, 'purpose')).toBe('trade');
    const [checkout] = await docsWhere('checkouts', 'tradeOrderId', orders.approve);
    expect(str(checkout!, 'status')).toBe('paid');
    // The webhook arrives too; still one record, one order moved.
    await expect
      .poll(async () => (await tradePayments()).length, {
        timeout: 5_000,
      })
      .toBe(1);
    expect(await docsWhere('activeBookings', 'orderId', orders.approve)).toEqual([]);
  });

  test('no card number or CVV is stored anywhere in Firestore', async () => {
    const digits = CARD_NUMBER.replace(/\s/g, '');
    for (const collection of ['orders', 'paymentRecords', 'checkouts', 'activeBookings', 'mail']) {
      for (const json of await collectionJson(collection)) {
        expect(json, `a document of ${collection}`).not.toContain(digits);
        expect(json, `a document of ${collection}`).not.toContain(CARD_NUMBER);
        expect(json, `a document of ${collection}`).not.toContain(`"stringValue":"${CVV}"`);
      }
    }
  });
});
