import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS } from './message-channels';
import { phoneText, whatsappTemplate } from './message-text';
import { gsm7Length, isGsm7 } from './sms-text';

const facts = {
  serviceName: 'Deluxe Touch-Free Wash',
  appointmentDate: '2026-12-01',
  appointmentTime: '7:10 AM',
  location: 'Chaguanas Main Road',
  orderCode: '4821',
};

describe('phoneText', () => {
  it.each(MESSAGE_KINDS)('%s fits one GSM-7 segment, with or without a link', (kind) => {
    for (const link of [null, 'https://wash.example.tt/account?tab=orders']) {
      const text = phoneText(kind, facts, link);
      expect(isGsm7(text)).toBe(true);
      expect(gsm7Length(text)).toBeLessThanOrEqual(160);
    }
  });

  it('names the appointment and its code, and keeps the link only when it fits', () => {
    const text = phoneText('booking', facts, 'https://w.tt/a');
    expect(text).toContain('01/12/2026 7:10 AM');
    expect(text).toContain('code 4821');
    expect(text.endsWith('https://w.tt/a')).toBe(true);
    expect(
      phoneText('no-show', { ...facts, serviceName: 'x'.repeat(40) }, `https://${'l'.repeat(80)}`),
    ).not.toContain('https://');
  });
});

describe('whatsappTemplate', () => {
  it('fills the booking and reminder templates with numbered variables', () => {
    expect(whatsappTemplate('booking', facts)).toEqual({
      key: 'booking',
      variables: { 1: facts.serviceName, 2: '01/12/2026', 3: '7:10 AM', 4: '4821' },
    });
    expect(whatsappTemplate('reminder-day', facts).key).toBe('reminder');
    expect(whatsappTemplate('refund', facts).key).toBe('notice');
  });
});

describe('the wash plan messages (issue 43)', () => {
  const plan = {
    ...facts,
    serviceName: '30-Day Comfort Pass',
    appointmentDate: '2026-12-30',
    plate: 'PDF1234',
  };

  it('says what was paid, for which car and until when', () => {
    expect(phoneText('plan-receipt', { ...plan, amount: '$350' }, null)).toBe(
      'Touch-Free Car Wash: 30-Day Comfort Pass paid ($350) for PDF1234, valid until 30/12/2026.',
    );
  });

  it('reminds of the end, or of the last wash, and where to renew', () => {
    expect(phoneText('plan-reminder', { ...plan, washesLeft: 3 }, null)).toBe(
      'Touch-Free Car Wash: your 30-Day Comfort Pass for PDF1234 ends 30/12/2026. Renew it on the Plans page.',
    );
    expect(phoneText('plan-reminder', { ...plan, washesLeft: 1 }, null)).toBe(
      'Touch-Free Car Wash: 1 wash left on your 30-Day Comfort Pass for PDF1234. Renew it on the Plans page.',
    );
    expect(whatsappTemplate('plan-reminder', plan).key).toBe('notice');
  });
});
