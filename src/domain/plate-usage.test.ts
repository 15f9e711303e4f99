import { describe, expect, it } from 'vitest';
import { recordPlateTry, type PlateUsage } from './plate-usage';

const DAY = 86_400_000;
const policy = { maxDistinct: 3, windowMs: 30 * DAY };
const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => now.getTime() - ms;

describe('recordPlateTry', () => {
  it('takes a first plate and remembers when', () => {
    expect(recordPlateTry({}, 'a', now, policy)).toEqual({ ok: true, usage: { a: now.getTime() } });
  });

  it('takes new plates up to the limit and refuses the next one, leaving the usage as it was', () => {
    const usage: PlateUsage = { a: ago(DAY), b: ago(2 * DAY) };
    const third = recordPlateTry(usage, 'c', now, policy);
    expect(third).toEqual({ ok: true, usage: { a: ago(DAY), b: ago(2 * DAY), c: now.getTime() } });
    expect(recordPlateTry(third.ok ? third.usage : {}, 'd', now, policy)).toEqual({ ok: false, limit: 3 });
  });

  it('always takes a plate named before within the window, and refreshes it', () => {
    const usage: PlateUsage = { a: ago(DAY), b: ago(DAY), c: ago(DAY) };
    expect(recordPlateTry(usage, 'b', now, policy)).toEqual({
      ok: true,
      usage: { a: ago(DAY), b: now.getTime(), c: ago(DAY) },
    });
  });

  it('forgets plates named at or before the start of the window', () => {
    const usage: PlateUsage = { a: ago(30 * DAY), b: ago(30 * DAY - 1), c: ago(DAY) };
    expect(recordPlateTry(usage, 'd', now, policy)).toEqual({
      ok: true,
      usage: { b: ago(30 * DAY - 1), c: ago(DAY), d: now.getTime() },
    });
  });

  it('ignores entries without a usable time', () => {
    const usage = { a: Number.NaN, b: ago(DAY), c: ago(DAY) } as PlateUsage;
    expect(recordPlateTry(usage, 'd', now, policy).ok).toBe(true);
  });

  it('throws a RangeError for a limit below 1', () => {
    expect(() => recordPlateTry({}, 'a', now, { ...policy, maxDistinct: 0 })).toThrow(RangeError);
  });
});
