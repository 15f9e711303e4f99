// What the outbox page shows, read from where the local suite leaves it: e-mails are `mail` documents in the Trigger
// Email extension's format (functions/src/data/mail/order-mail.ts: to, message.subject/text/html/attachments with
// filename, content, encoding, contentType, cid), SMS and WhatsApp messages are the Twilio simulator's Message
// resources (Twilio's snake_case JSON). Both are read defensively: a field of the wrong type is shown as missing.

export interface OutboxAttachment {
  index: number;
  filename: string;
  contentType: string;
  cid: string | null;
  bytes: number;
}

export interface OutboxMail {
  channel: 'email';
  id: string;
  at: Date | null;
  to: string;
  subject: string;
  html: string | null;
  text: string | null;
  kind: string | null;
  attachments: OutboxAttachment[];
}

export interface OutboxText {
  channel: 'sms' | 'whatsapp';
  sid: string;
  at: Date | null;
  to: string;
  from: string;
  body: string;
  status: string;
  errorCode: string | null;
  template: string | null;
}

export type OutboxItem = OutboxMail | OutboxText;

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Decoded size of an attachment's content (base64 or text). */
function byteLength(content: unknown, encoding: unknown): number {
  if (typeof content !== 'string') return 0;
  return Buffer.byteLength(content, encoding === 'base64' ? 'base64' : 'utf8');
}

export function attachmentsOf(data: Record<string, unknown>): Array<Record<string, unknown>> {
  const list = record(data.message).attachments;
  return Array.isArray(list) ? list.map(record) : [];
}

/** One `mail` document as the page shows it; `at` is when the document was created. */
export function mailItem(id: string, data: Record<string, unknown>, at: Date | null): OutboxMail {
  const message = record(data.message);
  const to = Array.isArray(data.to) ? data.to.filter((t) => typeof t === 'string').join(', ') : str(data.to);
  return {
    channel: 'email',
    id,
    at,
    to: to ?? '',
    subject: str(message.subject) ?? '(no subject)',
    html: str(message.html),
    text: str(message.text),
    kind: str(data.kind),
    attachments: attachmentsOf(data).map((a, index) => ({
      index,
      filename: str(a.filename) ?? `attachment-${index + 1}`,
      contentType: str(a.contentType) ?? 'application/octet-stream',
      cid: str(a.cid),
      bytes: byteLength(a.content, a.encoding),
    })),
  };
}

/** The content of attachment `index` of a `mail` document, or null. */
export function attachmentContent(data: Record<string, unknown>, index: number) {
  const a = attachmentsOf(data)[index];
  if (!a || typeof a.content !== 'string') return null;
  return {
    filename: str(a.filename) ?? `attachment-${index + 1}`,
    contentType: str(a.contentType) ?? 'application/octet-stream',
    body: Buffer.from(a.content, a.encoding === 'base64' ? 'base64' : 'utf8'),
  };
}

/** One Twilio Message resource (the simulator's JSON) as the page shows it. */
export function textItem(resource: unknown): OutboxText {
  const m = record(resource);
  const to = str(m.to) ?? '';
  const whatsapp = to.startsWith('whatsapp:');
  const created = str(m.date_created);
  const at = created ? new Date(created) : null;
  const code = m.error_code;
  return {
    channel: whatsapp ? 'whatsapp' : 'sms',
    sid: str(m.sid) ?? '',
    at: at && !Number.isNaN(at.getTime()) ? at : null,
    to: whatsapp ? to.slice('whatsapp:'.length) : to,
    from: (str(m.from) ?? '').replace(/^whatsapp:/, ''),
    body: str(m.body) ?? '',
    status: str(m.status) ?? 'unknown',
    errorCode: typeof code === 'number' || typeof code === 'string' ? String(code) : null,
    template: str(m.content_sid),
  };
}

/** Newest first; items without a time last. */
export function newestFirst(items: OutboxItem[]): OutboxItem[] {
  return [...items].sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
}
