import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BOOKING_COUNTDOWN_SECONDS,
  bookingCountdownStage,
  formatCountdown,
  HOLD_LIFETIME_MS,
  holdExpiresAt,
  isHoldLive,
  paymentCountdownStage,
  secondsLeft,
  showTradeHurry,
} from './holds';

const created = new Date('2026-11-23T12:00:00.000Z');

describe('holds', () => {
  describe('expiry', () => {
    it('lasts 2 minutes', () => {
      expect(HOLD_LIFETIME_MS).toBe(120_000);
      expect(holdExpiresAt(created).toISOString()).toBe('2026-11-23T12:02:00.000Z');
    });

    it('is live until the millisecond before expiry and dead at it', () => {
      const hold = { expiresAt: holdExpiresAt(created) };
      expect(isHoldLive(hold, new Date('2026-11-23T12:01:59.999Z'))).toBe(true);
      expect(isHoldLive(hold, new Date('2026-11-23T12:02:00.000Z'))).toBe(false);
    });

    it('refuses invalid dates', () => {
      expect(() => holdExpiresAt(new Date(Number.NaN))).toThrow(RangeError);
      expect(() => isHoldLive({ expiresAt: created }, new Date(Number.NaN))).toThrow(RangeError);
    });
  });

  describe('secondsLeft', () => {
    it('rounds up and never goes below 0', () => {
      expect(secondsLeft(new Date(5_500), new Date(0))).toBe(6);
      expect(secondsLeft(new Date(5_000), new Date(0))).toBe(5);
      expect(secondsLeft(new Date(1), new Date(0))).toBe(1);
      expect(secondsLeft(new Date(0), new Date(0))).toBe(0);
      expect(secondsLeft(new Date(0), new Date(9_000))).toBe(0);
    });

    it('is 0 exactly when the hold is no longer live (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: -300_000, max: 300_000 }), (delta) => {
          const now = new Date(created.getTime() + delta);
          const expiresAt = holdExpiresAt(created);
          expect(secondsLeft(expiresAt, now) === 0).toBe(!isHoldLive({ expiresAt }, now));
        }),
      );
    });
  });

  describe('formatCountdown', () => {
    it('writes M:SS', () => {
      expect(formatCountdown(BOOKING_COUNTDOWN_SECONDS)).toBe('2:00');
      expect(formatCountdown(65)).toBe('1:05');
      expect(formatCountdown(0)).toBe('0:00');
      expect(formatCountdown(300)).toBe('5:00');
    });

    it('refuses negative seconds', () => {
      expect(() => formatCountdown(-1)).toThrow(RangeError);
    });
  });

  describe('countdown stages', () => {
    it('changes the booking colour at 60 s and 30 s', () => {
      const stages = [120, 61, 60, 31, 30, 0].map(bookingCountdownStage);
      expect(stages).toEqual(['normal', 'normal', 'warning', 'warning', 'critical', 'critical']);
    });

    it('changes the payment colour at 180 s and 60 s', () => {
      const stages = [300, 181, 180, 61, 60].map(paymentCountdownStage);
      expect(stages).toEqual(['normal', 'normal', 'warning', 'warning', 'critical']);
    });

    it('hurries a trade from 30 s', () => {
      expect(showTradeHurry(31)).toBe(false);
      expect(showTradeHurry(30)).toBe(true);
      expect(showTradeHurry(0)).toBe(true);
    });

    it('refuses nonsense seconds', () => {
      expect(() => bookingCountdownStage(Number.NaN)).toThrow(RangeError);
      expect(() => showTradeHurry(-5)).toThrow(RangeError);
    });
  });
});
