import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkGiveUp, deletionsInWindow, giveUpRefusalMessage } from './give-up';
import type { GiveUpOrder } from './give-up';

const at = (iso: string): Date => new Date(iso);
const HOUR = 3_600_000;
const order: GiveUpOrder = { status: 'confirmed', appointmentDate: '2026-11-24', appointmentTime: '9:10 AM' }; // 13:10Z
const NOW = at('2026-11-23T12:00:00Z');

describe('give up', () => {
  describe('lead time', () => {
    it('is allowed with more than 2 hours left and refused at exactly 2 hours', () => {
      expect(checkGiveUp({ order, deletionHistory: [], now: at('2026-11-24T11:09:59.999Z') })).toEqual({
        allowed: true,
      });
      expect(checkGiveUp({ order, deletionHistory: [], now: at('2026-11-24T11:10:00Z') })).toEqual({
        allowed: false,
        reason: 'too-close',
      });
    });

    it('is refused for a past appointment', () => {
      expect(checkGiveUp({ order, deletionHistory: [], now: at('2026-11-25T12:00:00Z') })).toMatchObject({
        reason: 'too-close',
      });
    });
  });

  describe('traded appointments', () => {
    it('refuses an order on offer or obtained by trade', () => {
      expect(checkGiveUp({ order: { ...order, status: 'trading' }, deletionHistory: [], now: NOW })).toEqual({
        allowed: false,
        reason: 'trading',
      });
      expect(
        checkGiveUp({ order: { ...order, tradedFrom: 'ORDER-1' }, deletionHistory: [], now: NOW }),
      ).toEqual({
        allowed: false,
        reason: 'traded',
      });
    });

    it('refuses a past order', () => {
      expect(
        checkGiveUp({ order: { ...order, status: 'completed' }, deletionHistory: [], now: NOW }),
      ).toMatchObject({
        reason: 'not-open',
      });
    });
  });

  describe('rolling 24-hour limit', () => {
    it('allows a second deletion and refuses a third', () => {
      expect(checkGiveUp({ order, deletionHistory: [at('2026-11-23T11:00:00Z')], now: NOW })).toEqual({
        allowed: true,
      });
      const two = [at('2026-11-23T11:00:00Z'), at('2026-11-22T12:00:00.001Z')];
      expect(checkGiveUp({ order, deletionHistory: two, now: NOW })).toEqual({
        allowed: false,
        reason: 'limit',
      });
    });

    it('forgets a deletion exactly 24 hours later', () => {
      const two = [at('2026-11-23T11:00:00Z'), at('2026-11-22T12:00:00Z')];
      expect(deletionsInWindow(two, NOW)).toHaveLength(1);
      expect(checkGiveUp({ order, deletionHistory: two, now: NOW })).toEqual({ allowed: true });
    });

    it('counts timestamps in the future', () => {
      expect(deletionsInWindow([plus(NOW, HOUR)], NOW)).toHaveLength(1);
    });

    it('refuses an invalid timestamp', () => {
      expect(() => deletionsInWindow([new Date(Number.NaN)], NOW)).toThrow(RangeError);
    });

    it('keeps exactly the deletions of the last 24 hours (property)', () => {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: -48 * HOUR, max: 0 })), (offsets) => {
          const history = offsets.map((o) => plus(NOW, o));
          const kept = deletionsInWindow(history, NOW);
          expect(kept.every((t) => NOW.getTime() - t.getTime() < 24 * HOUR)).toBe(true);
          expect(kept).toHaveLength(offsets.filter((o) => o > -24 * HOUR).length);
        }),
      );
    });
  });

  describe('messages', () => {
    it('uses the spec wording for traded and limit refusals', () => {
      expect(giveUpRefusalMessage('traded')).toBe('This appointment has been traded and cannot be given up');
      expect(giveUpRefusalMessage('trading')).toBe('This appointment has been traded and cannot be given up');
      expect(giveUpRefusalMessage('limit')).toBe(
        'You have reached the limit of 2 order deletions within 24 hours. Please wait before deleting another order.',
      );
      expect(giveUpRefusalMessage('too-close')).toContain('2 hours');
      expect(giveUpRefusalMessage('not-open')).not.toBe('');
    });
  });
});

function plus(d: Date, ms: number): Date {
  return new Date(d.getTime() + ms);
}
