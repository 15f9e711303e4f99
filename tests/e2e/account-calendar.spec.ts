import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.fixtures';
import { parseIcs } from '../support/parse-ics.fixtures';
import { createOrder, newCustomer, orderCard, passGate, signInOnAuthPage } from './support/account.fixtures';

test('Add to calendar downloads the open order’s .ics from a blob: URL, within the CSP', async ({ page }) => {
  const customer = await newCustomer('calendar');
  const order = await createOrder(customer, {
    slot: { appointmentDate: '2030-03-05', appointmentTime: '5:40 PM' },
  });

  await passGate(page);
  await page.goto('/account?tab=orders');
  await signInOnAuthPage(page, customer.email);
  await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 20_000 });
  const card = orderCard(page, order.orderId);
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;

  expect(download.url()).toMatch(/^blob:/);
  expect(download.suggestedFilename()).toBe(`car-wash-${order.orderId}.ics`);
  const ics = parseIcs(await readFile((await download.path())!, 'utf8'));
  expect(ics).toMatchObject({
    method: 'PUBLISH',
    uid: order.orderId,
    tzid: 'America/Port_of_Spain',
    startInPortOfSpain: '2030-03-05 17:40',
  });
  expect(ics.start.toISOString()).toBe('2030-03-05T21:40:00.000Z');
});
