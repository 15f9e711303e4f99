import { describe, expect, it } from 'vitest';
import {
  arrivalClosesAt,
  isNoShow,
  NO_SHOW_BLOCK_DAYS,
  noShowBlockUntil,
  noShowMailId,
  type NoShowOrder,
} from './no-show';

// 10:00 AM in Port of Spain (UTC-4).
const START = new Date('2026-11-24T14:00:00Z');
const LATE = 45;
const minutesAfter = (n: number) => new Date(START.getTime() + n * 60_000);
const order = (fields: Partial<NoShowOrder> = {}): NoShowOrder => ({
  status: 'confirmed',
  serviceType: 'appointment',
  appointmentAt: START,
  checkedInAt: null,
  ...fields,
});

describe('arrivalClosesAt', () => {
  it('closes the window 45 minutes after the start', () => {
    expect(arrivalClosesAt(START, LATE)).toEqual(minutesAfter(45));
  });
  it('refuses a negative or fractional allowance and an invalid start', () => {
    expect(() => arrivalClosesAt(START, -1)).toThrow(RangeError);
    expect(() => arrivalClosesAt(START, 1.5)).toThrow(RangeError);
    expect(() => arrivalClosesAt(new Date(Number.NaN), LATE)).toThrow(RangeError);
  });
});

describe('isNoShow', () => {
  describe('the window boundary', () => {
    it('does not mark an order one millisecond before its window closes', () => {
      expect(isNoShow(order(), new Date(minutesAfter(45).getTime() - 1), LATE)).toBe(false);
    });
    it('marks an order the moment its window closes', () => {
      expect(isNoShow(order(), minutesAfter(45), LATE)).toBe(true);
    });
    it('marks an order long after its window closed (a late run)', () => {
      expect(isNoShow(order(), minutesAfter(60 * 24 * 3), LATE)).toBe(true);
    });
    it('does not mark an order still in its window or before it', () => {
      expect(isNoShow(order(), minutesAfter(10), LATE)).toBe(false);
      expect(isNoShow(order(), minutesAfter(-30), LATE)).toBe(false);
    });
  });

  describe('what is never marked', () => {
    const late = minutesAfter(46);
    it('a checked-in order, whatever the time', () => {
      expect(isNoShow(order({ checkedInAt: minutesAfter(40) }), late, LATE)).toBe(false);
    });
    it('an order already marked', () => {
      expect(isNoShow(order({ noShow: true }), late, LATE)).toBe(false);
    });
    it('a drive-in order', () => {
      expect(isNoShow(order({ serviceType: 'drive-in' }), late, LATE)).toBe(false);
    });
    it('a completed or cancelled order', () => {
      expect(isNoShow(order({ status: 'completed' }), late, LATE)).toBe(false);
      expect(isNoShow(order({ status: 'cancelled' }), late, LATE)).toBe(false);
    });
    it('marks a trading order nobody took (it was still the owner’s)', () => {
      expect(isNoShow(order({ status: 'trading' }), late, LATE)).toBe(true);
    });
  });

  it('refuses an invalid now', () => {
    expect(() => isNoShow(order(), new Date(Number.NaN), LATE)).toThrow(RangeError);
  });
});

describe('noShowBlockUntil', () => {
  const now = minutesAfter(50);
  const full = new Date(now.getTime() + NO_SHOW_BLOCK_DAYS * 86_400_000);

  it(`blocks a missed free appointment for ${NO_SHOW_BLOCK_DAYS} days from now`, () => {
    expect(noShowBlockUntil({ appointmentType: 'free' }, now, null)).toEqual(full);
  });
  it('never blocks a missed special appointment (its fee is forfeited instead)', () => {
    expect(noShowBlockUntil({ appointmentType: 'special' }, now, null)).toBeNull();
  });
  it('lengthens a shorter block, and one that has passed', () => {
    expect(noShowBlockUntil({ appointmentType: 'free' }, now, new Date(full.getTime() - 1))).toEqual(full);
    expect(noShowBlockUntil({ appointmentType: 'free' }, now, new Date(0))).toEqual(full);
  });
  it('keeps a block at least as long', () => {
    expect(noShowBlockUntil({ appointmentType: 'free' }, now, full)).toBeNull();
    expect(noShowBlockUntil({ appointmentType: 'free' }, now, new Date(full.getTime() + 1))).toBeNull();
  });
  it('takes another length, and refuses one under a day', () => {
    expect(noShowBlockUntil({ appointmentType: 'free' }, now, null, 3)).toEqual(
      new Date(now.getTime() + 3 * 86_400_000),
    );
    expect(() => noShowBlockUntil({ appointmentType: 'free' }, now, null, 0)).toThrow(RangeError);
  });
});

describe('noShowMailId', () => {
  it('is one id per order', () => {
    expect(noShowMailId('ORDER-1')).toBe('no-show-ORDER-1');
    expect(() => noShowMailId('')).toThrow(RangeError);
  });
});
