import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_TOPICS,
  CHART_PALETTE,
  defaultAnalyticsRange,
  gridTimes,
  ordersInRange,
  runAnalytics,
  topWash,
} from './analytics';
import { businessMonthRange, dashboardSummary } from './dashboard';
import {
  DATASET_ANSWERS,
  DATASET_NOW,
  DATASET_ORDERS,
  DATASET_RANGE,
  DATASET_USERS,
} from '../../tests/support/analytics-dataset.fixtures';
import type { AnalyticsOrder, AnalyticsTopic } from './analytics';
import type { OrderStatus } from './types';

let seq = 0;
const o = (
  appointmentDate: string,
  serviceName = 'BASIC WASH',
  price = 45,
  extra: Partial<AnalyticsOrder> & { status?: OrderStatus } = {},
): AnalyticsOrder => ({
  id: `o${(seq += 1)}`,
  userId: 'u1',
  status: 'completed',
  appointmentDate,
  appointmentTime: '9:10 AM',
  serviceName,
  location: 'Chaguanas Branch',
  price,
  ...extra,
});
const range = { start: '2026-11-20', end: '2026-11-22' };

describe('analytics', () => {
  describe('ranges', () => {
    it('defaults to the last 30 days up to today (business date)', () => {
      expect(defaultAnalyticsRange(new Date('2026-11-23T12:00:00Z'))).toEqual({
        start: '2026-10-24',
        end: '2026-11-23',
      });
      expect(defaultAnalyticsRange(new Date('2027-01-01T03:00:00Z'))).toEqual({
        start: '2026-12-01',
        end: '2026-12-31',
      });
    });

    it('includes both ends and leaves out cancelled orders', () => {
      const orders = [
        o('2026-11-19'),
        o('2026-11-20'),
        o('2026-11-22'),
        o('2026-11-23'),
        o('2026-11-21', 'X', 1, { status: 'cancelled' }),
      ];
      expect(ordersInRange(orders, range).map((x) => x.appointmentDate)).toEqual([
        '2026-11-20',
        '2026-11-22',
      ]);
    });

    it('refuses a range that ends before it starts', () => {
      expect(() => ordersInRange([], { start: '2026-11-22', end: '2026-11-20' })).toThrow(RangeError);
    });
  });

  describe('profits', () => {
    it('charts revenue per day with the total', () => {
      const orders = [
        o('2026-11-20', 'A', 45),
        o('2026-11-20', 'B', 0.1),
        o('2026-11-20', 'C', 0.2),
        o('2026-11-22', 'A', 75),
      ];
      expect(runAnalytics('profits', { orders, users: [], range })).toEqual({
        title: 'Profits',
        type: 'line',
        labels: ['20/11/2026', '21/11/2026', '22/11/2026'],
        values: [45.3, 0, 75],
        totalRevenue: 120.3,
      });
    });

    it('counts the money of completed orders only: booked, cancelled and missed orders add nothing', () => {
      const orders = [
        o('2026-11-20', 'A', 45),
        o('2026-11-20', 'B', 60, { status: 'confirmed' }),
        o('2026-11-21', 'B', 60, { status: 'trading' }),
        o('2026-11-21', 'C', 75, { status: 'cancelled' }),
        o('2026-11-22', 'C', 75, { status: 'cancelled', noShow: true }),
      ];
      expect(runAnalytics('profits', { orders, users: [], range })).toMatchObject({
        values: [45, 0, 0],
        totalRevenue: 45,
      });
    });

    it('charts nothing (so the tab says so) when no order of the range was completed', () => {
      const orders = [o('2026-11-20', 'B', 60, { status: 'confirmed' })];
      for (const input of [[], orders])
        expect(runAnalytics('profits', { orders: input, users: [], range })).toEqual({
          title: 'Profits',
          type: 'line',
          labels: [],
          values: [],
          totalRevenue: 0,
        });
    });
  });

  describe('visits', () => {
    it('charts completed washes per day with the misses and the no-show rate of each day and of the range', () => {
      const orders = [
        o('2026-11-19', 'A', 45),
        o('2026-11-20', 'A', 45),
        o('2026-11-20', 'A', 45, { status: 'cancelled', noShow: true }),
        o('2026-11-20', 'A', 45, { status: 'cancelled' }),
        o('2026-11-20', 'A', 45, { status: 'confirmed' }),
        o('2026-11-22', 'A', 45, { serviceType: 'drive-in' }),
        o('2026-11-22', 'A', 45, { status: 'cancelled', noShow: true }),
      ];
      expect(runAnalytics('visits', { orders, users: [], range })).toEqual({
        title: 'Completed Washes and Misses',
        type: 'bar',
        labels: ['20/11/2026', '21/11/2026', '22/11/2026'],
        values: [1, 0, 1],
        visits: {
          misses: [1, 0, 1],
          noShowRates: [0.5, null, 1],
          totals: { completed: 2, washedAppointments: 1, misses: 2, noShowRate: 2 / 3 },
        },
      });
    });

    it('charts nothing when the range has neither a completed wash nor a miss', () => {
      const orders = [o('2026-11-20', 'A', 45, { status: 'confirmed' }), o('2026-11-19', 'A', 45)];
      expect(runAnalytics('visits', { orders, users: [], range })).toMatchObject({
        labels: [],
        values: [],
        visits: { misses: [], noShowRates: [], totals: { completed: 0, misses: 0, noShowRate: null } },
      });
    });

    it('charts a range of misses only at a rate of 100%', () => {
      const orders = [o('2026-11-21', 'A', 45, { status: 'cancelled', noShow: true })];
      const result = runAnalytics('visits', { orders, users: [], range });
      expect(result.values).toEqual([0, 0, 0]);
      expect(result.visits).toEqual({
        misses: [0, 1, 0],
        noShowRates: [null, 1, null],
        totals: { completed: 0, washedAppointments: 0, misses: 1, noShowRate: 1 },
      });
    });
  });

  describe('plans', () => {
    it('charts the washes a plan paid for beside single washes per day, cancelled orders left out', () => {
      const result = runAnalytics('plans', {
        orders: [
          o('2026-11-20', 'BASIC WASH', 0, { planId: 'PLAN-a', status: 'confirmed' }),
          o('2026-11-20'),
          o('2026-11-22', 'BASIC WASH', 0, { planId: 'PLAN-a' }),
          o('2026-11-22', 'BASIC WASH', 0, { planId: 'PLAN-a', status: 'cancelled' }),
          o('2026-11-23', 'BASIC WASH', 0, { planId: 'PLAN-a' }),
        ],
        users: [],
        range,
      });
      expect(result).toMatchObject({
        title: 'Plan Washes and Single Washes',
        type: 'bar',
        labels: ['20/11/2026', '21/11/2026', '22/11/2026'],
        values: [1, 0, 1],
        plans: { single: [1, 0, 0], totals: { plan: 2, single: 1 } },
      });
    });
    it('draws nothing for a range without orders', () => {
      expect(runAnalytics('plans', { orders: [], users: [], range }).labels).toEqual([]);
    });
  });

  describe('bestWash', () => {
    it('ranks services by bookings, top 10, ties alphabetical', () => {
      const names = Array.from({ length: 12 }, (_, i) => `WASH ${String.fromCharCode(65 + i)}`);
      const orders = [
        ...names.map((n) => o('2026-11-21', n)),
        o('2026-11-21', 'WASH L'),
        o('2026-11-21', 'WASH L'),
        o('2026-11-21', 'WASH K'),
      ];
      const result = runAnalytics('bestWash', { orders, users: [], range });
      expect(result.type).toBe('bar');
      expect(result.labels).toHaveLength(10);
      expect(result.labels.slice(0, 3)).toEqual(['WASH L', 'WASH K', 'WASH A']);
      expect(result.values.slice(0, 3)).toEqual([3, 2, 1]);
    });
  });

  describe('leastUsedTimeslots', () => {
    it('ranks grid times nobody booked first with 0, then the fewest booked, ties in time order', () => {
      const booked = gridTimes().filter((t) => t !== '6:50 PM' && t !== '7:10 AM');
      const orders = [
        ...booked.map((t) => o('2026-11-21', 'A', 45, { appointmentTime: t })),
        ...booked.map((t) => o('2026-11-21', 'A', 45, { appointmentTime: t })),
        o('2026-11-21', 'A', 45, { appointmentTime: '7:10 AM' }),
        o('2026-11-21', 'A', 45, { appointmentTime: '9:10 AM' }),
      ];
      const result = runAnalytics('leastUsedTimeslots', { orders, users: [], range });
      expect(result.labels.slice(0, 3)).toEqual(['6:50 PM', '7:10 AM', '7:20 AM']);
      expect(result.values.slice(0, 3)).toEqual([0, 1, 2]);
      expect(result.labels).toHaveLength(10);
      expect(result.labels).not.toContain('9:10 AM');
    });

    it('counts every grid time of the day, free and special: 7:10 AM to 6:50 PM every 10 minutes', () => {
      expect(gridTimes()).toHaveLength(71);
      expect(gridTimes().slice(0, 4)).toEqual(['7:10 AM', '7:20 AM', '7:30 AM', '7:40 AM']);
      expect(gridTimes().at(-1)).toBe('6:50 PM');
    });

    it('leaves drive-in purchases out: their time is when they were paid, not a slot', () => {
      const driveIn = o('2026-11-21', 'A', 45, { appointmentTime: '9:37 AM', serviceType: 'drive-in' });
      const orders = [driveIn, o('2026-11-21', 'A', 45, { appointmentTime: '6:50 PM' })];
      const result = runAnalytics('leastUsedTimeslots', { orders, users: [], range });
      expect(result.labels).not.toContain('9:37 AM');
      expect(result.values).toEqual(Array(10).fill(0));
    });

    it('ranks nothing (so the tab says so) when the range holds no booked appointment', () => {
      const driveIn = o('2026-11-21', 'A', 45, { appointmentTime: '9:37 AM', serviceType: 'drive-in' });
      const cancelled = o('2026-11-21', 'A', 45, { status: 'cancelled' });
      for (const orders of [[], [driveIn], [cancelled]])
        expect(runAnalytics('leastUsedTimeslots', { orders, users: [], range })).toMatchObject({
          labels: [],
          values: [],
        });
    });

    it('offers no grid on a range of Sundays alone, but still ranks a time booked there', () => {
      const sunday = { start: '2026-11-22', end: '2026-11-22' };
      expect(runAnalytics('leastUsedTimeslots', { orders: [], users: [], range: sunday }).labels).toEqual([]);
      const legacy = [o('2026-11-22', 'A', 45, { appointmentTime: 'about nine' })];
      expect(runAnalytics('leastUsedTimeslots', { orders: legacy, users: [], range: sunday })).toMatchObject({
        labels: ['about nine'],
        values: [1],
      });
    });
  });

  describe('on the fixed dataset (tests/support/analytics-dataset.fixtures.ts)', () => {
    const input = { orders: DATASET_ORDERS, users: DATASET_USERS, range: DATASET_RANGE };
    it.each(ANALYTICS_TOPICS)('answers %s with the hand-counted figures', (topic) => {
      expect(runAnalytics(topic, input)).toMatchObject(DATASET_ANSWERS[topic]);
    });
    it('gives the dashboard tiles of the hand-counted figures', () => {
      expect(dashboardSummary({ orders: DATASET_ORDERS, now: DATASET_NOW })).toMatchObject(
        DATASET_ANSWERS.dashboard,
      );
    });
  });

  describe('topWash', () => {
    it('picks the most booked name, ties alphabetical, and nothing when all counts are 0', () => {
      expect(
        topWash(
          new Map([
            ['PREMIUM WASH', 2],
            ['BASIC WASH', 2],
            ['COMFORT WASH', 1],
          ]),
        ),
      ).toBe('BASIC WASH');
      expect(topWash(new Map([['BASIC WASH', 0]]))).toBeNull();
    });
  });

  describe('location', () => {
    it('shows every location as a pie', () => {
      const orders = [o('2026-11-21'), o('2026-11-21', 'A', 1, { location: 'Other' }), o('2026-11-21')];
      expect(runAnalytics('location', { orders, users: [], range })).toEqual({
        title: 'Most Used Locations',
        type: 'pie',
        labels: ['Chaguanas Branch', 'Other'],
        values: [2, 1],
      });
    });
  });

  describe('area', () => {
    it("counts orders by the user's area, Unknown when missing", () => {
      const orders = [
        o('2026-11-21', 'A', 1, { userId: 'a' }),
        o('2026-11-21', 'A', 1, { userId: 'a' }),
        o('2026-11-21', 'A', 1, { userId: 'b' }),
        o('2026-11-21', 'A', 1, { userId: 'ghost' }),
      ];
      const users = [
        { id: 'a', area: 'Chaguanas' },
        { id: 'b', area: ' ' },
      ];
      expect(runAnalytics('area', { orders, users, range })).toMatchObject({
        labels: ['Chaguanas', 'Unknown'],
        values: [2, 2],
      });
    });
  });

  it('answers every topic and refuses an unknown one', () => {
    for (const topic of ANALYTICS_TOPICS)
      expect(runAnalytics(topic, { orders: [], users: [], range }).title).not.toBe('');
    expect(() => runAnalytics('weather' as AnalyticsTopic, { orders: [], users: [], range })).toThrow(
      RangeError,
    );
    expect(CHART_PALETTE).toHaveLength(10);
  });

  describe('dashboard', () => {
    it('sums the month and today in business time and lists the 10 latest orders', () => {
      const now = new Date('2026-12-01T03:00:00Z'); // 30 November, 11:00 PM in Port of Spain
      const orders = [
        o('2026-11-30', 'PREMIUM WASH', 75, { createdAt: new Date(3) }),
        o('2026-11-30', 'PREMIUM WASH', 75, { createdAt: new Date(2) }),
        o('2026-11-30', 'BASIC WASH', 45, { createdAt: new Date(1) }),
        o('2026-11-30', 'BASIC WASH', 45, { status: 'cancelled' }),
        o('2026-11-02', 'BASIC WASH', 45),
        o('2026-10-31', 'BASIC WASH', 45),
        ...Array.from({ length: 10 }, () => o('2026-12-01', 'X', 0)),
      ];
      const summary = dashboardSummary({ orders, now });
      expect(summary).toMatchObject({
        monthlyRevenue: 240,
        todaysOrders: 3,
        todaysTopWash: 'PREMIUM WASH',
        todaysRevenue: 195,
      });
      expect(summary.recentOrders).toHaveLength(10);
      expect(summary.recentOrders[0].createdAt).toEqual(new Date(3));
      expect(dashboardSummary({ orders: [], now }).todaysTopWash).toBeNull();
    });

    it("counts revenue and the top wash from completed orders, and today's washes, misses and rate", () => {
      const now = new Date('2026-11-21T16:00:00Z');
      const orders = [
        o('2026-11-21', 'PREMIUM WASH', 75, { status: 'confirmed' }),
        o('2026-11-21', 'PREMIUM WASH', 75, { status: 'confirmed' }),
        o('2026-11-21', 'BASIC WASH', 45),
        o('2026-11-21', 'BASIC WASH', 45, { serviceType: 'drive-in' }),
        o('2026-11-21', 'COMFORT WASH', 60, { status: 'cancelled', noShow: true }),
        o('2026-11-21', 'COMFORT WASH', 60, { status: 'cancelled' }),
        o('2026-11-03', 'COMFORT WASH', 60, { status: 'trading' }),
      ];
      expect(dashboardSummary({ orders, now })).toMatchObject({
        monthlyRevenue: 90,
        todaysOrders: 4,
        todaysTopWash: 'BASIC WASH',
        todaysRevenue: 90,
        todaysCompleted: 2,
        todaysMisses: 1,
        todaysNoShowRate: 0.5,
      });
    });

    it('answers no top wash and no rate on a day of bookings only, and 100% on a day of misses only', () => {
      const now = new Date('2026-11-21T16:00:00Z');
      const booked = [o('2026-11-21', 'BASIC WASH', 45, { status: 'confirmed' })];
      expect(dashboardSummary({ orders: booked, now })).toMatchObject({
        todaysOrders: 1,
        todaysTopWash: null,
        todaysRevenue: 0,
        todaysCompleted: 0,
        todaysMisses: 0,
        todaysNoShowRate: null,
      });
      const missed = [o('2026-11-21', 'BASIC WASH', 45, { status: 'cancelled', noShow: true })];
      expect(dashboardSummary({ orders: missed, now })).toMatchObject({
        todaysOrders: 0,
        todaysMisses: 1,
        todaysNoShowRate: 1,
      });
    });
  });
});

describe('businessMonthRange', () => {
  it('is the business month of now, whatever the UTC date', () => {
    expect(businessMonthRange(new Date('2026-12-01T03:00:00Z'))).toEqual({
      start: '2026-11-01',
      end: '2026-11-31',
    });
    expect(businessMonthRange(new Date('2026-12-01T04:00:00Z')).start).toBe('2026-12-01');
  });
});
