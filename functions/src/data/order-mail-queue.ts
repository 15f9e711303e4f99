// The promise of an e-mail about an order, made in the transaction that changes the order (as its audit entry is):
// one small mailJobs/{id} document with the order's mail fields, the kind and the time, and no rendering. The mail
// room renders it after the change committed (mail/order-mail-jobs.ts, run by the renderOrderMail trigger).
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, type OrderDoc } from '../../../src/contracts/documents';
import { col } from './booking-docs';
import { queueMessageFact } from './message-queue';

export const ORDER_MAIL_KINDS = ['booking', 'trade', 'rebook', 'give-up', 'traded-away', 'reminder'] as const;

export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

export type MailOrder = Pick<
  OrderDoc,
  | 'orderId'
  | 'userId'
  | 'userEmail'
  | 'status'
  | 'serviceName'
  | 'serviceDescription'
  | 'description'
  | 'appointmentDate'
  | 'appointmentTime'
  | 'appointmentType'
  | 'location'
  | 'orderCode'
  | 'price'
  | 'numberPlate'
  | 'rebooked'
> & {
  /** The QR text the server stored (with the signed pass); the e-mail's QR code shows exactly this. */
  qrData?: string;
};

/** How long a done job is kept (TTL field `expiresAt`): long enough to see a late duplicate delivery as done. */
export const JOB_TTL_MS = 7 * 24 * 3_600_000;

export const MAIL_ORDER_FIELDS = [
  'orderId',
  'userId',
  'userEmail',
  'status',
  'serviceName',
  'serviceDescription',
  'description',
  'appointmentDate',
  'appointmentTime',
  'appointmentType',
  'location',
  'orderCode',
  'price',
  'numberPlate',
  'rebooked',
  'qrData',
] as const satisfies readonly (keyof MailOrder)[];

/** The fields an e-mail is rendered from, and nothing else of the order (no undefined: Firestore refuses it). */
export function mailFields(order: MailOrder): MailOrder {
  const picked: Record<string, unknown> = {};
  for (const field of MAIL_ORDER_FIELDS) {
    if (order[field] !== undefined) picked[field] = order[field];
  }
  return picked as unknown as MailOrder;
}

export const mailJobsCol = () => col(COLLECTIONS.mailJobs);

/**
 * Queues, in the transaction, the job of one e-mail about `order` to its owner; no-op without an address. Writes one
 * small document and reads nothing. With `heldUntil` the trigger leaves it for the release (data/mail/trade-mail.ts).
 * Answers whether a job was queued.
 */
export function queueOrderMail(
  tx: Transaction,
  order: MailOrder,
  kind: OrderMailKind,
  now: Date,
  heldUntil?: Date,
): boolean {
  if (!order.userEmail) return false;
  const job = mailJobsCol().doc();
  // The same event on the customer's phone channels (data/messages/): a held job's message waits for its release.
  if (!heldUntil) {
    const messageKind = kind === 'reminder' ? 'reminder-hour' : kind;
    queueMessageFact(
      tx,
      { eventId: job.id, kind: messageKind, orderId: order.orderId, userId: order.userId },
      now,
    );
  }
  tx.create(job, {
    orderId: order.orderId,
    kind,
    order: mailFields(order),
    at: Timestamp.fromDate(now),
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromDate(new Date(now.getTime() + JOB_TTL_MS)),
    ...(heldUntil ? { heldUntil: Timestamp.fromDate(heldUntil) } : {}),
  });
  return true;
}
