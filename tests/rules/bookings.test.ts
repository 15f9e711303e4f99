// orders, activeBookings, activeSessions, slots and specialRebookStates: customers read only their own (queries
// filtered by userId), staff read orders, nobody writes from a client (the callables write with the Admin SDK).
import { beforeEach, describe, it } from 'vitest';
import {
  collection,
  getDocs,
  limit,
  query,
  serverTimestamp,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { DAY_SLOTS_LIMIT } from '../../src/contracts/slot-documents';
import { businessDate } from '../../src/domain/calendar';
import { ACTOR_NAMES, ACTORS, OTHER, OWNER, verb, type Actor } from '../support/actors.fixtures';
import { dbAs, expectAllowed, seed, useRulesEnv } from '../support/rules.fixtures';
import { add, get, list, remove, set, update } from '../support/rules-ops.fixtures';

const env = useRulesEnv();

type Table = Record<Actor, boolean>;
const only = (...actors: Actor[]): Table =>
  Object.fromEntries(ACTORS.map((a) => [a, actors.includes(a)])) as Table;

const order = (userId: string): DocumentData => ({
  orderId: `ORDER-1-${userId.toUpperCase()}`,
  userId,
  userEmail: `${userId}@example.com`,
  status: 'confirmed',
  serviceName: 'BASIC WASH',
  price: 45,
  appointmentType: 'free',
  appointmentDate: '2026-11-23',
  appointmentTime: '9:10 AM',
  location: 'Chaguanas Branch',
  numberPlate: 'PBX1234',
  createdAt: new Date(),
  updatedAt: new Date(),
});
const hold = (userId: string): DocumentData => ({
  userId,
  appointmentDate: '2026-11-23',
  appointmentTime: '9:10 AM',
  appointmentType: 'free',
  location: 'Chaguanas Branch',
  createdAt: new Date(),
  expiresAt: new Date(Date.now() + 120_000),
  pageLoadId: 'p1',
});

/**
 * Read and write matrix of a collection whose documents carry userId and are written only by functions (the owner
 * may only delete their own, where `ownerDeletes`).
 */
function ownedReadOnlyCollection(
  name: string,
  make: (userId: string) => DocumentData,
  readers: Table,
  ownerDeletes = false,
): void {
  describe(`${name}`, () => {
    beforeEach(async () => seed(env(), { [`${name}/mine`]: make(OWNER), [`${name}/theirs`]: make(OTHER) }));

    for (const actor of ACTORS) {
      it(`${verb(readers[actor])} ${ACTOR_NAMES[actor]} getting the owner's document`, async () => {
        await expectAllowed(readers[actor], get(dbAs(env(), actor), `${name}/mine`));
      });
    }

    it('lets the owner list their own documents with a userId filter', async () => {
      const db = dbAs(env(), 'owner');
      await expectAllowed(true, list(db, name, where('userId', '==', OWNER)));
    });

    it("refuses the owner listing without a userId filter, or with someone else's", async () => {
      const db = dbAs(env(), 'owner');
      await expectAllowed(false, list(db, name));
      await expectAllowed(false, list(db, name, where('userId', '==', OTHER)));
    });

    const staffList = { ...readers, owner: false, other: false };
    for (const actor of ACTORS) {
      it(`${verb(staffList[actor])} ${ACTOR_NAMES[actor]} listing every document`, async () => {
        await expectAllowed(staffList[actor], list(dbAs(env(), actor), name));
      });
    }

    for (const actor of ACTORS) {
      const deletes = ownerDeletes && actor === 'owner';
      it(`refuses ${ACTOR_NAMES[actor]} creating or updating, ${verb(deletes)} deleting`, async () => {
        const db = dbAs(env(), actor);
        await expectAllowed(false, set(db, `${name}/new`, make(OWNER)));
        await expectAllowed(false, add(db, name, make(OWNER)));
        await expectAllowed(false, update(db, `${name}/mine`, { userId: OWNER }));
        await expectAllowed(deletes, remove(db, `${name}/mine`));
        if (deletes) await expectAllowed(false, remove(db, `${name}/theirs`));
      });
    }
  });
}

ownedReadOnlyCollection('orders', order, only('owner', 'admin', 'viewOnly'));
ownedReadOnlyCollection('activeBookings', hold, only('owner', 'admin'));
ownedReadOnlyCollection(
  'activeSessions',
  (userId) => ({
    userId,
    orderId: 'ORDER-1',
    appointmentDate: '2026-11-23',
    appointmentTime: '9:10 AM',
    createdAt: new Date(),
    lastActivity: new Date(),
    sessionId: 's1',
  }),
  only('owner', 'admin'),
);
ownedReadOnlyCollection(
  'specialRebookStates',
  (userId) => ({ userId, rebookType: 'special', expiresAt: new Date(Date.now() + 3_600_000) }),
  only('owner', 'admin'),
  true,
);

describe('specialRebookStates: minting a free special booking', () => {
  const state = (userId: string): DocumentData => ({
    userId,
    rebookType: 'special',
    expiresAt: new Date(Date.now() + 86_400_000),
    sourceOrderId: 'ORDER-1',
  });
  beforeEach(async () => seed(env(), { 'specialRebookStates/mine': state(OWNER) }));

  it('refuses the owner creating a state for themselves, or extending their own', async () => {
    const db = dbAs(env(), 'owner');
    await expectAllowed(false, add(db, 'specialRebookStates', state(OWNER)));
    await expectAllowed(false, set(db, 'specialRebookStates/forged', state(OWNER)));
    await expectAllowed(
      false,
      update(db, 'specialRebookStates/mine', { expiresAt: new Date(Date.now() + 9e9) }),
    );
  });

  it('refuses another customer and a visitor creating one in the owner’s name', async () => {
    await expectAllowed(false, set(dbAs(env(), 'other'), 'specialRebookStates/x', state(OWNER)));
    await expectAllowed(false, set(dbAs(env(), 'other'), 'specialRebookStates/y', state(OTHER)));
    await expectAllowed(false, set(dbAs(env(), 'visitor'), 'specialRebookStates/z', state(OWNER)));
  });
});

describe('orders: tampering by the owner', () => {
  beforeEach(async () => seed(env(), { 'orders/mine': order(OWNER) }));
  const patches: [string, DocumentData][] = [
    ['the price', { price: 0 }],
    ['the status to cancelled', { status: 'cancelled' }],
    ['the status to trading', { status: 'trading', updatedAt: serverTimestamp() }],
    ['the userId', { userId: OTHER }],
    ['createdAt', { createdAt: serverTimestamp() }],
    ['the appointment time', { appointmentTime: '9:20 AM' }],
    ['an extra key', { discount: 45 }],
    ['qrData', { qrData: '{}' }],
  ];
  it.each(patches)('refuses the owner changing %s', async (_case, patch) => {
    await expectAllowed(false, update(dbAs(env(), 'owner'), 'orders/mine', patch));
  });

  it('refuses the owner creating an order for themselves at any price', async () => {
    const db = dbAs(env(), 'owner');
    await expectAllowed(false, set(db, 'orders/ORDER-2', { ...order(OWNER), createdAt: serverTimestamp() }));
  });

  it('refuses a customer creating an order in another user name', async () => {
    await expectAllowed(false, set(dbAs(env(), 'other'), 'orders/ORDER-3', order(OWNER)));
  });

  it("refuses another customer reading the owner's order by id, even to check a slot", async () => {
    await expectAllowed(false, get(dbAs(env(), 'other'), 'orders/mine'));
  });

  it('refuses a customer querying orders of a slot (availability comes from slots/)', async () => {
    const db = dbAs(env(), 'other');
    const slotQuery = query(
      collection(db, 'orders'),
      where('appointmentDate', '==', '2026-11-23'),
      where('status', 'in', ['confirmed', 'trading']),
    );
    await expectAllowed(false, getDocs(slotQuery));
  });
});

describe('slots (public availability)', () => {
  // Anyone signed in reads a slot and lists the days the app shows (slots-list.test.ts: which lists); nobody writes.
  const DATE = businessDate(new Date());
  const SLOT = `slots/${DATE}_chaguanas-branch_free_0910`;
  beforeEach(async () => seed(env(), { [SLOT]: { date: DATE, orders: 1, holds: {}, reserved: false } }));
  const readers = only('owner', 'other', 'admin', 'viewOnly');
  for (const actor of ACTORS) {
    it(`${verb(readers[actor])} ${ACTOR_NAMES[actor]} getting and listing slots`, async () => {
      const db = dbAs(env(), actor);
      await expectAllowed(readers[actor], get(db, SLOT));
      await expectAllowed(
        readers[actor],
        list(db, 'slots', where('date', '==', DATE), limit(DAY_SLOTS_LIMIT)),
      );
    });
    it(`refuses ${ACTOR_NAMES[actor]} writing a slot`, async () => {
      const db = dbAs(env(), actor);
      await expectAllowed(false, update(db, SLOT, { orders: 0 }));
      await expectAllowed(false, set(db, 'slots/new', { orders: 0 }));
      await expectAllowed(false, remove(db, SLOT));
    });
  }
});
