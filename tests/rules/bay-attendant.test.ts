// A bay attendant (the bayAttendant claim, src/contracts/bay-api.ts) is no staff member to the rules: the claim
// opens the bay callables only. Reaching for users, orders, blocks, the audit log or the Dashboard's summaries is
// refused, with the admin's read beside it as the control. (The bay board's own rules are tested with the board.)
import { beforeEach, describe, it } from 'vitest';
import { BAY_ATTENDANT_CLAIM } from '../../src/contracts/bay-api';
import { dbAs, expectAllowed, seed, useRulesEnv } from '../support/rules.fixtures';
import { get, list, remove, set, update } from '../support/rules-ops.fixtures';

const env = useRulesEnv();
const attendant = () => dbAs(env(), 'other', { [BAY_ATTENDANT_CLAIM]: true });

const DOCS = {
  'users/alice': {
    email: 'alice@example.com',
    name: 'Alice Baptiste',
    area: 'Chaguanas',
    contact: '+18685551234',
  },
  'orders/ORDER-1': {
    userId: 'alice',
    status: 'confirmed',
    appointmentDate: '2026-11-25',
    orderCode: '1234',
  },
  'freeAppointmentBlocks/alice': {
    userId: 'alice',
    type: 'free',
    blockUntil: new Date(Date.now() + 86_400_000),
  },
  'auditLog/a1': { actorUid: 'root', action: 'order.status', target: 'orders/ORDER-1' },
  'dashboardDays/2026-11-25': { date: '2026-11-25', orders: 1 },
};

describe('a bay attendant under the rules', () => {
  beforeEach(async () => seed(env(), DOCS));

  for (const path of Object.keys(DOCS)) {
    const collection = path.split('/')[0]!;
    it(`refuses reading ${path} and listing ${collection}; an admin may (control)`, async () => {
      await expectAllowed(false, get(attendant(), path));
      await expectAllowed(false, list(attendant(), collection));
      await expectAllowed(true, get(dbAs(env(), 'admin'), path));
    });
  }

  it('refuses writing an order, a block or a profile', async () => {
    const db = attendant();
    await expectAllowed(false, update(db, 'orders/ORDER-1', { status: 'completed' }));
    await expectAllowed(false, set(db, 'orders/ORDER-1', { checkedInAt: new Date() }, { merge: true }));
    await expectAllowed(false, remove(db, 'freeAppointmentBlocks/alice'));
    await expectAllowed(false, update(db, 'users/alice', { area: 'Couva' }));
  });
});
