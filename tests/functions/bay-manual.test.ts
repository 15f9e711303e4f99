// checkInManually and undoWashed (issue 46) under attack, each beside the legitimate call that still works: a car
// with no plate (a drive-in) checked in by its code and the last 4 digits of its customer's phone or their first
// name, audited as manual; callers who may not (the customer, a view-only admin, a stranger); a wrong name or number
// revealing nothing; the last 4 digits guessed until the code's hourly budget refuses even the right ones; "Washed"
// undone within the minute and refused after it. A drive-in may be checked in at any hour of its purchase day, so
// these run whatever the clock says.
import { describe, expect, it } from 'vitest';
import type { BayResponse, CheckInManuallyRequest } from '../../src/contracts/bay-api';
import { findPackageById } from '../../src/domain/catalogue';
import { db } from '../../functions/src/data/admin-sdk';
import { buildDriveInOrder } from '../../functions/src/data/orders/drive-in-order';
import { signedOrderData } from '../../functions/src/data/orders/new-order';
import { clientFor, createCustomer, createStaff, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { complete, createAttendant, expectBayRefusal, storedOrder, writesOf } from '../support/bay.fixtures';

resetBetweenTests();

const manually = (c: Pick<Customer, 'client'>, request: CheckInManuallyRequest) =>
  c.client.call<BayResponse>('checkInManually', request);
const undo = (c: Pick<Customer, 'client'>, orderId: string) =>
  c.client.call<BayResponse>('undoWashed', { orderId });

/** A drive-in bought on WiPay just now by `customer`: no plate, today's date. */
async function driveInOf(customer: Customer) {
  const order = buildDriveInOrder({
    userId: customer.uid,
    userEmail: customer.email,
    contact: customer.contact,
    servicePackage: findPackageById('basic-wash')!,
    cardholderName: 'Test Customer',
    now: new Date(),
  });
  await db
    .doc(`orders/${order.orderId}`)
    .set(await signedOrderData(order, { paymentProcessor: 'WiPay sandbox' }, new Date()));
  return { ...order, id: order.orderId };
}

async function scene() {
  const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
  return { alice, bay, order: await driveInOf(alice) };
}

const lastAuditOf = async (orderId: string) => {
  const entries = await db.collection('auditLog').where('target', '==', `orders/${orderId}`).get();
  return entries.docs.map((d) => d.data()).sort((a, b) => b.at.toMillis() - a.at.toMillis())[0];
};

describe('checking a car with no plate in by hand', () => {
  it('checks a drive-in in by its code and the last 4 digits of the phone, audited as manual', async () => {
    const { alice, bay, order } = await scene();
    const answer = await manually(bay, { orderCode: order.orderCode, phoneLast4: alice.contact.slice(-4) });
    expect(answer.outcome).toBe('checked-in');
    expect(answer.message).toBe('Checked in by hand.');
    expect(answer.order).toMatchObject({
      orderId: order.id,
      numberPlate: null,
      collect: 'Paid online: collect nothing',
    });
    const stored = await storedOrder(order.id);
    expect(stored.checkedInManually).toBe('code+phone');
    expect(stored.checkedInBy).toBe(bay.uid);
    const audit = await lastAuditOf(order.id);
    expect(audit).toMatchObject({ action: 'order.checkIn', after: { checkedInManually: 'code+phone' } });
  }, 60_000);

  it("checks one in by its code and the customer's first name, whatever its case", async () => {
    const { bay, order } = await scene();
    const answer = await manually(bay, { orderCode: order.orderCode, firstName: 'test' });
    expect(answer.outcome).toBe('checked-in');
    expect((await storedOrder(order.id)).checkedInManually).toBe('code+name');
  });

  it("checks one in from Today's list by its order id, audited as manual", async () => {
    const { bay, order } = await scene();
    expect((await manually(bay, { orderId: order.id })).outcome).toBe('checked-in');
    expect((await storedOrder(order.id)).checkedInManually).toBe('list');
  });

  const callers = {
    'the customer, with their own code': async (s: Awaited<ReturnType<typeof scene>>) => s.alice,
    'a view-only admin': async () => createStaff('viewOnly'),
  };
  for (const [who, make] of Object.entries(callers)) {
    it(`refuses ${who} (permission-denied) and writes nothing`, async () => {
      const s = await scene();
      const caller = await make(s);
      const before = await writesOf(s.order.id);
      const requests: CheckInManuallyRequest[] = [
        { orderCode: s.order.orderCode, phoneLast4: s.alice.contact.slice(-4) },
        { orderCode: s.order.orderCode, firstName: 'Test' },
        { orderId: s.order.id },
      ];
      for (const request of requests) await expectBayRefusal(manually(caller, request), 'permission-denied');
      await expectBayRefusal(undo(caller, s.order.id), 'permission-denied');
      expect(await writesOf(s.order.id)).toEqual(before);
      expect((await storedOrder(s.order.id)).checkedInAt).toBeUndefined();
    });
  }

  it('refuses a signed-out caller (unauthenticated) and writes nothing', async () => {
    const s = await scene();
    const stranger = { client: await clientFor() };
    const before = await writesOf(s.order.id);
    await expectBayRefusal(manually(stranger, { orderId: s.order.id }), 'unauthenticated');
    await expectBayRefusal(undo(stranger, s.order.id), 'unauthenticated');
    expect(await writesOf(s.order.id)).toEqual(before);
  });

  it('answers a wrong name or number like an unknown code, naming nobody, and writes nothing', async () => {
    const { alice, bay, order } = await scene();
    const before = await writesOf(order.id);
    const wrong = String((Number(alice.contact.slice(-4)) + 1) % 10_000).padStart(4, '0');
    const said = await expectBayRefusal(
      manually(bay, { orderCode: order.orderCode, phoneLast4: wrong }),
      'not-found',
    );
    expect(said).toBe(
      'No appointment or drive-in today has that order code with that first name or phone number.',
    );
    await expectBayRefusal(manually(bay, { orderCode: order.orderCode, firstName: 'Mallory' }), 'not-found');
    expect(await writesOf(order.id)).toEqual(before);
  });

  it('limits the tries on one code: guessing the last 4 digits is refused, then even the right ones', async () => {
    const { alice, bay, order } = await scene();
    const other = await createAttendant();
    const right = alice.contact.slice(-4);
    const guesses = ['0000', '1111', '2222', '3333', '4444'].filter((g) => g !== right).slice(0, 4);
    // Five tries an hour on one code, whoever makes them: two attendants share the code's budget.
    for (const [i, guess] of guesses.entries())
      await expectBayRefusal(
        manually(i % 2 ? other : bay, { orderCode: order.orderCode, phoneLast4: guess }),
        'not-found',
      );
    await expectBayRefusal(manually(other, { orderCode: order.orderCode, firstName: 'Nobody' }), 'not-found');
    const before = await writesOf(order.id);
    await expectBayRefusal(
      manually(bay, { orderCode: order.orderCode, phoneLast4: right }),
      'resource-exhausted',
    );
    expect(await writesOf(order.id)).toEqual(before);
    // The tap on Today's list is not a guess: it is not counted against the code.
    expect((await manually(bay, { orderId: order.id })).outcome).toBe('checked-in');
  });
});

describe('undoing Washed', () => {
  it('puts a car washed within the minute back to arrived, audited', async () => {
    const { bay, order } = await scene();
    await manually(bay, { orderId: order.id });
    expect((await complete(bay, { orderId: order.id })).outcome).toBe('completed');
    const answer = await undo(bay, order.id);
    expect(answer.message).toBe('Washed undone: the car is back to arrived.');
    const stored = await storedOrder(order.id);
    expect(stored.status).toBe('confirmed');
    expect(stored.completedAt).toBeUndefined();
    expect(stored.checkedInAt).toBeDefined();
    expect(await lastAuditOf(order.id)).toMatchObject({ action: 'order.undoComplete' });
  });

  it('refuses an undo after the minute (by the server clock) and one of a car not washed; writes nothing', async () => {
    const { bay, order } = await scene();
    await manually(bay, { orderId: order.id });
    await expectBayRefusal(undo(bay, order.id), 'failed-precondition', 'undo-too-late');
    await complete(bay, { orderId: order.id });
    await db.doc(`orders/${order.id}`).update({ completedAt: new Date(Date.now() - 61_000) });
    const before = await writesOf(order.id);
    const said = await expectBayRefusal(undo(bay, order.id), 'failed-precondition', 'undo-too-late');
    expect(said).toBe('Too late to undo: "Washed" can be undone for one minute only.');
    expect(await writesOf(order.id)).toEqual(before);
    expect((await storedOrder(order.id)).status).toBe('completed');
  });
});
