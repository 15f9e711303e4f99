import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDaysToDate,
  BUSINESS_TIME_ZONE,
  bookableDates,
  businessDate,
  businessMinutesOfDay,
  daysBetween,
  formatDisplayDate,
  formatShortDate,
  formatTime12,
  isSunday,
  parseIsoDate,
  parseTime12,
  slotInstant,
  parseTypedDate,
} from './calendar';

const at = (iso: string): Date => new Date(iso);

describe('parseTypedDate: DD/MM/YYYY as the app shows dates, or ISO', () => {
  it.each([
    ['02/12/2026', '2026-12-02'],
    ['2/12/2026', '2026-12-02'],
    ['2-12-2026', '2026-12-02'],
    [' 31.12.2026 ', '2026-12-31'],
    ['29/02/2028', '2028-02-29'],
    ['2026-12-02', '2026-12-02'],
  ])('reads %j as %s', (raw, iso) => {
    expect(parseTypedDate(raw)).toBe(iso);
  });

  it.each([
    '',
    '02/12',
    '32/12/2026',
    '31/11/2026',
    '29/02/2027',
    '12/13/2026',
    '0/12/2026',
    '02/12/26',
    'tomorrow',
    '2026-13-01',
  ])('refuses %j', (raw) => {
    expect(parseTypedDate(raw)).toBeNull();
  });

  it('reads back every date it formats (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T12:00:00Z'),
          max: new Date('2099-12-31T12:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(parseTypedDate(formatShortDate(iso))).toBe(iso);
        },
      ),
    );
  });
});

