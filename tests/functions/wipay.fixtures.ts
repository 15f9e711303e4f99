// Paying on the local WiPay simulator (scripts/wipay-simulator) from the callable suites: start a checkout, pick the
// tester's outcome on the simulator's page (its test control), hand the return to completeCheckout. Used by the
// special-fee suites and by every suite that books a special appointment, which now pays its fee first.
import type { CompleteCheckoutResponse, StartCheckoutResponse } from '../../src/contracts/payment-api';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin';
import type { Customer } from '../support/clients';
import { newRequestId } from '../support/slots';
import { hold } from './confirm.fixtures';

export const SIMULATOR = 'http://127.0.0.1:4510';
export const RETURN_URL = 'http://127.0.0.1:4173/payment/return';
const CARD = '4111111111111111';

export type Returned = Record<'status' | 'transaction_id' | 'order_id' | 'total' | 'hash', string>;

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

const transactionOf = async (checkoutId: string) =>
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

/** completeCheckout with what the return carried. */
export const complete = (c: Customer, r: Returned, checkoutId = r.order_id) =>
  c.client.call<CompleteCheckoutResponse>('completeCheckout', {
    checkoutId,
    transactionId: r.transaction_id,
    status: r.status,
    total: r.total,
    hash: r.hash,
  });

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
