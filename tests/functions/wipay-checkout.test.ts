// Card payments through WiPay's hosted checkout, against the local simulator (scripts/wipay-simulator, started by
// scripts/emulators.mjs): startCheckout, completeCheckout, the webhook and the reconciliation job, written as the
// attacks they must withstand, each beside the legitimate path. `no_webhook` keeps the simulator's own webhook out
// of a test that is about the return page.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CompleteCheckoutResponse, StartCheckoutResponse } from '../../src/contracts/payment-api';
import { db } from '../../functions/src/data/admin-sdk';
import { reconcileCheckouts } from '../../functions/src/data/payments/checkout-reconciliation';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { ordersOf } from '../support/drive-in.fixtures';
import {
  delivery,
  postDelivery,
  simControl,
  simulatorConnection,
  simulatorWapiKey,
  successData,
} from '../support/wipay.fixtures';

resetBetweenTests();

const SIMULATOR = 'http://127.0.0.1:4510';
const RETURN_URL = 'http://127.0.0.1:4173/payment/return';
const CARD = '4111111111111111';

/** The redirect's query string; `hash` comes with a success only. */
type Returned = Record<'status' | 'transaction_id' | 'order_id' | 'total', string> & { hash?: string };

const start = (c: Customer, serviceId = 'basic-wash') =>
  c.client.call<StartCheckoutResponse>('startCheckout', {
    purpose: 'drive-in',
    serviceId,
    returnUrl: RETURN_URL,
  });

const transactionOf = async (checkoutId: string) =>
  String((await db.doc(`checkouts/${checkoutId}`).get()).get('transactionId'));

/** The tester's choice on WiPay's page; answers the query string the browser is sent back with. */
async function settle(checkoutId: string, outcome: string, fault = 'no_webhook'): Promise<Returned> {
  const response = await fetch(`${SIMULATOR}/__sim/transactions/${await transactionOf(checkoutId)}/outcome`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome, fault, card_number: CARD }),
  });
  return ((await response.json()) as { params: Returned }).params;
}

const complete = (c: Customer, r: Returned, checkoutId = r.order_id) =>
  c.client.call<CompleteCheckoutResponse>('completeCheckout', {
    checkoutId,
    transactionId: r.transaction_id,
    status: r.status,
    total: r.total,
    hash: r.hash ?? '', // WiPay sends no hash with a failure; the return page reads it as ''
  });

/** A signed payment.success delivery for a return's transaction (a new delivery id each time). */
const successEvent = (r: Returned, options: Parameters<typeof delivery>[2] = {}) =>
  delivery('payment.success', successData(r), options);
const webhookEventStored = async (id: string) => (await db.doc(`paymentWebhookEvents/${id}`).get()).exists;

const paymentRecordsOf = async (uid: string) =>
  (await db.collection('paymentRecords').where('userId', '==', uid).get()).docs;

describe('startCheckout', () => {
  it("opens a WiPay session at the catalogue's price, tied to the caller", async () => {
    const alice = await createCustomer();
    const answer = await start(alice, 'comfort-wash');
    expect(answer.url).toBe(`${SIMULATOR}/checkout/${await transactionOf(answer.checkoutId)}`);
    expect(answer.total).toBe('60.00');
    expect((await db.doc(`checkouts/${answer.checkoutId}`).get()).data()).toMatchObject({
      userId: alice.uid,
      purpose: 'drive-in',
      amount: 60,
      total: '60.00',
      status: 'pending',
      orderId: null,
    });
  });

  it('refuses a return URL that is not the app, and a price from the client', async () => {
    const alice = await createCustomer();
    for (const returnUrl of ['https://evil.example/payment/return', 'http://127.0.0.1:4173/account'])
      await expectRefusal(
        alice.client.call('startCheckout', { purpose: 'drive-in', serviceId: 'basic-wash', returnUrl }),
        'invalid-argument',
      );
    await expectRefusal(
      alice.client.call('startCheckout', {
        purpose: 'drive-in',
        serviceId: 'basic-wash',
        returnUrl: RETURN_URL,
        total: '0.01',
      }),
      'invalid-argument',
    );
    expect((await db.collection('checkouts').get()).size).toBe(0);
  });
});

