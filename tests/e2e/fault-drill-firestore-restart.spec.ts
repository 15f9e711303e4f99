// Fault drill (issue 30, item 2): the Firestore emulator restarts while a customer has the Select Time modal open.
// The restart is real (scripts/firestore-restart.mjs: export, SIGTERM, the same command line seeded from the
// export, triggers registered again), so the page's listen stream breaks and must come back by itself. After the
// restart another customer's hold appears in the open modal, the customer books through the same page, and the
// documents show the data survived, the booking landed once and the order triggers run again.
import { expect, test } from './support/test.fixtures';
import {
  bookableDates,
  callAs,
  chooseUpToDate,
  collectionJson,
  newCustomer,
  openAppointmentPage,
  readDoc,
  openTimeModal,
  pickTime,
  signIn,
} from './support/booking.fixtures';
import { restartFirestore } from '../../scripts/firestore-restart.mjs';

type Fields = Record<string, { stringValue?: string; mapValue?: { fields?: Record<string, unknown> } }>;

const docsOf = async (collection: string, uid: string) =>
  (await collectionJson(collection))
    .map((json) => (JSON.parse(json) as { fields: Fields }).fields)
    .filter((f) => f.userId?.stringValue === uid);

test('the Firestore emulator restarts under an open time modal: the page reconnects and shows live data again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const date = bookableDates(new Date())[2];
  const time = '2:40 PM';
  const customer = await newCustomer('restart-viewer');
  const other = await newCustomer('restart-other');
  await signIn(page, customer);
  await openAppointmentPage(page);
  await chooseUpToDate(page, 'free', 2);
  const modal = await openTimeModal(page);
  const slot = modal.getByRole('button', { name: new RegExp(`^${time.replace(' ', '\\s')},`) });
  await expect(slot).toHaveAccessibleName(/2 of 2 places left$/);

  const documentsBefore = (await collectionJson('orders')).length;
  await restartFirestore();
  // The data survived the restart.
  expect((await collectionJson('orders')).length).toBe(documentsBefore);
  expect(await readDoc(`users/${other.uid}`)).not.toBeNull();

  // Another customer holds a seat after the restart: the open modal shows it, live.
  await callAs(other, 'createHold', {
    appointmentDate: date,
    appointmentTime: time,
    appointmentType: 'free',
    location: 'Chaguanas Branch',
    pageLoadId: 'e2e-restart',
  });
  await expect(slot).toHaveAccessibleName(/1 of 2 places left$/, { timeout: 90_000 });

  // The same page books the last seat.
  const check = await pickTime(page, modal, time);
  await expect(check.getByText('Timeslot Available!')).toBeVisible();
  await check.getByRole('button', { name: 'Continue with Booking' }).click();
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 30_000 });

  // The documents: one confirmed order, the other customer's hold, and the order triggers ran on the new process.
  const orders = await docsOf('orders', customer.uid);
  expect(orders).toHaveLength(1);
  expect(orders[0].status.stringValue).toBe('confirmed');
  expect([orders[0].appointmentDate.stringValue, orders[0].appointmentTime.stringValue]).toEqual([
    date,
    time,
  ]);
  expect(await docsOf('activeBookings', customer.uid)).toHaveLength(0);
  const holds = await docsOf('activeBookings', other.uid);
  expect(holds.map((h) => h.appointmentTime.stringValue)).toEqual([time]);
  await expect
    .poll(
      async () => {
        const day = (await readDoc(`dashboardDayOrders/${date}`)) as Fields | null;
        return Object.keys(day?.orders?.mapValue?.fields ?? {}).includes(orders[0].orderId.stringValue!);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
});
