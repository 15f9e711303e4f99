import { describe, expect, it } from 'vitest';
import { ADMIN_SIGN_IN_ERRORS, adminSignInErrorMessage } from './admin-sign-in-errors';

const authError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('adminSignInErrorMessage', () => {
  it.each([
    ['auth/wrong-password', 'Wrong password. Please try again.'],
    ['auth/user-not-found', 'No account exists with this email address.'],
    ['auth/invalid-credential', 'Wrong email or password. Please try again.'],
    ['auth/too-many-requests', 'Too many attempts. Please try again later'],
    ['auth/network-request-failed', 'You appear to be offline. Check your connection and try again.'],
  ])('says what %s means', (code, text) => {
    expect(adminSignInErrorMessage(authError(code))).toBe(text);
  });

  it('says the browser is offline when an unknown error comes while offline', () => {
    expect(adminSignInErrorMessage(new Error('Failed to fetch'), false)).toBe(ADMIN_SIGN_IN_ERRORS.offline);
  });

  it('shows another provider message inline without its prefix', () => {
    expect(
      adminSignInErrorMessage(authError('auth/operation-not-allowed', 'Firebase: Sign-in is off (auth/x).')),
    ).toBe('Sign-in is off.');
  });

  it('never shows the bare "Error."', () => {
    expect(adminSignInErrorMessage(authError('auth/unknown-thing'))).toBe(ADMIN_SIGN_IN_ERRORS.unknown);
    expect(adminSignInErrorMessage('boom')).toBe(ADMIN_SIGN_IN_ERRORS.unknown);
  });
});
