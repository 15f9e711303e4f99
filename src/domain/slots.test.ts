import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseTime12 } from './calendar';
import {
  bookableSlots,
  checkSlot,
  FIRST_SLOT_MINUTES,
  isBookableSlot,
  isSlotMinuteForType,
  LAST_SLOT_MINUTES,
  slotMinutes,
  slotTimes,
} from './slots';
import type { AppointmentType } from './types';

const at = (iso: string): Date => new Date(iso);
// Monday 23 November 2026, 05:00 in Port of Spain: before opening, every slot of the day is open.
const MONDAY_EARLY = at('2026-11-23T09:00:00Z');
const type = fc.constantFrom<AppointmentType>('free', 'special');

/** The slot times of a type, once their first, last and count are checked. */
function gridOf(appointmentType: AppointmentType, first: string, last: string, count: number) {
  const times = slotTimes(appointmentType);
  expect({ first: times[0], last: times.at(-1), count: times.length }).toEqual({ first, last, count });
  return times;
}

describe('slots', () => {
  describe('the grid', () => {
    it('runs every 10 minutes from 7:10 AM to 6:50 PM', () => {
      expect(FIRST_SLOT_MINUTES).toBe(430);
      expect(LAST_SLOT_MINUTES).toBe(1130);
    });

    it('gives free slots from 7:10 AM to 6:50 PM without :00 and :30', () => {
      const times = gridOf('free', '7:10 AM', '6:50 PM', 48);
      expect(times).not.toContain('7:30 AM');
      expect(times).not.toContain('12:00 PM');
      expect(times).toContain('12:10 PM');
    });

    it('gives special slots only at :00 and :30, from 7:30 AM to 6:30 PM', () => {
      const times = gridOf('special', '7:30 AM', '6:30 PM', 23);
      expect(times).not.toContain('7:00 AM');
      expect(times).not.toContain('7:00 PM');
    });

    it('refuses minutes outside the grid', () => {
      expect(isSlotMinuteForType(420, 'special')).toBe(false); // 7:00 AM
      expect(isSlotMinuteForType(1140, 'special')).toBe(false); // 7:00 PM
      expect(isSlotMinuteForType(435, 'free')).toBe(false); // 7:15 AM
      expect(isSlotMinuteForType(430.5, 'free')).toBe(false);
    });

    it('refuses an unknown type', () => {
      expect(() => slotMinutes('vip' as AppointmentType)).toThrow(RangeError);
    });

    it('never generates a free slot at :00 or :30 nor a special slot elsewhere (property)', () => {
      fc.assert(
        fc.property(type, (t) => {
          for (const m of slotMinutes(t)) {
            const onHalfHour = m % 60 === 0 || m % 60 === 30;
            expect(onHalfHour).toBe(t === 'special');
            expect(m % 10).toBe(0);
            expect(m).toBeGreaterThanOrEqual(FIRST_SLOT_MINUTES);
            expect(m).toBeLessThanOrEqual(LAST_SLOT_MINUTES);
          }
        }),
      );
    });

    it('splits the grid between the two types without overlap (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
          const free = isSlotMinuteForType(m, 'free');
          const special = isSlotMinuteForType(m, 'special');
          expect(free && special).toBe(false);
          expect(free || special).toBe(m >= 430 && m <= 1130 && m % 10 === 0);
        }),
      );
    });
  });

  describe('bookableSlots', () => {
    it('offers the whole grid before opening', () => {
      expect(bookableSlots({ date: '2026-11-23', type: 'free', now: MONDAY_EARLY })).toEqual(
        slotTimes('free'),
      );
    });

    it("removes today's slots at or before now + 30 minutes", () => {
      // 7:00 AM: 7:30 is exactly the lead, removed; 7:40 is the first free slot kept.
      const now = at('2026-11-23T11:00:00Z');
      expect(bookableSlots({ date: '2026-11-23', type: 'free', now })[0]).toBe('7:40 AM');
      expect(bookableSlots({ date: '2026-11-23', type: 'special', now })[0]).toBe('8:00 AM');
    });

    it('keeps a slot one millisecond beyond the lead', () => {
      const now = at('2026-11-23T10:59:59.999Z'); // 6:59:59.999 AM
      expect(bookableSlots({ date: '2026-11-23', type: 'special', now })[0]).toBe('7:30 AM');
    });

    it('leaves tomorrow untouched late today', () => {
      const now = at('2026-11-23T22:30:00Z'); // 6:30 PM Monday
      expect(bookableSlots({ date: '2026-11-23', type: 'free', now })).toEqual([]);
      expect(bookableSlots({ date: '2026-11-24', type: 'free', now })).toEqual(slotTimes('free'));
    });

    it('offers the last slot until 6:20 PM exactly', () => {
      expect(
        bookableSlots({ date: '2026-11-23', type: 'free', now: at('2026-11-23T22:19:59.999Z') }),
      ).toEqual(['6:50 PM']);
      expect(bookableSlots({ date: '2026-11-23', type: 'free', now: at('2026-11-23T22:20:00Z') })).toEqual(
        [],
      );
    });

    it('offers nothing on a Sunday, in the past or beyond the three dates', () => {
      expect(bookableSlots({ date: '2026-11-22', type: 'free', now: at('2026-11-21T12:00:00Z') })).toEqual(
        [],
      );
      expect(bookableSlots({ date: '2026-11-22', type: 'free', now: MONDAY_EARLY })).toEqual([]);
      expect(bookableSlots({ date: '2026-11-26', type: 'free', now: MONDAY_EARLY })).toEqual([]);
    });

    it('refuses a malformed date', () => {
      expect(() => bookableSlots({ date: '23/11/2026', type: 'free', now: MONDAY_EARLY })).toThrow(
        RangeError,
      );
    });

    it('never offers a slot within the lead time (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }), type, (ms, t) => {
          const now = new Date(ms);
          const date = '2026-11-23';
          for (const time of bookableSlots({ date, type: t, now })) {
            expect(checkSlot({ date, time, type: t, now })).toEqual({ bookable: true });
          }
        }),
        { numRuns: 200 },
      );
    });
  });

  describe('checkSlot', () => {
    const base = { date: '2026-11-23', now: MONDAY_EARLY };

    it('accepts the first and last slot of each type', () => {
      expect(isBookableSlot({ ...base, time: '7:10 AM', type: 'free' })).toBe(true);
      expect(isBookableSlot({ ...base, time: '6:50 PM', type: 'free' })).toBe(true);
      expect(isBookableSlot({ ...base, time: '7:30 AM', type: 'special' })).toBe(true);
      expect(isBookableSlot({ ...base, time: '6:30 PM', type: 'special' })).toBe(true);
    });

    it('refuses a free slot at :30 and at :00', () => {
      expect(checkSlot({ ...base, time: '7:30 AM', type: 'free' })).toEqual({
        bookable: false,
        reason: 'wrong-minute-for-type',
      });
      expect(checkSlot({ ...base, time: '12:00 PM', type: 'free' })).toEqual({
        bookable: false,
        reason: 'wrong-minute-for-type',
      });
    });

    it('refuses a special slot at :10', () => {
      expect(checkSlot({ ...base, time: '9:10 AM', type: 'special' })).toEqual({
        bookable: false,
        reason: 'wrong-minute-for-type',
      });
    });

    it('refuses times off the grid', () => {
      for (const time of ['7:00 AM', '7:00 PM', '7:15 AM', '6:55 PM', '3:10 AM']) {
        expect(checkSlot({ ...base, time, type: 'free' })).toEqual({ bookable: false, reason: 'off-grid' });
      }
    });

    it('refuses a Sunday and a date that is not offered', () => {
      expect(checkSlot({ date: '2026-11-22', time: '9:10 AM', type: 'free', now: MONDAY_EARLY })).toEqual({
        bookable: false,
        reason: 'sunday',
      });
      expect(checkSlot({ date: '2026-11-26', time: '9:10 AM', type: 'free', now: MONDAY_EARLY })).toEqual({
        bookable: false,
        reason: 'not-bookable-date',
      });
      expect(checkSlot({ date: '2026-11-21', time: '9:10 AM', type: 'free', now: MONDAY_EARLY })).toEqual({
        bookable: false,
        reason: 'not-bookable-date',
      });
    });

    it('refuses a slot exactly 30 minutes away and accepts it 1 ms earlier', () => {
      const time = '9:10 AM'; // 13:10Z
      expect(checkSlot({ ...base, time, type: 'free', now: at('2026-11-23T12:40:00Z') })).toEqual({
        bookable: false,
        reason: 'too-soon',
      });
      expect(checkSlot({ ...base, time, type: 'free', now: at('2026-11-23T12:39:59.999Z') })).toEqual({
        bookable: true,
      });
    });

    it('throws on a malformed time', () => {
      expect(() => checkSlot({ ...base, time: '9:10', type: 'free' })).toThrow(RangeError);
    });

    it('agrees with the grid for every minute (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1439 }), type, (m, t) => {
          const hours = Math.floor(m / 60);
          const time = `${hours % 12 === 0 ? 12 : hours % 12}:${String(m % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
          expect(parseTime12(time)).toBe(m);
          expect(isBookableSlot({ ...base, time, type: t })).toBe(isSlotMinuteForType(m, t));
        }),
      );
    });
  });
});
