// The e-mail about an order, in two steps. The transaction that changes the order queues a small job document
// (`mailJobs/{id}`: the order's mail fields, the kind and the time) atomically with the change, so an order never
// changes without its e-mail promised, and the transaction does no rendering (the QR PNG and the calendar file were a
// third of a booking's CPU, inside the transaction and again on each rerun under contention). The retrying trigger
// `renderOrderMail` (triggers/render-order-mail.ts) renders the e-mail (order-mail.ts) and queues it as
// `mail/{jobId}` in a transaction that marks the job done: a retried or duplicated trigger, or two at once, find the
// job done (or the mail already there) and queue nothing, so each job is one e-mail, exactly once.
//   A job queued with `heldUntil` (the e-mails of an order traded again within minutes: data/mail/trade-mail.ts) is left
// alone by the trigger; once due, the cleanup job replaces it with an ordinary job, unless a later move replaced it.
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { db } from '../admin-sdk';
import { orderMailDoc, type MailOrder, type OrderMailKind } from './order-mail';
import { col, toDate } from '../booking-docs';
import { ORDER_MAIL_KINDS, mailJobsCol } from '../order-mail-queue';
import { logs } from '../../logs';

/** A job held by a trade (data/mail/trade-mail.ts): its release replaces it with an ordinary job. */
export const isHeldJob = (job: DocumentSnapshot): boolean => job.get('heldUntil') !== undefined;

export type MailJobResult = 'queued' | 'already-done' | 'missing' | 'malformed' | 'held';

/**
 * Renders the job's e-mail and queues it as `mail/{jobId}`, once: the transaction re-reads the job and the mail
 * document and writes only when neither says it is done. Safe to run any number of times, at once or in turn.
 */
export async function renderMailJob(jobId: string): Promise<MailJobResult> {
  const jobRef = mailJobsCol().doc(jobId);
  const mailRef = col(COLLECTIONS.mail).doc(jobId);
  const job = await jobRef.get();
  if (!job.exists) return 'missing';
  if (job.get('mailedAt')) return 'already-done';
  if (isHeldJob(job)) return 'held';
  const order = job.get('order') as MailOrder | undefined;
  const kind = job.get('kind') as OrderMailKind;
  // Only the functions write jobs; one of another shape is left alone rather than retried for ever.
  if (!order || typeof order !== 'object' || !order.orderId || !ORDER_MAIL_KINDS.includes(kind)) {
    logs.mailJobMalformed(jobId);
    return 'malformed';
  }
  // Rendered outside the transaction: it is the slow part, and a rerun of the transaction need not repeat it.
  const at = toDate(job.get('at')) ?? new Date();
  const doc = await orderMailDoc(order, kind, at);
  return db.runTransaction(async (tx) => {
    const [current, mail] = await tx.getAll(jobRef, mailRef);
    if (!current!.exists) return 'missing';
    if (current!.get('mailedAt') || mail!.exists) return 'already-done';
    if (isHeldJob(current!)) return 'held';
    tx.create(mailRef, { ...doc, createdAt: FieldValue.serverTimestamp() });
    tx.update(jobRef, { mailedAt: FieldValue.serverTimestamp() });
    return 'queued';
  });
}
