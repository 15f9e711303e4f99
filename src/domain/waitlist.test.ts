import { describe, expect, it } from 'vitest';
import {
  bookableWindowTimes,
  entriesAsAppointments,
  isLateDecline,
  isWindowValid,
  offerExpiresAt,
  offerFacts,
  placeInLine,
  windowIncludes,
} from './waitlist';

// 10:00 AM on Monday 23 November 2026 in Chaguanas (UTC-4).
const NOW = new Date('2026-11-23T14:00:00Z');

describe('the waitlist rules', () => {
  it('a window holds its ends and the times between, on the type’s grid', () => {
    const window = { from: '10:10 AM', to: '11:20 AM' };
    expect(windowIncludes(window, '10:10 AM')).toBe(true);
    expect(windowIncludes(window, '11:20 AM')).toBe(true);
    expect(windowIncludes(window, '11:40 AM')).toBe(false);
    expect(isWindowValid(window, 'free')).toBe(true);
    expect(isWindowValid({ from: '11:20 AM', to: '10:10 AM' }, 'free')).toBe(false);
    expect(isWindowValid({ from: '10:00 AM', to: '10:00 AM' }, 'free')).toBe(false);
    expect(isWindowValid({ from: '10:00 AM', to: '10:30 AM' }, 'special')).toBe(true);
  });

  it('leaves out the times inside the 30-minute lead time', () => {
    expect(bookableWindowTimes({ from: '10:10 AM', to: '10:50 AM' }, '2026-11-23', 'free', NOW)).toEqual([
      '10:40 AM',
      '10:50 AM',
    ]);
  });

  it('places an entry by joining time among the open ones only', () => {
    const line = [
      { id: 'a', status: 'waiting' as const, joinedAt: 1 },
      { id: 'b', status: 'left' as const, joinedAt: 2 },
      { id: 'c', status: 'offered' as const, joinedAt: 3 },
      { id: 'd', status: 'waiting' as const, joinedAt: 4 },
    ];
    expect(placeInLine(line[3]!, line)).toBe(3);
    expect(placeInLine(line[1]!, line)).toBeNull();
  });

  it('counts entries as confirmed bookings at the start of their window, and offers last 10 minutes', () => {
    const [asOrder] = entriesAsAppointments([
      {
        id: 'e',
        userId: 'u',
        date: '2026-11-24',
        location: 'Chaguanas Branch',
        type: 'free',
        from: '9:10 AM',
      },
    ]);
    expect(asOrder).toMatchObject({
      status: 'confirmed',
      appointmentDate: '2026-11-24',
      appointmentTime: '9:10 AM',
    });
    expect(offerExpiresAt(NOW).getTime() - NOW.getTime()).toBe(600_000);
  });

  it('words the offer once, with the seat, the hold and the link', () => {
    const { subject, lines } = offerFacts({
      date: '2026-11-24',
      time: '10:10 AM',
      type: 'free',
      location: 'Chaguanas Branch',
      heldUntil: '9:20 AM',
      link: 'https://x/waitlist/offer/e1',
    });
    expect(subject).toBe('A seat from the waitlist is held for you');
    expect(lines.join(' ')).toContain('at 10:10 AM opened up, and it is held for you until 9:20 AM');
    expect(lines.join(' ')).toContain('https://x/waitlist/offer/e1');
  });
});

describe('isLateDecline', () => {
  it('counts an offer given back with less than 5 of its 10 minutes left as ignored, not one given back at once', () => {
    const expiresAt = offerExpiresAt(NOW).getTime();
    expect(isLateDecline(expiresAt, NOW)).toBe(false);
    expect(isLateDecline(expiresAt, new Date(NOW.getTime() + 5 * 60_000 - 1))).toBe(false);
    expect(isLateDecline(expiresAt, new Date(NOW.getTime() + 5 * 60_000 + 1))).toBe(true);
    expect(isLateDecline(expiresAt, new Date(NOW.getTime() + 9 * 60_000))).toBe(true);
  });
});