describe('completeCheckout', () => {
  it('creates the paid order once, however often the return arrives', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await start(alice);
    const returned = await settle(checkoutId, 'approve');
    const first = await complete(alice, returned);
    expect(first.status).toBe('paid');
    const again = await Promise.all([complete(alice, returned), complete(alice, returned)]);
    expect(again).toEqual([first, first]);
    const orders = await ordersOf(alice.uid);
    expect(orders).toHaveLength(1);
    expect(orders[0].data()).toMatchObject({ price: 45, serviceType: 'drive-in', status: 'confirmed' });
    expect((await db.doc(`paymentRecords/${returned.transaction_id}`).get()).data()).toMatchObject({
      userId: alice.uid,
      orderId: orders[0].id,
      amount: 45,
      processor: 'WiPay sandbox',
    });
    expect((await db.doc(`checkouts/${checkoutId}`).get()).data()).toMatchObject({
      status: 'paid',
      orderId: orders[0].id,
    });
  });

  it('answers failed for a declined or expired payment and creates nothing', async () => {
    const alice = await createCustomer();
    for (const outcome of ['decline', 'error', 'expire']) {
      const { checkoutId } = await start(alice);
      expect(await complete(alice, await settle(checkoutId, outcome))).toEqual({ status: 'failed' });
      expect((await db.doc(`checkouts/${checkoutId}`).get()).get('status')).toBe('failed');
    }
    expect(await ordersOf(alice.uid)).toHaveLength(0);
    expect(await paymentRecordsOf(alice.uid)).toHaveLength(0);
  });

  it('refuses a forged return (a success with a hash not made with the API key)', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await start(alice);
    const declined = await settle(checkoutId, 'decline');
    const forgedHash = createHash('md5').update(`${declined.transaction_id}45.00guess`).digest('hex');
    await expectRefusal(
      complete(alice, { ...declined, status: 'success', hash: forgedHash }),
      'failed-precondition',
      'payment-not-verified',
    );
    // The hash of the simulator's tampered-hash fault: a success WiPay really approved, but not its hash.
    const { checkoutId: second } = await start(alice);
    const tampered = await settle(second, 'approve', 'tampered_hash,no_webhook');
    await expectRefusal(complete(alice, tampered), 'failed-precondition', 'payment-not-verified');
    expect(await ordersOf(alice.uid)).toHaveLength(0);
    expect((await db.doc(`checkouts/${second}`).get()).get('status')).toBe('pending');
  });

  it('refuses a tampered total even with the hash of the real one', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await start(alice);
    const tampered = await settle(checkoutId, 'approve', 'tampered_total,no_webhook');
    await expectRefusal(complete(alice, tampered), 'failed-precondition', 'payment-not-verified');
    expect(await ordersOf(alice.uid)).toHaveLength(0);
  });

  it('refuses a real transaction replayed for a second order', async () => {
    const alice = await createCustomer();
    const first = await start(alice);
    const paid = await settle(first.checkoutId, 'approve');
    await complete(alice, paid);
    const second = await start(alice);
    await expectRefusal(
      complete(alice, paid, second.checkoutId),
      'failed-precondition',
      'payment-not-verified',
    );
    expect(await ordersOf(alice.uid)).toHaveLength(1);
    expect(await paymentRecordsOf(alice.uid)).toHaveLength(1);
    expect((await db.doc(`checkouts/${second.checkoutId}`).get()).get('status')).toBe('pending');
  });

  it("refuses a cheaper transaction's return presented for a dearer order", async () => {
    const alice = await createCustomer();
    const cheap = await start(alice, 'basic-wash');
    const dear = await start(alice, 'premium-wash');
    const paidCheap = await settle(cheap.checkoutId, 'approve');
    await expectRefusal(
      complete(alice, paidCheap, dear.checkoutId),
      'failed-precondition',
      'payment-not-verified',
    );
    expect(await ordersOf(alice.uid)).toHaveLength(0);
    // Control: the cheap return still buys what it paid for.
    expect((await complete(alice, paidCheap)).status).toBe('paid');
    const orders = await ordersOf(alice.uid);
    expect(orders.map((o) => o.get('price'))).toEqual([45]);
  });

  it("refuses a return for another customer's checkout, which stays its owner's", async () => {
    const [alice, mallory] = await Promise.all([createCustomer(), createCustomer()]);
    const { checkoutId } = await start(alice);
    const paid = await settle(checkoutId, 'approve');
    await expectRefusal(complete(mallory, paid), 'permission-denied', 'payment-not-verified');
    expect(await ordersOf(mallory.uid)).toHaveLength(0);
    expect(await ordersOf(alice.uid)).toHaveLength(0);
    expect((await complete(alice, paid)).status).toBe('paid');
    expect(await ordersOf(alice.uid)).toHaveLength(1);
  });
});

