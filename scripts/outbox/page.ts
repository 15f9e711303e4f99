// The outbox page: every e-mail, SMS and WhatsApp message of the local suite, newest first, as one HTML document
// without scripts. Everything that came from a message is escaped; an e-mail's HTML body is shown in an iframe with
// `sandbox` (no scripts, no forms, an opaque origin) and `srcdoc`, its `cid:` images pointed at the attachment's URL.
import type { OutboxItem, OutboxMail, OutboxText } from './outbox-items';

export interface OutboxPage {
  items: OutboxItem[];
  /** null when the Twilio simulator answered; else why its messages are missing. */
  textsProblem: string | null;
  mailProblem: string | null;
  generatedAt: Date;
  /** Seconds between automatic reloads, or null. */
  autoRefresh: number | null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and for a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export const attachmentUrl = (mailId: string, index: number) =>
  `/mail/${encodeURIComponent(mailId)}/attachments/${index}`;

const time = (at: Date | null) =>
  at
    ? `<time datetime="${at.toISOString()}">${escapeHtml(
        at.toLocaleString('en-TT', {
          timeZone: 'America/Port_of_Spain',
          dateStyle: 'medium',
          timeStyle: 'medium',
        }),
      )}</time>`
    : 'time unknown';

/** The e-mail's HTML with each `cid:` reference to one of its attachments replaced by the attachment's URL. */
export function framedMailHtml(mail: OutboxMail, origin: string): string {
  let html = mail.html ?? `<pre>${escapeHtml(mail.text ?? '')}</pre>`;
  for (const a of mail.attachments) {
    if (!a.cid) continue;
    html = html.split(`cid:${a.cid}`).join(`${origin}${attachmentUrl(mail.id, a.index)}`);
  }
  return html;
}

function attachmentList(mail: OutboxMail): string {
  if (!mail.attachments.length) return '';
  const items = mail.attachments.map((a) => {
    const url = escapeHtml(attachmentUrl(mail.id, a.index));
    const name = escapeHtml(a.filename);
    const preview = a.contentType.startsWith('image/')
      ? `<img src="${url}" alt="${name} (attached image)" class="thumb">`
      : '';
    return `<li>${preview}<a href="${url}" download="${name}">Download ${name}</a> <span class="muted">(${escapeHtml(a.contentType)}, ${a.bytes} bytes)</span></li>`;
  });
  return `<h4>Attachments</h4><ul class="attachments">${items.join('')}</ul>`;
}

function mailArticle(mail: OutboxMail, origin: string): string {
  const subject = escapeHtml(mail.subject);
  const kind = mail.kind ? ` · ${escapeHtml(mail.kind)}` : '';
  return `<article class="item email" aria-labelledby="m-${escapeHtml(mail.id)}">
<p class="channel">E-mail${kind}</p>
<h3 id="m-${escapeHtml(mail.id)}">${subject}</h3>
<p class="meta">To ${escapeHtml(mail.to)} · ${time(mail.at)}</p>
<iframe sandbox="" referrerpolicy="no-referrer" loading="lazy" title="Body of the e-mail “${subject}”" srcdoc="${escapeHtml(framedMailHtml(mail, origin))}"></iframe>
${attachmentList(mail)}
</article>`;
}

function textArticle(text: OutboxText): string {
  const label = text.channel === 'whatsapp' ? 'WhatsApp' : 'SMS';
  const failed = text.errorCode ? ` · error ${escapeHtml(text.errorCode)}` : '';
  const template = text.template ? ` · template ${escapeHtml(text.template)}` : '';
  return `<article class="item ${text.channel}" aria-labelledby="t-${escapeHtml(text.sid)}">
<p class="channel">${label}</p>
<h3 id="t-${escapeHtml(text.sid)}">${label} to ${escapeHtml(text.to)}</h3>
<p class="meta">From ${escapeHtml(text.from)} · ${time(text.at)} · status ${escapeHtml(text.status)}${failed}${template}</p>
<p class="body">${escapeHtml(text.body)}</p>
</article>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f5f5f5}
header,main{max-width:60rem;margin:0 auto;padding:1rem}header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:baseline}
h1{margin:0;font-size:1.6rem}a{color:#0b57d0}a:focus,button:focus{outline:3px solid #e37400;outline-offset:2px}
.item{background:#fff;border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:0 0 1rem}
.item h3{margin:.2rem 0;font-size:1.15rem;overflow-wrap:anywhere}.channel{margin:0;font-weight:600;color:#5f3dc4}
.meta,.muted{color:#555;font-size:.9rem;overflow-wrap:anywhere}.body{white-space:pre-wrap;overflow-wrap:anywhere}
iframe{width:100%;height:26rem;border:1px solid #ddd;background:#fff}.attachments{padding-left:1.2rem}
.thumb{display:block;max-width:10rem;height:auto;border:1px solid #ddd;margin:.3rem 0}
.notice{background:#fff4ce;border:1px solid #e0c060;padding:.5rem 1rem;border-radius:.5rem}`;

/** The whole page; `origin` (e.g. http://127.0.0.1:4530) makes the framed e-mails' image URLs absolute. */
export function renderOutboxPage(page: OutboxPage, origin: string): string {
  const notices = [page.mailProblem, page.textsProblem]
    .filter((p): p is string => Boolean(p))
    .map((p) => `<p class="notice" role="status">${escapeHtml(p)}</p>`)
    .join('');
  const items = page.items.map((item) =>
    item.channel === 'email' ? mailArticle(item, origin) : textArticle(item),
  );
  const refresh = page.autoRefresh ? `<meta http-equiv="refresh" content="${page.autoRefresh}">` : '';
  const toggle = page.autoRefresh
    ? '<a href="/">Stop refreshing</a>'
    : '<a href="/?refresh=10">Refresh every 10 s</a>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}<title>Outbox · local suite</title><style>${STYLE}</style></head>
<body><header><h1>Outbox</h1><p class="muted">Every e-mail, SMS and WhatsApp message the local suite sent, newest first. Updated ${time(page.generatedAt)}.</p>
<nav aria-label="Outbox"><a href="/">Refresh</a> · ${toggle}</nav></header>
<main><h2>${page.items.length} message${page.items.length === 1 ? '' : 's'}</h2>${notices}
${items.join('\n') || '<p>Nothing sent yet.</p>'}</main></body></html>`;
}
