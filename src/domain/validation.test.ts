import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ADMIN_SELECTION_MAX,
  CARD_MAX_LENGTHS,
  checkPasswordPolicy,
  isBookingSelectionComplete,
  localDigitsOf,
  normalizeNumberPlate,
  plateConflict,
  sanitizePhoneInput,
  sanitizeSmsCode,
  selectAll,
  toggleSelection,
  toStoredContact,
  validateBulkUpdate,
  validateContactEdit,
  validateContactForm,
  validateDeleteAccount,
  validateForgotPassword,
  validateNumberPlate,
  validatePaymentForm,
  validateSignIn,
  validateSignUp,
  validateSmsCode,
} from './validation';
import type { SignUpForm } from './validation';

describe('validation', () => {
  describe('phone', () => {
    it('keeps at most 7 digits of what is typed', () => {
      expect(sanitizePhoneInput('(123) 45-678 9')).toBe('1234567');
      expect(sanitizePhoneInput('abc')).toBe('');
    });

    it('keeps only digits, never more than 7 (property)', () => {
      fc.assert(
        fc.property(fc.string(), (raw) => {
          expect(sanitizePhoneInput(raw)).toMatch(/^\d{0,7}$/);
        }),
      );
    });

    it('stores +1868 and exactly 7 digits', () => {
      expect(toStoredContact('1234567')).toBe('+18681234567');
      expect(() => toStoredContact('123456')).toThrow(RangeError);
      expect(localDigitsOf('+18681234567')).toBe('1234567');
      expect(localDigitsOf('+1868123456')).toBeNull();
      expect(localDigitsOf(null)).toBeNull();
    });
  });

  describe('SMS code', () => {
    it('strips non-digits and needs exactly 6', () => {
      expect(sanitizeSmsCode('12 34-56 7')).toBe('123456');
      expect(validateSmsCode('123-456')).toEqual({ ok: true, value: '123456' });
      expect(validateSmsCode('12345')).toEqual({ ok: false, error: 'Please enter a valid 6-digit code.' });
      expect(validateSmsCode('1234567')).toEqual({ ok: false, error: 'Please enter a valid 6-digit code.' });
    });
  });

  describe('number plate', () => {
    it('is uppercased with all whitespace removed, empty meaning none', () => {
      expect(normalizeNumberPlate(' pdf \t12 34\n')).toBe('PDF1234');
      expect(normalizeNumberPlate('   ')).toBeNull();
      expect(normalizeNumberPlate(undefined)).toBeNull();
      expect(validateNumberPlate('')).toEqual({ ok: true, value: null });
      expect(validateNumberPlate('hbc-123')).toEqual({ ok: true, value: 'HBC-123' });
    });

    it.each(['A', 'ABCDEFGHIJK', 'PDF#12', 'PDF.123'])('refuses "%s"', (plate) => {
      expect(validateNumberPlate(plate).ok).toBe(false);
    });

    it('accepts 2 and 10 characters', () => {
      expect(validateNumberPlate('P1').ok).toBe(true);
      expect(validateNumberPlate('ABCDE12345').ok).toBe(true);
    });

    it('refuses a plate already booked that date on a confirmed or completed order', () => {
      const orders = [
        { id: 'a', numberPlate: 'pdf 1234', appointmentDate: '2026-11-23', status: 'confirmed' as const },
        { id: 'b', numberPlate: 'TBB1', appointmentDate: '2026-11-23', status: 'cancelled' as const },
        { id: 'c', numberPlate: 'TCC1', appointmentDate: '2026-11-23', status: 'completed' as const },
      ];
      expect(plateConflict({ plate: 'PDF1234', date: '2026-11-23', orders })).toBe(
        'Number plate PDF1234 is already booked for Monday 23/11/2026. Please choose a different number plate or date.',
      );
      expect(plateConflict({ plate: 'TCC1', date: '2026-11-23', orders })).not.toBeNull();
      expect(plateConflict({ plate: 'TBB1', date: '2026-11-23', orders })).toBeNull();
      expect(plateConflict({ plate: 'PDF1234', date: '2026-11-24', orders })).toBeNull();
      expect(plateConflict({ plate: 'PDF1234', date: '2026-11-23', orders, excludeOrderId: 'a' })).toBeNull();
      expect(plateConflict({ plate: null, date: '2026-11-23', orders })).toBeNull();
    });
  });

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

  describe('card form', () => {
    const card = {
      cardNumber: '4111 1111 1111 1111',
      cardholderName: 'ANN',
      expiryDate: '12/27',
      cvv: '123',
    };

    it('caps the fields at 19, 5 and 4 characters', () => {
      expect(CARD_MAX_LENGTHS).toEqual({ cardNumber: 19, expiryDate: 5, cvv: 4 });
      expect(validatePaymentForm(card).ok).toBe(true);
      expect(validatePaymentForm({ ...card, cardNumber: '41111111111111111111' }).ok).toBe(false);
      expect(validatePaymentForm({ ...card, expiryDate: '12/277' }).ok).toBe(false);
      expect(validatePaymentForm({ ...card, cvv: '12345' }).ok).toBe(false);
      expect(validatePaymentForm({ ...card, cvv: '1234' }).ok).toBe(true);
    });

    it('needs every field', () => {
      expect(validatePaymentForm({ ...card, cardholderName: '' }).ok).toBe(false);
    });
  });

  describe('booking selection', () => {
    it('needs location, type, date and time', () => {
      const full = {
        location: 'Chaguanas Branch',
        appointmentType: 'free',
        date: '2026-11-23',
        time: '9:10 AM',
      };
      expect(isBookingSelectionComplete(full)).toBe(true);
      expect(isBookingSelectionComplete({ ...full, time: null })).toBe(false);
    });
  });

  describe('admin selection', () => {
    const ids = Array.from({ length: 151 }, (_, i) => `o${i}`);

    it('adds up to 150 orders and refuses the 151st', () => {
      expect(ADMIN_SELECTION_MAX).toBe(150);
      expect(toggleSelection(ids.slice(0, 149), 'x').selected).toHaveLength(150);
      expect(toggleSelection(ids.slice(0, 150), 'x')).toEqual({
        selected: ids.slice(0, 150),
        error: 'Maximum 150 orders can be selected at once.',
      });
      expect(toggleSelection(['a', 'b'], 'a')).toEqual({ selected: ['b'], error: null });
    });

    it('selects the first 150 when selecting all', () => {
      expect(selectAll(ids.slice(0, 150))).toEqual({ selected: ids.slice(0, 150), notice: null });
      expect(selectAll(ids)).toEqual({
        selected: ids.slice(0, 150),
        notice: 'Selected first 150 orders (maximum limit).',
      });
    });

    it('needs a status and at least one order for a bulk update', () => {
      expect(validateBulkUpdate({ status: '', selectedCount: 3 })).toEqual({
        ok: false,
        error: 'Please select a status to apply.',
      });
      expect(validateBulkUpdate({ status: 'pending', selectedCount: 3 }).ok).toBe(false);
      expect(validateBulkUpdate({ status: 'completed', selectedCount: 0 })).toEqual({
        ok: false,
        error: 'Please select at least one order.',
      });
      expect(validateBulkUpdate({ status: 'completed', selectedCount: 1 })).toEqual({
        ok: true,
        value: 'completed',
      });
    });
  });
});
