/**
 * The same answers whatever the runtime's own time zone: the key rules run under several process zones.
 * Node re-reads process.env.TZ when it is assigned, so each block switches the zone and restores it afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDates, businessDate, formatDisplayDate, isSunday, slotInstant } from './calendar';
import { slotAvailability } from './capacity';
import { freeEligibility } from './eligibility';
import { checkGiveUp } from './give-up';
import { bookableSlots, checkSlot } from './slots';
import { defaultAnalyticsRange, runAnalytics } from './analytics';

const ZONES: [string, number][] = [
  ['UTC', 0],
  ['Asia/Tokyo', -540],
  ['America/Los_Angeles', 420],
  ['Pacific/Kiritimati', -840],
];

describe.each(ZONES)('with the runtime in %s', (zone, offsetInJune2026) => {
  let previous: string | undefined;
  beforeAll(() => {
    previous = process.env.TZ;
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it('really runs in that zone', () => {
    expect(new Date('2026-06-01T00:00:00Z').getTimezoneOffset()).toBe(offsetInJune2026);
  });

  it('reads the business date across midnight and the year end', () => {
    expect(businessDate(new Date('2027-01-01T03:59:59.999Z'))).toBe('2026-12-31');
    expect(businessDate(new Date('2027-01-01T04:00:00.000Z'))).toBe('2027-01-01');
    expect(bookableDates(new Date('2026-12-31T15:00:00Z'))).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(bookableDates(new Date('2026-11-22T03:30:00Z'))).toEqual([
      '2026-11-21',
      '2026-11-23',
      '2026-11-24',
    ]);
  });

  it('names weekdays and instants the same way', () => {
    expect(isSunday('2026-11-22')).toBe(true);
    expect(formatDisplayDate('2026-12-31')).toBe('Thursday 31/12/2026');
    expect(slotInstant('2026-11-23', '7:10 AM').toISOString()).toBe('2026-11-23T11:10:00.000Z');
  });

  it('applies the 30-minute lead at the same instant', () => {
    expect(
      checkSlot({ date: '2026-11-23', time: '9:10 AM', type: 'free', now: new Date('2026-11-23T12:40:00Z') }),
    ).toEqual({
      bookable: false,
      reason: 'too-soon',
    });
    expect(
      bookableSlots({ date: '2026-11-23', type: 'free', now: new Date('2026-11-23T11:00:00Z') })[0],
    ).toBe('7:40 AM');
  });

  it('expires holds and counts seats the same way', () => {
    const slot = { date: '2026-11-23', time: '9:10 AM', type: 'free' as const, location: 'Chaguanas Branch' };
    const now = new Date('2026-11-23T09:00:00Z');
    const hold = {
      userId: 'x',
      appointmentDate: slot.date,
      appointmentTime: slot.time,
      appointmentType: slot.type,
      location: slot.location,
    };
    expect(
      slotAvailability({ slot, orders: [], holds: [{ ...hold, expiresAt: now }], userId: 'me', now }).taken,
    ).toBe(0);
    expect(
      slotAvailability({
        slot,
        orders: [],
        holds: [{ ...hold, expiresAt: new Date(now.getTime() + 1) }],
        userId: 'me',
        now,
      }).taken,
    ).toBe(1);
  });

  it('opens free eligibility at business midnight', () => {
    const orders = [
      {
        userId: 'u',
        status: 'confirmed' as const,
        appointmentDate: '2026-11-23',
        appointmentTime: '9:10 AM',
        appointmentType: 'free' as const,
        location: 'Chaguanas Branch',
      },
    ];
    expect(freeEligibility({ orders, userId: 'u', now: new Date('2026-11-26T03:59:59.999Z') }).canBook).toBe(
      false,
    );
    expect(freeEligibility({ orders, userId: 'u', now: new Date('2026-11-26T04:00:00Z') }).canBook).toBe(
      true,
    );
  });

  it('applies the give-up lead and analytics range the same way', () => {
    const order = { status: 'confirmed' as const, appointmentDate: '2026-11-24', appointmentTime: '9:10 AM' };
    expect(checkGiveUp({ order, deletionHistory: [], now: new Date('2026-11-24T11:10:00Z') }).allowed).toBe(
      false,
    );
    expect(defaultAnalyticsRange(new Date('2027-01-01T03:00:00Z'))).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
    });
    const washed = {
      userId: 'u',
      status: 'completed' as const,
      appointmentDate: '2027-01-01',
      appointmentTime: '9:10 AM',
      serviceName: 'BASIC WASH',
      location: 'Chaguanas Branch',
      price: 45,
    };
    const profits = runAnalytics('profits', {
      orders: [washed],
      users: [],
      range: { start: '2026-12-31', end: '2027-01-01' },
    });
    expect(profits.labels).toEqual(['31/12/2026', '01/01/2027']);
    expect(profits.values).toEqual([0, 45]);
  });
});
