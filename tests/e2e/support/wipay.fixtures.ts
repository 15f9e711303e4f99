// Paying on WiPay's hosted page in the end-to-end suites: here the local simulator (scripts/wipay-simulator) on
// 127.0.0.1:4510, which takes the card and sends the browser back to /payment/return. A special appointment's $30
// fee is paid this way when booking (README "Payments"), so every suite that books a special pays here, in the
// browser (payThroughWiPayPage, paySpecialFeeInBrowser) or over the callables (paySpecialFeeThroughCallables).
import { expect, type Page } from '@playwright/test';
import { callAs, readDoc, type Customer } from './booking.fixtures';

export const SIMULATOR = 'http://127.0.0.1:4510';
export const CARD_NUMBER = '4242 4242 4242 4242';
export const CVV = '123';
export const nextYearExpiry = () => `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;
export type WiPayOutcome = 'Approve' | 'Decline' | 'Abandon' | 'Expire';

/** On /payment: Process Payment, then the card on WiPay's page (the simulator's), then the tester's outcome. */
export async function payThroughWiPayPage(
  page: Page,
  {
    outcome = 'Approve',
    total,
    cardNumber = CARD_NUMBER,
  }: { outcome?: WiPayOutcome; total: string; cardNumber?: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Process Payment' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4510\/checkout\//, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: `Pay TTD ${total}` })).toBeVisible();
  await page.getByLabel('Card Number').fill(cardNumber);
  await page.getByLabel('Cardholder Name').fill('Special Payer');
  await page.getByLabel('Expiry MM/YY').fill(nextYearExpiry());
  await page.getByLabel('CVV').fill(CVV);
  await page.getByRole('button', { name: outcome }).click();
}

/**
 * After Complete Booking of a special appointment: the payment page shows the split (the $30.00 fee now, the wash at
 * the location); the fee is paid on WiPay's page and the browser lands on the booking confirmation.
 */
export async function paySpecialFeeInBrowser(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/payment$/, { timeout: 20_000 });
  await expect(page.getByText('Paid now: $30.00 special appointment fee.')).toBeVisible({ timeout: 20_000 });
  await payThroughWiPayPage(page, { total: '30.00' });
  await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 30_000 });
}

/**
 * A checkout over the callables, as the browser would run it: startCheckout with `request`, the simulator approves
 * the card (no webhook), and the customer's verified return (completeCheckout). Answers completeCheckout's answer.
 */
export async function checkoutThroughCallables(
  customer: Customer,
  request: Record<string, unknown>,
): Promise<{ status: string; orderId?: string; purpose?: string }> {
  const { checkoutId } = await callAs<{ checkoutId: string }>(customer, 'startCheckout', {
    ...request,
    returnUrl: 'http://127.0.0.1:4173/payment/return',
  });
  const checkout = await readDoc(`checkouts/${checkoutId}`);
  const transactionId = (checkout?.transactionId as { stringValue?: string } | undefined)?.stringValue;
  const settled = await fetch(`${SIMULATOR}/__sim/transactions/${transactionId}/outcome`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      outcome: 'approve',
      fault: 'no_webhook',
      card_number: CARD_NUMBER.replace(/\s/g, ''),
    }),
  });
  const { params } = (await settled.json()) as { params: Record<string, string> };
  const answer = await callAs<{ status: string; orderId?: string; purpose?: string }>(
    customer,
    'completeCheckout',
    {
      checkoutId,
      transactionId: params.transaction_id,
      status: params.status,
      total: params.total,
      hash: params.hash ?? '',
    },
  );
  expect(answer.status, `${String(request.purpose)} checkout ${checkoutId}`).toBe('paid');
  return answer;
}

/** The booking of a special over the callables: hold, the $30 fee paid on the simulator, the verified return. */
export async function paySpecialFeeThroughCallables(
  customer: Customer,
  booking: { holdId: string; requestId: string },
  serviceId = 'basic-wash',
): Promise<string> {
  const answer = await checkoutThroughCallables(customer, { purpose: 'special', serviceId, booking });
  return answer.orderId!;
}
