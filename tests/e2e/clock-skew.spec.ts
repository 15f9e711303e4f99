// A customer whose phone clock is wrong books as everyone else does: the page learns the server's clock (the Date
// header of the site's own origin, lib/server-time) and offers the server's dates and the free and special slots
// the server's 30-minute lead time leaves, counts down on the server's clock, writes a session record the rules
// accept, and says once how far the phone's clock is off. The browser's clock is set by Playwright (page.clock);
// this process's clock is the emulators' (the server's).
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.fixtures';
import { bookableDates, collectionJson, newCustomer, openAppointmentPage } from './support/booking.fixtures';
import { openTimeModal, readDoc, signIn, type Customer } from './support/booking.fixtures';
import { bookThroughPage } from './support/book-through-page.fixtures';
import { formatDisplayDate } from '../../src/domain/calendar';
import { bookableSlots } from '../../src/domain/slots';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const CASES = [
  {
    clock: '5 days ahead',
    skewMs: 5 * DAY,
    notice: "Your phone's clock is 5 days ahead.",
    free: '5:10 PM',
    special: '5:00 PM',
  },
  {
    clock: '3 hours behind',
    skewMs: -3 * HOUR,
    notice: "Your phone's clock is 3 hours behind.",
    free: '5:20 PM',
    special: '5:30 PM',
  },
  {
    clock: '20 minutes behind',
    skewMs: -20 * MINUTE,
    notice: "Your phone's clock is 20 minutes behind.",
    free: '6:20 PM',
    special: '6:00 PM',
  },
  {
    clock: '7 minutes ahead',
    skewMs: 7 * MINUTE,
    notice: "Your phone's clock is 7 minutes ahead.",
    free: '5:50 PM',
    special: '6:30 PM',
  },
  { clock: 'right', skewMs: 0, notice: null, free: '6:10 PM', special: '6:00 PM' },
] as const;

const FOLLOWS = "Times shown here follow the car wash's clock.";
const CLOSED_TODAY = 'Closed for today: no time left to book';
// The last offered date: never today, so the lead time removes no slot the test books.
const BOOK_DATE_INDEX = 2;

const clockNotice = (page: Page) => page.getByRole('status').filter({ hasText: "Your phone's clock is" });

/** The offered dates as the page labels them. */
async function offeredDates(page: Page): Promise<string[]> {
  const radios = page.getByRole('group', { name: 'Select Date' }).getByRole('radio');
  await expect(radios).toHaveCount(3, { timeout: 20_000 });
  return Promise.all((await radios.all()).map(async (r) => (await r.locator('xpath=..').innerText()).trim()));
}

