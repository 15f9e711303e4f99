// The $30 fee of a special appointment, paid when booking through WiPay's hosted checkout (README "Payments"),
// against the local simulator: written as the attacks (skip the payment, pay on someone else's seat, present a
// cheaper payment, replay the return), each beside the legitimate path.
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { StartCheckoutResponse } from '../../src/contracts/payment-api';
import { db } from '../../functions/src/data/admin-sdk';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { expectSlotConsistent, upcomingSlot } from '../support/slots.fixtures';
import { confirm, hold } from '../support/confirm.fixtures';
import { ordersOf } from '../support/drive-in.fixtures';
import { bookPaidSpecial, complete, RETURN_URL, settle, startSpecial } from '../support/wipay.fixtures';

resetBetweenTests();

// basic-wash: wash 45, special fee 30.
const WITH_FEE = 75;

const paymentRecordsOf = async (uid: string) =>
  (await db.collection('paymentRecords').where('userId', '==', uid).get()).docs;
const checkoutsOf = async (uid: string) =>
  (await db.collection('checkouts').where('userId', '==', uid).get()).docs;
const holdDoc = (holdId: string) => db.doc(`activeBookings/${holdId}`).get();
const statesOf = async (uid: string) =>
  (await db.collection('specialRebookStates').where('userId', '==', uid).get()).docs;

async function expectNothingBooked(c: Customer) {
  expect(await ordersOf(c.uid)).toHaveLength(0);
  expect(await paymentRecordsOf(c.uid)).toHaveLength(0);
}

describe('confirmBooking of a special appointment', () => {
  it('refuses a special whose fee was not paid, and writes nothing: the hold stays', async () => {
    const mallory = await createCustomer();
    const slot = upcomingSlot('special');
    const { holdId } = await hold(mallory, slot);
    await expectRefusal(
      confirm(mallory, { holdId, appointmentType: 'special' }),
      'failed-precondition',
      'special-fee-unpaid',
    );
    await expectNothingBooked(mallory);
    expect((await holdDoc(holdId)).exists).toBe(true);
    const requests = await db.collection('bookingRequests').where('userId', '==', mallory.uid).get();
    expect(requests.size).toBe(0);
    // Control: a free appointment still books directly.
    const free = await hold(mallory, upcomingSlot('free', 0, 1));
    await expect(confirm(mallory, { holdId: free.holdId })).resolves.toHaveProperty('orderId');
  }, 60_000);

  it('waives the fee with a valid rebook state (Free Order!), and startCheckout charges nothing for it', async () => {
    const alice = await createCustomer();
    await db.doc('specialRebookStates/s1').set({
      userId: alice.uid,
      rebookType: 'special',
      expiresAt: Timestamp.fromDate(new Date(Date.now() + 3_600_000)),
    });
    const { holdId } = await hold(alice, upcomingSlot('special'));
    await expectRefusal(startSpecial(alice, { holdId }), 'failed-precondition', 'no-payment-due');
    expect(await checkoutsOf(alice.uid)).toHaveLength(0);
    const { orderId } = await confirm(alice, { holdId, appointmentType: 'special' });
    const order = (await db.doc(`orders/${orderId}`).get()).data()!;
    expect(order.price).toBe(45);
    expect(order.specialFeePaid).toBeUndefined();
    expect(await paymentRecordsOf(alice.uid)).toHaveLength(0);
  });
});

