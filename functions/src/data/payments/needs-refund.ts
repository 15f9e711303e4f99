// The payments WiPay took without an order (issue 39): checkouts closed 'needs-refund' by completeCheckout
// (checkouts.ts settlePaidCheckout) when the order was refused after payment or the payment is disputed. Staff list
// them (full and view-only admins) with the customer and the amount, refund each in WiPay's merchant portal, and a
// full admin marks it handled (status 'refund-handled', audited 'checkout.refundHandled').
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  NEEDS_REFUND_LIST_MAX,
  type AdminListNeedsRefundResponse,
  type AdminMarkRefundHandledResponse,
  type NeedsRefundItem,
} from '../../../../src/contracts/admin-api';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { isHoldingDispute, toPaymentDispute } from '../../../../src/domain/payment-state';
import { fail } from '../../refusals/call-errors';
import { logs } from '../../logs';
import { db } from '../admin-sdk';
import { writeAudit } from '../audit';
import { col, toDate } from '../booking-docs';
import { runBookingTransaction } from '../slots';
import { CHECKOUTS, checkoutsCol } from './checkouts';
import { paymentRef, type Actor } from '../orders';
import { shapedQuery } from '../shaped-query';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function paymentStateOf(payment: DocumentSnapshot | undefined): NeedsRefundItem['paymentState'] {
  if (!payment?.exists) return null;
  if (payment.get('refundStatus') === 'refunded') return 'refunded';
  const dispute = toPaymentDispute(payment.get('paymentDispute'));
  return dispute === 'chargeback_processed' || dispute === 'fraud_confirmed'
    ? 'refunded'
    : isHoldingDispute(dispute)
      ? 'disputed'
      : null;
}

/** The checkouts waiting for a refund, newest first, with each customer's name and e-mail. Reads only. */
export async function listNeedsRefund(): Promise<AdminListNeedsRefundResponse> {
  const found = await shapedQuery(checkoutsCol(), 'checkoutsByStatus', { status: 'needs-refund' })
    .limit(NEEDS_REFUND_LIST_MAX)
    .get();
  const docs = found.docs;
  const userIds = [...new Set(docs.map((d) => text(d.get('userId'))).filter(Boolean))];
  const transactionIds = [...new Set(docs.map((d) => text(d.get('transactionId'))).filter(Boolean))];
  const [users, payments] = await Promise.all([
    userIds.length ? db.getAll(...userIds.map((id) => col(COLLECTIONS.users).doc(id))) : [],
    transactionIds.length ? db.getAll(...transactionIds.map((id) => paymentRef(id))) : [],
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  const paymentById = new Map(payments.map((p) => [p.id, p]));
  const items = docs.map((d): NeedsRefundItem => {
    const userId = text(d.get('userId'));
    const user = userById.get(userId);
    const transactionId = text(d.get('transactionId')) || null;
    const why = (d.get('needsRefund') ?? {}) as Record<string, unknown>;
    const closedAt = toDate(why.at) ?? toDate(d.get('updatedAt'));
    return {
      checkoutId: d.id,
      transactionId,
      amount: Number(d.get('amount') ?? 0),
      purpose: text(d.get('purpose')),
      customerId: userId,
      customerName: text(user?.get('name')) || text(user?.get('displayName')),
      customerEmail: text(user?.get('email')) || text(d.get('payerName')),
      reason: text(why.reason),
      detail: text(why.detail),
      closedAt: closedAt?.toISOString() ?? null,
      paymentState: paymentStateOf(transactionId ? paymentById.get(transactionId) : undefined),
    };
  });
  items.sort((a, b) => (b.closedAt ?? '').localeCompare(a.closedAt ?? ''));
  return { items };
}

/** A full admin refunded the payment (or decided it is owed nothing): the checkout leaves the list, audited. */
export async function markRefundHandled(
  actor: Actor,
  checkoutId: string,
  now: Date,
): Promise<AdminMarkRefundHandledResponse> {
  const handled = await runBookingTransaction(async (tx) => {
    const ref = checkoutsCol().doc(checkoutId);
    const snap = await tx.get(ref);
    const status: unknown = snap.get('status');
    if (status === 'refund-handled') return false;
    if (!snap.exists || status !== 'needs-refund') return fail('no-refund-waiting');
    tx.update(ref, {
      status: 'refund-handled',
      handledAt: now,
      handledBy: actor.uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: 'checkout.refundHandled',
      target: `${CHECKOUTS}/${checkoutId}`,
      before: { status },
      after: {
        status: 'refund-handled',
        transactionId: snap.get('transactionId') as unknown,
        amount: snap.get('amount') as unknown,
        userId: snap.get('userId') as unknown,
      },
    });
    return true;
  });
  if (handled) logs.refundHandled(actor.uid, checkoutId);
  return { handled };
}
