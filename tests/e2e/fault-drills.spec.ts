// Fault drills (issue 30, item 2), each ending on the stored documents, not only the screen.
import { expect, test } from './support/test.fixtures';
import {
  adminFirestore,
  bookableDates,
  chooseUpToDate,
  collectionJson,
  newCustomer,
  openAppointmentPage,
  readDoc,
  openTimeModal,
  pickTime,
  signIn,
} from './support/booking.fixtures';
import { MESSAGES } from '../../src/domain/messages';

type Fields = Record<string, { stringValue?: string }>;

async function docsOf(collection: string, uid: string): Promise<Fields[]> {
  return (await collectionJson(collection))
    .map((json) => (JSON.parse(json) as { fields: Fields }).fields)
    .filter((f) => f.userId?.stringValue === uid);
}

test('the connection drops while Complete Booking is in flight: a clear message, then exactly one order', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const customer = await newCustomer('offline-confirm');
  await signIn(page, customer);
  await openAppointmentPage(page);
  await chooseUpToDate(page, 'free', 2);
  const check = await pickTime(page, await openTimeModal(page), '4:20 PM');
  await expect(check.getByText('Timeslot Available!')).toBeVisible();
  await check.getByRole('button', { name: 'Continue with Booking' }).click();

  // The call reaches the server, which commits; then the network drops and the answer never arrives.
  let dropped = false;
  await page.route('**/confirmBooking', async (route) => {
    if (route.request().method() !== 'POST' || dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(page.getByText(MESSAGES.session.bookingConnectionLost)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/appointment$/);
  expect(await docsOf('orders', customer.uid)).toHaveLength(1);

  // Back online, the customer presses Complete Booking again: the same request, answered with the same order.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 20_000 });
  const orders = await docsOf('orders', customer.uid);
  expect(orders).toHaveLength(1);
  expect(orders[0].status.stringValue).toBe('confirmed');
  expect(orders[0].appointmentDate.stringValue).toBe(bookableDates(new Date())[2]);
  expect(orders[0].appointmentTime.stringValue).toBe('4:20 PM');
  expect(await docsOf('activeBookings', customer.uid)).toHaveLength(0);
});

test('the functions process dies after the booking commits, before its answer: the automatic retry gets that order, exactly one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await newCustomer('killed-confirm');
  await signIn(page, customer);
  await openAppointmentPage(page);
  await chooseUpToDate(page, 'free', 2);
  const check = await pickTime(page, await openTimeModal(page), '1:10 PM');
  await expect(check.getByText('Timeslot Available!')).toBeVisible();
  await check.getByRole('button', { name: 'Continue with Booking' }).click();

  // Arms the emulator-only fault point (functions/src/data/orders/fault-drills.ts) for this customer: the next
  // confirmBooking commits, then its process is killed (SIGKILL) before it answers.
  const drill = `faultDrills/confirmBooking-afterCommit_${customer.uid}`;
  await adminFirestore().doc(drill).set({ armedBy: 'tests/e2e/fault-drills.spec.ts' });
  const calls: { requestId: string; answer: number | 'none' }[] = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith('/confirmBooking') || request.method() !== 'POST') return;
    const { data } = request.postDataJSON() as { data: { requestId: string } };
    calls.push({ requestId: data.requestId, answer: (await request.response())?.status() ?? 'none' });
  });
  page.on('requestfailed', (request) => {
    if (!request.url().endsWith('/confirmBooking') || request.method() !== 'POST') return;
    const { data } = request.postDataJSON() as { data: { requestId: string } };
    calls.push({ requestId: data.requestId, answer: 'none' });
  });

  // One press; the page retries by itself and lands on the confirmation.
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 45_000 });

  // The drill fired (its arming document is consumed), the first call got no answer, the retry sent the same key.
  expect(await readDoc(drill)).toBeNull();
  await expect.poll(() => calls.length).toBe(2);
  expect(calls[0].answer).not.toBe(200);
  expect(calls[1]).toEqual({ requestId: calls[0].requestId, answer: 200 });

  // The documents: one confirmed order, its idempotency record, no hold left.
  const orders = await docsOf('orders', customer.uid);
  expect(orders).toHaveLength(1);
  expect(orders[0].status.stringValue).toBe('confirmed');
  expect(orders[0].appointmentDate.stringValue).toBe(bookableDates(new Date())[2]);
  expect(orders[0].appointmentTime.stringValue).toBe('1:10 PM');
  const record = await readDoc(`bookingRequests/${customer.uid}_${calls[0].requestId}`);
  expect(record?.orderId).toEqual({ stringValue: orders[0].orderId.stringValue });
  expect(await docsOf('activeBookings', customer.uid)).toHaveLength(0);
});
