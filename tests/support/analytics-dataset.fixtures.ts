// A fixed set of orders with known analytics answers, worked out by hand below. The domain's unit tests and the
// adminDashboard emulator test both read it, so the server's aggregation queries and the domain agree.
import type { AnalyticsOrder, AnalyticsUser, DateRange } from '../../src/domain/analytics';

export const DATASET_RANGE: DateRange = { start: '2026-11-20', end: '2026-11-22' }; // Fri, Sat, Sun
/** 21 November 2026, noon in Port of Spain. */
export const DATASET_NOW = new Date('2026-11-21T16:00:00Z');

const base = { location: 'Chaguanas Branch', serviceType: 'appointment' as const };
export const DATASET_ORDERS: (AnalyticsOrder & { id: string; appointmentType: 'free' | 'special' })[] = [
  {
    ...base,
    id: 'ORDER-FIX1',
    userId: 'ua',
    status: 'completed',
    appointmentDate: '2026-11-20',
    appointmentTime: '7:10 AM',
    appointmentType: 'free',
    serviceName: 'BASIC WASH',
    price: 45,
  },
  {
    ...base,
    id: 'ORDER-FIX2',
    userId: 'ua',
    status: 'completed',
    appointmentDate: '2026-11-20',
    appointmentTime: '8:00 AM',
    appointmentType: 'special',
    serviceName: 'PREMIUM WASH',
    price: 75,
  },
  {
    ...base,
    id: 'ORDER-FIX3',
    userId: 'ub',
    status: 'confirmed',
    appointmentDate: '2026-11-21',
    appointmentTime: '7:10 AM',
    appointmentType: 'free',
    serviceName: 'BASIC WASH',
    price: 45,
    planId: 'PLAN-FIXTURE',
  },
  {
    ...base,
    id: 'ORDER-FIX4',
    userId: 'uc',
    status: 'trading',
    appointmentDate: '2026-11-21',
    appointmentTime: '9:10 AM',
    appointmentType: 'free',
    serviceName: 'COMFORT WASH',
    price: 60,
    location: 'San Fernando Branch',
  },
  {
    ...base,
    id: 'ORDER-FIX5',
    userId: 'ub',
    status: 'cancelled',
    appointmentDate: '2026-11-21',
    appointmentTime: '7:20 AM',
    appointmentType: 'free',
    serviceName: 'PREMIUM WASH',
    price: 75,
  },
  {
    ...base,
    id: 'ORDER-FIX6',
    userId: 'ua',
    status: 'completed',
    appointmentDate: '2026-11-22',
    appointmentTime: '9:37 AM',
    appointmentType: 'free',
    serviceName: 'BASIC WASH',
    price: 45,
    serviceType: 'drive-in',
  },
  {
    ...base,
    id: 'ORDER-FIX7',
    userId: 'ub',
    status: 'completed',
    appointmentDate: '2026-11-19',
    appointmentTime: '7:10 AM',
    appointmentType: 'free',
    serviceName: 'BASIC WASH',
    price: 45,
  },
  {
    ...base,
    id: 'ORDER-FIX8',
    userId: 'ub',
    status: 'completed',
    appointmentDate: '2026-11-21',
    appointmentTime: '7:30 AM',
    appointmentType: 'special',
    serviceName: 'COMFORT WASH',
    price: 60,
  },
  {
    ...base,
    id: 'ORDER-FIX9',
    userId: 'uc',
    status: 'cancelled',
    noShow: true,
    appointmentDate: '2026-11-21',
    appointmentTime: '7:40 AM',
    appointmentType: 'free',
    serviceName: 'PREMIUM WASH',
    price: 75,
  },
];
export const DATASET_USERS: AnalyticsUser[] = [
  { id: 'ua', area: 'Chaguanas' },
  { id: 'ub', area: 'Couva' },
  { id: 'uc', area: null },
];

/**
 * The answers, counted by hand. Cancelled ORDER-FIX5 and out-of-range ORDER-FIX7 never count in the range; missed
 * ORDER-FIX9 (cancelled by the no-show job) counts only as a miss. Revenue is the completed orders' money:
 * FIX1, FIX2, FIX8 and the drive-in FIX6 (visit-figures.ts).
 */
export const DATASET_ANSWERS = {
  profits: { labels: ['20/11/2026', '21/11/2026', '22/11/2026'], values: [120, 60, 45], totalRevenue: 225 },
  bestWash: { labels: ['BASIC WASH', 'COMFORT WASH', 'PREMIUM WASH'], values: [3, 2, 1] },
  location: { labels: ['Chaguanas Branch', 'San Fernando Branch'], values: [5, 1] },
  area: { labels: ['Chaguanas', 'Couva', 'Unknown'], values: [3, 2, 1] },
  // Nobody booked these grid times (7:20 AM only by the cancelled order, 7:40 AM by the missed one); the drive-in's
  // 9:37 AM is no slot.
  leastUsedTimeslots: {
    labels: [
      '7:20 AM',
      '7:40 AM',
      '7:50 AM',
      '8:10 AM',
      '8:20 AM',
      '8:30 AM',
      '8:40 AM',
      '8:50 AM',
      '9:00 AM',
      '9:20 AM',
    ],
    values: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  // 20th: two washed appointments; 21st: FIX8 washed, FIX9 missed; 22nd: the drive-in washed (no rate: a drive-in
  // cannot be missed). The range: 1 miss of 3 washed appointments + 1 miss.
  visits: {
    labels: ['20/11/2026', '21/11/2026', '22/11/2026'],
    values: [2, 1, 1],
    visits: {
      misses: [0, 1, 0],
      noShowRates: [0, 0.5, null],
      totals: { completed: 4, washedAppointments: 3, misses: 1, noShowRate: 0.25 },
    },
  },
  // Plan washes per day beside single washes, of the orders not cancelled: FIX3 (21st) is the only one a plan paid for.
  plans: {
    labels: ['20/11/2026', '21/11/2026', '22/11/2026'],
    values: [0, 1, 0],
    plans: { single: [2, 2, 1], totals: { plan: 1, single: 5 } },
  },
  // Today is 21 November: ORDER-FIX3, FIX4 and FIX8 are today's orders, FIX8 its only wash and FIX9 its miss; the
  // month's revenue is every completed November order (FIX7 included).
  dashboard: {
    monthlyRevenue: 270,
    todaysOrders: 3,
    todaysTopWash: 'COMFORT WASH',
    todaysRevenue: 60,
    todaysCompleted: 1,
    todaysMisses: 1,
    todaysNoShowRate: 0.5,
  },
} as const;
