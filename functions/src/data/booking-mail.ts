// E-mails about an order, queued as `mail` documents in the Firebase Trigger Email extension's format (nodemailer
// fields: to, message.subject/text/html/attachments), in the same transaction as the change they describe, so an
// order never changes without its e-mail queued and nothing is lost if sending fails.
// Each carries the order's calendar file (domain/appointment-ics: REQUEST for a booking, trade or rebook, CANCEL
// when given up or traded away) and, while the appointment is the customer's, its QR code as an inline image.
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { buildAppointmentIcs, ICS_FILENAME, icsContentType } from '../../../src/domain/appointment-ics';
import { serializeQrPayload } from '../../../src/domain/qr-payload';
import { COLLECTIONS } from '../../../src/contracts/types';
import { calendarOrganizer, manageOrdersUrl } from '../mail/mail-settings';
import { qrPng } from '../mail/qr-png';
import { CANCEL_KINDS, orderMailText, type MailOrder, type OrderMailKind } from '../mail/order-mail-text';
import { col } from './booking-docs';

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

/** E-mails rendered lately, by everything they are rendered from (see `renderedOnce`). */
const rendered = new Map<string, Promise<OrderMailDoc>>();
const RENDERED_KEPT = 64;

/**
 * `orderMailDoc`, rendered once for the same order, kind, time and settings: a transaction that runs again after
 * losing its slot to another writer (booking-transaction.ts) queues the e-mail it rendered the first time (the QR
 * code and the calendar file are most of a booking's own CPU) instead of rendering it again. The latest few are kept.
 */
function renderedOnce(order: MailOrder, kind: OrderMailKind, now: Date): Promise<OrderMailDoc> {
  const key = JSON.stringify([kind, now.getTime(), manageOrdersUrl(), calendarOrganizer(), order]);
  const known = rendered.get(key);
  if (known) return known;
  const doc = orderMailDoc(order, kind, now);
  rendered.set(key, doc);
  doc.catch(() => rendered.delete(key));
  if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value!);
  return doc;
}

/**
 * Queues an e-mail about `order` to its owner (`order.userEmail`) in the transaction; no-op without an address.
 * `ref` names the document when the caller needs a fixed id (reminders); otherwise a new id is taken.
 * Answers whether an e-mail was queued.
 */
export async function queueOrderMail(
  tx: Transaction,
  order: MailOrder,
  kind: OrderMailKind,
  now: Date,
  ref?: DocumentReference,
): Promise<boolean> {
  if (!order.userEmail) return false;
  const doc = await renderedOnce(order, kind, now);
  tx.create(ref ?? col(COLLECTIONS.mail).doc(), { ...doc, createdAt: FieldValue.serverTimestamp() });
  return true;
}
