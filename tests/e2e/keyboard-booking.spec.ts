// Accessibility beyond axe: a customer who uses only the keyboard (Tab, Shift+Tab, Enter, Space, arrow keys; no
// mouse, no fill()) books a free appointment end to end, and every modal on the way takes focus when it opens and
// gives it back to its opener when it closes.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.fixtures';
import { GATE_CODE, PASSWORD, bookableDates, collectionJson, newCustomer } from './support/booking.fixtures';

// The third offered date (never today, so the lead time removes no slot) and a time no other spec books.
const DATE_INDEX = 2;
const TIME = '2:20 PM';

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
  await expect(target).toBeVisible({ timeout: 20_000 });
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `keyboard focus reaches ${target}`).toBe(true);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Focus is inside the dialog (not on the page behind it). */
async function expectFocusInside(dialog: Locator): Promise<void> {
  await expect
    .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), {
      message: 'focus moved into the dialog',
    })
    .toBe(true);
}

test.describe('keyboard only', () => {
  test('books a free appointment end to end with Tab, Enter, Space and arrow keys', async ({ page }) => {
    const customer = await newCustomer('keyboard');

    // Gate and sign-in.
    await page.goto('/');
    await typeInto(page, page.getByLabel('Access code'), GATE_CODE);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.goto('/auth');
    await typeInto(page, page.getByLabel('Email', { exact: true }), customer.email);
    await typeInto(page, page.getByLabel('Password', { exact: true }), PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/, { timeout: 20_000 });

    // BOOK NOW on the basic wash: the service-type modal takes focus; Appointment with Enter.
    const bookNow = page
      .getByRole('article', { name: 'BASIC WASH' })
      .getByRole('button', { name: 'BOOK NOW' });
    await tabTo(page, bookNow);
    await page.keyboard.press('Enter');
    const serviceType = page.getByRole('dialog', { name: 'Choose Service Type' });
    await expectFocusInside(serviceType);
    await tabTo(page, serviceType.getByRole('button', { name: 'Appointment' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/appointment$/, { timeout: 20_000 });

    // Location with the arrow keys, the free type with Space, the date with the arrow keys.
    const location = page.getByLabel('Select Location');
    await tabTo(page, location);
    for (let i = 0; i < 5 && (await location.inputValue()) !== 'Chaguanas Branch'; i += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(location).toHaveValue('Chaguanas Branch');
    const free = page.getByRole('radio', { name: /Free Appointment/ });
    await expect(free).toBeEnabled({ timeout: 20_000 });
    await tabTo(page, free);
    await page.keyboard.press('Space');
    await expect(free).toBeChecked();
    // Tab lands on the first date open to booking: after the day's last bookable slot today is offered closed, a
    // disabled radio the keyboard skips; the arrow keys then move across the open ones.
    const dates = page.getByRole('group', { name: 'Select Date' }).getByRole('radio');
    await expect(dates).toHaveCount(3, { timeout: 20_000 });
    const firstOpen = await dates.evaluateAll((radios) =>
      radios.findIndex((r) => !(r as HTMLInputElement).disabled),
    );
    await tabTo(page, dates.nth(firstOpen));
    await page.keyboard.press('Space');
    for (let i = firstOpen; i < DATE_INDEX; i += 1) await page.keyboard.press('ArrowRight');
    await expect(dates.nth(DATE_INDEX)).toBeChecked();

    // The time modal: focus moves in; the time with Enter; the availability check's Continue with Enter.
    const selectTime = page.getByRole('button', { name: 'Select Time' });
    await tabTo(page, selectTime);
    await page.keyboard.press('Enter');
    const timeModal = page.getByRole('dialog', { name: 'Select Time' });
    await expectFocusInside(timeModal);
    await expect(timeModal.getByText('Loading...')).toHaveCount(0, { timeout: 20_000 });
    await tabTo(page, timeModal.getByRole('button', { name: new RegExp(`^${TIME.replace(' ', '\\s')},`) }));
    await page.keyboard.press('Enter');
    const check = page.getByRole('dialog', { name: 'Checking Availability' });
    await expect(check.getByText('Timeslot Available!')).toBeVisible({ timeout: 20_000 });
    await expectFocusInside(check);
    await tabTo(page, check.getByRole('button', { name: 'Continue with Booking' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('timer')).toBeVisible();

    // Complete Booking with Enter.
    await tabTo(page, page.getByRole('button', { name: 'Complete Booking' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 20_000 });

    const mine = (await collectionJson('orders'))
      .map((json) => (JSON.parse(json) as { fields: Record<string, { stringValue?: string }> }).fields)
      .filter((f) => f.userId?.stringValue === customer.uid);
    expect(mine).toHaveLength(1);
    expect(mine[0].status.stringValue).toBe('confirmed');
    expect(mine[0].appointmentType.stringValue).toBe('free');
    expect(mine[0].appointmentTime.stringValue).toBe(TIME);
    expect(mine[0].appointmentDate.stringValue).toBe(bookableDates(new Date())[DATE_INDEX]);
  });

  test('a modal takes focus on open and gives it back to its opener on Escape and on its close button', async ({
    page,
  }) => {
    await page.goto('/');
    await typeInto(page, page.getByLabel('Access code'), GATE_CODE);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.goto('/services');
    const bookNow = page
      .getByRole('article', { name: 'BASIC WASH' })
      .getByRole('button', { name: 'BOOK NOW' });
    const dialog = page.getByRole('dialog', { name: 'Choose Service Type' });

    await tabTo(page, bookNow);
    await page.keyboard.press('Enter');
    await expectFocusInside(dialog);
    // Tab stays inside while the dialog is open.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => isFocused(bookNow)).toBe(true);

    await page.keyboard.press('Space');
    await expectFocusInside(dialog);
    await tabTo(page, dialog.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => isFocused(bookNow)).toBe(true);
  });
});
