import { describe, expect, it } from 'vitest';
import { readTwilioSettings, SIMULATOR_ACCOUNT_SID, SIMULATOR_AUTH_TOKEN } from './twilio-settings';

const REAL_SID = `AC${'a1'.repeat(16)}`;
const raw = {
  base: '',
  accountSid: REAL_SID,
  authToken: 'f'.repeat(32),
  whatsappFrom: 'whatsapp:+18685550100',
  smsFrom: '+18685550100',
  messagingServiceSid: '',
  webhookBase: 'https://us-central1-wash.cloudfunctions.net',
  templates: JSON.stringify({ booking: `HX${'1'.repeat(32)}`, reminder: 'not-a-sid' }),
};

describe('readTwilioSettings: production refuses to send without real secrets', () => {
  it("reaches api.twilio.com with the account's secrets and keeps only well-formed template SIDs", () => {
    const settings = readTwilioSettings(raw, false)!;
    expect(settings.base).toBe('https://api.twilio.com');
    expect(settings.templates).toEqual({ booking: `HX${'1'.repeat(32)}` });
  });

  it('answers null (nothing is sent) without an account SID or token, or with a malformed SID', () => {
    expect(readTwilioSettings({ ...raw, accountSid: '' }, false)).toBeNull();
    expect(readTwilioSettings({ ...raw, authToken: '' }, false)).toBeNull();
    expect(readTwilioSettings({ ...raw, accountSid: 'ACnope' }, false)).toBeNull();
  });

  it("refuses the local simulator's public account and an http base outside the emulators", () => {
    const local = { ...raw, accountSid: SIMULATOR_ACCOUNT_SID, authToken: SIMULATOR_AUTH_TOKEN };
    expect(readTwilioSettings(local, false)).toBeNull();
    expect(readTwilioSettings({ ...local, base: 'http://127.0.0.1:4520' }, true)!.base).toBe(
      'http://127.0.0.1:4520',
    );
    expect(readTwilioSettings({ ...raw, base: 'http://127.0.0.1:4520' }, false)).toBeNull();
  });
});
