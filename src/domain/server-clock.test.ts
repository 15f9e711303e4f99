import { describe, expect, it } from 'vitest';
import {
  clockJumped,
  clockOffsetNotice,
  CLOCK_NOTICE_THRESHOLD_MS,
  describeClockDistance,
  offsetFromRoundTrip,
} from './server-clock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('offsetFromRoundTrip', () => {
  it('matches the server reading with the round trip midpoint, at the middle of its whole second', () => {
    // Sent at 1.000 s, back at 1.200 s (device); the server said 60 s, i.e. somewhere in [60.000, 61.000).
    expect(offsetFromRoundTrip({ sentAtMs: 1_000, receivedAtMs: 1_200, serverDateMs: 60_000 })).toBe(59_400);
  });

  it('takes a millisecond reading as it is', () => {
    expect(
      offsetFromRoundTrip({ sentAtMs: 0, receivedAtMs: 100, serverDateMs: 1_050, serverResolutionMs: 1 }),
    ).toBe(1_000);
  });

  it('is negative when the device clock is ahead, positive when it is behind', () => {
    const server = Date.UTC(2026, 10, 25, 12, 21);
    const ahead = server + 5 * DAY;
    expect(
      offsetFromRoundTrip({ sentAtMs: ahead, receivedAtMs: ahead + 40, serverDateMs: server - 500 }),
    ).toBe(-5 * DAY - 20);
    const behind = server - 20 * MINUTE;
    expect(
      offsetFromRoundTrip({ sentAtMs: behind, receivedAtMs: behind + 40, serverDateMs: server - 500 }),
    ).toBe(20 * MINUTE - 20);
  });

  it('is within half the round trip plus half a second of the truth, wherever in the trip the server read', () => {
    const truth = 3 * HOUR;
    for (const readAt of [0, 250, 999, 1_500, 2_000]) {
      const serverMs = 10_000 + readAt + truth;
      const serverDateMs = Math.floor(serverMs / 1000) * 1000;
      const offset = offsetFromRoundTrip({ sentAtMs: 10_000, receivedAtMs: 12_000, serverDateMs });
      expect(Math.abs(offset - truth)).toBeLessThanOrEqual(1_000 + 500);
    }
  });

  it('refuses readings that cannot be', () => {
    expect(() => offsetFromRoundTrip({ sentAtMs: 10, receivedAtMs: 9, serverDateMs: 0 })).toThrow(RangeError);
    expect(() => offsetFromRoundTrip({ sentAtMs: 0, receivedAtMs: 1, serverDateMs: Number.NaN })).toThrow(
      /serverDateMs/,
    );
    expect(() =>
      offsetFromRoundTrip({ sentAtMs: 0, receivedAtMs: 1, serverDateMs: 0, serverResolutionMs: 0 }),
    ).toThrow(RangeError);
  });
});

describe('clockJumped', () => {
  const baseline = { wallMs: 1_000_000, monoMs: 500 };

  it('is false while both clocks advance together (within the tolerance)', () => {
    expect(clockJumped({ baseline, current: { wallMs: 1_000_000 + HOUR + 1_999, monoMs: 500 + HOUR } })).toBe(
      false,
    );
  });

  it('is true after a sleep that paused the monotonic clock, or after the clock was set', () => {
    expect(clockJumped({ baseline, current: { wallMs: 1_000_000 + 8 * HOUR, monoMs: 500 + 1_000 } })).toBe(
      true,
    );
    expect(clockJumped({ baseline, current: { wallMs: 1_000_000 - 5 * DAY, monoMs: 600 } })).toBe(true);
    expect(clockJumped({ baseline, current: { wallMs: 1_002_600, monoMs: 500 }, toleranceMs: 3_000 })).toBe(
      false,
    );
  });
});

describe('describeClockDistance', () => {
  it.each([
    [5 * DAY, '5 days'],
    [-5 * DAY, '5 days'],
    [DAY + 2 * HOUR, '1 day 2 hours'],
    [DAY + 5 * MINUTE, '1 day'],
    [3 * HOUR, '3 hours'],
    [HOUR + 20 * MINUTE, '1 hour 20 minutes'],
    [20 * MINUTE - 400, '20 minutes'],
    [7 * MINUTE + 20_000, '7 minutes'],
    [MINUTE, '1 minute'],
    [20_000, 'less than a minute'],
  ])('words %d ms as %s', (ms, words) => {
    expect(describeClockDistance(ms)).toBe(words);
  });

  it('refuses a non-number', () => {
    expect(() => describeClockDistance(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('clockOffsetNotice', () => {
  it('says how far and which way the phone clock is off', () => {
    expect(clockOffsetNotice(-5 * DAY)).toBe(
      "Your phone's clock is 5 days ahead. Times shown here follow the car wash's clock.",
    );
    expect(clockOffsetNotice(3 * HOUR)).toBe(
      "Your phone's clock is 3 hours behind. Times shown here follow the car wash's clock.",
    );
    expect(clockOffsetNotice(20 * MINUTE)).toContain('20 minutes behind');
    expect(clockOffsetNotice(-7 * MINUTE)).toContain('7 minutes ahead');
  });

  it('stays silent up to the threshold on both sides', () => {
    expect(clockOffsetNotice(0)).toBeNull();
    expect(clockOffsetNotice(CLOCK_NOTICE_THRESHOLD_MS)).toBeNull();
    expect(clockOffsetNotice(-CLOCK_NOTICE_THRESHOLD_MS)).toBeNull();
    expect(clockOffsetNotice(CLOCK_NOTICE_THRESHOLD_MS + 1)).not.toBeNull();
    expect(clockOffsetNotice(-CLOCK_NOTICE_THRESHOLD_MS - 1)).not.toBeNull();
  });

  it('refuses a non-number', () => {
    expect(() => clockOffsetNotice(Number.NaN)).toThrow(RangeError);
  });
});