/** The times of the modal's 'Available times' list, in order. */
async function availableTimes(modal: Locator): Promise<string[]> {
  const labels = await modal
    .getByRole('region', { name: 'Available times' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.split(',')[0].replace(/\s/g, ' '));
}

/** The times of the modal's 'Occupied times' list (full or reserved), in order; none when it has no such list. */
async function occupiedTimes(modal: Locator): Promise<string[]> {
  const times = await modal
    .getByRole('list', { name: 'Occupied times' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent ?? ''));
  return times.map((time) => time.replace(/\s/g, ' '));
}

/**
 * Whether the modal offers exactly `want` (the server's bookable slots of the day): each of them available or
 * occupied, in order, and no other. A full slot is listed under 'Occupied times', not missing: the demo data fills
 * one free time on the first date after today, which is the first offered date on a Sunday or once a run passes
 * midnight.
 */
function offersExactly(want: string[], available: string[], occupied: string[]): boolean {
  const open = want.filter((time) => !occupied.includes(time));
  return occupied.every((time) => want.includes(time)) && JSON.stringify(open) === JSON.stringify(available);
}

/** Chooses the appointment type (the location is already chosen). */
async function chooseType(page: Page, type: 'free' | 'special'): Promise<void> {
  const radio = page.getByRole('radio', {
    name: type === 'free' ? /Free Appointment/ : /Special Appointment/,
  });
  await expect(radio).toBeEnabled({ timeout: 20_000 });
  await radio.check();
}

/**
 * Whether the page offers the first date closed, once that agrees with the server's clock: closed exactly when the
 * server's lead time leaves none of the date's slots of the type (read before and after, in case a minute turned).
 */
async function closedOnServerClock(radio: Locator, date: string, type: 'free' | 'special'): Promise<boolean> {
  let closed = false;
  await expect
    .poll(async () => {
      const before = bookableSlots({ date, type, now: new Date() }).length === 0;
      closed = await radio.isDisabled();
      const after = bookableSlots({ date, type, now: new Date() }).length === 0;
      return closed === before || closed === after;
    })
    .toBe(true);
  return closed;
}

async function ordersOf(uid: string) {
  return (await collectionJson('orders'))
    .map((json) => (JSON.parse(json) as { fields: Record<string, { stringValue?: string }> }).fields)
    .filter((f) => f.userId?.stringValue === uid);
}

for (const c of CASES) {
  test(`with the phone's clock ${c.clock}, a customer books a free and a special appointment on the server's clock`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.clock.install({ time: Date.now() + c.skewMs });
    const customer: Customer = await newCustomer(`clock-${c.skewMs}`);
    await signIn(page, customer);

    if (c.notice) {
      await expect(clockNotice(page)).toHaveText(
        new RegExp(`${c.notice}\\s*${FOLLOWS.replace(/[.']/g, '\\$&')}`),
        {
          timeout: 20_000,
        },
      );
      await expect(clockNotice(page)).toHaveCount(1);
    }

    // The server's three dates, not the phone's.
    await openAppointmentPage(page, 'basic-wash');
    await page.getByLabel('Select Location').selectOption('Chaguanas Branch');
    const dates = bookableDates(new Date());
    await expect.poll(() => offeredDates(page)).toEqual(dates.map(formatDisplayDate));

    // The first date's slots of each type as the server's lead time cuts them (read again if a minute turned
    // meanwhile). Once the server's clock leaves none of today's slots of the type, today is offered closed
    // (issue 46), whatever the phone's clock says: a phone behind the server would still see times left.
    const firstDate = page.getByRole('group', { name: 'Select Date' }).getByRole('radio').first();
    for (const type of ['free', 'special'] as const) {
      await chooseType(page, type);
      const closed = await closedOnServerClock(firstDate, dates[0], type);
      if (closed) {
        await expect(firstDate).toBeDisabled();
        await expect(firstDate).toHaveAccessibleDescription(CLOSED_TODAY);
        continue;
      }
      await firstDate.check();
      const modal = await openTimeModal(page);
      await expect
        .poll(async () => {
          const before = bookableSlots({ date: dates[0], type, now: new Date() });
          const [available, occupied] = [await availableTimes(modal), await occupiedTimes(modal)];
          const after = bookableSlots({ date: dates[0], type, now: new Date() });
          return [before, after].some((want) => offersExactly(want, available, occupied));
        })
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    }

    await bookThroughPage(page, {
      type: 'free',
      time: c.free,
      pkg: 'basic-wash',
      dateIndex: BOOK_DATE_INDEX,
    });
    await bookThroughPage(page, {
      type: 'special',
      time: c.special,
      pkg: 'premium-wash',
      dateIndex: BOOK_DATE_INDEX,
    });

    const orders = await ordersOf(customer.uid);
    expect(
      orders
        .map((o) => [
          o.appointmentType.stringValue,
          o.appointmentDate.stringValue,
          o.appointmentTime.stringValue,
        ])
        .sort(),
    ).toEqual(
      [
        ['free', dates[BOOK_DATE_INDEX], c.free],
        ['special', dates[BOOK_DATE_INDEX], c.special],
      ].sort(),
    );
    expect(orders.every((o) => o.status.stringValue === 'confirmed')).toBe(true);
    // The page left the booking session cleanly (the rules accepted its record on the server's clock).
    await expect.poll(() => readDoc(`userSessions/${customer.uid}`)).toBeNull();

    if (c.notice) await expect(clockNotice(page)).toHaveCount(1);
    else await expect(clockNotice(page)).toHaveCount(0);
  });
}