describe('wipayWebhook', () => {
  it('refuses an unsigned or mis-signed event and writes nothing', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await start(alice);
    const paid = await settle(checkoutId, 'approve');
    const signed = successEvent(paid);
    const unsigned = { ...signed, headers: { ...signed.headers, 'X-WiPay-Webhook-Signature': undefined } };
    expect((await postDelivery(unsigned)).status).toBe(401);
    expect((await postDelivery(successEvent(paid, { id: signed.id, secret: 'not-the-secret' }))).status).toBe(
      401,
    );
    expect((await postDelivery({ ...signed, body: `${signed.body} ` })).status).toBe(401);
    expect(await ordersOf(alice.uid)).toHaveLength(0);
    expect(await webhookEventStored(signed.id)).toBe(false);
    // Control: the signed event completes the checkout.
    expect((await postDelivery(signed)).status).toBe(200);
    expect(await ordersOf(alice.uid)).toHaveLength(1);
  });

  it('refuses a delivery whose headers contradict the signed envelope, and writes nothing', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await start(alice);
    const paid = await settle(checkoutId, 'approve');
    for (const headers of [
      { 'X-WiPay-Webhook-Event': 'payment.failed' },
      { 'X-WiPay-Webhook-Id': 'another-delivery' },
      { 'X-WiPay-Webhook-Version': 'v2' },
      { 'X-WiPay-Webhook-Timestamp': undefined },
    ]) {
      const contradicted = successEvent(paid, { headers });
      expect((await postDelivery(contradicted)).status, JSON.stringify(headers)).toBe(400);
      expect(await webhookEventStored(contradicted.id)).toBe(false);
    }
    expect(await ordersOf(alice.uid)).toHaveLength(0);
  });

  it('refuses a delivery signed longer ago than the tolerance, even with a new id, and writes nothing', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await start(alice);
    const paid = await settle(checkoutId, 'approve');
    // The simulator's control sends a fresh delivery (a new id) signed an hour ago.
    const stale = await simControl<{ eventId: string; lastStatus: number }>(paid.transaction_id, 'event', {
      event: 'payment.success',
      ageSeconds: 3600,
    });
    expect(stale.lastStatus).toBe(400);
    expect(await webhookEventStored(stale.eventId)).toBe(false);
    expect(await ordersOf(alice.uid)).toHaveLength(0);
    expect((await db.doc(`checkouts/${checkoutId}`).get()).get('status')).toBe('pending');
    // Just inside the window (4 minutes) it is taken, and completes the checkout.
    const recent = successEvent(paid, { ageSeconds: 240 });
    expect((await postDelivery(recent)).status).toBe(200);
    expect(await ordersOf(alice.uid)).toHaveLength(1);
  });

  it('absorbs the same event delivered five times: one order, one payment record', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await start(alice);
    const paid = await settle(checkoutId, 'approve');
    const event = successEvent(paid);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postDelivery(event)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await ordersOf(alice.uid)).toHaveLength(1);
    expect(await paymentRecordsOf(alice.uid)).toHaveLength(1);
    expect((await complete(alice, paid)).status).toBe('paid');
    expect(await ordersOf(alice.uid)).toHaveLength(1);
  });

  it('completes the checkout when the webhook arrives before the return, and the return finds that order', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await start(alice);
    const paid = await settle(checkoutId, 'approve', 'webhook_first');
    const orders = await ordersOf(alice.uid);
    expect(orders).toHaveLength(1);
    expect(await complete(alice, paid)).toEqual({ status: 'paid', orderId: orders[0].id });
  });

  it("cannot complete a checkout with a signed event naming another checkout's transaction", async () => {
    const alice = await createCustomer();
    const cheap = await start(alice, 'basic-wash');
    const dear = await start(alice, 'premium-wash');
    const paidCheap = await settle(cheap.checkoutId, 'approve');
    expect((await postDelivery(successEvent({ ...paidCheap, order_id: dear.checkoutId }))).status).toBe(200);
    expect(await ordersOf(alice.uid)).toHaveLength(0);
    expect((await db.doc(`checkouts/${dear.checkoutId}`).get()).get('status')).toBe('pending');
  });

  it('stores chargeback, fraud and unknown events with their order and meta, answers 2xx, and keeps no card', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await start(alice);
    const paid = await settle(checkoutId, 'approve', 'webhook_first');
    for (const event of [
      'payment.chargeback_pending',
      'payment.chargeback_processed',
      'payment.chargeback_released',
      'payment.fraud_confirmed',
    ]) {
      const sent = await simControl<{ eventId: string; lastStatus: number }>(paid.transaction_id, 'event', {
        event,
        reason: 'Cardholder dispute',
      });
      expect(sent.lastStatus, event).toBe(200);
      const stored = (await db.doc(`paymentWebhookEvents/${sent.eventId}`).get()).data();
      expect(stored).toMatchObject({
        event,
        transactionId: paid.transaction_id,
        orderId: checkoutId,
        meta: { reason: 'Cardholder dispute' },
      });
      expect(stored).not.toHaveProperty('card');
      expect(JSON.stringify(stored)).not.toMatch(/X{12}\d{4}/);
    }
    const future = delivery('payment.partially_refunded', successData(paid));
    expect((await postDelivery(future)).status).toBe(200);
    expect((await db.doc(`paymentWebhookEvents/${future.id}`).get()).get('event')).toBe(
      'payment.partially_refunded',
    );
    // The order is untouched by those (their effects are the disputes' own).
    expect(await ordersOf(alice.uid)).toHaveLength(1);
  });
});

