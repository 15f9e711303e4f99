import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_FEES,
  appointmentFee,
  displayPrice,
  formatMoney,
  formatPrice,
  orderTotal,
  parsePriceText,
  REBOOKED_PRICE,
} from './pricing';
import type { AppointmentType } from './types';

describe('pricing', () => {
  describe('fees', () => {
    it('charges 0 for free and 30 for special', () => {
      expect(APPOINTMENT_FEES).toEqual({ free: 0, special: 30 });
      expect([appointmentFee('free'), appointmentFee('special')]).toEqual([0, 30]);
    });

    it('waives the special fee with a valid unused rebook state', () => {
      expect(appointmentFee('special', { rebookStateValid: true })).toBe(0);
      expect(appointmentFee('special', { rebookStateValid: false })).toBe(30);
      expect(appointmentFee('free', { rebookStateValid: true })).toBe(0);
    });

    it('refuses an unknown type', () => {
      expect(() => appointmentFee('vip' as AppointmentType)).toThrow(RangeError);
    });
  });

  describe('orderTotal', () => {
    it('adds the fee to the wash price', () => {
      expect(orderTotal({ washPrice: 45, appointmentType: 'free' })).toBe(45);
      expect(orderTotal({ washPrice: 45, appointmentType: 'special' })).toBe(75);
      expect(orderTotal({ washPrice: 75, appointmentType: 'special' })).toBe(105);
    });

    it('is 0 when specialIsFree', () => {
      expect(orderTotal({ washPrice: 60, appointmentType: 'special', specialIsFree: true })).toBe(0);
    });

    it('drops only the fee for a valid rebook state', () => {
      expect(orderTotal({ washPrice: 60, appointmentType: 'special', rebookStateValid: true })).toBe(60);
    });

    it('refuses a negative or non-finite wash price', () => {
      expect(() => orderTotal({ washPrice: -1, appointmentType: 'free' })).toThrow(RangeError);
      expect(() => orderTotal({ washPrice: Number.NaN, appointmentType: 'free' })).toThrow(RangeError);
    });
  });

  describe('display and rebook prices', () => {
    it('shows the wash price plus 30 for special', () => {
      expect(displayPrice(60, 'special')).toBe(90);
      expect(displayPrice(60, 'free')).toBe(60);
    });

    it('prices a rebooked order at 0', () => {
      expect(REBOOKED_PRICE).toBe(0);
    });
  });

  describe('price text', () => {
    it('reads $45, 45 and $4.50', () => {
      expect(parsePriceText('$45')).toBe(45);
      expect(parsePriceText('45')).toBe(45);
      expect(parsePriceText('$4.50')).toBe(4.5);
    });

    it.each(['', '$', 'free', '$-5', '45$x', '$4.567'])('refuses "%s"', (bad) => {
      expect(() => parsePriceText(bad)).toThrow(RangeError);
    });

    it('formats prices and revenue', () => {
      expect(formatPrice(45)).toBe('$45');
      expect(formatPrice(4.5)).toBe('$4.50');
      expect(formatMoney(1234.5)).toBe('$1,234.50');
      expect(formatMoney(1234567)).toBe('$1,234,567.00');
      expect(formatMoney(0)).toBe('$0.00');
      expect(formatMoney(-3)).toBe('-$3.00');
      expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    });
  });
});
