// Each way the server can refuse taking a trade offer shows the spec's own message for that reason, not one generic
// line: the taker loads the trade list, the offer changes on the server meanwhile, and Take this appointment says
// why it was refused.
import { type Page } from '@playwright/test';
import { addDaysToDate, businessDate, formatDisplayDate } from '../../src/domain/calendar';
import { ELIGIBILITY_TEXT, MESSAGES } from '../../src/domain/messages';
import { expect, test } from './support/test.fixtures';
import { adminFirestore, bookableDates, callAs } from './support/booking.fixtures';
import { bookThroughCallables } from './support/callable-bookings.fixtures';
import { newCustomer, signIn, type Customer } from './support/booking.fixtures';

test.describe.configure({ timeout: 240_000 });

const date = () => bookableDates(new Date())[2];
const takeButton = (time: string) =>
  new RegExp(`^Take this appointment: BASIC WASH, ${formatDisplayDate(date())} at ${time}$`);

/** A free order of a new owner at `time`, offered for trade. */
async function offer(time: string): Promise<{ owner: Customer; orderId: string }> {
  const owner = await newCustomer('refusal-owner');
  const orderId = await bookThroughCallables(owner, { date: date(), time, type: 'free' });
  await callAs(owner, 'offerOrderForTrade', { orderId });
  return { owner, orderId };
}

async function openTradeList(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Appointment Trade' })
    .click();
  await expect(page).toHaveURL(/\/appointment-swap$/);
  await expect(page.getByRole('heading', { name: 'Appointment Trade' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 20_000 });
}

/** Presses Take on the offer at `time` (on the list as the page last loaded it) and returns the refusal shown. */
async function takeAndReadRefusal(page: Page, time: string): Promise<string> {
  await page.getByRole('button', { name: takeButton(time) }).click();
  // A refusal reloads the list (it may have changed); the message stays above it.
  await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 20_000 });
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/appointment-swap$/);
  return (await alert.innerText()).trim();
}

test('each refusal of a trade shows its own message', async ({ page }) => {
  const times = ['8:10 AM', '8:20 AM', '8:40 AM', '8:50 AM', '9:10 AM', '9:20 AM'];
  const [own, reserved, gone, tooClose] = await Promise.all(times.map((t) => offer(t)));
  const taker = await newCustomer('refusal-taker');
  await signIn(page, taker);
  await openTradeList(page);
  for (const time of times) await expect(page.getByRole('button', { name: takeButton(time) })).toBeEnabled();
  const db = adminFirestore();
  const orders = db.collection('orders');

  // Own order: the offer became the taker's after the list loaded (then it goes back to its owner).
  await orders.doc(own.orderId).update({ userId: taker.uid });
  expect(await takeAndReadRefusal(page, times[0])).toBe(MESSAGES.tradePayment.ownOrder);
  await orders.doc(own.orderId).update({ userId: own.owner.uid });

  // Taken: another customer reserved it first.
  const rival = await newCustomer('refusal-rival');
  await callAs(rival, 'reserveTradingOrder', { orderId: reserved.orderId });
  expect(await takeAndReadRefusal(page, times[1])).toBe(MESSAGES.tradePayment.noLongerAvailable);
  await expect(page.getByRole('button', { name: takeButton(times[1]) })).toBeDisabled();

  // Taken and gone: the order no longer exists.
  await orders.doc(gone.orderId).delete();
  expect(await takeAndReadRefusal(page, times[2])).toBe(MESSAGES.tradePayment.notFound);

  // Too close: the appointment is now less than 2 hours ahead (in the past).
  await orders.doc(tooClose.orderId).update({ appointmentDate: addDaysToDate(businessDate(new Date()), -1) });
  expect(await takeAndReadRefusal(page, times[3])).toBe(MESSAGES.tradePayment.noLongerAvailable);

  // Blocked: the taker is blocked from free appointments.
  const blockUntil = new Date(Date.now() + 7 * 86_400_000);
  await db.doc(`freeAppointmentBlocks/${taker.uid}`).set({
    userId: taker.uid,
    blockUntil,
    type: 'free',
    reason: 'missed appointment',
    updatedAt: new Date(),
  });
  expect(await takeAndReadRefusal(page, times[4])).toBe(
    ELIGIBILITY_TEXT.blockedUntil(formatDisplayDate(businessDate(blockUntil))),
  );
  await db.doc(`freeAppointmentBlocks/${taker.uid}`).delete();

  // Over the limit: the taker already has 3 open appointments.
  const [, day1, day2] = bookableDates(new Date());
  await bookThroughCallables(taker, { date: day1, time: '10:00 AM', type: 'special' });
  await bookThroughCallables(taker, { date: day1, time: '10:30 AM', type: 'special' });
  await bookThroughCallables(taker, { date: day2, time: '11:00 AM', type: 'special' });
  expect(await takeAndReadRefusal(page, times[5])).toBe(MESSAGES.booking.maxOpen);
});
