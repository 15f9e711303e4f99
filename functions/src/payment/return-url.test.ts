import { describe, expect, it } from 'vitest';
import { allowedReturnUrl } from './return-url';

const APP = 'https://wash.example.tt';

describe('allowedReturnUrl', () => {
  it("accepts the app's own return page", () => {
    expect(allowedReturnUrl('https://wash.example.tt/payment/return', APP, false)).toBe(
      'https://wash.example.tt/payment/return',
    );
  });

  it('refuses another origin, another path, a query, credentials or a non-URL', () => {
    for (const url of [
      'https://evil.example/payment/return',
      'http://wash.example.tt/payment/return',
      'https://wash.example.tt/account',
      'https://wash.example.tt/payment/return?next=https://evil.example',
      'https://user:pw@wash.example.tt/payment/return',
      'not a url',
    ])
      expect(allowedReturnUrl(url, APP, false)).toBeNull();
  });

  it('accepts a local origin only on the emulators', () => {
    expect(allowedReturnUrl('http://127.0.0.1:4173/payment/return', APP, true)).toBe(
      'http://127.0.0.1:4173/payment/return',
    );
    expect(allowedReturnUrl('http://127.0.0.1:4173/payment/return', APP, false)).toBeNull();
    expect(allowedReturnUrl('http://10.0.0.5:4173/payment/return', APP, true)).toBeNull();
  });
});
