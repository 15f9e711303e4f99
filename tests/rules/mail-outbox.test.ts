// The `mail` outbox the Trigger Email extension sends from: only the functions write it. A customer must not read
// the e-mails queued to them (the QR code and calendar file live in the account, behind the order rules), nor use
// the wash's mailbox to send anything, nor pre-empt or re-trigger a reminder.
import { beforeEach, describe, it } from 'vitest';
import { where } from 'firebase/firestore';
import { OWNER_EMAIL } from '../support/actors.fixtures';
import { dbAs, expectAllowed, seed, useRulesEnv } from '../support/rules.fixtures';
import { get, list, remove, set, update } from '../support/rules-ops.fixtures';

const env = useRulesEnv();
const REMINDER = 'mail/reminder-ORDER-1-2026-11-24_0710';
const queued = {
  to: OWNER_EMAIL,
  orderId: 'ORDER-1',
  kind: 'booking',
  message: { subject: 'Booking confirmed', text: 'x', html: '<p>x</p>', attachments: [] },
};

describe('mail', () => {
  beforeEach(async () => seed(env(), { 'mail/confirmation': queued }));

  it('refuses the addressee reading their own queued e-mail, by id or by query on their address', async () => {
    const db = dbAs(env(), 'owner');
    await expectAllowed(false, get(db, 'mail/confirmation'));
    await expectAllowed(false, list(db, 'mail', where('to', '==', OWNER_EMAIL)));
  });

  it('refuses a customer sending mail through the wash’s mailbox', async () => {
    const db = dbAs(env(), 'other');
    await expectAllowed(
      false,
      set(db, 'mail/spam', {
        to: 'victim@example.com',
        message: {
          subject: 'Your wash is booked',
          html: '<a href="https://phish.example">Pay here</a>',
          attachments: [{ filename: 'x.ics', path: '/etc/passwd' }],
        },
      }),
    );
  });

  it('refuses a customer creating a reminder id first (which would silence the real reminder)', async () => {
    await expectAllowed(false, set(dbAs(env(), 'owner'), REMINDER, { to: OWNER_EMAIL }));
  });

  it('refuses re-triggering, rewriting or deleting a queued e-mail, staff included', async () => {
    for (const actor of ['owner', 'admin', 'viewOnly'] as const) {
      const db = dbAs(env(), actor);
      await expectAllowed(false, update(db, 'mail/confirmation', { 'delivery.state': 'RETRY' }));
      await expectAllowed(false, update(db, 'mail/confirmation', { to: 'victim@example.com' }));
      await expectAllowed(false, remove(db, 'mail/confirmation'));
    }
  });
});
