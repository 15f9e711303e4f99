import { describe, expect, it } from 'vitest';
import { fitSms, gsm7Length, isGsm7, SMS_SEPTETS, toGsm7 } from './sms-text';

describe('GSM-7', () => {
  it('knows the default alphabet and counts the extension table twice', () => {
    expect(isGsm7('Hello @ £5, ÄÖÑÜ à é')).toBe(true);
    expect(isGsm7('Price €5 [ok]')).toBe(true);
    expect(gsm7Length('abc')).toBe(3);
    expect(gsm7Length('€')).toBe(2);
    expect(gsm7Length('{}[]~|^\\')).toBe(16);
    expect(isGsm7('smile 😀')).toBe(false);
    expect(isGsm7('ő')).toBe(false);
    expect(() => gsm7Length('😀')).toThrow(RangeError);
  });

  it('replaces typographic characters by their look-alikes and any other by ?', () => {
    expect(toGsm7('It’s “ok” – now…')).toBe('It\'s "ok" - now...');
    expect(toGsm7('wash 😀')).toBe('wash ?');
  });
});

describe('fitSms', () => {
  it('keeps a text that fits one segment as it is', () => {
    const text = 'a'.repeat(SMS_SEPTETS);
    expect(fitSms(text)).toBe(text);
  });

  it('cuts a longer text to 160 septets ending with ...', () => {
    const fitted = fitSms('word '.repeat(50));
    expect(gsm7Length(fitted)).toBeLessThanOrEqual(SMS_SEPTETS);
    expect(fitted.endsWith('...')).toBe(true);
  });

  it('counts extension characters as two when cutting', () => {
    const fitted = fitSms('€'.repeat(100));
    expect(gsm7Length(fitted)).toBeLessThanOrEqual(SMS_SEPTETS);
    expect(fitted).toBe(`${'€'.repeat(78)}...`);
  });

  it('never answers a non-GSM-7 text', () => {
    expect(isGsm7(fitSms('Car wash 🚗 booked for Tuesday’s slot'))).toBe(true);
  });
});
