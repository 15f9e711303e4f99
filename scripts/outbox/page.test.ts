// The outbox page escapes everything a message brings (subject, addresses, bodies, file names), frames an e-mail's
// HTML in a sandbox with no scripts, points its cid: images at the attachment, lists newest first and says when the
// Twilio simulator is not there.
import { describe, expect, it } from 'vitest';
import { mailItem, newestFirst, textItem, attachmentContent } from './outbox-items';
import { escapeHtml, framedMailHtml, renderOutboxPage, type OutboxPage } from './page';

const EVIL = `<script>alert("x")</script><img src=x onerror=alert(1)>'&`;
const ORIGIN = 'http://127.0.0.1:4530';

const confirmation = mailItem(
  'job-1',
  {
    to: 'alice@example.test',
    kind: 'confirmation',
    message: {
      subject: 'Your appointment is booked',
      html: '<p>See you</p><img src="cid:qr-A1@touch-free-wash" alt="QR"><script>alert(1)</script>',
      text: 'See you',
      attachments: [
        {
          filename: 'qr-A1.png',
          content: Buffer.from('png').toString('base64'),
          encoding: 'base64',
          contentType: 'image/png',
          cid: 'qr-A1@touch-free-wash',
        },
        {
          filename: 'appointment.ics',
          content: 'BEGIN:VCALENDAR',
          contentType: 'text/calendar; method=REQUEST',
        },
      ],
    },
  },
  new Date('2026-01-01T10:00:00Z'),
);

const page = (over: Partial<OutboxPage> = {}): string =>
  renderOutboxPage(
    {
      items: [confirmation],
      textsProblem: null,
      mailProblem: null,
      generatedAt: new Date('2026-01-01T10:05:00Z'),
      autoRefresh: null,
      ...over,
    },
    ORIGIN,
  );

describe('the outbox page', () => {
  it('escapes every field a message brings', () => {
    const mail = mailItem(
      'm<1>',
      {
        to: EVIL,
        message: {
          subject: EVIL,
          text: EVIL,
          attachments: [{ filename: EVIL, content: 'x', contentType: EVIL }],
        },
      },
      null,
    );
    const sms = textItem({
      sid: 'SM"1',
      to: EVIL,
      from: EVIL,
      body: EVIL,
      status: EVIL,
      error_code: EVIL,
      date_created: 'Thu, 01 Jan 2026 10:00:00 +0000',
    });
    const html = page({ items: [mail, sms] });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('"1"');
    expect(html).toContain(escapeHtml(EVIL));
    // The page has no script of its own, so any <script> would be one from a message: there is none.
    expect(html).not.toMatch(/<script/i);
  });

  it('frames an e-mail in a sandbox (no scripts) with srcdoc, its cid: image pointed at the attachment', () => {
    const html = page();
    expect(html).toMatch(/<iframe sandbox="" [^>]*srcdoc="/);
    const framed = framedMailHtml(confirmation, ORIGIN);
    expect(framed).toContain(`src="${ORIGIN}/mail/job-1/attachments/0"`);
    expect(framed).not.toContain('cid:');
    // The srcdoc attribute carries the e-mail escaped: no raw tag of the e-mail reaches the page itself.
    expect(html).toContain(`srcdoc="${escapeHtml(framed)}"`);
    expect(html).not.toContain('<p>See you</p>');
  });

  it('shows the QR image and lets the calendar file be downloaded', () => {
    const html = page();
    expect(html).toContain('<img src="/mail/job-1/attachments/0" alt="qr-A1.png (attached image)"');
    expect(html).toContain(
      '<a href="/mail/job-1/attachments/1" download="appointment.ics">Download appointment.ics</a>',
    );
    expect(
      attachmentContent(
        { message: { attachments: [{ content: 'cG5n', encoding: 'base64' }] } },
        0,
      )!.body.toString(),
    ).toBe('png');
    expect(attachmentContent({ message: {} }, 0)).toBeNull();
  });

  it('says when the Twilio simulator is not running, and still lists the e-mails', () => {
    const html = page({
      textsProblem:
        'Twilio simulator not running (http://127.0.0.1:4520): SMS and WhatsApp messages are not shown.',
    });
    expect(html).toContain('<p class="notice" role="status">Twilio simulator not running');
    expect(html).toContain('Your appointment is booked');
  });

  it('has a language, a viewport, one h1, landmarks and a refresh control', () => {
    const html = page();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toMatch(/<header>[\s\S]*<main>/);
    expect(html).toContain('<a href="/">Refresh</a>');
    expect(page({ autoRefresh: 10 })).toContain('<meta http-equiv="refresh" content="10">');
  });
});

describe('outbox items', () => {
  it('reads WhatsApp and SMS from Twilio Message resources', () => {
    const wa = textItem({
      sid: 'SM1',
      to: 'whatsapp:+18685551234',
      from: 'whatsapp:+14155238886',
      body: 'Hi',
      status: 'delivered',
      error_code: null,
      date_created: 'Thu, 01 Jan 2026 10:00:00 +0000',
      content_sid: 'HX123',
    });
    expect(wa).toMatchObject({
      channel: 'whatsapp',
      to: '+18685551234',
      from: '+14155238886',
      template: 'HX123',
      errorCode: null,
    });
    expect(wa.at!.toISOString()).toBe('2026-01-01T10:00:00.000Z');
    const sms = textItem({ sid: 'SM2', to: '+18685551234', status: 'failed', error_code: 30003 });
    expect(sms).toMatchObject({ channel: 'sms', status: 'failed', errorCode: '30003', at: null });
  });

  it('orders newest first across channels, undated last', () => {
    const a = mailItem('a', { message: {} }, new Date('2026-01-01T10:00:00Z'));
    const b = textItem({ sid: 'b', date_created: 'Thu, 01 Jan 2026 11:00:00 +0000' });
    const c = mailItem('c', { message: {} }, null);
    expect(newestFirst([c, a, b]).map((i) => ('id' in i ? i.id : i.sid))).toEqual(['b', 'a', 'c']);
  });
});
