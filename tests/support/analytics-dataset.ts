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
];
export const DATASET_USERS: AnalyticsUser[] = [
  { id: 'ua', area: 'Chaguanas' },
  { id: 'ub', area: 'Couva' },
  { id: 'uc', area: null },
];

/** The answers, counted by hand (cancelled ORDER-FIX5 and out-of-range ORDER-FIX7 never count in the range). */
export const DATASET_ANSWERS = {
  profits: { labels: ['20/11/2026', '21/11/2026', '22/11/2026'], values: [120, 105, 45], totalRevenue: 270 },
  bestWash: { labels: ['BASIC WASH', 'COMFORT WASH', 'PREMIUM WASH'], values: [3, 1, 1] },
  location: { labels: ['Chaguanas Branch', 'San Fernando Branch'], values: [4, 1] },
  area: { labels: ['Chaguanas', 'Couva', 'Unknown'], values: [3, 1, 1] },
  // Nobody booked these grid times (7:20 AM only by the cancelled order); the drive-in's 9:37 AM is no slot.
  leastUsedTimeslots: {
    labels: [
      '7:20 AM',
      '7:30 AM',
      '7:40 AM',
      '7:50 AM',
      '8:10 AM',
      '8:20 AM',
      '8:30 AM',
      '8:40 AM',
      '8:50 AM',
      '9:00 AM',
    ],
    values: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  // Today is 21 November: ORDER-FIX3 and ORDER-FIX4; the month is every November order but the cancelled one.
  dashboard: { monthlyRevenue: 315, todaysOrders: 2, todaysTopWash: 'BASIC WASH', todaysRevenue: 105 },
} as const;
