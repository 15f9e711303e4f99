import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chargeSeatTime, seatTimeInWindow, type SeatTimeCharge } from './seat-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LIMIT = 40 * MINUTE;
const NOW = new Date('2026-11-23T12:00:00Z');
const t = (minutesAgo: number) => NOW.getTime() - minutesAgo * MINUTE;
const charge = (input: { charges: SeatTimeCharge[]; ms: number; now?: Date }) =>
  chargeSeatTime({ now: NOW, limitMs: LIMIT, windowMs: HOUR, ...input });

describe('seat time', () => {
  describe('the window', () => {
    it('counts a charge for exactly one window after it was granted, and one dated in the future', () => {
      const charges = [
        { at: t(60), ms: MINUTE },
        { at: t(59.999), ms: 2 * MINUTE },
        { at: t(-5), ms: 3 * MINUTE },
      ];
      expect(seatTimeInWindow(charges, NOW, HOUR)).toEqual([charges[1], charges[2]]);
    });

    it('answers the charges that count oldest first', () => {
      const charges = [
        { at: t(1), ms: MINUTE },
        { at: t(30), ms: MINUTE },
      ];
      expect(seatTimeInWindow(charges, NOW, HOUR).map((c) => c.at)).toEqual([t(30), t(1)]);
    });

    it('refuses stored charges that are not times or durations', () => {
      expect(() => seatTimeInWindow([{ at: Number.NaN, ms: MINUTE }], NOW, HOUR)).toThrow(RangeError);
      expect(() => seatTimeInWindow([{ at: t(1), ms: -1 }], NOW, HOUR)).toThrow(RangeError);
      expect(() => seatTimeInWindow([], new Date(Number.NaN), HOUR)).toThrow(RangeError);
      expect(() => seatTimeInWindow([], NOW, -1)).toThrow(RangeError);
    });
  });

  describe('a new charge', () => {
    it('fits an empty budget and is stored with the time it was granted', () => {
      expect(charge({ charges: [], ms: 2 * MINUTE })).toEqual({
        allowed: true,
        charges: [{ at: NOW.getTime(), ms: 2 * MINUTE }],
        usedMs: 2 * MINUTE,
      });
    });

    it('fits when it reaches the limit exactly, and is refused 1 ms over', () => {
      const charges = [{ at: t(10), ms: 38 * MINUTE }];
      expect(charge({ charges, ms: 2 * MINUTE })).toMatchObject({ allowed: true, usedMs: LIMIT });
      expect(charge({ charges, ms: 2 * MINUTE + 1 })).toEqual({
        allowed: false,
        usedMs: 38 * MINUTE,
        retryAt: new Date(t(10) + HOUR),
      });
    });

    it('says when it would fit: once enough of the oldest charges have run out', () => {
      const charges = [
        { at: t(50), ms: 4 * MINUTE },
        { at: t(40), ms: 30 * MINUTE },
        { at: t(5), ms: 6 * MINUTE },
      ];
      // 40 used: the first charge running out frees 4 minutes, enough for 3 but not for 5.
      expect(charge({ charges, ms: 3 * MINUTE })).toMatchObject({ retryAt: new Date(t(50) + HOUR) });
      expect(charge({ charges, ms: 5 * MINUTE })).toMatchObject({ retryAt: new Date(t(40) + HOUR) });
    });

    it('drops the charges that no longer count from what it answers to store', () => {
      const charges = [
        { at: t(61), ms: 39 * MINUTE },
        { at: t(1), ms: MINUTE },
      ];
      expect(charge({ charges, ms: 2 * MINUTE })).toEqual({
        allowed: true,
        charges: [
          { at: t(1), ms: MINUTE },
          { at: NOW.getTime(), ms: 2 * MINUTE },
        ],
        usedMs: 3 * MINUTE,
      });
    });

    it('of 0 ms (an extension that does not extend) always fits and stores nothing new', () => {
      const charges = [{ at: t(1), ms: LIMIT }];
      expect(charge({ charges, ms: 0 })).toEqual({ allowed: true, charges, usedMs: LIMIT });
    });

    it('refuses a negative charge and one that could never fit', () => {
      expect(() => charge({ charges: [], ms: -1 })).toThrow(RangeError);
      expect(() => charge({ charges: [], ms: LIMIT + 1 })).toThrow(RangeError);
    });

    it('never lets the charges that count exceed the limit, whatever the sequence of grants', () => {
      fc.assert(
        fc.property(
          fc.array(fc.record({ gap: fc.nat(20 * MINUTE), ms: fc.nat(LIMIT) }), { maxLength: 40 }),
          (steps) => {
            let charges: SeatTimeCharge[] = [];
            let now = NOW.getTime();
            for (const step of steps) {
              now += step.gap;
              const decision = charge({ charges, ms: step.ms, now: new Date(now) });
              if (decision.allowed) charges = decision.charges;
              else expect(decision.retryAt.getTime()).toBeGreaterThan(now);
              const used = seatTimeInWindow(charges, new Date(now), HOUR).reduce((s, c) => s + c.ms, 0);
              expect(used).toBeLessThanOrEqual(LIMIT);
            }
          },
        ),
      );
    });
  });
});
