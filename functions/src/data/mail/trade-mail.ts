// The e-mails of a trade (the plan: trade-mail-plan-rules.ts). A first trade queues both jobs at once, as every order
// change does (order-mail-jobs.ts). An order traded again within CONFIG.tradeMailCollapseMs has its jobs queued held
// (`heldUntil`), and each further move of the burst replaces them in its own transaction; the cleanup job
// (`releaseHeldMail`, every 5 minutes) releases those due as ordinary jobs, so two customers trading one order back
// and forth send two e-mails per burst, not two per move. A released appointment e-mail is rendered from the order as
// it is then (a rebook meanwhile is not undone by it) and dropped when the order is no longer that customer's.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { isOpenStatus } from '../../../../src/domain/types';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import type { OrderDoc } from '../../../../src/contracts/documents';
import { CONFIG } from '../../config';
import { logs } from '../../logs';
import { db } from '../admin-sdk';
import { col, ordersCol, readOrder, toDate } from '../booking-docs';
import type { MailOrder, OrderMailKind } from './order-mail';
import { isHeldJob } from './order-mail-jobs';
import { mailJobsCol, queueOrderMail } from '../order-mail-queue';
import { shapedQuery } from '../shaped-query';
import { planTradeMail, type HeldTradeMail } from './trade-mail-plan-rules';

/** The order's e-mail jobs still held (a read: call with the transaction's other reads). */
export async function readHeldTradeMail(tx: Transaction, orderId: string): Promise<HeldTradeMail> {
  const jobs = await tx.get(
    shapedQuery(col(COLLECTIONS.mailJobs), 'mailJobsOfOrders', { orderId: [orderId] }),
  );
  const held = jobs.docs.filter(isHeldJob);
  const away = held.find((job) => job.get('kind') === 'traded-away');
  return {
    away: away ? { id: away.id, recipient: String(away.get('order.userId') ?? '') } : null,
    trades: held.filter((job) => job.get('kind') === 'trade').map((job) => job.id),
  };
}

/**
 * Queues the e-mails of the move of `giver` (the order before) to `taker` (after): at once, or held and merged with
 * the burst's (writes only: call after every read of the transaction).
 */
export function queueTradeMail(
  tx: Transaction,
  move: { giver: OrderDoc; taker: OrderDoc; held: HeldTradeMail },
  now: Date,
): void {
  const { giver, taker, held } = move;
  const plan = planTradeMail({
    giver: giver.userId,
    taker: taker.userId,
    lastTradedAt: giver.tradedAt ?? null,
    held,
    now,
    windowMs: CONFIG.tradeMailCollapseMs,
  });
  if (plan.mode === 'now') {
    // The taker gets the appointment (and its calendar entry); the previous owner's entry is cancelled.
    queueOrderMail(tx, taker, 'trade', now);
    queueOrderMail(tx, giver, 'traded-away', now);
    return;
  }
  for (const id of plan.deleteJobs) tx.delete(mailJobsCol().doc(id));
  if (plan.away === 'keep' && held.away) {
    tx.update(mailJobsCol().doc(held.away.id), { heldUntil: Timestamp.fromDate(plan.heldUntil) });
  }
  queueOrderMail(tx, taker, 'trade', now, plan.heldUntil);
  if (plan.away === 'create') queueOrderMail(tx, giver, 'traded-away', now, plan.heldUntil);
  logs.tradeMailHeld(taker.orderId, plan.heldUntil);
}

export type ReleaseResult = 'released' | 'not-due' | 'superseded' | 'missing';

/**
 * Releases one held job if it is due at `now`: in one transaction it is replaced by an ordinary job, which the
 * retrying trigger renders (order-mail-jobs.ts). An appointment e-mail takes the order's current fields, and is
 * dropped when the order is gone, no longer open or no longer its recipient's.
 */
export async function releaseHeldMailJob(jobId: string, now: Date): Promise<ReleaseResult> {
  const ref = mailJobsCol().doc(jobId);
  return db.runTransaction(async (tx): Promise<ReleaseResult> => {
    const job = await tx.get(ref);
    if (!job.exists || !isHeldJob(job)) return 'missing';
    const heldUntil = toDate(job.get('heldUntil'));
    if (heldUntil && heldUntil.getTime() > now.getTime()) return 'not-due';
    const kind = job.get('kind') as OrderMailKind;
    const held = job.get('order') as MailOrder;
    if (kind !== 'trade') {
      tx.delete(ref);
      queueOrderMail(tx, held, kind, now);
      return 'released';
    }
    const snap = await tx.get(ordersCol().doc(String(job.get('orderId'))));
    const order = snap.exists ? readOrder(snap) : null;
    tx.delete(ref);
    if (!order || order.userId !== held.userId || !isOpenStatus(order.status)) return 'superseded';
    queueOrderMail(tx, order, 'trade', now);
    return 'released';
  });
}

/** Releases every held job due at `now` (the cleanup job's step); answers how many. */
export async function releaseHeldMail(now: Date): Promise<{ released: number; superseded: number }> {
  const due = await shapedQuery(col(COLLECTIONS.mailJobs), 'heldMailJobsDue', {
    heldUntil: { '<=': Timestamp.fromDate(now) },
  })
    .limit(200)
    .get();
  const counts = { released: 0, superseded: 0 };
  for (const job of due.docs) {
    const result = await releaseHeldMailJob(job.id, now);
    if (result === 'released' || result === 'superseded') counts[result] += 1;
  }
  return counts;
}
