import { describe, expect, it } from 'vitest';
import {
  channelsFor,
  DEFAULT_MESSAGE_PREFS,
  isTransactional,
  isUrgent,
  optKeyword,
  prefsKindOf,
  whatsappNeedsTemplate,
  type MessagePrefs,
  type NumberState,
} from './message-channels';

const number: NumberState = { number: '+18682223333', whatsappOff: false, smsOff: false, failedCode: null };
const prefs = (over: Partial<{ [K in keyof MessagePrefs]: Partial<MessagePrefs[K]> }>): MessagePrefs => ({
  reminders: { ...DEFAULT_MESSAGE_PREFS.reminders, ...over.reminders },
  offers: { ...DEFAULT_MESSAGE_PREFS.offers, ...over.offers },
});

describe('channelsFor', () => {
  it('a customer who chose nothing gets transactional e-mail and e-mail reminders, no offer', () => {
    expect(channelsFor('booking', DEFAULT_MESSAGE_PREFS, number)).toEqual(['email']);
    expect(channelsFor('reminder-day', DEFAULT_MESSAGE_PREFS, number)).toEqual(['email']);
    expect(channelsFor('offer', DEFAULT_MESSAGE_PREFS, number)).toEqual([]);
  });

  it('transactional messages go by e-mail always and on the phone channels chosen for any kind', () => {
    const p = prefs({ reminders: { email: false, whatsapp: true } });
    expect(channelsFor('booking', p, number)).toEqual(['email', 'whatsapp']);
    expect(channelsFor('refund', prefs({ offers: { sms: true } }), number)).toEqual(['email', 'sms']);
  });

  it('reminders and offers only with consent for that kind', () => {
    const p = prefs({ reminders: { email: false, sms: true } });
    expect(channelsFor('reminder-hour', p, number)).toEqual(['sms']);
    expect(channelsFor('offer', p, number)).toEqual([]);
    expect(channelsFor('offer', prefs({ offers: { whatsapp: true } }), number)).toEqual(['whatsapp']);
  });

  it('skips a channel the number opted out of, and every phone channel of a number failed for good', () => {
    const p = prefs({ reminders: { whatsapp: true, sms: true } });
    expect(channelsFor('reminder-day', p, { ...number, whatsappOff: true })).toEqual(['email', 'sms']);
    expect(channelsFor('booking', p, { ...number, failedCode: 21610 })).toEqual(['email']);
    expect(channelsFor('booking', p, { ...number, number: null })).toEqual(['email']);
  });
});

describe('the WhatsApp window and the keywords', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  it('needs a template without a reply in the last 24 hours', () => {
    expect(whatsappNeedsTemplate(null, now)).toBe(true);
    expect(whatsappNeedsTemplate(new Date('2026-11-30T12:00:00Z'), now)).toBe(true);
    expect(whatsappNeedsTemplate(new Date('2026-11-30T12:00:01Z'), now)).toBe(false);
  });

  it("reads Twilio's single-word opt-out and opt-in keywords in any case", () => {
    expect(optKeyword(' stop ')).toBe('out');
    expect(optKeyword('Unsubscribe')).toBe('out');
    expect(optKeyword('STOP PLEASE')).toBe(null);
    expect(optKeyword('start')).toBe('in');
    expect(optKeyword('thanks')).toBe(null);
  });
});

describe('the wash plan kinds (issue 43)', () => {
  it('a plan receipt is transactional, a plan reminder a reminder (consent for reminders), neither urgent', () => {
    const p = prefs({ reminders: { email: false, sms: true } });
    expect(channelsFor('plan-receipt', p, number)).toEqual(['email', 'sms']);
    expect(channelsFor('plan-reminder', p, number)).toEqual(['sms']);
    expect(channelsFor('plan-reminder', DEFAULT_MESSAGE_PREFS, number)).toEqual(['email']);
    expect(isTransactional('plan-receipt')).toBe(true);
    expect(isTransactional('plan-reminder')).toBe(false);
    expect(prefsKindOf('plan-reminder')).toBe('reminders');
    expect([isUrgent('plan-receipt'), isUrgent('plan-reminder')]).toEqual([false, false]);
  });
});
