// Card disputes of a WiPay payment (issue 39, data/payments/payment-disputes.ts recordPaymentDispute, which WiPay's webhook
// calls for its chargeback and fraud events): the pass of the order the payment bought stops working at the bay at
// once, through the real checkInOrder, with a sentence the attendant can read; a released chargeback restores it; a
// lost one or confirmed fraud cancels the open order. A repeated event writes nothing. Staff read each step in the
// audit log.
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/admin-sdk';
import { recordPaymentDispute } from '../../functions/src/data/payments/payment-disputes';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { checkIn, createAttendant, expectBayRefusal, qrOf, storedOrder } from '../support/bay.fixtures';
import { buy } from '../support/drive-in.fixtures';
import { simControl } from '../support/wipay.fixtures';

resetBetweenTests();

const auditsOf = async (target: string) =>
  (await db.collection('auditLog').where('target', '==', target).get()).docs.map((d) => d.data());
const ON_HOLD = 'This pass is on hold: the card payment is disputed. Ask the customer to contact the office.';

/** The order's update time and its audit entries: equal before and after means nothing was written about it. */
async function writesOf(orderId: string) {
  const snap = await db.doc(`orders/${orderId}`).get();
  return {
    updateTime: snap.updateTime?.toMillis() ?? null,
    audits: (await auditsOf(`orders/${orderId}`)).length,
  };
}

async function paidDriveIn(c: Customer) {
  const { orderId, transactionId } = await buy(c);
  return { orderId, transactionId, qr: await qrOf(orderId) };
}

describe('a disputed payment at the bay', { timeout: 60_000 }, () => {
  it('refuses the pass while a chargeback is pending, writing nothing, and checks it in once released', async () => {
    const alice = await createCustomer();
    const attendant = await createAttendant();
    const { orderId, transactionId, qr } = await paidDriveIn(alice);
    await recordPaymentDispute(transactionId, 'chargeback_pending', new Date(), {
      case: 'CB-77',
      card_number: '4111111111111111',
    });
    expect(await storedOrder(orderId)).toMatchObject({
      status: 'confirmed',
      paymentDispute: { state: 'chargeback_pending', transactionId, payerId: alice.uid },
    });
    const before = await writesOf(orderId);
    const message = await expectBayRefusal(
      checkIn(attendant, { qr }),
      'failed-precondition',
      'payment-on-hold',
    );
    expect(message).toBe(ON_HOLD);
    expect(await writesOf(orderId)).toEqual(before);
    expect((await storedOrder(orderId)).checkedInAt).toBeUndefined();
    // The same event again (WiPay retries) writes nothing.
    await recordPaymentDispute(transactionId, 'chargeback_pending', new Date());
    expect(await writesOf(orderId)).toEqual(before);

    await recordPaymentDispute(transactionId, 'chargeback_released', new Date());
    expect(await checkIn(attendant, { qr })).toMatchObject({ outcome: 'checked-in' });

    const audits = await auditsOf(`paymentRecords/${transactionId}`);
    expect(audits.map((a) => a.action).sort()).toEqual([
      'payment.chargebackPending',
      'payment.chargebackReleased',
    ]);
    const pending = audits.find((a) => a.action === 'payment.chargebackPending')!;
    expect(pending).toMatchObject({ actorUid: 'system:wipay', after: { passOnHold: true, case: 'CB-77' } });
    // WiPay's detail is kept for staff, but nothing that looks like card data.
    expect(JSON.stringify(pending)).not.toContain('4111111111111111');
  });

  it.each(['chargeback_processed', 'fraud_confirmed'] as const)(
    'cancels the open order on %s and keeps refusing it; a later release changes nothing',
    async (event) => {
      const alice = await createCustomer();
      const attendant = await createAttendant();
      const { orderId, transactionId, qr } = await paidDriveIn(alice);
      await recordPaymentDispute(transactionId, 'chargeback_pending', new Date());
      await recordPaymentDispute(transactionId, event, new Date());
      expect(await storedOrder(orderId)).toMatchObject({
        status: 'cancelled',
        paymentDispute: { state: event, payerId: alice.uid },
      });
      await expectBayRefusal(checkIn(attendant, { qr }), 'failed-precondition', 'cancelled');
      await recordPaymentDispute(transactionId, 'chargeback_released', new Date());
      expect(await storedOrder(orderId)).toMatchObject({
        status: 'cancelled',
        paymentDispute: { state: event },
      });
      expect((await db.doc(`paymentRecords/${transactionId}`).get()).get('paymentDispute')).toBe(event);
      expect((await auditsOf(`orders/${orderId}`)).map((a) => a.action)).toEqual(['order.paymentWithdrawn']);
    },
  );

  it('control: an undisputed paid drive-in checks in', async () => {
    const alice = await createCustomer();
    const { qr } = await paidDriveIn(alice);
    expect(await checkIn(await createAttendant(), { qr })).toMatchObject({ outcome: 'checked-in' });
  });
});

/** Waits until the order's stored dispute state is `state` (null: none), as WiPay's webhook delivery settles it. */
async function untilDispute(orderId: string, state: string | null) {
  for (let i = 0; i < 100; i += 1) {
    const stored = (await storedOrder(orderId)) as { paymentDispute?: { state?: string } | null };
    if ((stored.paymentDispute?.state ?? null) === state) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`order ${orderId} never reached dispute ${state}`);
}

describe("WiPay's signed dispute events, through the webhook", { timeout: 60_000 }, () => {
  it('payment.chargeback_pending makes check-in refuse the pass; payment.chargeback_released restores it', async () => {
    const alice = await createCustomer();
    const attendant = await createAttendant();
    const { orderId, transactionId, qr } = await paidDriveIn(alice);

    await simControl(transactionId, 'event', { event: 'payment.chargeback_pending' });
    await untilDispute(orderId, 'chargeback_pending');
    const message = await expectBayRefusal(
      checkIn(attendant, { qr }),
      'failed-precondition',
      'payment-on-hold',
    );
    expect(message).toBe(ON_HOLD);
    expect((await storedOrder(orderId)).checkedInAt).toBeUndefined();

    await simControl(transactionId, 'event', { event: 'payment.chargeback_released' });
    await untilDispute(orderId, 'chargeback_released');
    expect(await checkIn(attendant, { qr })).toMatchObject({ outcome: 'checked-in' });
  });

  it('a stale chargeback delivery (signed long ago) changes nothing', async () => {
    const alice = await createCustomer();
    const attendant = await createAttendant();
    const { orderId, transactionId, qr } = await paidDriveIn(alice);
    const before = await writesOf(orderId);
    await simControl(transactionId, 'event', { event: 'payment.chargeback_pending', ageSeconds: 3600 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await writesOf(orderId)).toEqual(before);
    expect(await checkIn(attendant, { qr })).toMatchObject({ outcome: 'checked-in' });
  });
});
