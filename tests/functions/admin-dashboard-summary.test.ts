// The Dashboard's figures (functions/src/data/days/dashboard-figures.ts) on the fixed analytics dataset: written as orders, kept
// in the daily summaries by the order trigger, and read back as the same hand-counted answers as the domain's
// dashboardSummary, at one billed read per summary day of the month. The rebuild gives the same figures.
// The callable's access rules are tested in admin-order-changes.test.ts.
import '../../scripts/support/admin-emulator-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/admin-sdk';
import { Timestamp } from 'firebase-admin/firestore';
import { dashboardFigures } from '../../functions/src/data/days/dashboard-figures';
import { todaysMoney } from '../../functions/src/data/days/dashboard-money';
import { businessDate, slotInstant } from '../../src/domain/calendar';
import { rebuildDaySummaries, SUMMARY_COLLECTIONS } from '../../functions/src/data/days/day-summary';
import { dashboardSummary } from '../../src/domain/dashboard';
import { runAnalytics } from '../../src/domain/analytics';
import { readAnalyticsOrders } from '../../functions/src/data/days/analytics-orders';
import {
  DATASET_ANSWERS,
  DATASET_NOW,
  DATASET_ORDERS,
  DATASET_RANGE,
} from '../support/analytics-dataset.fixtures';
import { clearFirestore } from '../support/reset.fixtures';

// An order of another month counts nowhere; a completed order's numeric-string price (older clients) counts as its
// number, like the converters read it; so does a completed order that has only its appointment instant, as an ISO
// string. The dataset's day of the 21st holds a confirmed, a trading, a completed, a missed and a cancelled order.
const EXPECTED = {
  ...DATASET_ANSWERS.dashboard,
  monthlyRevenue: DATASET_ANSWERS.dashboard.monthlyRevenue + 45 + 60,
};
/** Summary days of November: the 2nd, the 19th to the 22nd, and the 23rd. */
const NOVEMBER_DAYS = 6;
/**
 * Today's money (issue 46, dashboard-money.ts) beside the tiles: three aggregation queries over the payment records
 * (one read each, whatever the number of payments: issue 45) and the day's bay board.
 */
const MONEY_READS = 4;
const NO_CARD_MONEY = expect.objectContaining({ takenOnlineToday: 0, refundedToday: 0 });

beforeAll(async () => {
  await clearFirestore();
  const batch = db.batch();
  const body = ({ id: _id, ...order }: (typeof DATASET_ORDERS)[number]) => order;
  for (const order of DATASET_ORDERS) batch.set(db.doc(`orders/${order.id}`), body(order));
  batch.set(db.doc('orders/ORDER-FIXOLD'), { ...body(DATASET_ORDERS[0]!), appointmentDate: '2026-10-31' });
  batch.set(db.doc('orders/ORDER-FIXODD'), {
    ...body(DATASET_ORDERS[2]!),
    status: 'completed',
    appointmentDate: '2026-11-02',
    price: '45',
  });
  const { appointmentDate: _day, ...noDay } = body(DATASET_ORDERS[3]!);
  batch.set(db.doc('orders/ORDER-FIXISO'), {
    ...noDay,
    status: 'completed',
    appointmentDateTime: '2026-11-24T01:30:00.000Z',
  });
  await batch.commit();
});
afterAll(clearFirestore);

