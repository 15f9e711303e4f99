import { describe, expect, it } from 'vitest';
import {
  checkPasswordPolicy,
  validateContactEdit,
  validateContactForm,
  validateDeleteAccount,
  validateForgotPassword,
  validateSignIn,
  validateSignUp,
} from './validation';
import type { SignUpForm } from './validation';

describe('validation of the account forms', () => {
  describe('sign-in and password reset', () => {
    it('needs email and password', () => {
      expect(validateSignIn({ email: ' a@b.c ', password: 'secret' })).toEqual({
        ok: true,
        value: { email: 'a@b.c', password: 'secret' },
      });
      expect(validateSignIn({ email: '', password: 'x' })).toEqual({
        ok: false,
        error: 'Please enter email and password.',
      });
      expect(validateSignIn({ email: 'a@b.c', password: '' }).ok).toBe(false);
      expect(validateForgotPassword(' ')).toEqual({
        ok: false,
        error: 'Please enter your email to reset password.',
      });
      expect(validateForgotPassword('a@b.c')).toEqual({ ok: true, value: 'a@b.c' });
    });
  });

  describe('sign-up', () => {
    const form: SignUpForm = {
      name: 'Ann',
      area: 'Chaguanas',
      contact: '123-4567',
      email: 'Ann@Example.com',
      confirmEmail: 'ann@example.com ',
      password: 'secret1',
      confirmPassword: 'secret1',
    };

    it('accepts a complete form and stores the contact with +1868', () => {
      expect(validateSignUp(form)).toEqual({
        ok: true,
        value: { name: 'Ann', area: 'Chaguanas', email: 'Ann@Example.com', contact: '+18681234567' },
      });
    });

    it('accepts the number typed with the area or country code and stores the 7 local digits', () => {
      for (const contact of ['868 123 4567', '+1 868 123 4567', '1-868-123-4567']) {
        expect(validateSignUp({ ...form, contact })).toMatchObject({
          ok: true,
          value: { contact: '+18681234567' },
        });
      }
      expect(validateSignUp({ ...form, contact: '868 123 45678' })).toEqual({
        ok: false,
        error: 'Contact number must be exactly 7 digits',
      });
    });

    it('reports problems in the spec order with its messages', () => {
      expect(validateSignUp({ ...form, area: ' ' })).toEqual({
        ok: false,
        error: 'Please fill in all fields.',
      });
      expect(validateSignUp({ ...form, confirmEmail: 'x@example.com', contact: '1' })).toEqual({
        ok: false,
        error: 'Emails do not match.',
      });
      expect(validateSignUp({ ...form, contact: '123456' })).toEqual({
        ok: false,
        error: 'Contact number must be exactly 7 digits',
      });
      expect(validateSignUp({ ...form, contact: '12345678' })).toEqual({
        ok: false,
        error: 'Contact number must be exactly 7 digits',
      });
      expect(validateSignUp({ ...form, confirmPassword: 'other' })).toEqual({
        ok: false,
        error: 'Passwords do not match.',
      });
    });

    it('checks the server password policy, default minimum 6', () => {
      expect(checkPasswordPolicy('12345')).toEqual(['Password must be at least 6 characters.']);
      expect(checkPasswordPolicy('123456')).toEqual([]);
      expect(
        checkPasswordPolicy('abcdefghijk', {
          minLength: 6,
          maxLength: 10,
          requireLowercase: true,
          requireUppercase: true,
          requireNumeric: true,
          requireNonAlphanumeric: true,
        }),
      ).toEqual([
        'Password must be at most 10 characters.',
        'Password must contain an uppercase letter.',
        'Password must contain a number.',
        'Password must contain a non-alphanumeric character.',
      ]);
      expect(checkPasswordPolicy('ABC', { minLength: 1, requireLowercase: true })).toEqual([
        'Password must contain a lowercase letter.',
      ]);
    });
  });

  describe('contact form', () => {
    it('defaults the subject', () => {
      expect(validateContactForm({ name: 'Ann', email: 'a@b.c', message: 'Hi' })).toEqual({
        ok: true,
        value: { name: 'Ann', email: 'a@b.c', subject: 'Contact Form Submission', message: 'Hi' },
      });
      expect(
        validateContactForm({ name: 'Ann', email: 'a@b.c', subject: ' Hours ', message: 'Hi' }),
      ).toMatchObject({
        value: { subject: 'Hours' },
      });
    });

    it('needs name, email and message', () => {
      expect(validateContactForm({ name: 'Ann', email: 'a@b.c', message: ' ' }).ok).toBe(false);
    });
  });

  describe('account contact edit', () => {
    it('needs 7 digits that differ from the current number', () => {
      expect(validateContactEdit({ input: '765-4321', currentContact: '+18681234567' })).toEqual({
        ok: true,
        value: '+18687654321',
      });
      expect(validateContactEdit({ input: '12345', currentContact: null })).toEqual({
        ok: false,
        error: 'Please enter a valid 7-digit phone number',
      });
      expect(validateContactEdit({ input: '1234567', currentContact: '+18681234567' })).toEqual({
        ok: false,
        error: 'This is already your current contact number.',
      });
    });
  });

  describe('account deletion', () => {
    it('needs a password only from email users', () => {
      expect(validateDeleteAccount({ password: '', isEmailUser: true })).toEqual({
        ok: false,
        error: 'Please enter your password to confirm account deletion.',
      });
      expect(validateDeleteAccount({ password: '', isEmailUser: false }).ok).toBe(true);
    });
  });
});
