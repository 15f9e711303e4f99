import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalyticsOrder } from '../../../src/domain/analytics';
import { dashboardSummary } from '../../../src/domain/dashboard';
import { ORDER_STATUSES } from '../../../src/contracts/types';
import { placementOf, samePlacement, tilesOf, totalsOf, type DayEntry, type Placement } from './day-summary';

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

describe('placementOf', () => {
  it('places a confirmed, trading or completed order on its appointment day with its price in cents', () => {
    for (const status of ['confirmed', 'trading', 'completed'])
      expect(placementOf(order({ status, price: 19.99 }))).toEqual({
        date: '2026-11-21',
        entry: { cents: 1999, wash: 'BASIC WASH' },
      });
  });

  it('places a cancelled order, an unknown status and no order at all nowhere', () => {
    expect(placementOf(order({ status: 'cancelled' }))).toBeNull();
    expect(placementOf(order({ status: 'lost' }))).toBeNull();
    expect(placementOf(order({ status: undefined }))).toBeNull();
    expect(placementOf(undefined)).toBeNull();
  });

  it('reads a price stored as text the way the converters do', () => {
    expect(placementOf(order({ price: '105.00' }))?.entry.cents).toBe(10500);
    expect(placementOf(order({ price: '$1,045.50' }))?.entry.cents).toBe(104550);
  });

  it('counts an order whose price cannot be read, with no revenue', () => {
    expect(placementOf(order({ price: 'forty-five' }))?.entry).toEqual({ cents: 0, wash: 'BASIC WASH' });
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
  const at: Placement = { date: '2026-11-21', entry: { cents: 4500, wash: 'BASIC WASH' } };
  it('is true only when the day, the cents and the wash are all the same', () => {
    expect(samePlacement(null, null)).toBe(true);
    expect(samePlacement(at, { ...at, entry: { ...at.entry } })).toBe(true);
    expect(samePlacement(at, null)).toBe(false);
    expect(samePlacement(at, { ...at, date: '2026-11-22' })).toBe(false);
    expect(samePlacement(at, { ...at, entry: { ...at.entry, cents: 4501 } })).toBe(false);
    expect(samePlacement(at, { ...at, entry: { ...at.entry, wash: 'PREMIUM WASH' } })).toBe(false);
  });
});

describe('totalsOf', () => {
  it('counts the orders, adds the cents and ranks the washes, most first and ties by name', () => {
    expect(
      totalsOf({
        a: { cents: 7500, wash: 'PREMIUM WASH' },
        b: { cents: 4500, wash: 'BASIC WASH' },
        c: { cents: 7500, wash: 'PREMIUM WASH' },
        d: { cents: 6000, wash: 'COMFORT WASH' },
        e: { cents: 4500, wash: '' },
      }),
    ).toEqual({
      orders: 5,
      revenueCents: 30000,
      washes: [
        { name: 'PREMIUM WASH', count: 2 },
        { name: 'BASIC WASH', count: 1 },
        { name: 'COMFORT WASH', count: 1 },
      ],
    });
  });

  it('answers zeros for a day without entries', () => {
    expect(totalsOf({})).toEqual({ orders: 0, revenueCents: 0, washes: [] });
  });
});

describe('tilesOf', () => {
  it("counts this month's revenue and today's orders, revenue and top wash", () => {
    const days = summarize([
      order({ appointmentDate: '2026-11-20', price: 75, serviceName: 'PREMIUM WASH' }),
      order({ appointmentDate: '2026-11-21' }),
      order({ appointmentDate: '2026-11-21', price: '60', serviceName: 'COMFORT WASH', status: 'trading' }),
      order({ appointmentDate: '2026-11-21', price: 75, serviceName: 'PREMIUM WASH', status: 'cancelled' }),
      order({ appointmentDate: '2026-10-31', price: 45 }),
    ]);
    expect(tilesOf(days, new Date('2026-11-21T16:00:00Z'))).toEqual({
      monthlyRevenue: 180,
      todaysOrders: 2,
      todaysTopWash: 'BASIC WASH',
      todaysRevenue: 105,
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
    });
  });

  it("equals the domain's dashboardSummary on any set of orders", () => {
    const anyOrder = fc.record({
      status: fc.constantFrom(...ORDER_STATUSES),
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
        }));
        const now = new Date(Date.UTC(2026, 9, 25 + nowDay, 16));
        const { recentOrders: _recent, ...expected } = dashboardSummary({ orders, now });
        expect(tilesOf(summarize(orders as unknown as Record<string, unknown>[]), now)).toEqual(expected);
      }),
    );
  });
});
