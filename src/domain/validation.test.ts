import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isBookingSelectionComplete,
  localDigitsOf,
  normalizeNumberPlate,
  plateConflict,
  sanitizePhoneInput,
  sanitizeSmsCode,
  parseLocalPhone,
  toStoredContact,
  validateNumberPlate,
  validateSmsCode,
} from './validation';

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

    describe('parseLocalPhone: a TT number however it is typed, or nothing', () => {
      it.each([
        ['868 555 1234', '5551234'],
        ['+1 868 555 1234', '5551234'],
        ['1-868-555-1234', '5551234'],
        ['555-1234', '5551234'],
        ['5551234', '5551234'],
        ['(868) 555-1234', '5551234'],
        ['+18685551234', '5551234'],
        ['  868.555.1234 ', '5551234'],
      ])('reads %j as %s', (raw, digits) => {
        expect(parseLocalPhone(raw)).toBe(digits);
      });

      it.each([
        ['', 'nothing typed'],
        ['555123', 'six digits (one short of a local number)'],
        ['55512345', 'eight digits (one more than a local number)'],
        ['868 555 123', 'the area code and six digits'],
        ['868 555 12345', 'the area code and eight digits'],
        ['1 868 555 123', 'the country code and six digits'],
        ['+1 868 555 12345', 'the country code and eight digits'],
        ['+1 876 555 1234', 'another area code (Jamaica)'],
        ['+868 555 1234', 'a plus before the area code without the 1'],
        ['555-1234x9', 'a letter among the digits'],
        ['+44 20 7946 0958', 'a number abroad'],
      ])('refuses %j (%s) instead of cutting it to 7 digits', (raw) => {
        expect(parseLocalPhone(raw)).toBeNull();
      });

      it('answers exactly 7 digits or null, never a truncation (property)', () => {
        fc.assert(
          fc.property(fc.string(), (raw) => {
            const parsed = parseLocalPhone(raw);
            if (parsed !== null) {
              expect(parsed).toMatch(/^\d{7}$/);
              expect(raw.replace(/\D/g, '').endsWith(parsed)).toBe(true);
            }
          }),
        );
        fc.assert(
          fc.property(fc.stringMatching(/^\d{8,9}$|^\d{1,6}$/), (digits) => {
            expect(parseLocalPhone(digits)).toBeNull();
          }),
        );
      });
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

  describe('booking selection', () => {
    it('needs location, type, date and time', () => {
      const place = { location: 'Chaguanas Branch', appointmentType: 'free', date: '2026-11-23' };
      expect(isBookingSelectionComplete({ ...place, time: '9:10 AM' })).toBe(true);
      expect(isBookingSelectionComplete({ ...place, time: null })).toBe(false);
    });
  });
});
