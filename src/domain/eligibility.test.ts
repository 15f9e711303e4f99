import { describe, expect, it } from 'vitest';
import {
  blockStatus,
  eligibilityOnError,
  FREE_INTERVAL_DAYS,
  freeCadenceConflict,
  freeEligibility,
  freeEligibilityForDates,
  isBlocked,
  lastFreeAppointmentDate,
  nextFreeDate,
  specialEligibility,
  waitingFor,
} from './eligibility';
import type { OrderLike, OrderStatus } from './types';

const freeOrder = (appointmentDate: string, status: OrderStatus = 'confirmed', userId = 'u1'): OrderLike => ({
  userId,
  status,
  appointmentDate,
  appointmentTime: '9:10 AM',
  appointmentType: 'free',
  location: 'Chaguanas Branch',
});

describe('eligibility', () => {
  describe('blocks', () => {
    const now = new Date('2026-11-23T12:00:00Z');

    it('blocks while blockUntil is later than now, and not at the same instant', () => {
      expect(isBlocked({ blockUntil: new Date(now.getTime() + 1) }, now)).toBe(true);
      expect(isBlocked({ blockUntil: now }, now)).toBe(false);
      expect(isBlocked(null, now)).toBe(false);
      expect(blockStatus({ blockUntil: new Date(now.getTime() + 1) }, now)).toBe('Blocked');
      expect(blockStatus({ blockUntil: now }, now)).toBe('Active');
    });

    it('refuses an invalid blockUntil', () => {
      expect(() => isBlocked({ blockUntil: new Date(Number.NaN) }, now)).toThrow(RangeError);
    });
  });

  describe('free cadence', () => {
    it('is every 3 days', () => {
      expect(FREE_INTERVAL_DAYS).toBe(3);
      expect(nextFreeDate('2026-11-23')).toBe('2026-11-26');
      expect(nextFreeDate('2026-12-30')).toBe('2027-01-02');
      expect(nextFreeDate(null)).toBeNull();
    });

    it('takes the latest non-cancelled free appointment of the user', () => {
      const orders = [
        freeOrder('2026-11-20', 'completed'),
        freeOrder('2026-11-25', 'cancelled'),
        freeOrder('2026-11-22'),
        freeOrder('2026-11-30', 'confirmed', 'someone-else'),
        { ...freeOrder('2026-11-29'), appointmentType: 'special' as const },
      ];
      expect(lastFreeAppointmentDate(orders, 'u1')).toBe('2026-11-22');
      expect(lastFreeAppointmentDate([], 'u1')).toBeNull();
    });

    it('does not count a drive-in purchase as a free appointment', () => {
      const driveIn: OrderLike = { ...freeOrder('2026-11-23'), serviceType: 'drive-in' };
      expect(lastFreeAppointmentDate([driveIn, freeOrder('2026-11-20')], 'u1')).toBe('2026-11-20');
      expect(lastFreeAppointmentDate([driveIn], 'u1')).toBeNull();
      const now = new Date('2026-11-23T15:00:00Z');
      expect(freeEligibility({ orders: [driveIn], userId: 'u1', now }).canBook).toBe(true);
      expect(
        freeEligibility({ orders: [{ ...driveIn, serviceType: 'appointment' }], userId: 'u1', now }).canBook,
      ).toBe(false);
    });

    it('opens at business midnight of the third day after the last appointment', () => {
      const orders = [freeOrder('2026-11-23')];
      // 23:59:59.999 on Wednesday 25th in Port of Spain.
      const before = freeEligibility({ orders, userId: 'u1', now: new Date('2026-11-26T03:59:59.999Z') });
      expect(before).toEqual({
        canBook: false,
        details:
          'One free appointment every 3 days. Next free appointment available from Thursday 26/11/2026.',
        kind: 'waiting',
        availableFrom: '2026-11-26',
      });
      const after = freeEligibility({ orders, userId: 'u1', now: new Date('2026-11-26T04:00:00.000Z') });
      expect(after).toEqual({ canBook: true, details: 'Eligible', kind: 'eligible' });
    });

    it('refuses while a free appointment is still ahead', () => {
      const result = freeEligibility({
        orders: [freeOrder('2026-11-25')],
        userId: 'u1',
        now: new Date('2026-11-23T12:00:00Z'),
      });
      expect(result.canBook).toBe(false);
    });

    it('judges a given appointment date against free appointments on both sides of it', () => {
      const orders = [freeOrder('2026-11-20', 'completed'), freeOrder('2026-11-26')];
      expect(freeCadenceConflict(orders, 'u1', '2026-11-23')).toBeNull();
      expect(freeCadenceConflict(orders, 'u1', '2026-11-24')).toBe('2026-11-26');
      expect(freeCadenceConflict(orders, 'u1', '2026-11-22')).toBe('2026-11-20');
      expect(freeCadenceConflict(orders, 'u1', '2026-11-29')).toBeNull();
      const now = new Date('2026-11-21T12:00:00Z');
      expect(freeEligibility({ orders, userId: 'u1', now, appointmentDate: '2026-11-23' })).toEqual({
        canBook: true,
        details: 'Eligible',
        kind: 'eligible',
      });
      expect(freeEligibility({ orders, userId: 'u1', now, appointmentDate: '2026-11-28' })).toEqual({
        canBook: false,
        // The 29th is a Sunday (closed): the customer is told the next open day.
        details: 'One free appointment every 3 days. Next free appointment available from Monday 30/11/2026.',
        kind: 'waiting',
        availableFrom: '2026-11-30',
      });
    });

    it('skips a stored order whose date cannot be read, and refuses an invalid requested date', () => {
      expect(freeCadenceConflict([freeOrder('someday')], 'u1', '2026-11-23')).toBeNull();
      expect(() => freeCadenceConflict([], 'u1', '23/11/2026')).toThrow(RangeError);
    });

    it('lets a user with no free appointment book', () => {
      expect(
        freeEligibility({ orders: [], userId: 'u1', now: new Date('2026-11-23T12:00:00Z') }).canBook,
      ).toBe(true);
    });

    it('refuses a blocked user whatever the cadence', () => {
      const now = new Date('2026-11-23T12:00:00Z');
      const block = { blockUntil: new Date('2026-11-30T12:00:00Z'), type: 'free' as const };
      expect(freeEligibility({ orders: [], userId: 'u1', block, now })).toEqual({
        canBook: false,
        details: 'Blocked until Monday 30/11/2026.',
        kind: 'blocked',
      });
      expect(freeEligibility({ orders: [], userId: 'u1', block: { blockUntil: now }, now }).canBook).toBe(
        true,
      );
    });
  });

  describe('special', () => {
    const now = new Date('2026-11-23T12:00:00Z');

    it('is refused only while blocked', () => {
      expect(specialEligibility({ block: null, now })).toEqual({
        canBook: true,
        details: 'Eligible',
        kind: 'eligible',
      });
      expect(
        specialEligibility({ block: { blockUntil: new Date('2026-11-24T12:00:00Z') }, now }).canBook,
      ).toBe(false);
    });
  });

  describe('failed checks', () => {
    it('allows the type on permission-denied or unavailable', () => {
      expect(eligibilityOnError('permission-denied').canBook).toBe(true);
      expect(eligibilityOnError('unavailable').canBook).toBe(true);
    });

    it('blocks on any other error with the spec message', () => {
      expect(eligibilityOnError('internal')).toEqual({
        canBook: false,
        details: 'Unable to verify eligibility. Please try again later.',
        kind: 'unverified',
      });
    });
  });
});

