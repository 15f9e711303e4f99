// Calls shared by the suites that pay through WiPay's hosted checkout against the local simulator
// (scripts/wipay-simulator, started by scripts/emulators.mjs): start a checkout, pick the tester's outcome on the
// simulator's page (its test control), hand the return to completeCheckout. `no_webhook` keeps the simulator's own
// webhook out of a test about the return page. Every suite that books a special appointment pays its fee here.
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompleteCheckoutResponse, StartCheckoutResponse } from '../../src/contracts/payment-api';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin-sdk';
import { WiPayClient } from '../../functions/src/payment/wipay-client';
import type { WiPaySettings } from '../../functions/src/payment/wipay-settings';
import { type Customer } from './clients.fixtures';
import { newRequestId } from './slots.fixtures';
import { hold } from './confirm.fixtures';

export const SIMULATOR = 'http://127.0.0.1:4510';
export const WEBHOOK = 'http://127.0.0.1:5001/demo-chaguanas-wash/us-central1/wipayWebhook';
export const WEBHOOK_SECRET = 'sandbox-webhook-secret';
export const RETURN_URL = 'http://127.0.0.1:4173/payment/return';
export const CARD = '4111111111111111';

/** The redirect's query string; `hash` comes with a success only. */
export type Returned = Record<'status' | 'transaction_id' | 'order_id' | 'total', string> & { hash?: string };

/**
 * The WAPI key the simulator accepts and the functions send (scripts/emulator-env.mjs puts the same value in the
 * environment and in functions/.secret.local).
 */
export function simulatorWapiKey(): string {
  if (process.env.WIPAY_SIM_WAPI_KEY) return process.env.WIPAY_SIM_WAPI_KEY;
  const file = join(import.meta.dirname, '../../functions/.secret.local');
  const held = existsSync(file)
    ? readFileSync(file, 'utf8').match(/^WIPAY_WAPI_KEY=(\S+)$/m)?.[1]
    : undefined;
  if (!held) throw new Error('no WIPAY_WAPI_KEY: run through scripts/emulators.mjs');
  return held;
}

/**
 * The functions' connection to the simulator, as the emulators' settings make it (for the reconciliation job and
 * completeCheckout called directly); `wapiKey` may be replaced (a wrong key is refused as WiPay refuses it).
 */
export function simulatorConnection(wapiKey = simulatorWapiKey()) {
  const settings: WiPaySettings = {
    host: SIMULATOR,
    accountNumber: '1234567890',
    environment: 'sandbox',
    feeStructure: 'merchant_absorb',
    sessionMs: 180_000,
    apiKey: '123',
    wapiKey,
    returnHash: 'md5',
    merchantEmail: 'merchant@sandbox.test',
  };
  return { client: new WiPayClient(settings), settings, processor: 'WiPay sandbox' };
}

/**
 * A webhook delivery as WiPay sends one (payment/contract/webhooks.ts): the envelope as the raw body and the five
 * headers, signed with `secret`, its timestamp `ageSeconds` ago. `headers` override or (undefined) drop a header.
 */
export function delivery(
  event: string,
  data: Record<string, unknown>,
  options: {
    meta?: Record<string, unknown>;
    id?: string;
    ageSeconds?: number;
    secret?: string;
    headers?: Record<string, string | undefined>;
  } = {},
) {
  const id = options.id ?? randomUUID();
  const body = JSON.stringify({
    id,
    api_family: 'payments_api',
    event,
    occurred_at: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    data,
    meta: options.meta ?? {},
  });
  const headers: Record<string, string | undefined> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-WiPay-Webhook-Event': event,
    'X-WiPay-Webhook-Id': id,
    'X-WiPay-Webhook-Signature': `sha256=${createHmac('sha256', options.secret ?? WEBHOOK_SECRET)
      .update(body)
      .digest('hex')}`,
    'X-WiPay-Webhook-Timestamp': String(Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0)),
    'X-WiPay-Webhook-Version': 'v1',
    ...options.headers,
  };
  return { id, body, headers };
}

/** POSTs a delivery (or any body and headers) to the webhook function. */
export const postDelivery = ({
  body,
  headers,
}: {
  body: string;
  headers: Record<string, string | undefined>;
}) =>
  fetch(WEBHOOK, {
    method: 'POST',
    headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >,
    body,
  });

/** The data of a payment.success event for a return's transaction (what WiPay's event carries). */
export const successData = (r: Returned) => ({
  transaction_id: r.transaction_id,
  order_id: r.order_id,
  status: 'success',
  status_desc: 'Normal',
  total: r.total,
  currency: 'TTD',
});

/** POST /__sim/transactions/{id}/{name} (the simulator's test controls), answering its JSON. */
export async function simControl<T = Record<string, unknown>>(
  transactionId: string,
  name: string,
  body: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(
    `${SIMULATOR}/__sim/transactions/${encodeURIComponent(transactionId)}/${name}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`simulator control ${name}: ${response.status}`);
  return (await response.json()) as T;
}

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
    hash: r.hash ?? '', // WiPay sends no hash with a failure; the return page reads it as ''
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
