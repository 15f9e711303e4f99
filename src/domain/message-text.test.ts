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
