// Messages to customers (docs/messages.md), as attacks: a customer must not write the queue (it would send WhatsApp
// and SMS at the wash's cost, or silence a real message by taking its id first), nor read another customer's
// messages or number state, nor save channel choices outside the allowed shape (or for someone else).
import { serverTimestamp, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { OWNER, OWNER_PHONE } from '../support/actors.fixtures';
import { dbAs, expectAllowed, seed, useRulesEnv } from '../support/rules.fixtures';
import { get, list, remove, set, update } from '../support/rules-ops.fixtures';

const env = useRulesEnv();
const choice = { email: true, whatsapp: true, sms: false };
const prefs = () => ({
  reminders: choice,
  offers: { ...choice, whatsapp: false },
  updatedAt: serverTimestamp(),
});
const message = {
  eventId: 'job-1',
  kind: 'booking',
  orderId: 'ORDER-1',
  userId: OWNER,
  deliveries: { whatsapp: { state: 'queued', to: `whatsapp:${OWNER_PHONE}` } },
};

describe('messages (the queue)', () => {
  beforeEach(async () =>
    seed(env(), {
      'messages/job-1': message,
      [`messageNumbers/${OWNER}`]: { number: OWNER_PHONE, failure: { code: 21610, channel: 'sms' } },
      'messageStats/2026-12-01': { date: '2026-12-01', sms: 3 },
      'messageSids/SM1': { eventId: 'job-1', channel: 'whatsapp' },
    }),
  );

  it('refuses every customer, and staff, writing to the queue', async () => {
    for (const actor of ['owner', 'other', 'admin', 'viewOnly'] as const) {
      const db = dbAs(env(), actor);
      await expectAllowed(false, set(db, 'messages/forged', { ...message, eventId: 'forged' }));
      await expectAllowed(false, set(db, 'messages/hour-reminder-ORDER-1-2026-12-01_0710', message));
      await expectAllowed(false, update(db, 'messages/job-1', { 'deliveries.whatsapp.state': 'pending' }));
      await expectAllowed(false, remove(db, 'messages/job-1'));
    }
  });

  it('lets the owner read their message and refuses another customer reading it, by id or by query', async () => {
    await expectAllowed(true, get(dbAs(env(), 'owner'), 'messages/job-1'));
    await expectAllowed(false, get(dbAs(env(), 'other'), 'messages/job-1'));
    await expectAllowed(false, list(dbAs(env(), 'other'), 'messages', where('orderId', '==', 'ORDER-1')));
    await expectAllowed(false, list(dbAs(env(), 'other'), 'messages', where('userId', '==', OWNER)));
    await expectAllowed(true, list(dbAs(env(), 'admin'), 'messages', where('orderId', '==', 'ORDER-1')));
  });

  it("refuses another customer the number's state, and everyone writing it", async () => {
    await expectAllowed(true, get(dbAs(env(), 'owner'), `messageNumbers/${OWNER}`));
    await expectAllowed(false, get(dbAs(env(), 'other'), `messageNumbers/${OWNER}`));
    await expectAllowed(false, set(dbAs(env(), 'owner'), `messageNumbers/${OWNER}`, { number: OWNER_PHONE }));
  });

  it('keeps the callback index server-only and the day counts for staff', async () => {
    for (const actor of ['owner', 'admin'] as const)
      await expectAllowed(false, get(dbAs(env(), actor), 'messageSids/SM1'));
    await expectAllowed(true, get(dbAs(env(), 'viewOnly'), 'messageStats/2026-12-01'));
    await expectAllowed(false, get(dbAs(env(), 'owner'), 'messageStats/2026-12-01'));
  });
});

describe('messagePrefs', () => {
  it('lets the owner save their choices in the exact shape', async () => {
    await expectAllowed(true, set(dbAs(env(), 'owner'), `messagePrefs/${OWNER}`, prefs()));
    await expectAllowed(true, get(dbAs(env(), 'owner'), `messagePrefs/${OWNER}`));
  });

  it('refuses choices for someone else, another shape, or a stray field', async () => {
    const db = dbAs(env(), 'other');
    await expectAllowed(false, set(db, `messagePrefs/${OWNER}`, prefs()));
    const owner = dbAs(env(), 'owner');
    await expectAllowed(
      false,
      set(owner, `messagePrefs/${OWNER}`, { ...prefs(), reminders: { email: 'yes' } }),
    );
    await expectAllowed(
      false,
      set(owner, `messagePrefs/${OWNER}`, { ...prefs(), reminders: { ...choice, push: true } }),
    );
    await expectAllowed(false, set(owner, `messagePrefs/${OWNER}`, { ...prefs(), failure: null }));
    await expectAllowed(false, set(owner, `messagePrefs/${OWNER}`, { reminders: choice, offers: choice }));
  });
});
