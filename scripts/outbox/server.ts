// The local outbox's HTTP server on 127.0.0.1 (PORT 4530 by default):
//   GET /                                  the page (page.ts); ?refresh=N reloads it every N seconds (5..300)
//   GET /mail/<id>/attachments/<index>     one attachment of a `mail` document: images inline, the rest downloaded
// E-mails are read from the Firestore emulator's `mail` collection with the Admin SDK (an app of its own, so the
// functions' default app in the same process is untouched); SMS and WhatsApp from the Twilio simulator's
// GET /__sim/messages. When the simulator does not answer, the page says so and still lists the e-mails.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { attachmentContent, mailItem, newestFirst, textItem, type OutboxItem } from './outbox-items';
import { renderOutboxPage } from './page';
import { refusedUnlessLoopback } from '../scheduler/loopback-only';

export const OUTBOX_PORT = 4530;
export const TWILIO_SIM_URL = 'http://127.0.0.1:4520';
const SHOWN = 200;
const INLINE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export interface OutboxSettings {
  port?: number;
  projectId: string;
  twilioSimUrl?: string;
}

function outboxDb(projectId: string): Firestore {
  const app = getApps().find((a) => a.name === 'outbox') ?? initializeApp({ projectId }, 'outbox');
  return getFirestore(app);
}

async function readMail(db: Firestore): Promise<{ items: OutboxItem[]; problem: string | null }> {
  try {
    const snapshot = await db.collection('mail').get();
    const items = snapshot.docs.map((d) => mailItem(d.id, d.data(), d.createTime.toDate()));
    return { items, problem: null };
  } catch (error) {
    return {
      items: [],
      problem: `E-mails could not be read from the Firestore emulator: ${(error as Error).message}`,
    };
  }
}

async function readTexts(simUrl: string): Promise<{ items: OutboxItem[]; problem: string | null }> {
  const notRunning = `Twilio simulator not running (${simUrl}): SMS and WhatsApp messages are not shown.`;
  try {
    const res = await fetch(`${simUrl}/__sim/messages`, { signal: AbortSignal.timeout(2000) });
    if (!res.ok) return { items: [], problem: notRunning };
    const body = (await res.json()) as { messages?: unknown };
    if (!Array.isArray(body.messages)) return { items: [], problem: notRunning };
    return { items: body.messages.map(textItem), problem: null };
  } catch {
    return { items: [], problem: notRunning };
  }
}

function originOf(req: IncomingMessage, port: number): string {
  const host = req.headers.host ?? '';
  return /^(127\.0\.0\.1|localhost|\[::1\]):\d+$/.test(host) ? `http://${host}` : `http://127.0.0.1:${port}`;
}

function refreshSeconds(raw: string | null): number | null {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 5 && n <= 300 ? n : null;
}

async function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  db: Firestore,
  settings: Required<OutboxSettings>,
) {
  const [mail, texts] = await Promise.all([readMail(db), readTexts(settings.twilioSimUrl)]);
  const origin = originOf(req, settings.port);
  const html = renderOutboxPage(
    {
      items: newestFirst([...mail.items, ...texts.items]).slice(0, SHOWN),
      mailProblem: mail.problem,
      textsProblem: texts.problem,
      generatedAt: new Date(),
      autoRefresh: refreshSeconds(url.searchParams.get('refresh')),
    },
    origin,
  );
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // No script anywhere; the framed e-mails inherit this policy: their images only from here.
    'content-security-policy': `default-src 'none'; img-src 'self' ${origin} data:; style-src 'unsafe-inline'; frame-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
  });
  res.end(html);
}

async function sendAttachment(res: ServerResponse, db: Firestore, mailId: string, index: number) {
  const snapshot = await db.collection('mail').doc(mailId).get();
  const content = snapshot.exists ? attachmentContent(snapshot.data()!, index) : null;
  if (!content) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end('No such attachment.');
  }
  const inline = INLINE_IMAGES.has(content.contentType);
  const filename = content.filename.replace(/[^\w.-]/g, '_');
  res.writeHead(200, {
    'content-type': inline ? content.contentType : content.contentType.replace(/[^\w/.+=; -]/g, ''),
    'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${filename}"`,
    'x-content-type-options': 'nosniff',
    // The inline images are rendered: sandboxed, nothing else loads. The rest is only ever downloaded.
    ...(inline ? { 'content-security-policy': "default-src 'none'; sandbox" } : {}),
    'cache-control': 'no-store',
  });
  res.end(content.body);
}

export function startOutbox(options: OutboxSettings): Promise<Server> {
  const settings = { port: OUTBOX_PORT, twilioSimUrl: TWILIO_SIM_URL, ...options };
  const db = outboxDb(settings.projectId);
  const server = createServer((req, res) => {
    if (refusedUnlessLoopback(req, res, false)) return; // no rebound name reads the e-mails (Host only: GETs)
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const attachment = /^\/mail\/([^/]+)\/attachments\/(\d+)$/.exec(url.pathname);
    const handle =
      req.method !== 'GET' && req.method !== 'HEAD'
        ? null
        : url.pathname === '/'
          ? sendPage(req, res, url, db, settings)
          : attachment
            ? sendAttachment(res, db, decodeURIComponent(attachment[1]!), Number(attachment[2]))
            : null;
    if (!handle) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Not found. The outbox is at /.');
    }
    handle.catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The outbox failed: ${error.message}`);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, '127.0.0.1', () => resolve(server));
  });
}
