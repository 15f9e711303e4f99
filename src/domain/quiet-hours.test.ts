import { describe, expect, it } from 'vitest';
import { isQuietTime, phoneSendAt } from './quiet-hours';

// Business time is UTC-4: 21:00 business = 01:00Z next day; 07:00 business = 11:00Z.
describe('quiet hours (9 PM to 7 AM business time)', () => {
  it.each([
    ['2026-12-01T00:59:00Z', false], // 8:59 PM
    ['2026-12-01T01:00:00Z', true], // 9:00 PM
    ['2026-12-01T08:00:00Z', true], // 4:00 AM
    ['2026-12-01T10:59:00Z', true], // 6:59 AM
    ['2026-12-01T11:00:00Z', false], // 7:00 AM
  ])('%s quiet: %s', (at, quiet) => {
    expect(isQuietTime(new Date(at))).toBe(quiet);
  });

  it('holds a non-urgent message due at 10 PM until 7 AM the next business day', () => {
    expect(phoneSendAt(new Date('2026-12-01T02:00:00Z'), false).toISOString()).toBe(
      '2026-12-01T11:00:00.000Z',
    );
  });

  it('holds one due at 5 AM until 7 AM the same day', () => {
    expect(phoneSendAt(new Date('2026-12-01T09:00:00Z'), false).toISOString()).toBe(
      '2026-12-01T11:00:00.000Z',
    );
  });

  it('holds one due at 9:30 PM across the month end', () => {
    expect(phoneSendAt(new Date('2026-12-01T01:30:00Z'), false).toISOString()).toBe(
      '2026-12-01T11:00:00.000Z',
    );
    expect(phoneSendAt(new Date('2027-01-01T01:30:00Z'), false).toISOString()).toBe(
      '2027-01-01T11:00:00.000Z',
    );
  });

  it('sends an urgent message, and any message in the day, at once', () => {
    const night = new Date('2026-12-01T03:00:00Z');
    expect(phoneSendAt(night, true)).toBe(night);
    const day = new Date('2026-12-01T15:00:00Z');
    expect(phoneSendAt(day, false)).toBe(day);
  });
});
