// The Orders tab's staff queries (list with filters, and every search lookup) under the rules: staff may run them;
// a customer may not, even for their own order, because none of them is filtered by the caller's uid, and a
// visitor may not at all. The queries are the app's own (src/lib/data/admin-order-queries.ts).
import * as fs from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION, findPackageById } from '../../src/domain/catalogue';
import { queryOrdersPage, searchOrders } from '../../src/lib/data/admin-order-queries';
import { buildOrder } from '../../functions/src/data/orders/new-order';
import { OTHER, OWNER, OWNER_EMAIL, type Actor } from '../support/actors.fixtures';
import { dbAs, seed, useRulesEnv } from '../support/rules.fixtures';

const env = useRulesEnv();

/** An order as confirmBooking writes it (the write path's own builder), with a known id, code and plate. */
const order = (
  orderId: string,
  userId: string,
  userEmail: string,
  numberPlate: string,
  orderCode: string,
) => {
  const now = new Date();
  const built = buildOrder({
    userId,
    userEmail,
    contact: '+18685550000',
    servicePackage: findPackageById('basic-wash')!,
    appointmentType: 'free',
    location: DEFAULT_LOCATION,
    appointmentDate: '2026-11-23',
    appointmentTime: '9:10 AM',
    numberPlate,
    now,
  });
  return { ...built, orderId, orderCode, createdAt: now, updatedAt: now };
};

const MINE = 'ORDER-1763896200000MINEAAAAA';
const THEIRS = 'ORDER-1763896200000THEIRSAAA';

beforeEach(async () =>
  seed(env(), {
    [`orders/${MINE}`]: order(MINE, OWNER, OWNER_EMAIL, 'PMINE1', '1111'),
    [`orders/${THEIRS}`]: order(THEIRS, OTHER, 'bob@example.com', 'PTHEIR1', '2222'),
  }),
);

const terms = {
  'an order ID': THEIRS,
  'an order code': '2222',
  'a number plate': 'PTHEIR1',
  'an e-mail': 'bob@example.com',
};

describe('staff', () => {
  for (const actor of ['admin', 'viewOnly'] as Actor[]) {
    it(`lets ${actor === 'admin' ? 'an admin' : 'a view-only admin'} list with filters and search every way`, async () => {
      const db = dbAs(env(), actor);
      const page = await queryOrdersPage(fs, db, {
        status: 'confirmed',
        location: 'Chaguanas Branch',
        from: '2026-11-01',
      });
      expect(page.orders.map((o) => o.id).sort()).toEqual([MINE, THEIRS]);
      for (const term of Object.values(terms))
        expect((await searchOrders(fs, db, term)).items.map((o) => o.id)).toEqual([THEIRS]);
    });
  }
});

describe('customers and visitors', () => {
  for (const actor of ['owner', 'other', 'visitor'] as Actor[]) {
    it(`refuses ${actor === 'visitor' ? 'a visitor' : 'a customer'} the staff list, filtered or not`, async () => {
      const db = dbAs(env(), actor);
      await expect(queryOrdersPage(fs, db, {})).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(queryOrdersPage(fs, db, { status: 'confirmed' })).rejects.toMatchObject({
        code: 'permission-denied',
      });
    });

    for (const [how, term] of Object.entries(terms)) {
      it(`refuses ${actor === 'visitor' ? 'a visitor' : 'a customer'} searching another customer's order by ${how}`, async () => {
        let leaked: unknown = null;
        await expect(
          searchOrders(fs, dbAs(env(), actor), term).then((found) => (leaked = found)),
        ).rejects.toMatchObject({ code: 'permission-denied' });
        expect(leaked).toBeNull();
      });
    }
  }

  it('refuses the owner the staff search even for their own order code, plate or e-mail', async () => {
    const db = dbAs(env(), 'owner');
    for (const term of ['1111', 'PMINE1', OWNER_EMAIL])
      await expect(searchOrders(fs, db, term)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