describe('the WAPI key', () => {
  it('is the only key the simulator takes: the Payments API key 123 as X-WAPI-Key is refused', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await start(alice);
    const id = await transactionOf(checkoutId);
    const asked = (headers: Record<string, string>) =>
      fetch(`${SIMULATOR}/wapi/transactions/${id}`, { headers: { Accept: 'application/json', ...headers } });
    const refused = await asked({ 'X-WAPI-Key': '123' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'Unauthorized' });
    expect((await asked({ 'X-WAPI-Key': simulatorWapiKey(), Authorization: 'Bearer x' })).status).toBe(401);
    const answered = await asked({ 'X-WAPI-Key': simulatorWapiKey() });
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { data: { status: string } }).data.status).toBe('incomplete');
  });

  it('decides nothing when the lookup is refused: a paid checkout stays pending until the right key asks', async () => {
    const alice = await createCustomer();
    const lost = await start(alice);
    await settle(lost.checkoutId, 'approve', 'no_webhook');
    const later = new Date(Date.now() + 10 * 60_000);
    const withHashKey = await reconcileCheckouts(simulatorConnection('123'), later);
    expect(withHashKey).toMatchObject({ looked: 1, paid: 0, errors: 1 });
    expect(await ordersOf(alice.uid)).toHaveLength(0);
    expect((await db.doc(`checkouts/${lost.checkoutId}`).get()).get('status')).toBe('pending');
    expect(await reconcileCheckouts(simulatorConnection(), later)).toMatchObject({ paid: 1, errors: 0 });
  });
});

