// Reads the `mail` documents the order e-mails leave (Trigger Email extension format) and the files they carry:
// the calendar file parsed back with ical.js, the inline QR code decoded with jsQR.
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import { parseTime12 } from '../../src/domain/calendar';
import { db } from '../../functions/src/data/admin-sdk';
import { parseIcs, type ParsedIcs } from './parse-ics.fixtures';

export interface Attachment {
  filename: string;
  content: string;
  encoding?: string;
  contentType: string;
  cid?: string;
}
export interface QueuedMail {
  id: string;
  to: string;
  orderId: string;
  kind: string;
  message: { subject: string; text: string; html: string; attachments: Attachment[] };
}

/**
 * Waits until every e-mail job queued so far (`mailJobs`, data/mail/order-mail-jobs.ts) is rendered into `mail` by the
 * `renderOrderMail` trigger, which runs after the change that queued it commits. Jobs held by a trade
 * (`heldUntil`: data/mail/trade-mail.ts) wait for their release, not for the trigger.
 */
export async function mailSettled(timeoutMs = 12_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    // Jobs of the functions' shape only (a rules suite may plant an odd one in the shared emulator).
    const jobs = (await db.collection('mailJobs').get()).docs.filter(
      (job) => job.get('order') && job.get('heldUntil') === undefined,
    );
    if (jobs.every((job) => job.get('mailedAt'))) return;
    if (Date.now() > until) {
      const pending = jobs.filter((job) => !job.get('mailedAt')).map((job) => job.id);
      throw new Error(`e-mail jobs not rendered within ${timeoutMs} ms: ${pending.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every e-mail queued about an order, oldest first (after the queued jobs are rendered). */
export async function mailsAbout(orderId: string): Promise<QueuedMail[]> {
  await mailSettled();
  const snap = await db.collection('mail').where('orderId', '==', orderId).get();
  return snap.docs
    .sort((a, b) => a.createTime.toMillis() - b.createTime.toMillis())
    .map((d) => ({ id: d.id, ...(d.data() as Omit<QueuedMail, 'id'>) }));
}

/** The one e-mail of that kind about the order (fails on none or several). */
export async function theMail(orderId: string, kind: string): Promise<QueuedMail> {
  const found = (await mailsAbout(orderId)).filter((m) => m.kind === kind);
  if (found.length !== 1)
    throw new Error(`expected one ${kind} mail about ${orderId}, found ${found.length}`);
  return found[0]!;
}

/** The calendar attachment, parsed; also checks its content type names the file's METHOD (RFC 6047). */
export function calendarOf(mail: QueuedMail): ParsedIcs & { contentType: string } {
  const files = mail.message.attachments.filter((a) => a.filename.endsWith('.ics'));
  if (files.length !== 1) throw new Error(`expected one .ics attachment, found ${files.length}`);
  const ics = parseIcs(files[0]!.content);
  return { ...ics, contentType: files[0]!.contentType };
}

const pngjs = createRequire(import.meta.url)('pngjs') as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
};

/** Decodes the inline QR image; also returns its cid. */
export function qrOf(mail: QueuedMail): { text: string; cid: string } | null {
  const image = mail.message.attachments.find((a) => a.contentType === 'image/png');
  if (!image) return null;
  const png = pngjs.PNG.sync.read(Buffer.from(image.content, 'base64'));
  const result = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!result) throw new Error('the QR image does not decode');
  return { text: result.data, cid: image.cid ?? '' };
}

/** 'YYYY-MM-DD HH:mm' of a slot, as the wall clock of America/Port_of_Spain shows it. */
export function wallClock(date: string, time12: string): string {
  const minutes = parseTime12(time12);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
