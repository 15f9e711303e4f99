// Payments WiPay took without an order (issue 39): completeCheckout closes such a checkout 'needs-refund' with its
// reason; full and view-only admins list them (adminListNeedsRefund) with the customer and the amount; only a full
// admin marks one handled (adminMarkRefundHandled), audited. Everyone else is refused with nothing written.
import { describe, expect, it } from 'vitest';
import type {
  AdminListNeedsRefundResponse,
  AdminMarkRefundHandledResponse,
} from '../../src/contracts/admin-api';
import { db } from '../../functions/src/data/admin-sdk';
import { createCustomer, createStaff, type Customer } from '../support/clients.fixtures';
import { createAttendant } from '../support/bay.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { complete, settle, startDriveIn } from '../support/wipay.fixtures';

resetBetweenTests();

const list = (c: Pick<Customer, 'client'>) =>
  c.client.call<AdminListNeedsRefundResponse>('adminListNeedsRefund', {});
const markHandled = (c: Pick<Customer, 'client'>, checkoutId: string) =>
  c.client.call<AdminMarkRefundHandledResponse>('adminMarkRefundHandled', { checkoutId });
const handledAudits = async () =>
  (await db.collection('auditLog').where('action', '==', 'checkout.refundHandled').get()).docs.map((d) =>
    d.data(),
  );

/** A drive-in paid on WiPay whose order is then refused (the payer's phone no longer verified). */
async function paidWithoutOrder(c: Customer) {
  const { checkoutId } = await startDriveIn(c, 'premium-wash');
  const returned = await settle(checkoutId, 'approve');
  await db.doc(`users/${c.uid}`).update({ phoneVerified: false });
  await expectRefusal(complete(c, returned), 'failed-precondition', 'payment-needs-refund');
  return { checkoutId, transactionId: returned.transaction_id };
}

describe('payments to refund', { timeout: 60_000 }, () => {
  it('lists the payment to full and view-only admins with the customer, the amount and why', async () => {
    const alice = await createCustomer();
    const { checkoutId, transactionId } = await paidWithoutOrder(alice);
    for (const staff of [await createStaff(), await createStaff('viewOnly')]) {
      const { items } = await list(staff);
      expect(items).toEqual([
        expect.objectContaining({
          checkoutId,
          transactionId,
          amount: 75,
          purpose: 'drive-in',
          customerId: alice.uid,
          customerName: 'Test Customer',
          customerEmail: alice.email,
          reason: 'phone-not-verified',
          paymentState: null,
        }),
      ]);
    }
  });

  it('refuses the list to a customer, a bay attendant and a stranger', async () => {
    const alice = await createCustomer();
    await paidWithoutOrder(alice);
    await expectRefusal(list(alice), 'permission-denied');
    await expectRefusal(list(await createAttendant()), 'permission-denied');
    await expectRefusal(list(await createCustomer({ signIn: false })), 'unauthenticated');
  });

  it('refuses marking to a view-only admin and the customer, nothing written; a full admin marks it once, audited', async () => {
    const alice = await createCustomer();
    const { checkoutId, transactionId } = await paidWithoutOrder(alice);
    await expectRefusal(markHandled(await createStaff('viewOnly'), checkoutId), 'permission-denied');
    await expectRefusal(markHandled(alice, checkoutId), 'permission-denied');
    expect((await db.doc(`checkouts/${checkoutId}`).get()).get('status')).toBe('needs-refund');
    expect(await handledAudits()).toEqual([]);

    const admin = await createStaff();
    expect(await markHandled(admin, checkoutId)).toEqual({ handled: true });
    expect(await markHandled(admin, checkoutId)).toEqual({ handled: false });
    expect((await db.doc(`checkouts/${checkoutId}`).get()).data()).toMatchObject({
      status: 'refund-handled',
      handledBy: admin.uid,
    });
    const audits = await handledAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUid: admin.uid,
      target: `checkouts/${checkoutId}`,
      before: { status: 'needs-refund' },
      after: { status: 'refund-handled', transactionId, amount: 75, userId: alice.uid },
    });
    expect((await list(admin)).items).toEqual([]);
    // A checkout that is not waiting for a refund cannot be marked.
    await expectRefusal(markHandled(admin, 'chk_nope'), 'not-found');
  });
});
