import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalyticsOrder } from '../../../../src/domain/analytics';
import { dashboardSummary } from '../../../../src/domain/dashboard';
import { ORDER_STATUSES } from '../../../../src/contracts/documents';
import {
  placementOf,
  samePlacement,
  tilesOf,
  totalsOf,
  type DayEntry,
  type Placement,
} from './day-summary-rules';

const order = (fields: Record<string, unknown> = {}) => ({
  status: 'confirmed',
  appointmentDate: '2026-11-21',
  price: 45,
  serviceName: 'BASIC WASH',
  ...fields,
});

/** The summaries a set of stored orders gives, day by day, as the store keeps them. */
function summarize(orders: readonly Record<string, unknown>[]) {
  const days = new Map<string, Record<string, DayEntry>>();
  orders.forEach((o, i) => {
    const placement = placementOf(o);
    if (placement) days.set(placement.date, { ...days.get(placement.date), [`o${i}`]: placement.entry });
  });
  return [...days].map(([date, entries]) => ({ date, totals: totalsOf(entries) }));
}

const entry = (
  cents: number,
  wash: string,
  visit: DayEntry['visit'] = 'booked',
  driveIn = false,
): DayEntry => ({
  cents,
  wash,
  visit,
  driveIn,
});

describe('placementOf', () => {
  it('places a confirmed, trading or completed order on its appointment day with its price in cents', () => {
    for (const [status, visit] of [
      ['confirmed', 'booked'],
      ['trading', 'booked'],
      ['completed', 'washed'],
    ] as const)
      expect(placementOf(order({ status, price: 19.99 }))).toEqual({
        date: '2026-11-21',
        entry: entry(1999, 'BASIC WASH', visit),
      });
  });

  it('places a missed order (cancelled by the no-show job) as a miss, excused or not', () => {
    expect(placementOf(order({ status: 'cancelled', noShow: true }))?.entry).toEqual(
      entry(4500, 'BASIC WASH', 'missed'),
    );
    expect(
      placementOf(order({ status: 'cancelled', noShow: 'true', noShowExcusedAt: new Date() }))?.entry.visit,
    ).toBe('missed');
  });

  it('marks a drive-in, which the no-show rate leaves out', () => {
    expect(placementOf(order({ status: 'completed', serviceType: 'drive-in' }))?.entry).toEqual(
      entry(4500, 'BASIC WASH', 'washed', true),
    );
  });

  it('places a cancelled order that was not missed, an unknown status and no order at all nowhere', () => {
    expect(placementOf(order({ status: 'cancelled' }))).toBeNull();
    expect(placementOf(order({ status: 'cancelled', noShow: false }))).toBeNull();
    expect(placementOf(order({ status: 'confirmed', noShow: true }))?.entry.visit).toBe('booked');
    expect(placementOf(order({ status: 'lost' }))).toBeNull();
    expect(placementOf(order({ status: undefined }))).toBeNull();
    expect(placementOf(undefined)).toBeNull();
  });

  it('reads a price stored as text the way the converters do', () => {
    expect(placementOf(order({ price: '105.00' }))?.entry.cents).toBe(10500);
    expect(placementOf(order({ price: '$1,045.50' }))?.entry.cents).toBe(104550);
  });

  it('counts an order whose price cannot be read, with no revenue', () => {
    expect(placementOf(order({ price: 'forty-five' }))?.entry).toEqual(entry(0, 'BASIC WASH'));
    expect(placementOf(order({ price: undefined }))?.entry.cents).toBe(0);
  });

  it('takes the business day of the appointment when appointmentDate is missing or a full date', () => {
    // 01:30 UTC on the 22nd is 21:30 on the 21st in Port of Spain (UTC-4).
    const late = '2026-11-22T01:30:00.000Z';
    expect(placementOf(order({ appointmentDate: undefined, appointmentDateTime: late }))?.date).toBe(
      '2026-11-21',
    );
    expect(placementOf(order({ appointmentDate: late }))?.date).toBe('2026-11-21');
    expect(
      placementOf(order({ appointmentDate: { seconds: Date.parse(late) / 1000, nanoseconds: 0 } }))?.date,
    ).toBe('2026-11-21');
    expect(placementOf(order({ appointmentDate: ' 2026-11-23 ' }))?.date).toBe('2026-11-23');
  });

  it('places an order whose appointment day cannot be read nowhere', () => {
    expect(placementOf(order({ appointmentDate: '21/11/2026' }))).toBeNull();
    expect(placementOf(order({ appointmentDate: undefined }))).toBeNull();
  });
});

describe('samePlacement', () => {
  const at: Placement = { date: '2026-11-21', entry: entry(4500, 'BASIC WASH') };
  it('is true only when the day, the cents, the wash, the outcome and the drive-in mark are all the same', () => {
    expect(samePlacement(null, null)).toBe(true);
    expect(samePlacement(at, { ...at, entry: { ...at.entry } })).toBe(true);
    expect(samePlacement(at, null)).toBe(false);
    expect(samePlacement(at, { ...at, date: '2026-11-22' })).toBe(false);
    expect(samePlacement(at, { ...at, entry: { ...at.entry, cents: 4501 } })).toBe(false);
    expect(samePlacement(at, { ...at, entry: { ...at.entry, wash: 'PREMIUM WASH' } })).toBe(false);
    expect(samePlacement(at, { ...at, entry: { ...at.entry, visit: 'washed' } })).toBe(false);
    expect(samePlacement(at, { ...at, entry: { ...at.entry, driveIn: true } })).toBe(false);
  });
});

