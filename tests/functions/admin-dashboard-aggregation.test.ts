// The Dashboard's aggregation queries (functions/src/data/dashboard.ts) on the fixed analytics dataset: the same
// hand-counted answers as the domain's dashboardSummary, from count()/sum() alone, at one billed read per query.
// The callable's access rules are tested in booking-admin.test.ts.
import '../support/booking-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/admin';
import { dashboardFigures } from '../../functions/src/data/dashboard';
import { DATASET_ANSWERS, DATASET_NOW, DATASET_ORDERS } from '../support/analytics-dataset';
import { clearFirestore } from '../support/booking-fixtures';

beforeAll(async () => {
  await clearFirestore();
  const batch = db.batch();
  const body = ({ id: _id, ...order }: (typeof DATASET_ORDERS)[number]) => order;
  for (const order of DATASET_ORDERS) batch.set(db.doc(`orders/${order.id}`), body(order));
  // An order of another month counts nowhere; a numeric-string price (older clients) counts as its number, like
  // the converters read it.
  batch.set(db.doc('orders/ORDER-FIXOLD'), {
    ...body(DATASET_ORDERS[0]!),
    appointmentDate: '2026-10-31',
  });
  batch.set(db.doc('orders/ORDER-FIXODD'), {
    ...body(DATASET_ORDERS[2]!),
    appointmentDate: '2026-11-02',
    price: '45',
  });
  await batch.commit();
});
afterAll(clearFirestore);

describe('dashboardFigures', () => {
  it('answers the hand-counted tiles of the fixed dataset from aggregation queries', async () => {
    const { tiles } = await dashboardFigures(DATASET_NOW);
    expect(tiles).toEqual({
      ...DATASET_ANSWERS.dashboard,
      monthlyRevenue: DATASET_ANSWERS.dashboard.monthlyRevenue + 45,
    });
  });

  it('costs one read per aggregation (month, day, one per catalogue wash) and one per text-priced order', async () => {
    expect((await dashboardFigures(DATASET_NOW)).reads).toBe(6);
  });

  it('answers zeros and no top wash on a day without orders', async () => {
    expect((await dashboardFigures(new Date('2026-12-15T16:00:00Z'))).tiles).toEqual({
      monthlyRevenue: 0,
      todaysOrders: 0,
      todaysTopWash: null,
      todaysRevenue: 0,
    });
  });
});