describe('calendar', () => {
  it('uses the Port of Spain zone', () => {
    expect(BUSINESS_TIME_ZONE).toBe('America/Port_of_Spain');
  });

  describe('businessDate', () => {
    it('is still the previous day until 04:00 UTC (midnight in Port of Spain)', () => {
      expect(businessDate(at('2026-11-24T03:59:59.999Z'))).toBe('2026-11-23');
      expect(businessDate(at('2026-11-24T04:00:00.000Z'))).toBe('2026-11-24');
    });

    it('turns the year at 04:00 UTC on 1 January', () => {
      expect(businessDate(at('2027-01-01T03:59:59.999Z'))).toBe('2026-12-31');
      expect(businessDate(at('2027-01-01T04:00:00.000Z'))).toBe('2027-01-01');
    });

    it('refuses an invalid Date', () => {
      expect(() => businessDate(new Date(Number.NaN))).toThrow(RangeError);
    });
  });

  describe('businessMinutesOfDay', () => {
    it('counts minutes since business midnight', () => {
      expect(businessMinutesOfDay(at('2026-11-23T11:10:00Z'))).toBe(430);
      expect(businessMinutesOfDay(at('2026-11-24T04:00:00Z'))).toBe(0);
      expect(businessMinutesOfDay(at('2026-11-24T03:59:00Z'))).toBe(1439);
    });
  });

  describe('parseIsoDate', () => {
    it('splits a valid date', () => {
      expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    });

    it.each([
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-11-31',
      '26-11-23',
      '2026-1-5',
      '',
      '2026-11-23T00:00',
    ])('refuses "%s"', (bad) => {
      expect(() => parseIsoDate(bad)).toThrow(RangeError);
    });
  });

  describe('addDaysToDate and daysBetween', () => {
    it('crosses month and year ends', () => {
      expect(addDaysToDate('2026-11-30', 1)).toBe('2026-12-01');
      expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
      expect(addDaysToDate('2027-01-01', -1)).toBe('2026-12-31');
      expect(addDaysToDate('2028-02-28', 1)).toBe('2028-02-29');
    });

    it('refuses a fractional day count', () => {
      expect(() => addDaysToDate('2026-11-23', 1.5)).toThrow(RangeError);
    });

    it('measures whole days in either direction', () => {
      expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
      expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
    });

    it('is the inverse of addDaysToDate (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: -400, max: 400 }), (offset, n) => {
          const start = addDaysToDate('2024-01-01', offset);
          expect(daysBetween(start, addDaysToDate(start, n))).toBe(n);
        }),
      );
    });
  });

  describe('isSunday', () => {
    it('knows Sunday from Saturday and Monday', () => {
      expect(['2026-11-21', '2026-11-22', '2026-11-23'].map(isSunday)).toEqual([false, true, false]);
    });
  });

  describe('bookableDates', () => {
    it('starts today and offers three dates', () => {
      expect(bookableDates(at('2026-11-23T12:00:00Z'))).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    });

    it('skips Sunday going from Saturday to Monday', () => {
      expect(bookableDates(at('2026-11-20T12:00:00Z'))).toEqual(['2026-11-20', '2026-11-21', '2026-11-23']);
      expect(bookableDates(at('2026-11-21T12:00:00Z'))).toEqual(['2026-11-21', '2026-11-23', '2026-11-24']);
    });

    it('starts on Monday when today is Sunday', () => {
      expect(bookableDates(at('2026-11-22T12:00:00Z'))).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    });

    it('uses the business date late in the evening, not the UTC date', () => {
      // 23:30 on Saturday 21st in Port of Spain is already Sunday 22nd in UTC.
      expect(bookableDates(at('2026-11-22T03:30:00Z'))[0]).toBe('2026-11-21');
    });

    it('crosses 31 December into the new year', () => {
      expect(bookableDates(at('2026-12-31T15:00:00Z'))).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
      expect(bookableDates(at('2027-01-02T15:00:00Z'))).toEqual(['2027-01-02', '2027-01-04', '2027-01-05']);
    });

    it('never looks past the horizon', () => {
      expect(bookableDates(at('2026-11-21T12:00:00Z'), 3, 2)).toEqual(['2026-11-21']);
      // 21..30 November holds two Sundays (22nd, 29th).
      expect(bookableDates(at('2026-11-21T12:00:00Z'), 20)).toHaveLength(8);
    });

    it('refuses negative or fractional counts', () => {
      expect(() => bookableDates(at('2026-11-21T12:00:00Z'), -1)).toThrow(RangeError);
      expect(() => bookableDates(at('2026-11-21T12:00:00Z'), 3, 1.5)).toThrow(RangeError);
    });

    it('never offers a Sunday and always starts no earlier than today (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }), (ms) => {
          const now = new Date(ms);
          const dates = bookableDates(now);
          expect(dates).toHaveLength(3);
          expect(dates.some(isSunday)).toBe(false);
          expect(daysBetween(businessDate(now), dates[0])).toBeGreaterThanOrEqual(0);
          expect(daysBetween(businessDate(now), dates[2])).toBeLessThanOrEqual(3);
        }),
      );
    });
  });

  describe('display formats', () => {
    it('shows the weekday and DD/MM/YYYY', () => {
      expect(formatDisplayDate('2026-11-23')).toBe('Monday 23/11/2026');
      expect(formatDisplayDate('2027-01-01')).toBe('Friday 01/01/2027');
      expect(formatShortDate('2027-01-01')).toBe('01/01/2027');
    });

    it('writes 12-hour times', () => {
      const times = [430, 0, 720, 1130, 1439].map(formatTime12);
      expect(times).toEqual(['7:10 AM', '12:00 AM', '12:00 PM', '6:50 PM', '11:59 PM']);
    });

    it.each([-1, 1440, 1.5, Number.NaN])('refuses minute %s', (bad) => {
      expect(() => formatTime12(bad)).toThrow(RangeError);
    });

    it('reads 12-hour times back', () => {
      expect(parseTime12('7:10 AM')).toBe(430);
      expect(parseTime12('12:00 AM')).toBe(0);
      expect(parseTime12('12:30 PM')).toBe(750);
      expect(parseTime12('6:50 PM')).toBe(1130);
    });

    it.each(['07:10 AM', '7:10', '7:10 am', '13:00 PM', '0:10 AM', '7:60 AM', '7:10  AM'])(
      'refuses "%s"',
      (bad) => {
        expect(() => parseTime12(bad)).toThrow(RangeError);
      },
    );

    it('round-trips every minute of the day (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
          expect(parseTime12(formatTime12(m))).toBe(m);
        }),
      );
    });
  });

  describe('slotInstant', () => {
    it('is the UTC instant of a business-time slot (UTC-4)', () => {
      expect(slotInstant('2026-11-23', '7:10 AM').toISOString()).toBe('2026-11-23T11:10:00.000Z');
      expect(slotInstant('2026-12-31', '6:50 PM').toISOString()).toBe('2026-12-31T22:50:00.000Z');
    });

    it('refuses malformed input', () => {
      expect(() => slotInstant('2026-11-31', '7:10 AM')).toThrow(RangeError);
      expect(() => slotInstant('2026-11-23', '7.10 AM')).toThrow(RangeError);
    });
  });
});
