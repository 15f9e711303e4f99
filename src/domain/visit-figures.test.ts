import { describe, expect, it } from 'vitest';
import { isCompletedWash, isMiss, noShowRate, revenueOf, visitCounts, visitOutcome } from './visit-figures';
import type { VisitOrder } from './visit-figures';

const order = (fields: Partial<VisitOrder> = {}): VisitOrder => ({
  status: 'completed',
  price: 45,
  ...fields,
});
const missed = (fields: Partial<VisitOrder> = {}) => order({ status: 'cancelled', noShow: true, ...fields });

describe('visitOutcome', () => {
  it('reads confirmed and trading as booked, completed as washed, a recorded no-show as missed', () => {
    expect(visitOutcome(order({ status: 'confirmed' }))).toBe('booked');
    expect(visitOutcome(order({ status: 'trading' }))).toBe('booked');
    expect(visitOutcome(order())).toBe('washed');
    expect(visitOutcome(missed())).toBe('missed');
  });

  it('counts an order cancelled by its customer or staff, or of an unknown status, nowhere', () => {
    expect(visitOutcome(order({ status: 'cancelled' }))).toBeNull();
    expect(visitOutcome(order({ status: 'cancelled', noShow: false }))).toBeNull();
    expect(visitOutcome(order({ status: 'lost' as VisitOrder['status'] }))).toBeNull();
  });

  it('keeps the status first: a noShow mark on an order that is not cancelled is no miss', () => {
    expect(isMiss(order({ noShow: true }))).toBe(false);
    expect(isCompletedWash(order({ noShow: true }))).toBe(true);
  });
});

describe('revenueOf', () => {
  it('adds the prices of completed orders only, rounded to cents', () => {
    expect(
      revenueOf([
        order({ price: 0.1 }),
        order({ price: 0.2 }),
        order({ status: 'confirmed', price: 75 }),
        order({ status: 'trading', price: 75 }),
        order({ status: 'cancelled', price: 75 }),
        missed({ price: 75 }),
      ]),
    ).toBe(0.3);
  });

  it('is 0 without orders, and with misses or bookings only', () => {
    expect(revenueOf([])).toBe(0);
    expect(revenueOf([missed(), order({ status: 'confirmed' })])).toBe(0);
  });
});

describe('noShowRate', () => {
  it('is misses / (appointments washed + misses)', () => {
    expect(noShowRate(1, 3)).toBe(0.25);
    expect(noShowRate(0, 4)).toBe(0);
    expect(noShowRate(2, 0)).toBe(1);
  });

  it('is null, not 0%, when no appointment was washed or missed', () => {
    expect(noShowRate(0, 0)).toBeNull();
  });

  it('refuses counts that are negative or not whole', () => {
    expect(() => noShowRate(-1, 2)).toThrow(RangeError);
    expect(() => noShowRate(1, 0.5)).toThrow(RangeError);
    expect(() => noShowRate(Number.NaN, 1)).toThrow(RangeError);
  });
});

describe('visitCounts', () => {
  it('answers zeros and no rate without orders', () => {
    expect(visitCounts([])).toEqual({ completed: 0, washedAppointments: 0, misses: 0, noShowRate: null });
  });

  it('answers a rate of 1 with misses only', () => {
    expect(visitCounts([missed(), missed()])).toEqual({
      completed: 0,
      washedAppointments: 0,
      misses: 2,
      noShowRate: 1,
    });
  });

  it('answers a rate of 0 with completed appointments only', () => {
    expect(visitCounts([order(), order()])).toEqual({
      completed: 2,
      washedAppointments: 2,
      misses: 0,
      noShowRate: 0,
    });
  });

  it('counts completed drive-ins as washes but leaves them out of the rate, and bookings out of both', () => {
    expect(
      visitCounts([
        order(),
        order({ serviceType: 'drive-in' }),
        order({ serviceType: 'drive-in' }),
        missed(),
        order({ status: 'confirmed' }),
        order({ status: 'cancelled' }),
      ]),
    ).toEqual({ completed: 3, washedAppointments: 1, misses: 1, noShowRate: 0.5 });
  });

  it('answers no rate with completed drive-ins only', () => {
    expect(visitCounts([order({ serviceType: 'drive-in' })]).noShowRate).toBeNull();
  });
});
