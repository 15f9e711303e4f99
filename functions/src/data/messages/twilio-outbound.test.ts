import { describe, expect, it } from 'vitest';
import type { TwilioSettings } from '../../twilio/twilio-settings';
import { composeOutbound } from './twilio-outbound';

const settings: TwilioSettings = {
  base: 'https://api.twilio.com',
  accountSid: `AC${'a'.repeat(32)}`,
  authToken: 't',
  whatsappFrom: 'whatsapp:+18685550100',
  smsFrom: '+18685550100',
  messagingServiceSid: '',
  webhookBase: 'https://fn.example',
  templates: { booking: `HX${'1'.repeat(32)}` },
};
const facts = {
  serviceName: 'Basic Wash',
  appointmentDate: '2026-12-02',
  appointmentTime: '7:10 AM',
  location: 'Chaguanas',
  orderCode: '4821',
};
const now = new Date('2026-12-01T15:00:00Z');
const input = (over: object) => ({
  channel: 'whatsapp' as const,
  to: 'whatsapp:+18682223333',
  kind: 'booking' as const,
  facts,
  link: 'https://w.tt/a',
  lastInboundAt: null,
  now,
  ...over,
});

describe('composeOutbound', () => {
  it('sends WhatsApp outside the 24-hour window as the approved template with its variables', () => {
    const out = composeOutbound(input({}), settings);
    expect(out).toMatchObject({
      template: 'booking',
      message: {
        contentSid: settings.templates.booking,
        contentVariables: { 1: 'Basic Wash', 2: '02/12/2026', 3: '7:10 AM', 4: '4821' },
        statusCallback: 'https://fn.example/twilioStatus',
      },
    });
    expect('message' in out && out.message.body).toBeFalsy();
  });

  it('sends free text inside the window, and refuses to send without a template outside it', () => {
    const inside = composeOutbound(input({ lastInboundAt: new Date(now.getTime() - 3_600_000) }), settings);
    expect(inside).toMatchObject({ template: null, message: { from: settings.whatsappFrom } });
    expect('message' in inside && inside.message.body).toContain('code 4821');
    expect(composeOutbound(input({ kind: 'reminder-day' }), settings)).toEqual({ refused: 'no-template' });
  });

  it('sends SMS as one GSM-7 segment from the sender or the messaging service', () => {
    const sms = composeOutbound(input({ channel: 'sms', to: '+18682223333' }), settings);
    expect('message' in sms && sms.message.body!.length).toBeLessThanOrEqual(160);
    const service = { ...settings, smsFrom: '', messagingServiceSid: `MG${'b'.repeat(32)}` };
    expect(composeOutbound(input({ channel: 'sms' }), service)).toMatchObject({
      message: { messagingServiceSid: service.messagingServiceSid },
    });
    expect(composeOutbound(input({ channel: 'sms' }), { ...service, messagingServiceSid: '' })).toEqual({
      refused: 'no-sender',
    });
  });
});