describe('freeEligibilityForDates (the booking page type check, judged from the appointment dates)', () => {
  // Monday 23 November 2026, 8:00 business time.
  const now = new Date('2026-11-23T12:00:00Z');
  const dates = ['2026-11-23', '2026-11-24', '2026-11-25'];

  it('opens free when a date it offers is 3 days after the last free appointment, though today is not', () => {
    const orders = [freeOrder('2026-11-21')];
    expect(freeEligibility({ orders, userId: 'u1', now }).canBook).toBe(false);
    expect(freeEligibilityForDates({ orders, userId: 'u1', now, dates })).toEqual({
      canBook: true,
      details: 'Eligible',
      kind: 'eligible',
    });
  });

  it('stays closed when every offered date is less than 3 days from a free appointment, naming the first open date', () => {
    const orders = [freeOrder('2026-11-24')];
    expect(freeEligibilityForDates({ orders, userId: 'u1', now, dates })).toEqual({
      canBook: false,
      details: 'One free appointment every 3 days. Next free appointment available from Friday 27/11/2026.',
      kind: 'waiting',
      availableFrom: '2026-11-27',
    });
  });

  it('keeps a block first, and ignores other customers and cancelled orders', () => {
    const block = { blockUntil: new Date('2026-11-30T12:00:00Z') };
    expect(freeEligibilityForDates({ orders: [], userId: 'u1', block, now, dates }).details).toBe(
      'Blocked until Monday 30/11/2026.',
    );
    const others = [freeOrder('2026-11-24', 'confirmed', 'u2'), freeOrder('2026-11-24', 'cancelled')];
    expect(freeEligibilityForDates({ orders: others, userId: 'u1', now, dates }).canBook).toBe(true);
  });
});

describe('waitingFor (the free type waiting for its 3-day turn)', () => {
  it('is a wait, not a block, and names the day the turn opens', () => {
    expect(waitingFor('2026-11-26')).toEqual({
      canBook: false,
      details: 'One free appointment every 3 days. Next free appointment available from Thursday 26/11/2026.',
      kind: 'waiting',
      availableFrom: '2026-11-26',
    });
  });

  it('never names a Sunday (closed): a turn opening on Sunday 22nd is offered from Monday 23rd', () => {
    expect(waitingFor('2026-11-22').availableFrom).toBe('2026-11-23');
    expect(waitingFor('2026-11-22').details).toContain('Monday 23/11/2026');
    expect(waitingFor('2026-11-21').availableFrom).toBe('2026-11-21');
  });

  it('comes from the booking page check when last free appointment was Thursday 19th (turn on Sunday 22nd)', () => {
    const result = freeEligibility({
      orders: [freeOrder('2026-11-19')],
      userId: 'u1',
      now: new Date('2026-11-20T12:00:00Z'),
    });
    expect(result).toMatchObject({ canBook: false, kind: 'waiting', availableFrom: '2026-11-23' });
  });
});
