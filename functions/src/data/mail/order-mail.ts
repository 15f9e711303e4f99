// E-mails about an order, rendered as `mail` documents in the Firebase Trigger Email extension's format (nodemailer
// fields: to, message.subject/text/html/attachments). A change of an order queues a job for its e-mail in its own
// transaction (order-mail-jobs.ts); the job's trigger renders it here, after the change committed.
// Each carries the order's calendar file (domain/appointment-ics: REQUEST for a booking, trade or rebook, CANCEL
// when given up or traded away) and, while the appointment is the customer's, its QR code as an inline image.
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { buildAppointmentIcs, ICS_FILENAME, icsContentType } from '../../../../src/domain/appointment-ics';
import { serializeQrPayload } from '../../../../src/domain/qr-payload';
import { calendarOrganizer, manageOrdersUrl } from './mail-settings';
import { qrPng } from './qr-png';
import { CANCEL_KINDS, orderMailText } from './order-mail-text';
import type { MailOrder, OrderMailKind } from '../order-mail-queue';

export type { MailOrder, OrderMailKind };

export interface MailAttachment {
  filename: string;
  content: string;
  encoding?: 'base64';
  contentType: string;
  cid?: string;
}

export interface OrderMailDoc {
  to: string;
  message: { subject: string; text: string; html: string; attachments: MailAttachment[] };
  /** Which order and what about: lets staff and tests find a message without reading its body. */
  orderId: string;
  kind: OrderMailKind;
}

/**
 * The QR code the account page shows for the order (the stored QR text, with its signed pass; an order written before
 * passes existed shows its plain payload), as a PNG for an inline attachment.
 */
function qrAttachment(order: MailOrder): MailAttachment {
  const png = qrPng(order.qrData ?? serializeQrPayload(order), { margin: 2, scale: 6 });
  return {
    filename: `qr-${order.orderId}.png`,
    content: png.toString('base64'),
    encoding: 'base64',
    contentType: 'image/png',
    cid: `qr-${order.orderId}@touch-free-wash`,
  };
}

/** The whole `mail` document of one e-mail about `order`, built at `now`. */
export async function orderMailDoc(order: MailOrder, kind: OrderMailKind, now: Date): Promise<OrderMailDoc> {
  const cancel = CANCEL_KINDS.includes(kind);
  const manageUrl = manageOrdersUrl();
  const qr = cancel ? null : qrAttachment(order);
  const attachments: MailAttachment[] = qr ? [qr] : [];
  if (kind !== 'reminder') {
    const method = cancel ? 'CANCEL' : 'REQUEST';
    attachments.push({
      filename: ICS_FILENAME,
      content: buildAppointmentIcs(order, {
        now,
        method,
        organizer: calendarOrganizer(),
        attendee: order.userEmail,
        manageUrl,
      }),
      contentType: icsContentType(method),
    });
  }
  const text = orderMailText(order, kind, { manageUrl, qrCid: qr?.cid ?? null });
  return { to: order.userEmail, message: { ...text, attachments }, orderId: order.orderId, kind };
}

/**
 * Renders an e-mail about `order` and queues it as `ref` in the transaction; no-op without an address. Only for the
 * reminder job, which renders outside any booking decision: an order change queues a job instead
 * (order-mail-jobs.ts), rendered by a trigger after the change commits. Answers whether an e-mail was queued.
 */
export async function queueRenderedOrderMail(
  tx: Transaction,
  order: MailOrder,
  kind: OrderMailKind,
  now: Date,
  ref: DocumentReference,
): Promise<boolean> {
  if (!order.userEmail) return false;
  const doc = await orderMailDoc(order, kind, now);
  tx.create(ref, { ...doc, createdAt: FieldValue.serverTimestamp() });
  return true;
}
