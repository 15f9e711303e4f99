import { describe, expect, it } from 'vitest';
import { HOSTS } from './contract';
import {
  parseWiPaySettings,
  PUBLIC_SIMULATOR_WEBHOOK_SECRET,
  webhookSecretOf,
  webhookToleranceSeconds,
  type RawWiPaySettings,
} from './wipay-settings';

const SANDBOX: RawWiPaySettings = {
  host: '',
  accountNumber: '1234567890',
  environment: 'sandbox',
  feeStructure: 'merchant_absorb',
  sessionSeconds: '180',
  returnHash: 'md5',
  merchantEmail: '',
  apiKey: '123',
  wapiKey: 'wapi_test_k1_s3cr3t',
};
const LIVE: RawWiPaySettings = {
  ...SANDBOX,
  environment: 'live',
  apiKey: 'live-api-key',
  wapiKey: 'wapi_live_k1_s3cr3t',
};

describe('parseWiPaySettings', () => {
  it("derives WiPay's host from the environment: ttsb for the sandbox, tt for live", () => {
    expect(parseWiPaySettings(SANDBOX, false)?.host).toBe(HOSTS.TT.sandbox);
    expect(parseWiPaySettings(LIVE, false)?.host).toBe(HOSTS.TT.live);
    expect(parseWiPaySettings(SANDBOX, false)).toMatchObject({
      host: 'https://ttsb.wipayfinancial.com',
      apiKey: '123',
      wapiKey: 'wapi_test_k1_s3cr3t',
      returnHash: 'md5',
    });
  });

  it('lets an explicit WIPAY_HOST win (the simulator), plain http on the emulators only', () => {
    const simulator = { ...SANDBOX, host: 'http://127.0.0.1:4510' };
    expect(parseWiPaySettings(simulator, true)?.host).toBe('http://127.0.0.1:4510');
    expect(parseWiPaySettings(simulator, false)).toBeNull();
    expect(parseWiPaySettings({ ...SANDBOX, host: 'not a url' }, true)).toBeNull();
  });

  it('refuses payments when either credential is missing, in production and on the emulators', () => {
    for (const onEmulators of [false, true]) {
      expect(parseWiPaySettings({ ...SANDBOX, apiKey: '' }, onEmulators)).toBeNull();
      expect(parseWiPaySettings({ ...SANDBOX, wapiKey: '' }, onEmulators)).toBeNull();
      expect(parseWiPaySettings({ ...LIVE, wapiKey: '' }, onEmulators)).toBeNull();
    }
  });

  it('refuses a malformed WAPI key, the hash key in its place, or a key of the other environment', () => {
    for (const wapiKey of ['123', 'wapi_test_', 'wapi_test_k1', 'wapi_test_k1_s3cr3t extra', 'Bearer x'])
      expect(parseWiPaySettings({ ...SANDBOX, wapiKey }, true), wapiKey).toBeNull();
    expect(parseWiPaySettings({ ...SANDBOX, wapiKey: 'wapi_live_k1_s3cr3t' }, true)).toBeNull();
    expect(parseWiPaySettings({ ...LIVE, wapiKey: 'wapi_test_k1_s3cr3t' }, false)).toBeNull();
  });

  it('refuses the public sandbox API key 123 on the live environment in production', () => {
    expect(parseWiPaySettings({ ...LIVE, apiKey: '123' }, false)).toBeNull();
    expect(parseWiPaySettings(LIVE, false)).not.toBeNull();
  });

  it('takes md5 or sha256 as the return hash, and refuses other settings out of range', () => {
    expect(parseWiPaySettings({ ...SANDBOX, returnHash: 'sha256' }, false)?.returnHash).toBe('sha256');
    expect(parseWiPaySettings({ ...SANDBOX, returnHash: 'sha1' }, false)).toBeNull();
    expect(parseWiPaySettings({ ...SANDBOX, environment: 'test' }, false)).toBeNull();
    expect(parseWiPaySettings({ ...SANDBOX, feeStructure: 'free' }, false)).toBeNull();
    expect(parseWiPaySettings({ ...SANDBOX, sessionSeconds: '0' }, false)).toBeNull();
    expect(parseWiPaySettings({ ...SANDBOX, accountNumber: 'abc' }, false)).toBeNull();
    expect(
      parseWiPaySettings({ ...SANDBOX, merchantEmail: 'Owner@Wash.Example' }, false)?.merchantEmail,
    ).toBe('owner@wash.example');
  });
});

describe('webhookToleranceSeconds', () => {
  it('reads the setting, and falls back to 300 for a value that is not a positive number', () => {
    expect(webhookToleranceSeconds('120')).toBe(120);
    expect(webhookToleranceSeconds('')).toBe(300);
    expect(webhookToleranceSeconds('-5')).toBe(300);
  });
});

describe('webhookSecretOf', () => {
  it("refuses, outside the emulators, the simulator's public secret: anyone could sign a refund or chargeback", () => {
    expect(webhookSecretOf(PUBLIC_SIMULATOR_WEBHOOK_SECRET, false)).toBeNull();
    expect(webhookSecretOf(` ${PUBLIC_SIMULATOR_WEBHOOK_SECRET}\n`, false)).toBeNull();
    expect(webhookSecretOf(PUBLIC_SIMULATOR_WEBHOOK_SECRET, true)).toBe(PUBLIC_SIMULATOR_WEBHOOK_SECRET);
  });

  it('refuses a missing, empty or spaced secret everywhere, and takes a real one trimmed', () => {
    for (const raw of [undefined, '', '   ', 'two words']) {
      expect(webhookSecretOf(raw, false)).toBeNull();
      expect(webhookSecretOf(raw, true)).toBeNull();
    }
    expect(webhookSecretOf('whsec_live_9f8e7d6c5b4a\n', false)).toBe('whsec_live_9f8e7d6c5b4a');
  });
});
