// dashboardDays and dashboardDayOrders (the Dashboard's daily summaries): staff read them; nobody writes them from a
// client, not even an admin (the order trigger and the rebuild write them with the Admin SDK), so no one can make
// the Dashboard show figures the orders do not give.
import { beforeEach, describe, it, expect } from 'vitest';
import { ACTOR_NAMES, ACTORS, verb, type Actor } from '../support/actors.fixtures';
import { dbAs, expectAllowed, readWithoutRules, seed, useRulesEnv } from '../support/rules.fixtures';
import { get, list, remove, set } from '../support/rules-ops.fixtures';

const env = useRulesEnv();
const DAY = '2026-11-21';
const readers: Record<Actor, boolean> = {
  visitor: false,
  owner: false,
  other: false,
  admin: true,
  viewOnly: true,
};
const STORED = {
  dashboardDays: { date: DAY, orders: 2, revenueCents: 9000, washes: [{ name: 'BASIC WASH', count: 2 }] },
  dashboardDayOrders: {
    date: DAY,
    orders: {
      'ORDER-1': { cents: 4500, wash: 'BASIC WASH' },
      'ORDER-2': { cents: 4500, wash: 'BASIC WASH' },
    },
  },
};

for (const [name, data] of Object.entries(STORED)) {
  describe(name, () => {
    beforeEach(async () => seed(env(), { [`${name}/${DAY}`]: data }));

    for (const actor of ACTORS) {
      it(`${verb(readers[actor])} ${ACTOR_NAMES[actor]} get and list`, async () => {
        const db = dbAs(env(), actor);
        await expectAllowed(readers[actor], get(db, `${name}/${DAY}`));
        await expectAllowed(readers[actor], list(db, name));
      });

      it(`refuses ${ACTOR_NAMES[actor]} create, update and delete, and the stored day stays`, async () => {
        const db = dbAs(env(), actor);
        await expectAllowed(false, set(db, `${name}/2026-11-22`, data));
        await expectAllowed(false, set(db, `${name}/${DAY}`, { orders: 0 }, { merge: true }));
        await expectAllowed(false, remove(db, `${name}/${DAY}`));
        expect(await readWithoutRules(env(), `${name}/${DAY}`)).toEqual(data);
      });
    }
  });
}