describe('startCheckout for a special appointment', () => {
  it("opens a $30.00 session tied to the caller's hold and extends the hold past the session", async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('special');
    const { holdId, expiresAt: heldUntil } = await hold(alice, slot);
    const answer = await startSpecial(alice, { holdId, numberPlate: 'pdf 1234' }, 'premium-wash');
    expect(answer.total).toBe('30.00');
    expect(answer.url).toContain('127.0.0.1:4510');
    expect(answer.holdExpiresAt).toBeGreaterThanOrEqual(answer.expiresAt + 60_000);
    expect(answer.holdExpiresAt).toBeGreaterThan(heldUntil);
    const stored = (await holdDoc(holdId)).get('expiresAt') as Timestamp;
    expect(stored.toMillis()).toBe(answer.holdExpiresAt);
    const checkout = (await db.doc(`checkouts/${answer.checkoutId}`).get()).data()!;
    expect(checkout).toMatchObject({
      userId: alice.uid,
      purpose: 'special',
      amount: 30,
      total: '30.00',
      status: 'pending',
      booking: { holdId, numberPlate: 'PDF1234', appointmentTime: slot.time, appointmentDate: slot.date },
    });
    await expectSlotConsistent(slot);
  });

  it("refuses a checkout on another customer's hold: nothing charged, the hold untouched", async () => {
    const [alice, mallory] = await Promise.all([createCustomer(), createCustomer()]);
    const { holdId, expiresAt } = await hold(alice, upcomingSlot('special'));
    await expectRefusal(startSpecial(mallory, { holdId }), 'permission-denied');
    expect(await checkoutsOf(mallory.uid)).toHaveLength(0);
    expect(((await holdDoc(holdId)).get('expiresAt') as Timestamp).toMillis()).toBe(expiresAt);
    // Control: the owner pays on it.
    await expect(startSpecial(alice, { holdId })).resolves.toHaveProperty('checkoutId');
  });

  it('refuses a slot the caller does not hold (no hold, a free hold, a hold gone), nothing charged', async () => {
    const alice = await createCustomer();
    const free = await hold(alice, upcomingSlot('free'));
    await expectRefusal(
      startSpecial(alice, { holdId: free.holdId }),
      'failed-precondition',
      'slot-not-bookable',
    );
    await expectRefusal(
      startSpecial(alice, { holdId: 'no-such-hold' }),
      'failed-precondition',
      'hold-expired',
    );
    const special = await hold(alice, upcomingSlot('special'));
    await alice.client.call('releaseHold', { holdId: special.holdId });
    await expectRefusal(
      startSpecial(alice, { holdId: special.holdId }),
      'failed-precondition',
      'hold-expired',
    );
    expect(await checkoutsOf(alice.uid)).toHaveLength(0);
  });

  it('refuses a customer confirmBooking would refuse (3 open appointments) before anything is charged', async () => {
    const alice = await createCustomer();
    const { holdId } = await hold(alice, upcomingSlot('special', 5));
    for (let i = 0; i < 3; i++) await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', i, 1) });
    await expectRefusal(startSpecial(alice, { holdId }), 'resource-exhausted', 'max-open-appointments');
    expect(await checkoutsOf(alice.uid)).toHaveLength(0);
  });

  it('extends one hold at most 3 times, so starting checkouts cannot keep a seat forever', async () => {
    const alice = await createCustomer();
    const { holdId } = await hold(alice, upcomingSlot('special'));
    for (let i = 0; i < 3; i++) await startSpecial(alice, { holdId });
    await expectRefusal(startSpecial(alice, { holdId }), 'failed-precondition', 'hold-expired');
    expect(await checkoutsOf(alice.uid)).toHaveLength(3);
  });
});

