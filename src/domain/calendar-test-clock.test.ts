import { afterEach, describe, expect, it, vi } from 'vitest';

// Playwright's `page.clock` (like other test clocks) swaps the global Date for a function that, called with `new`,
// returns a plain native Date. A subclass of Date defined after the swap then gets a plain Date back from `super()`,
// and its zone-aware getters are lost. The page's business calendar must stay right under such a clock: in the
// evening in Trinidad the UTC date is already tomorrow.
const NativeDate = Date;

function installReplacingClock(nowMs: number): void {
  function ClockDate(this: unknown, ...args: unknown[]): unknown {
    if (!new.target) return new NativeDate(nowMs).toString();
    return args.length === 0
      ? new NativeDate(nowMs)
      : new NativeDate(...(args as ConstructorParameters<typeof Date>));
  }
  ClockDate.prototype = NativeDate.prototype;
  Object.assign(ClockDate, { now: () => nowMs, UTC: NativeDate.UTC, parse: NativeDate.parse });
  vi.stubGlobal('Date', ClockDate);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the business calendar under a test clock that replaces Date', () => {
  it('reads the date, minute of day and slot instants in America/Port_of_Spain', async () => {
    // 22:30 on Monday 23 November in Trinidad; 02:30 on Tuesday 24 November in UTC.
    const evening = Date.parse('2026-11-24T02:30:00Z');
    installReplacingClock(evening);
    vi.resetModules();
    const calendar = await import('./calendar');
    const now = new Date(evening);

    expect(calendar.businessDate(now)).toBe('2026-11-23');
    expect(calendar.businessMinutesOfDay(now)).toBe(22 * 60 + 30);
    expect(calendar.bookableDates(now)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(calendar.slotInstant('2026-11-23', '7:10 AM').toISOString()).toBe('2026-11-23T11:10:00.000Z');
    expect(() => calendar.parseIsoDate('2026-02-30')).toThrow(RangeError);
  });
});