describe('dashboardFigures', () => {
  it('answers the hand-counted tiles of the fixed dataset once the trigger has summarised the orders', async () => {
    await expect
      .poll(async () => (await dashboardFigures(DATASET_NOW)).tiles, { timeout: 20_000, interval: 250 })
      .toEqual(EXPECTED);
  });

  it('costs one read per summary day of the month, whatever the number of orders', async () => {
    await expect
      .poll(async () => (await dashboardFigures(DATASET_NOW)).reads, { timeout: 20_000, interval: 250 })
      .toBe(NOVEMBER_DAYS + MONEY_READS);
  });

  it('answers the same figures from summaries rebuilt from the orders', async () => {
    await Promise.all(
      Object.values(SUMMARY_COLLECTIONS).map((name) => db.recursiveDelete(db.collection(name))),
    );
    expect((await dashboardFigures(DATASET_NOW)).tiles.monthlyRevenue).toBe(0);
    await rebuildDaySummaries();
    expect(await dashboardFigures(DATASET_NOW)).toEqual({
      tiles: EXPECTED,
      money: NO_CARD_MONEY,
      reads: NOVEMBER_DAYS + MONEY_READS,
    });
  });

  it('answers zeros, no top wash and no no-show rate in a month without orders', async () => {
    expect(await dashboardFigures(new Date('2026-12-15T16:00:00Z'))).toEqual({
      tiles: {
        monthlyRevenue: 0,
        todaysOrders: 0,
        todaysTopWash: null,
        todaysRevenue: 0,
        todaysCompleted: 0,
        todaysMisses: 0,
        todaysNoShowRate: null,
      },
      money: { takenOnlineToday: 0, refundedToday: 0, dueAtBranchToday: 0, collectedAtBranchToday: 0 },
      reads: 1 + MONEY_READS,
    });
  });

  it("answers the same tiles as the domain's dashboardSummary over the same orders", async () => {
    const { recentOrders: _recent, ...domain } = dashboardSummary({
      orders: DATASET_ORDERS,
      now: DATASET_NOW,
    });
    expect(domain).toEqual(DATASET_ANSWERS.dashboard);
    const tiles = (await dashboardFigures(DATASET_NOW)).tiles;
    expect({ ...tiles, monthlyRevenue: domain.monthlyRevenue }).toEqual(domain);
  });
});

describe('adminAnalytics on the stored orders', () => {
  it('reads the misses and the revenue of completed orders back as the hand-counted answers', async () => {
    const orders = await readAnalyticsOrders(DATASET_RANGE.start, DATASET_RANGE.end);
    expect(orders.filter((o) => o.noShow).map((o) => o.status)).toEqual(['cancelled']);
    for (const topic of ['visits', 'profits'] as const)
      expect(runAnalytics(topic, { orders, users: [], range: DATASET_RANGE })).toMatchObject(
        DATASET_ANSWERS[topic],
      );
  });
});

describe("today's card money (dashboard-money.ts)", () => {
  it('sums the day by aggregation: taken less state-only records, refunded, at 4 reads for 60 payments', async () => {
    const dayStart = slotInstant(businessDate(DATASET_NOW), '12:00 AM').getTime();
    const at = (ms: number) => Timestamp.fromMillis(dayStart + ms);
    const batch = db.batch();
    const record = (id: string, data: Record<string, unknown>) =>
      batch.set(db.doc(`paymentRecords/MONEY-${id}`), data);
    // 60 payments of $30 taken today, one of $12.50, and one of $30 yesterday (not today's).
    for (let i = 0; i < 60; i += 1) record(`t${i}`, { amount: 30, createdAt: at(60_000 * (i + 1)) });
    record('half', { amount: 12.5, createdAt: at(1_000) });
    record('yesterday', { amount: 30, createdAt: at(-60_000) });
    // A refund or dispute record of a payment that made nothing is not money taken.
    record('state', { amount: 30, createdAt: at(2_000), stateOnly: true });
    // Refunded today: one taken yesterday, one taken today; one whose refund is still pending does not count.
    record('back1', { amount: 30, createdAt: at(-120_000), refundStatus: 'refunded', refundedAt: at(5_000) });
    record('back2', { amount: 45, createdAt: at(3_000), refundStatus: 'refunded', refundedAt: at(6_000) });
    record('pending', { amount: 30, createdAt: at(4_000), refundStatus: 'pending', refundedAt: at(7_000) });
    await batch.commit();
    try {
      const { money, reads } = await todaysMoney(DATASET_NOW);
      // 60 x $30 + $12.50 + back2 $45 + pending $30 (taken today, refund not done).
      expect(money.takenOnlineToday).toBe(1800 + 12.5 + 45 + 30);
      expect(money.refundedToday).toBe(75);
      expect(reads).toBe(MONEY_READS);
    } finally {
      const cleanup = db.batch();
      for (const doc of (await db.collection('paymentRecords').get()).docs) cleanup.delete(doc.ref);
      await cleanup.commit();
    }
  });
});
