// Calls shared by the suites that pay through WiPay's hosted checkout against the local simulator
// (scripts/wipay-simulator, started by scripts/emulators.mjs): start a checkout, pick the tester's outcome on the
// simulator's page (its test control), hand the return to completeCheckout. `no_webhook` keeps the simulator's own
// webhook out of a test about the return page. Every suite that books a special appointment pays its fee here.
import type { CompleteCheckoutResponse, StartCheckoutResponse } from '../../src/contracts/payment-api';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin-sdk';
import { type Customer } from './clients.fixtures';
import { newRequestId } from './slots.fixtures';
import { hold } from './confirm.fixtures';

export const SIMULATOR = 'http://127.0.0.1:4510';
export const WEBHOOK = 'http://127.0.0.1:5001/demo-chaguanas-wash/us-central1/wipayWebhook';
export const WEBHOOK_SECRET = 'sandbox-webhook-secret';
export const RETURN_URL = 'http://127.0.0.1:4173/payment/return';
export const CARD = '4111111111111111';

export type Returned = Record<'status' | 'transaction_id' | 'order_id' | 'total' | 'hash', string>;

export const startDriveIn = (c: Customer, serviceId = 'basic-wash') =>
  c.client.call<StartCheckoutResponse>('startCheckout', {
    purpose: 'drive-in',
    serviceId,
    returnUrl: RETURN_URL,
  });

export const startTrade = (c: Customer, originalOrderId: string) =>
  c.client.call<StartCheckoutResponse>('startCheckout', {
    purpose: 'trade',
    originalOrderId,
    returnUrl: RETURN_URL,
  });

export interface SpecialBookingFields {
  holdId: string;
  requestId?: string;
  specialInstructions?: string;
  numberPlate?: string | null;
}

/** startCheckout for a special appointment's fee on the caller's hold. */
export const startSpecial = (c: Customer, booking: SpecialBookingFields, serviceId = 'basic-wash') =>
  c.client.call<StartCheckoutResponse>('startCheckout', {
    purpose: 'special',
    serviceId,
    returnUrl: RETURN_URL,
    booking: { requestId: newRequestId(), ...booking },
  });

export const transactionOf = async (checkoutId: string) =>
  String((await db.doc(`checkouts/${checkoutId}`).get()).get('transactionId'));

/** The tester's choice on WiPay's page; answers the query string the browser is sent back with. */
export async function settle(checkoutId: string, outcome: string, fault = 'no_webhook'): Promise<Returned> {
  const response = await fetch(`${SIMULATOR}/__sim/transactions/${await transactionOf(checkoutId)}/outcome`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome, fault, card_number: CARD }),
  });
  return ((await response.json()) as { params: Returned }).params;
}

/** The return page's call with what WiPay sent back (`checkoutId` may be changed by an attacker). */
export const complete = (c: Customer, r: Returned, checkoutId = r.order_id) =>
  c.client.call<CompleteCheckoutResponse>('completeCheckout', {
    checkoutId,
    transactionId: r.transaction_id,
    status: r.status,
    total: r.total,
    hash: r.hash,
  });

/**
 * A paid trade as the app does it: reserve the order (the take's refusals surface here, with the same reasons),
 * start the trade checkout, approve on WiPay's page, report the return. Answers as transferTradingOrder did.
 */
export async function payTrade(c: Customer, originalOrderId: string) {
  await c.client.call('reserveTradingOrder', { orderId: originalOrderId });
  const { checkoutId } = await startTrade(c, originalOrderId);
  const answer = await complete(c, await settle(checkoutId, 'approve'));
  if (answer.status !== 'paid') throw new Error(`trade checkout ${checkoutId}: ${answer.status}`);
  return { orderId: answer.orderId, status: 'confirmed' as const };
}

/**
 * Books a special appointment the way the app does now: hold (unless a holdId is given), pay the $30 fee on the
 * simulator, return. Answers the order id and the checkout's transaction id.
 */
export async function bookPaidSpecial(
  c: Customer,
  slot: SlotKey | { holdId: string },
  fields: Omit<SpecialBookingFields, 'holdId'> & { serviceId?: string } = {},
): Promise<{ orderId: string; checkoutId: string; transactionId: string }> {
  const holdId = 'holdId' in slot ? slot.holdId : (await hold(c, slot)).holdId;
  const { serviceId, ...booking } = fields;
  const { checkoutId } = await startSpecial(c, { holdId, ...booking }, serviceId);
  const paid = await settle(checkoutId, 'approve');
  const answer = await complete(c, paid);
  if (answer.status !== 'paid') throw new Error(`special checkout ${checkoutId}: ${answer.status}`);
  return { orderId: answer.orderId, checkoutId, transactionId: paid.transaction_id };
}
