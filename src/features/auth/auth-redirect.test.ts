import { describe, expect, it } from 'vitest';
import { authNotice, resolveRedirectPath } from './auth-redirect';

describe('resolveRedirectPath', () => {
  it('defaults to /services', () => {
    expect(resolveRedirectPath(null)).toBe('/services');
    expect(resolveRedirectPath({})).toBe('/services');
  });

  for (const path of ['/account', '/appointment-swap', '/complete-trade', '/services', '/plans']) {
    it(`goes to ${path} when asked`, () => {
      expect(resolveRedirectPath({ redirectPath: path })).toBe(path);
    });
  }

  it('keeps the account tab', () => {
    expect(resolveRedirectPath({ redirectPath: '/account?tab=orders' })).toBe('/account?tab=orders');
  });

  it("keeps BOOK NOW's package, so sign-in or sign-up returns to its booking (issue 46), and nothing else on /services", () => {
    expect(resolveRedirectPath({ redirectPath: '/services?book=premium-wash' })).toBe(
      '/services?book=premium-wash',
    );
    expect(resolveRedirectPath({ redirectPath: '/services?book=x&evil=1' })).toBe('/services');
    expect(resolveRedirectPath({ redirectPath: '/services?next=https://evil.example/' })).toBe('/services');
  });

  it('keeps the plan whose Buy a visitor pressed (issue 43), and nothing else on /plans', () => {
    expect(resolveRedirectPath({ redirectPath: '/plans?buy=comfort-pass-30' })).toBe(
      '/plans?buy=comfort-pass-30',
    );
    expect(resolveRedirectPath({ redirectPath: '/plans?buy=x&evil=1' })).toBe('/plans');
    expect(resolveRedirectPath({ redirectPath: '/plans?next=https://evil.example/' })).toBe('/plans');
  });

  it('refuses anything else', () => {
    expect(resolveRedirectPath({ redirectPath: 'https://evil.example/' })).toBe('/services');
    expect(resolveRedirectPath({ redirectPath: '/adminpfy9665k01' })).toBe('/services');
    expect(resolveRedirectPath({ redirectPath: 42 })).toBe('/services');
  });
});

describe('authNotice', () => {
  it('reads a notice from the navigation state', () => {
    expect(authNotice({ notice: 'Done.' })).toBe('Done.');
    expect(authNotice({ notice: '' })).toBeNull();
    expect(authNotice(null)).toBeNull();
  });
});
