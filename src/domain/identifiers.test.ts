import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isOrderCode,
  isOrderId,
  membershipNumber,
  newOrderCode,
  newOrderId,
  newTabId,
  randomChars,
  repeatable,
} from './identifiers';

const NOW = new Date(1_763_896_200_000);
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};
const rand = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('identifiers', () => {
  describe('order id', () => {
    it('is ORDER- + the timestamp + 9 uppercase characters', () => {
      expect(newOrderId(NOW, () => 0)).toBe('ORDER-1763896200000AAAAAAAAA');
      expect(newOrderId(NOW, () => 0.999999)).toBe('ORDER-1763896200000999999999');
    });

    it('always matches the format (property)', () => {
      fc.assert(
        fc.property(fc.array(rand, { minLength: 1, maxLength: 9 }), (values) => {
          const id = newOrderId(NOW, sequence(...values));
          expect(id).toMatch(/^ORDER-1763896200000[A-Z0-9]{9}$/);
          expect(isOrderId(id)).toBe(true);
        }),
      );
    });

    it('refuses a bad random source or date', () => {
      expect(() => newOrderId(NOW, () => 1)).toThrow(RangeError);
      expect(() => newOrderId(NOW, () => -0.1)).toThrow(RangeError);
      expect(() => newOrderId(new Date(Number.NaN), () => 0)).toThrow(RangeError);
    });

    it('recognises ids', () => {
      const ids = ['ORDER-1763896200000K3J9QZ2XA', 'ORDER-1763896200000k3j9qz2xa', 'ORDER-123ABC'];
      expect(ids.map((id) => isOrderId(id))).toEqual([true, false, false]);
    });
  });

  describe('order code', () => {
    it('is a 4-digit number as text', () => {
      expect(newOrderCode(() => 0)).toBe('1000');
      expect(newOrderCode(() => 0.99999999)).toBe('9999');
      fc.assert(
        fc.property(rand, (r) => {
          expect(isOrderCode(newOrderCode(() => r))).toBe(true);
        }),
      );
      expect(isOrderCode('0420')).toBe(false);
      expect(isOrderCode('12345')).toBe(false);
    });
  });

  describe('membership number', () => {
    it('takes the first 8 characters of the uid, uppercased', () => {
      expect(membershipNumber('abc123xyz789', () => 0)).toBe('ABC123XY');
    });

    it('generates a MEM- id for a short uid', () => {
      expect(membershipNumber('abc', () => 0)).toBe('MEM-AAAAAAAA');
      expect(membershipNumber('', sequence(0.5))).toMatch(/^MEM-[A-Z0-9]{8}$/);
    });
  });

  describe('other ids', () => {
    it('makes tab ids and random characters', () => {
      expect(newTabId(new Date(5), () => 0)).toBe('TAB-5-AAAAAAAAA');
      expect(randomChars(0, () => 0)).toBe('');
      expect(() => randomChars(-1, () => 0)).toThrow(RangeError);
      expect(() => newTabId(new Date(Number.NaN), () => 0)).toThrow(RangeError);
    });
  });

  describe('repeatable draws', () => {
    it('gives every replay the same draws, drawing new ones only past the earlier replays', () => {
      let calls = 0;
      const ids = repeatable(() => (calls++ % 10) / 10);
      const now = new Date(1_700_000_000_000);
      const first = ids.replay();
      const order = [newOrderId(now, first), newOrderCode(first)];
      const again = ids.replay();
      expect([newOrderId(now, again), newOrderCode(again)]).toEqual(order);
      expect(calls).toBe(10); // 9 characters and a code: nothing drawn twice
      const longer = ids.replay();
      const drawn = Array.from({ length: 12 }, () => longer());
      expect(calls).toBe(12);
      expect(drawn).toEqual(Array.from({ length: 12 }, ids.replay()));
    });

    it('refuses a source outside [0, 1) like every identifier', () => {
      expect(() => repeatable(() => 1).replay()()).toThrow(RangeError);
    });
  });
});