describe('completeCheckout for a special appointment', () => {
  it('creates the order once with specialFeePaid, however often the same return arrives', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('special');
    const { holdId } = await hold(alice, slot);
    const { checkoutId } = await startSpecial(alice, { holdId, specialInstructions: 'Roof box' });
    const paid = await settle(checkoutId, 'approve');
    const answers = await Promise.all(Array.from({ length: 5 }, () => complete(alice, paid)));
    const orders = await ordersOf(alice.uid);
    expect(orders).toHaveLength(1);
    const orderId = orders[0]!.id;
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ status: 'paid', orderId })));
    expect(orders[0]!.data()).toMatchObject({
      appointmentType: 'special',
      appointmentTime: slot.time,
      price: WITH_FEE,
      specialInstructions: 'Roof box',
      specialFeePaid: { cents: 3000, paymentReference: paid.transaction_id },
    });
    const records = await paymentRecordsOf(alice.uid);
    expect(records.map((r) => [r.id, r.get('orderId'), r.get('purpose'), r.get('amount')])).toEqual([
      [paid.transaction_id, orderId, 'special', 30],
    ]);
    expect((await holdDoc(holdId)).exists).toBe(false);
    expect((await db.doc(`checkouts/${checkoutId}`).get()).data()).toMatchObject({ status: 'paid', orderId });
    await expectSlotConsistent(slot);
  }, 60_000);

  it('gives the same single order when the webhook arrives before the return', async () => {
    const alice = await createCustomer();
    const { holdId } = await hold(alice, upcomingSlot('special'));
    const { checkoutId } = await startSpecial(alice, { holdId });
    const paid = await settle(checkoutId, 'approve', 'webhook_first');
    const orders = await ordersOf(alice.uid);
    expect(orders).toHaveLength(1);
    expect(await complete(alice, paid)).toEqual({ status: 'paid', orderId: orders[0]!.id });
    expect(await paymentRecordsOf(alice.uid)).toHaveLength(1);
  });

  it("refuses a drive-in checkout's payment (another purpose, another total) presented for the special", async () => {
    const alice = await createCustomer();
    const { holdId } = await hold(alice, upcomingSlot('special'));
    const special = await startSpecial(alice, { holdId });
    const driveIn = await alice.client.call<StartCheckoutResponse>('startCheckout', {
      purpose: 'drive-in',
      serviceId: 'basic-wash',
      returnUrl: RETURN_URL,
    });
    const paidDriveIn = await settle(driveIn.checkoutId, 'approve');
    await expectRefusal(
      complete(alice, paidDriveIn, special.checkoutId),
      'failed-precondition',
      'payment-not-verified',
    );
    const orders = await ordersOf(alice.uid);
    expect(orders.filter((o) => o.get('appointmentType') === 'special')).toHaveLength(0);
    expect((await db.doc(`checkouts/${special.checkoutId}`).get()).get('status')).toBe('pending');
    // Control: the special's own payment books it.
    expect((await complete(alice, await settle(special.checkoutId, 'approve'))).status).toBe('paid');
  });

  it('refuses a return for another customer’s special checkout; it stays the owner’s', async () => {
    const [alice, mallory] = await Promise.all([createCustomer(), createCustomer()]);
    const { holdId } = await hold(alice, upcomingSlot('special'));
    const { checkoutId } = await startSpecial(alice, { holdId });
    const paid = await settle(checkoutId, 'approve');
    await expectRefusal(complete(mallory, paid), 'permission-denied', 'payment-not-verified');
    await expectNothingBooked(mallory);
    expect(await ordersOf(alice.uid)).toHaveLength(0);
    expect((await complete(alice, paid)).status).toBe('paid');
  });

  it('a declined payment books nothing and keeps the hold for a retry, which then books once', async () => {
    const alice = await createCustomer();
    const { holdId } = await hold(alice, upcomingSlot('special'));
    const first = await startSpecial(alice, { holdId });
    expect(await complete(alice, await settle(first.checkoutId, 'decline'))).toEqual({ status: 'failed' });
    await expectNothingBooked(alice);
    expect((await holdDoc(holdId)).exists).toBe(true);
    const { orderId } = await bookPaidSpecial(alice, { holdId });
    expect(await ordersOf(alice.uid)).toHaveLength(1);
    expect((await db.doc(`orders/${orderId}`).get()).get('specialFeePaid')).toMatchObject({ cents: 3000 });
  });

  it('a paid special given up earns the rebook state; its free rebook needs no payment', async () => {
    const alice = await createCustomer();
    const { orderId } = await bookPaidSpecial(alice, upcomingSlot('special', 0, 1));
    await alice.client.call('giveUpOrder', { orderId });
    expect(await statesOf(alice.uid)).toHaveLength(1);
    const { holdId } = await hold(alice, upcomingSlot('special', 1, 1));
    const rebooked = await confirm(alice, { holdId, appointmentType: 'special' });
    expect((await db.doc(`orders/${rebooked.orderId}`).get()).get('price')).toBe(45);
    expect(await statesOf(alice.uid)).toHaveLength(0);
  });
});