describe('totalsOf', () => {
  it('counts the completed washes, adds their cents and ranks them, most first and ties by name', () => {
    expect(
      totalsOf({
        a: entry(7500, 'PREMIUM WASH', 'washed'),
        b: entry(4500, 'BASIC WASH', 'washed'),
        c: entry(7500, 'PREMIUM WASH', 'washed', true),
        d: entry(6000, 'COMFORT WASH', 'washed'),
        e: entry(4500, '', 'washed'),
      }),
    ).toEqual({
      orders: 5,
      revenueCents: 30000,
      washes: [
        { name: 'PREMIUM WASH', count: 2 },
        { name: 'BASIC WASH', count: 1 },
        { name: 'COMFORT WASH', count: 1 },
      ],
      completed: 5,
      washedAppointments: 4,
      misses: 0,
      noShowRate: 0,
    });
  });

  it('counts booked orders as orders without revenue, and misses apart from the orders', () => {
    expect(
      totalsOf({
        a: entry(7500, 'PREMIUM WASH', 'booked'),
        b: entry(4500, 'BASIC WASH', 'washed'),
        c: entry(4500, 'BASIC WASH', 'missed'),
        d: entry(6000, 'COMFORT WASH', 'washed', true),
      }),
    ).toEqual({
      orders: 3,
      revenueCents: 10500,
      washes: [
        { name: 'BASIC WASH', count: 1 },
        { name: 'COMFORT WASH', count: 1 },
      ],
      completed: 2,
      washedAppointments: 1,
      misses: 1,
      noShowRate: 0.5,
    });
  });

  it('answers a rate of 1 on a day of misses only, and no rate on a day of booked orders only', () => {
    expect(totalsOf({ a: entry(4500, 'BASIC WASH', 'missed') })).toMatchObject({
      orders: 0,
      revenueCents: 0,
      misses: 1,
      noShowRate: 1,
    });
    expect(totalsOf({ a: entry(4500, 'BASIC WASH') })).toMatchObject({
      orders: 1,
      revenueCents: 0,
      washes: [],
      noShowRate: null,
    });
  });

  it('answers zeros and no rate for a day without entries', () => {
    expect(totalsOf({})).toEqual({
      orders: 0,
      revenueCents: 0,
      washes: [],
      completed: 0,
      washedAppointments: 0,
      misses: 0,
      noShowRate: null,
    });
  });
});

describe('tilesOf', () => {
  it("counts this month's revenue and today's orders, revenue, top wash, washes, misses and rate", () => {
    const days = summarize([
      order({ appointmentDate: '2026-11-20', price: 75, serviceName: 'PREMIUM WASH', status: 'completed' }),
      order({ appointmentDate: '2026-11-20', price: 60, serviceName: 'COMFORT WASH' }),
      order({ appointmentDate: '2026-11-21', status: 'completed' }),
      order({ appointmentDate: '2026-11-21', price: '60', serviceName: 'COMFORT WASH', status: 'trading' }),
      order({ appointmentDate: '2026-11-21', price: 75, serviceName: 'PREMIUM WASH', status: 'cancelled' }),
      order({ appointmentDate: '2026-11-21', price: 75, status: 'cancelled', noShow: true }),
      order({ appointmentDate: '2026-10-31', price: 45, status: 'completed' }),
    ]);
    expect(tilesOf(days, new Date('2026-11-21T16:00:00Z'))).toEqual({
      monthlyRevenue: 120,
      todaysOrders: 2,
      todaysTopWash: 'BASIC WASH',
      todaysRevenue: 45,
      todaysCompleted: 1,
      todaysMisses: 1,
      todaysNoShowRate: 0.5,
    });
  });

  it('leaves out the days of other months and answers no top wash on a day without orders', () => {
    const days = summarize([
      order({ appointmentDate: '2026-10-31' }),
      order({ appointmentDate: '2026-12-01' }),
    ]);
    expect(tilesOf(days, new Date('2026-11-15T16:00:00Z'))).toEqual({
      monthlyRevenue: 0,
      todaysOrders: 0,
      todaysTopWash: null,
      todaysRevenue: 0,
      todaysCompleted: 0,
      todaysMisses: 0,
      todaysNoShowRate: null,
    });
  });

  it("equals the domain's dashboardSummary on any set of orders", () => {
    const anyOrder = fc.record({
      status: fc.constantFrom(...ORDER_STATUSES),
      noShow: fc.boolean(),
      driveIn: fc.boolean(),
      day: fc.integer({ min: 25, max: 70 }),
      cents: fc.integer({ min: 0, max: 50_000 }),
      serviceName: fc.constantFrom('BASIC WASH', 'COMFORT WASH', 'PREMIUM WASH', 'OLD PACKAGE'),
    });
    fc.assert(
      fc.property(fc.array(anyOrder, { maxLength: 60 }), fc.integer({ min: 0, max: 40 }), (drawn, nowDay) => {
        const orders: AnalyticsOrder[] = drawn.map((o) => ({
          userId: 'u',
          status: o.status,
          appointmentDate: new Date(Date.UTC(2026, 9, o.day)).toISOString().slice(0, 10),
          appointmentTime: '7:10 AM',
          serviceName: o.serviceName,
          location: 'Chaguanas Branch',
          price: o.cents / 100,
          noShow: o.noShow,
          serviceType: o.driveIn ? 'drive-in' : 'appointment',
        }));
        const now = new Date(Date.UTC(2026, 9, 25 + nowDay, 16));
        const { recentOrders: _recent, ...expected } = dashboardSummary({ orders, now });
        expect(tilesOf(summarize(orders as unknown as Record<string, unknown>[]), now)).toEqual(expected);
      }),
    );
  });
});
