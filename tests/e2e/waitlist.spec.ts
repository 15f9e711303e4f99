// The waitlist end to end (issue 44), in Chromium with real customers: B finds 10:10 full on Select Time and joins
// its waitlist; A gives their seat up; the server holds it for B and tells them (the mail outbox and the account's
// notice); C, at Select Time meanwhile, sees 10:10 still occupied; B opens the offer and books the held seat.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.fixtures';
import {
  adminFirestore,
  bookableDates,
  callAs,
  chooseUpToDate,
  newCustomer,
  openAppointmentPage,
  openTimeModal,
  signIn,
  type Customer,
} from './support/booking.fixtures';
import { bookThroughCallables } from './support/callable-bookings.fixtures';

const DATE_INDEX = 2;
const TIME = '10:10 AM';
const date = () => bookableDates(new Date())[DATE_INDEX]!;

async function selectTimeOf(page: Page) {
  await openAppointmentPage(page);
  await chooseUpToDate(page, 'free', DATE_INDEX);
  return openTimeModal(page);
}

/** B's entry once the server offered it a seat: its id and the offer's hold. */
async function offeredEntry(b: Customer): Promise<{ entryId: string; holdId: string }> {
  let found: { entryId: string; holdId: string } | null = null;
  await expect
    .poll(
      async () => {
        const snap = await adminFirestore().collection('waitlistEntries').where('userId', '==', b.uid).get();
        const offered = snap.docs.find((d) => d.get('status') === 'offered');
        found = offered ? { entryId: offered.id, holdId: String(offered.get('offer.holdId')) } : null;
        return found !== null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

test.describe.serial('the waitlist of a full time', () => {
  test.describe.configure({ timeout: 120_000 });

  test('B joins 10:10, A gives up, B is offered the seat, C sees it occupied, B books it', async ({
    page,
    browser,
  }) => {
    const [a, x, b, c] = await Promise.all(
      ['wait-a', 'wait-x', 'wait-b', 'wait-c'].map((label) => newCustomer(label)),
    );
    const aOrder = await bookThroughCallables(a, { date: date(), time: TIME, type: 'free' });
    await bookThroughCallables(x, { date: date(), time: TIME, type: 'free' });

    // B finds 10:10 full and joins its waitlist.
    await signIn(page, b);
    const modal = await selectTimeOf(page);
    await expect(modal.getByRole('list', { name: 'Occupied times' }).getByText(TIME)).toBeVisible();
    await modal.getByRole('button', { name: 'Join the waitlist' }).click();
    await modal.getByLabel('From').selectOption(TIME);
    await modal.getByLabel('To').selectOption(TIME);
    await modal.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(modal.getByRole('status')).toContainText(`You are on the waitlist for ${TIME}`);

    // A gives the seat up: the server holds it for B and tells them.
    await callAs(a, 'giveUpOrder', { orderId: aOrder });
    const { entryId, holdId } = await offeredEntry(b);
    const mail = (await adminFirestore().doc(`mail/waitlist-offer-${holdId}`).get()).data()!;
    expect(mail.to).toBe(b.email);
    expect(String(mail.message.text)).toContain(`/waitlist/offer/${entryId}`);

    // C, at Select Time meanwhile, finds 10:10 occupied (X's order and B's held seat).
    const cContext = await browser.newContext();
    const cPage = await cContext.newPage();
    await signIn(cPage, c);
    const cModal = await selectTimeOf(cPage);
    await expect(cModal.getByRole('list', { name: 'Occupied times' }).getByText(TIME)).toBeVisible();
    await expect(
      cModal.getByRole('button', { name: new RegExp(`^${TIME.replace(' ', '\\s')},`) }),
    ).toHaveCount(0);
    await cContext.close();

    // B sees the offer on the account page, opens it and books the held seat.
    await page.goto('/account?tab=orders');
    const waitlist = page.getByRole('region', { name: 'Waitlist' });
    await expect(waitlist.getByRole('status')).toContainText(`at ${TIME} opened up`, { timeout: 20_000 });
    await waitlist.getByRole('link', { name: 'Book this seat' }).click();
    await expect(page).toHaveURL(new RegExp(`/waitlist/offer/${entryId}$`));
    await page.getByRole('button', { name: /^Book BASIC WASH/ }).click();
    await expect(page).toHaveURL(/\/appointment$/, { timeout: 20_000 });
    await expect(page.getByRole('timer')).toHaveText(/^(10:00|9:[0-5]\d)$/, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 20_000 });

    const orders = await adminFirestore().collection('orders').where('userId', '==', b.uid).get();
    expect(
      orders.docs.map((d) => [d.get('appointmentDate'), d.get('appointmentTime'), d.get('status')]),
    ).toEqual([[date(), TIME, 'confirmed']]);
    await expect
      .poll(async () => (await adminFirestore().doc(`waitlistOffers/${holdId}`).get()).get('outcome'))
      .toBe('taken');
  });
});
