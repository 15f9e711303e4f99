// Reconciliation: checkouts still pending a minute after WiPay's session ran out are asked of WiPay's lookup, so a
// closed tab or a lost redirect and webhook never leave money taken without an order. A checkout WiPay still calls
// pending an hour after its session, or one WiPay never gave a transaction id, is closed as failed. Only pending ones
// are picked: a checkout closed after payment (needs-refund, withdrawn: checkouts.ts) is never replayed.
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { logs } from '../../logs';
import { completionDeps, type WiPayConnection } from '../../payment/wipay';
import { checkoutsCol, readCheckout, toTimestamp } from './checkouts';
import { completeCheckout } from './checkout-completion';
import { shapedQuery } from '../shaped-query';

const GRACE_MS = 60_000;
const GIVE_UP_MS = 3_600_000;
const BATCH = 100;

/** Counters by name: the checkouts looked at, and how many of them ended paid, failed, still pending or in error. */
export type ReconcileResult = Record<'looked' | 'paid' | 'failed' | 'pending' | 'errors', number>;

export async function reconcileCheckouts(wipay: WiPayConnection, now: Date): Promise<ReconcileResult> {
  const due = await shapedQuery(checkoutsCol(), 'pendingCheckouts', {
    status: 'pending',
    expiresAt: { '<': toTimestamp(new Date(now.getTime() - GRACE_MS)) },
  })
    .limit(BATCH)
    .get();
  const result: ReconcileResult = { looked: due.size, paid: 0, failed: 0, pending: 0, errors: 0 };
  for (const snapshot of due.docs) {
    const checkout = readCheckout(snapshot)!;
    try {
      const answer = checkout.transactionId
        ? await completeCheckout(
            checkout.id,
            { kind: 'processor', transactionId: checkout.transactionId },
            completionDeps(wipay, now),
          )
        : { status: 'pending' as const };
      if (answer.status === 'pending' && now.getTime() - checkout.expiresAt.getTime() > GIVE_UP_MS) {
        await snapshot.ref.update({
          status: 'failed',
          failure: 'never-settled',
          updatedAt: FieldValue.serverTimestamp(),
        });
        result.failed += 1;
      } else result[answer.status === 'paid' ? 'paid' : answer.status] += 1;
    } catch (error) {
      if (error instanceof HttpsError && error.code === 'failed-precondition') {
        // Refused and closed (needs-refund, withdrawn) or not verified: settled, never picked again as pending.
        result.failed += 1;
        logs.checkoutRefused('processor', `reconcile ${checkout.id}: ${error.message}`);
        continue;
      }
      result.errors += 1;
      logs.unexpectedError(`reconcile ${checkout.id}`, error);
    }
  }
  return result;
}