describe('reconcileCheckouts', () => {
  it('creates the order of a payment whose redirect and webhook were both lost, and fails an abandoned one', async () => {
    const alice = await createCustomer();
    const lost = await start(alice);
    await settle(lost.checkoutId, 'approve', 'no_webhook');
    const abandoned = await start(alice);
    await settle(abandoned.checkoutId, 'abandon');
    const wipay = simulatorConnection();
    // Before the session ends nothing is due.
    expect((await reconcileCheckouts(wipay, new Date())).looked).toBe(0);
    const later = new Date(Date.now() + 10 * 60_000);
    const result = await reconcileCheckouts(wipay, later);
    expect(result).toMatchObject({ looked: 2, paid: 1, errors: 0 });
    expect(await ordersOf(alice.uid)).toHaveLength(1);
    expect((await db.doc(`checkouts/${lost.checkoutId}`).get()).get('status')).toBe('paid');
    // The simulator's clock is real: the abandoned session is still open there, so it stays pending until WiPay
    // settles it (an hour after its end it is closed as failed).
    expect((await reconcileCheckouts(wipay, new Date(Date.now() + 2 * 3_600_000))).failed).toBe(1);
    expect((await db.doc(`checkouts/${abandoned.checkoutId}`).get()).get('status')).toBe('failed');
  });
});

describe('card data', () => {
  it('no document of any collection holds the card number after paying', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await start(alice);
    await complete(alice, await settle(checkoutId, 'approve', 'webhook_first'));
    const collections = await db.listCollections();
    expect(collections.length).toBeGreaterThan(3);
    for (const collection of collections) {
      const docs = await collection.get();
      expect(JSON.stringify(docs.docs.map((d) => d.data())), collection.id).not.toContain(CARD);
      expect(JSON.stringify(docs.docs.map((d) => d.data())), collection.id).not.toContain('4111 1111');
    }
  });
});

describe('startCheckout limits', () => {
  it('refuses a customer whose phone is not verified, and opens no session for them', async () => {
    const eve = await createCustomer({ phoneVerified: false });
    await expectRefusal(start(eve), 'failed-precondition', 'phone-not-verified');
    expect((await db.collection('checkouts').where('userId', '==', eve.uid).get()).size).toBe(0);
  });

  it('refuses a 21st checkout within the hour and writes no checkout for it; another customer is unaffected', async () => {
    const [mallory, alice] = await Promise.all([createCustomer(), createCustomer()]);
    for (let i = 0; i < 20; i += 1) await start(mallory);
    await expectRefusal(start(mallory), 'resource-exhausted');
    expect((await db.collection('checkouts').where('userId', '==', mallory.uid).get()).size).toBe(20);
    expect((await start(alice)).total).toBe('45.00');
  });
});

describe('a success after the session expired', () => {
  it('still gives the order it paid for, once', async () => {
    const alice = await createCustomer();
    const { checkoutId } = await start(alice);
    const late = await settle(checkoutId, 'approve', 'success_after_expiry,no_webhook');
    expect(late.status).toBe('success');
    const first = await complete(alice, late);
    expect(first.status).toBe('paid');
    expect(await complete(alice, late)).toEqual(first);
    expect(await ordersOf(alice.uid)).toHaveLength(1);
  });
});

describe('completeCheckout limits', () => {
  it('refuses a 61st report within the hour, so a customer cannot make us query WiPay without bound', async () => {
    const mallory = await createCustomer();
    const { checkoutId } = await start(mallory);
    const pending = {
      status: 'failed',
      transaction_id: await transactionOf(checkoutId),
      order_id: checkoutId,
      total: '45.00',
      hash: '',
    };
    for (let i = 0; i < 60; i += 1) expect(await complete(mallory, pending)).toEqual({ status: 'pending' });
    await expectRefusal(complete(mallory, pending), 'resource-exhausted');
  });
});
